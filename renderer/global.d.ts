// The page's one global from outside: window.inspector, set by Electron's preload or the web host's
// /bridge.js. Only renderer/bridge.ts reads it.
import type { InspectorApi } from '../shared/ipc-contract';

declare global {
  interface Window {
    readonly inspector?: InspectorApi;
  }
}

export {};

/**
 * The preload: builds window.inspector from the method and event names of shared/ipc-methods.ts, one
 * verb per method. No generic invoke or send passes through, the IPC event object never reaches the
 * page, and no channel outside the app's prefix can be named. Runs sandboxed, bundled as CommonJS.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { EVENTS, METHODS, eventChannel, methodChannel, type EventName } from '../shared/ipc-methods';

const api: Record<string, unknown> = {};
for (const method of METHODS) {
  api[method] = (args: unknown) => ipcRenderer.invoke(methodChannel(method), args);
}
api.on = (event: EventName, listener: (payload: unknown) => void) => {
  if (!EVENTS.includes(event)) throw new Error(`Unknown event ${String(event)}`);
  const channel = eventChannel(event);
  const forward = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
  ipcRenderer.on(channel, forward);
  return () => ipcRenderer.removeListener(channel, forward);
};

contextBridge.exposeInMainWorld('inspector', Object.freeze(api));

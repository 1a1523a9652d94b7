/**
 * The desktop window's security policy as plain data and predicates, so it is unit-tested without
 * Electron; adapters/window-hardening.ts applies it. The renderer is untrusted: it gets no Node, no
 * navigation, no new windows, no permissions, and talks to main only through the preload's verbs.
 */

/** The scheme and host the renderer is served from (never file://). */
export const APP_ORIGIN = 'app://inspector';

/** The web preferences adapters/create-window.ts must set, and to what. */
export const REQUIRED_WEB_PREFERENCES = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  experimentalFeatures: false,
  disableBlinkFeatures: 'Auxclick',
} as const;

/**
 * Whether the window may navigate to `url`: only within the app's own origin (reloads, routes).
 * Compared by scheme and host: Node's URL gives custom schemes the opaque origin "null".
 */
export function isAllowedNavigation(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'app:' && u.host === 'inspector' && !u.username && !u.password;
  } catch {
    return false;
  }
}

/** Whether an IPC call comes from the app's own top frame, served from the app's origin. */
export function isTrustedSender(frame: { url: string; isMainFrame: boolean } | null): boolean {
  return frame !== null && frame.isMainFrame && isAllowedNavigation(frame.url);
}

/** Permission requests (camera, notifications, geolocation, ...) are all denied: the app needs none. */
export const PERMISSIONS_GRANTED: readonly string[] = [];

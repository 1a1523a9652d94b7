/**
 * The desktop window's security policy as plain data and predicates, so it is unit-tested without
 * Electron; adapters/window-hardening.ts applies it. The renderer is untrusted: it gets no Node, no
 * navigation, no new windows, one permission (writing to the clipboard, for the app's own top frame),
 * and talks to main only through the preload's verbs.
 */

import { REMOTE_IMAGE_PATH } from '../../shared/image-source';

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
 * Whether `url` is on the app's own origin. Compared by scheme and host: Node's URL gives custom
 * schemes the opaque origin "null".
 */
function isAppUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'app:' && u.host === 'inspector' && !u.username && !u.password;
  } catch {
    return false;
  }
}

/**
 * Whether the window may navigate to `url`: only within the app's own origin (reloads, routes), and
 * never to an installation's image served there (shared/image-source.ts): that is no page of the app.
 */
export function isAllowedNavigation(url: string): boolean {
  return isAppUrl(url) && new URL(url).pathname !== REMOTE_IMAGE_PATH;
}

/** Whether an IPC call comes from the app's own top frame, served from the app's origin. */
export function isTrustedSender(frame: { url: string; isMainFrame: boolean } | null): boolean {
  return frame !== null && frame.isMainFrame && isAllowedNavigation(frame.url);
}

/**
 * The one permission the page is granted: `clipboard-sanitized-write`, which Chromium asks for on
 * every `navigator.clipboard.writeText` (the copy buttons). Everything else (camera, notifications,
 * geolocation, reading the clipboard, ...) is denied: the app needs none.
 */
export const PERMISSIONS_GRANTED: readonly string[] = ['clipboard-sanitized-write'];

/** Who asks for a permission, as Electron tells the request and check handlers. */
export interface PermissionAsker {
  /** Whether the asking frame is the window's top frame (Electron's `details.isMainFrame`). */
  readonly isMainFrame: boolean;
  /** The asking frame's last URL (`details.requestingUrl`); absent for cross-origin subframe checks. */
  readonly requestingUrl?: string;
  /** The asking frame's origin (the check handler's `requestingOrigin`). */
  readonly requestingOrigin?: string;
  /** The top frame's origin (`details.embeddingOrigin` of a check). */
  readonly embeddingOrigin?: string;
}

/**
 * Whether `permission` is granted to `asker`: only a permission of PERMISSIONS_GRANTED, only to the
 * top frame, and only when every address Electron gives for it is on app://inspector.
 */
export function isPermissionGranted(permission: string, asker: PermissionAsker): boolean {
  if (!PERMISSIONS_GRANTED.includes(permission) || asker.isMainFrame !== true) return false;
  const where = [asker.requestingUrl, asker.requestingOrigin, asker.embeddingOrigin].filter(
    (url): url is string => url !== undefined,
  );
  return where.length > 0 && where.every(isAllowedNavigation);
}

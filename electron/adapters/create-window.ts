/**
 * Creates the app's one window. The web preferences are written out here, at the call, so reviewers
 * and electronegativity read them where they take effect; test/unit/window-policy.test.ts holds them
 * to REQUIRED_WEB_PREFERENCES. The renderer is untrusted: no Node, sandboxed, isolated.
 */
import { BrowserWindow } from 'electron';

/**
 * A hidden window that shows itself once the renderer has painted, in `backgroundColor` until then
 * (the page's own background, so a dark theme does not flash white).
 */
export function createMainWindow(preloadPath: string, backgroundColor: string): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 760,
    minHeight: 520,
    title: 'Retail Inspector',
    show: false,
    backgroundColor,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      // Middle-click would open links in new windows; the app opens none.
      disableBlinkFeatures: 'Auxclick',
      spellcheck: false,
      safeDialogs: true,
    },
  });
  window.once('ready-to-show', () => window.show());
  return window;
}

/**
 * Applies shell/window-policy.ts to Electron: denies navigation away from the app, every new window,
 * webview attachment and every permission but writing to the clipboard from the app's own top frame;
 * links go out only through openInBrowser.
 */
import type { Session, WebContents } from 'electron';
import { openInBrowser } from './open-in-browser';
import { isAllowedNavigation, isPermissionGranted } from '../shell/window-policy';

/** Hardens one window's web contents. */
export function hardenWebContents(contents: WebContents): void {
  // The URL is read from the event's details: the positional arguments after it are deprecated.
  contents.on('will-navigate', (details) => {
    if (!isAllowedNavigation(details.url)) details.preventDefault();
  });
  contents.on('will-redirect', (details) => {
    if (!isAllowedNavigation(details.url)) details.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    // A link the user clicked opens in the system browser, if it is https; the app opens no windows.
    void openInBrowser(url);
    return { action: 'deny' };
  });
}

/** Answers the session's permission requests and checks by the window policy (Electron asks both). */
export function hardenSession(session: Session): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(
      isPermissionGranted(permission, {
        isMainFrame: details.isMainFrame,
        requestingUrl: details.requestingUrl,
      }),
    ),
  );
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    isPermissionGranted(permission, {
      isMainFrame: details.isMainFrame,
      requestingUrl: details.requestingUrl,
      requestingOrigin,
      embeddingOrigin: details.embeddingOrigin,
    }),
  );
}

/**
 * Applies shell/renderer-recovery.ts to the window: when its renderer process is gone the window is
 * reloaded once; if it goes again soon after, a message box says what happened and offers Reload or
 * Quit, instead of leaving a blank window.
 */
import { app, dialog, type BrowserWindow } from 'electron';
import { createRendererRecovery, RECOVERY_BUTTONS } from '../shell/renderer-recovery';

/** Watches `window`'s renderer for as long as the window lives. */
export function recoverRenderer(window: BrowserWindow): void {
  const decide = createRendererRecovery();
  window.webContents.on('render-process-gone', (_event, details) => {
    const step = decide(details);
    if (step.kind === 'reload') return window.webContents.reload();
    if (step.kind !== 'explain') return;
    const { title, message, detail } = step;
    void dialog
      .showMessageBox(window, {
        type: 'error',
        title,
        message,
        detail,
        buttons: [...RECOVERY_BUTTONS],
        defaultId: 0,
        cancelId: 1,
      })
      .then(({ response }) => {
        if (window.isDestroyed()) return;
        if (response === 0) window.webContents.reload();
        else app.quit();
      });
  });
}

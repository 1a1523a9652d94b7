/**
 * Serves the handler table over Electron IPC: one ipcMain.handle per contract method, each call
 * refused unless it comes from the app window's own top frame, arguments validated by dispatch.
 */
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { METHODS, methodChannel } from '../../shared/ipc-methods';
import { dispatch, type Handlers } from '../core/handlers';
import { isTrustedSender } from '../shell/window-policy';

/** Registers every method; returns a function that removes them. */
export function registerIpcHandlers(
  ipcMain: IpcMain,
  handlers: Handlers,
  mask: (text: string) => string,
): () => void {
  for (const method of METHODS) {
    ipcMain.handle(methodChannel(method), (event: IpcMainInvokeEvent, args: unknown) => {
      const frame = event.senderFrame;
      const isMainFrame = frame !== null && frame === event.sender.mainFrame;
      if (!isTrustedSender(frame ? { url: frame.url, isMainFrame } : null)) {
        return {
          ok: false,
          error: { code: 'INVALID_ARGUMENT', message: 'Calls are accepted only from the app window.' },
        };
      }
      return dispatch(handlers, method, args, mask);
    });
  }
  return () => METHODS.forEach((method) => ipcMain.removeHandler(methodChannel(method)));
}

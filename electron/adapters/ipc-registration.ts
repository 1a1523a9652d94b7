/**
 * Serves the handler table over Electron IPC: one ipcMain.handle per contract method, each call
 * refused unless it comes from the app window's own top frame, arguments validated by dispatch, an
 * answer too large for IPC replaced by a message saying so. Also the preload's one channel outside the
 * contract: the path of a file the user dropped or picked in the page, answered with the path main
 * accepted for reading, or why it did not.
 */
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { DROPPED_FILE_CHANNEL, METHODS, methodChannel } from '../../shared/ipc-methods';
import { IPC_MESSAGE_MAX_BYTES, tooLargeToAnswer } from '../../shared/ipc-size';
import type { Result } from '../../shared/result';
import { dispatch, type Handlers } from '../core/handlers';
import { isTrustedSender } from '../shell/window-policy';

/** What main does with a dropped file's path: accepts it for reading (its path), or says why not. */
export type ChooseDroppedFile = (path: string) => Promise<Result<string>>;

const NOT_A_PATH = {
  ok: false,
  error: {
    code: 'INVALID_ARGUMENT',
    message: 'A dropped file is named by a path of at most 4,096 characters.',
  },
} as const;

const NOT_THE_APP = {
  ok: false,
  error: { code: 'INVALID_ARGUMENT', message: 'Calls are accepted only from the app window.' },
} as const;

const fromAppWindow = (event: IpcMainInvokeEvent): boolean => {
  const frame = event.senderFrame;
  const isMainFrame = frame !== null && frame === event.sender.mainFrame;
  return isTrustedSender(frame ? { url: frame.url, isMainFrame } : null);
};

/** Registers every method; returns a function that removes them. */
export function registerIpcHandlers(
  ipcMain: IpcMain,
  handlers: Handlers,
  mask: (text: string) => string,
  chooseDroppedFile: ChooseDroppedFile,
  maxAnswerBytes = IPC_MESSAGE_MAX_BYTES,
): () => void {
  for (const method of METHODS) {
    ipcMain.handle(methodChannel(method), async (event: IpcMainInvokeEvent, args: unknown) => {
      if (!fromAppWindow(event)) return NOT_THE_APP;
      const result = await dispatch(handlers, method, args, mask);
      const tooLarge = tooLargeToAnswer(method, result, maxAnswerBytes);
      return tooLarge ? { ok: false, error: { code: 'INTERNAL', message: tooLarge } } : result;
    });
  }
  ipcMain.handle(DROPPED_FILE_CHANNEL, async (event: IpcMainInvokeEvent, path: unknown) => {
    if (!fromAppWindow(event)) return NOT_THE_APP;
    if (typeof path !== 'string' || path.length === 0 || path.length > 4_096) return NOT_A_PATH;
    return chooseDroppedFile(path);
  });
  return () => {
    METHODS.forEach((method) => ipcMain.removeHandler(methodChannel(method)));
    ipcMain.removeHandler(DROPPED_FILE_CHANNEL);
  };
}

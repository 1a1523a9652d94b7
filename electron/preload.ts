/**
 * The preload: builds window.inspector from the method and event names of shared/ipc-methods.ts, one
 * verb per method, plus chooseDroppedFile (the path of a dropped file, which only the preload can
 * read). No generic invoke or send passes through, the IPC event object never reaches the page, no
 * channel outside the app's prefix can be named, and an argument too large for IPC is refused with a
 * message (shared/ipc-size.ts). Runs sandboxed, bundled as CommonJS.
 */
import { contextBridge, ipcRenderer, webUtils, type IpcRendererEvent } from 'electron';
import {
  DROPPED_FILE_CHANNEL,
  EVENTS,
  METHODS,
  eventChannel,
  methodChannel,
  type EventName,
} from '../shared/ipc-methods';
import { tooLargeToSend } from '../shared/ipc-size';
import type { Result } from '../shared/result';

const api: Record<string, unknown> = {};
for (const method of METHODS) {
  api[method] = (args: unknown) => {
    // Refused here, with words: past Chromium's message limit IPC itself would fail without any.
    const tooLarge = tooLargeToSend(method, args);
    if (tooLarge)
      return Promise.resolve({ ok: false, error: { code: 'INVALID_ARGUMENT', message: tooLarge } });
    return ipcRenderer.invoke(methodChannel(method), args);
  };
}
// A file the user dropped or picked in the page: Electron knows its path only here. Main checks it is a
// dataset file and remembers it for reading (as a file from the open dialog), answering the path back
// or why it refused, so the page can open it by path and images beside a dataset are found. A File
// built in script has no path. null when the file has none (built in script, or not on disk).
api.chooseDroppedFile = async (file: File): Promise<Result<string> | null> => {
  let path = '';
  try {
    path = webUtils.getPathForFile(file);
  } catch {
    // Not a File: Electron throws, and there is nothing to open.
  }
  if (!path) return null;
  return (await ipcRenderer.invoke(DROPPED_FILE_CHANNEL, path)) as Result<string>;
};
api.on = (event: EventName, listener: (payload: unknown) => void) => {
  if (!EVENTS.includes(event)) throw new Error(`Unknown event ${String(event)}`);
  const channel = eventChannel(event);
  const forward = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
  ipcRenderer.on(channel, forward);
  return () => ipcRenderer.removeListener(channel, forward);
};

contextBridge.exposeInMainWorld('inspector', Object.freeze(api));

/**
 * Electron's save and open dialogs behind core's FileDialogs interface, attached to the app window
 * so they are modal to it. The save dialog confirms before it replaces a file (on Linux too).
 */
import { dialog, type BrowserWindow } from 'electron';
import type { FileDialogs } from '../core/platform/file-dialogs';

/** Dialogs modal to the window `currentWindow` returns (none while it is closed). */
export function electronFileDialogs(currentWindow: () => BrowserWindow | null): FileDialogs {
  return {
    async chooseSavePath({ title, defaultName, filters }) {
      const options = {
        title,
        defaultPath: defaultName,
        filters: filters.map((f) => ({ name: f.name, extensions: [...f.extensions] })),
        properties: ['showOverwriteConfirmation', 'createDirectory'] as (
          'showOverwriteConfirmation' | 'createDirectory'
        )[],
      };
      const window = currentWindow();
      const result = window
        ? await dialog.showSaveDialog(window, options)
        : await dialog.showSaveDialog(options);
      return result.canceled || !result.filePath ? null : result.filePath;
    },
    async chooseOpenPath({ title, filters }) {
      const options = {
        title,
        filters: filters.map((f) => ({ name: f.name, extensions: [...f.extensions] })),
        properties: ['openFile'] as 'openFile'[],
      };
      const window = currentWindow();
      const result = window
        ? await dialog.showOpenDialog(window, options)
        : await dialog.showOpenDialog(options);
      return result.canceled ? null : (result.filePaths[0] ?? null);
    },
  };
}

/**
 * The host's file dialogs, as the core sees them. Electron's main process passes an adapter over
 * `dialog` (electron/adapters/file-dialogs.ts); the web host has none and passes null, and the
 * renderer then names files itself or lets the browser save them.
 */

/** A file-type filter, as the dialogs show it. */
export interface FileFilter {
  readonly name: string;
  /** Extensions without the dot. */
  readonly extensions: readonly string[];
}

/** Options of a save dialog. */
export interface SaveDialogOptions {
  readonly title: string;
  /** File name offered (no folder). */
  readonly defaultName: string;
  readonly filters: readonly FileFilter[];
}

/** Options of an open dialog. */
export interface OpenDialogOptions {
  readonly title: string;
  readonly filters: readonly FileFilter[];
}

/** Native dialogs; each resolves the chosen absolute path, or null when the user cancelled. */
export interface FileDialogs {
  /** The dialog itself asks before an existing file is replaced. */
  chooseSavePath(options: SaveDialogOptions): Promise<string | null>;
  chooseOpenPath(options: OpenDialogOptions): Promise<string | null>;
}

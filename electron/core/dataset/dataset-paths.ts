/**
 * Which dataset files the renderer may name. Through the web host's RPC (the same handler table as
 * IPC) anyone holding the page's key could otherwise read or overwrite any file this process can:
 * so a file the renderer names is a name relative to the captures folder in the app's data folder,
 * and anything else is refused with one message that says nothing about the file, whether it exists
 * or not: absolute paths, ".." segments, and paths that resolve outside the folder through a symbolic
 * link (checked with realpath).
 *
 * Files the user chose through the app are taken as they are, for reading: the host's open dialog
 * (Electron), a file dropped on the desktop window (dropped-file.ts checks it first), a capture the
 * app wrote, a dataset the demo server served (the renderer asks to serve it again after a stop).
 * Only a file chosen in the host's save dialog may also be written (a capture target named again):
 * a path the renderer only passed on, as a drop's is, never becomes something main writes to.
 * They are remembered for the session.
 */
import { lstat, mkdir, realpath } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep, win32 } from 'node:path';
import { AppError } from '../lib/app-error';

/** The one answer to a name that leaves the captures folder; it names no file on purpose. */
export const OUTSIDE_FOLDER_MESSAGE =
  'Name a file in the captures folder, relative to it (for example "shop.json"); absolute paths and paths leading out of it are not accepted.';

/** The answer to writing a file the user gave the app only to be read; it names no file either. */
export const READ_ONLY_FILE_MESSAGE =
  'That file was given to the app to be read (opened, dropped, chosen with Browse… or captured earlier), not to be written: save the capture through the save dialog, or under a name in the captures folder.';

/** What a named file is for: read (open, serve, compare) or written (a capture target). */
export type FileAccess = 'read' | 'write';

/** The files the renderer may name in this session. */
export interface DatasetPaths {
  /** Remembers a file the user chose through the app for reading (a dialog, a drop, a capture). */
  trust(file: string): void;
  /** Remembers a file the user chose in the host's save dialog: it may be read and written. */
  trustForWriting(file: string): void;
  /** Whether `file` was chosen through the app (its errors may then quote the file's values). */
  isTrusted(file: string): boolean;
  /**
   * The absolute path of `name` for `access` (read unless given): a file trusted for it as it is,
   * else a name inside the captures folder. Throws AppError INVALID_ARGUMENT with
   * READ_ONLY_FILE_MESSAGE for a file trusted only for reading named to be written, and with
   * OUTSIDE_FOLDER_MESSAGE for anything else.
   */
  resolveNamed(name: string, access?: FileAccess): Promise<string>;
}

/** The paths policy over the app's captures folder. */
export function datasetPaths(capturesDir: string): DatasetPaths {
  const folder = resolve(capturesDir);
  const readable = new Set<string>();
  const writable = new Set<string>();
  return {
    trust: (file) => void readable.add(resolve(file)),
    trustForWriting(file) {
      readable.add(resolve(file));
      writable.add(resolve(file));
    },
    isTrusted: (file) => readable.has(resolve(file)),
    async resolveNamed(name, access = 'read') {
      if (isAbsolute(name) || win32.isAbsolute(name)) {
        const file = resolve(name);
        if ((access === 'read' ? readable : writable).has(file)) return file;
        if (readable.has(file)) throw new AppError('INVALID_ARGUMENT', READ_ONLY_FILE_MESSAGE);
        throw outside();
      }
      if (name.split(/[\\/]/).some((segment) => segment === '..')) throw outside();
      const file = resolve(folder, name);
      if (!within(folder, file)) throw outside();
      // The captures folder is the app's own: made on first use.
      await mkdir(folder, { recursive: true, mode: 0o700 }).catch(() => undefined);
      const realFolder = await realpath(folder).catch(() => folder);
      const real = await realLocation(file);
      if (real === null || !within(realFolder, real)) throw outside();
      return file;
    },
  };
}

function outside(): AppError {
  return new AppError('INVALID_ARGUMENT', OUTSIDE_FOLDER_MESSAGE);
}

function within(folder: string, file: string): boolean {
  const inside = relative(folder, file);
  return inside !== '' && inside !== '..' && !inside.startsWith(`..${sep}`) && !isAbsolute(inside);
}

// Where `file` really is: its realpath when it exists (a link followed to its target), else its
// nearest existing folder's realpath with the rest appended; null for a link whose target is missing.
async function realLocation(file: string): Promise<string | null> {
  const found = await lstat(file).catch(() => null);
  if (found) return realpath(file).catch(() => null);
  let parent = dirname(file);
  let rest = file.slice(parent.length);
  for (;;) {
    const real = await realpath(parent).catch(() => null);
    if (real !== null) return real + rest;
    const up = dirname(parent);
    if (up === parent) return file;
    rest = parent.slice(up.length) + rest;
    parent = up;
  }
}

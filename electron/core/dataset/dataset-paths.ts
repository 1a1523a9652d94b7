/**
 * Which dataset files the renderer may name. Through the web host's RPC (the same handler table as
 * IPC) anyone holding the page's key could otherwise read or overwrite any file this process can:
 * so a file the renderer names is a name relative to the captures folder in the app's data folder,
 * and anything else is refused with one message that says nothing about the file, whether it exists
 * or not: absolute paths, ".." segments, and paths that resolve outside the folder through a symbolic
 * link (checked with realpath).
 *
 * Files the user chose through the app are taken as they are: the host's open or save dialog
 * (Electron), a capture the app wrote, a dataset the demo server served (the renderer asks to serve
 * it again after a stop). They are remembered for the session.
 */
import { lstat, mkdir, realpath } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep, win32 } from 'node:path';
import { AppError } from '../lib/app-error';

/** The one answer to a name that leaves the captures folder; it names no file on purpose. */
export const OUTSIDE_FOLDER_MESSAGE =
  'Name a file in the captures folder, relative to it (for example "shop.json"); absolute paths and paths leading out of it are not accepted.';

/** The files the renderer may name in this session. */
export interface DatasetPaths {
  /** Remembers a file the user chose through the app (a dialog, a capture, a served dataset). */
  trust(file: string): void;
  /** Whether `file` was chosen through the app (its errors may then quote the file's values). */
  isTrusted(file: string): boolean;
  /**
   * The absolute path of `name`: a trusted file as it is, else a name inside the captures folder.
   * Throws AppError INVALID_ARGUMENT with OUTSIDE_FOLDER_MESSAGE for anything else.
   */
  resolveNamed(name: string): Promise<string>;
}

/** The paths policy over the app's captures folder. */
export function datasetPaths(capturesDir: string): DatasetPaths {
  const folder = resolve(capturesDir);
  const trusted = new Set<string>();
  return {
    trust: (file) => void trusted.add(resolve(file)),
    isTrusted: (file) => trusted.has(resolve(file)),
    async resolveNamed(name) {
      if (isAbsolute(name) || win32.isAbsolute(name)) {
        if (trusted.has(resolve(name))) return resolve(name);
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

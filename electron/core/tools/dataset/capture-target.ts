/**
 * Where a capture is written. With the host's save dialog the user picks the file, and the dialog
 * itself asks before replacing one. Without (the web host) the renderer names it: a .json name, a
 * relative one inside the captures folder, and an existing file is reported, never replaced, unless
 * the user has agreed (`overwrite`). Everything is checked before any network traffic.
 */
import { lstat, mkdir } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { AppError, isAppError } from '../../app-error';
import { assertWritableTarget } from '../../capture/write-dataset-file';
import { fsReason } from '../../dataset/read-json-file';
import type { FileDialogs, FileFilter } from '../../file-dialogs';
import { captureFileName } from '../../../../shared/capture-file-name';

/** The filter of dataset files in the host's dialogs. */
export const DATASET_FILTERS: readonly FileFilter[] = [
  { name: 'Retail Inspector dataset', extensions: ['json'] },
];

/** The file to write (`overwrite` when replacing it was agreed), or why there is none. */
export type CaptureTarget =
  | { readonly kind: 'file'; readonly file: string; readonly overwrite: boolean }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'exists'; readonly file: string };

/** What the target depends on. */
export interface CaptureTargetRequest {
  readonly dialogs: FileDialogs | null;
  readonly capturesDir: string;
  /** Names the file the dialog offers. */
  readonly connectionName: string;
  readonly file?: string;
  readonly overwrite?: boolean;
}

/**
 * The file to capture into. Throws AppError INVALID_ARGUMENT for a name it refuses (not .json,
 * outside the captures folder, missing without a dialog) and FILE_ACCESS for a file it cannot write.
 */
export async function captureTarget(request: CaptureTargetRequest): Promise<CaptureTarget> {
  if (request.file === undefined) {
    if (!request.dialogs) {
      throw new AppError('INVALID_ARGUMENT', 'Name the file to save the dataset in (a .json file).');
    }
    const chosen = await request.dialogs.chooseSavePath({
      title: 'Save as offline dataset',
      defaultName: captureFileName(request.connectionName),
      filters: DATASET_FILTERS,
    });
    if (chosen === null) return { kind: 'cancelled' };
    // The dialog asked before an existing file was chosen.
    await assertFileAccess(chosen);
    return { kind: 'file', file: chosen, overwrite: true };
  }
  const file = await namedFile(request.file, request.capturesDir);
  if ((await fileExists(file)) && !request.overwrite) return { kind: 'exists', file };
  await assertFileAccess(file);
  return { kind: 'file', file, overwrite: request.overwrite ?? false };
}

// A name the renderer sent: absolute (the user typed it), or relative to the captures folder and
// staying inside it.
async function namedFile(name: string, capturesDir: string): Promise<string> {
  if (!/\.json$/i.test(name.trim())) {
    throw new AppError('INVALID_ARGUMENT', `"${name}" does not end in .json: name a .json file.`);
  }
  if (isAbsolute(name)) return resolve(name);
  const folder = resolve(capturesDir);
  const file = resolve(folder, name.trim());
  const inside = relative(folder, file);
  if (inside.startsWith('..') || isAbsolute(inside)) {
    throw new AppError('INVALID_ARGUMENT', `"${name}" leads out of the captures folder ${folder}.`);
  }
  // The captures folder is the app's own: made on first use.
  if (dirname(file) === folder) await mkdir(folder, { recursive: true, mode: 0o700 }).catch(() => undefined);
  return file;
}

/** Whether something is at `file`; throws AppError FILE_ACCESS when that cannot be told. */
export async function fileExists(file: string): Promise<boolean> {
  try {
    await lstat(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw new AppError('FILE_ACCESS', `${file} cannot be checked (${fsReason(error)}).`);
  }
}

// The capture core's check (a folder, a missing folder), worded as a file problem, not a flag.
async function assertFileAccess(file: string): Promise<void> {
  try {
    await assertWritableTarget(file, true);
  } catch (error) {
    if (isAppError(error, 'USAGE')) throw new AppError('FILE_ACCESS', `${error.message}.`);
    throw error;
  }
}

/**
 * Where a capture is written. With the host's save dialog the user picks the file, and the dialog
 * itself asks before replacing one. Without (the web host) the renderer names it: a .ridataset or .json name
 * relative to the captures folder and staying inside it (dataset-paths.ts), and an existing file is
 * reported, never replaced, unless the user has agreed (`overwrite`). Everything is checked before
 * any network traffic.
 */
import { lstat } from 'node:fs/promises';
import { AppError, isAppError } from '../lib/app-error';
import { assertWritableTarget } from './write-dataset-file';
import { fsReason } from '../dataset/read-json-file';
import type { FileDialogs } from '../platform/file-dialogs';
import { DATASET_FILTERS } from '../dataset/dataset-filters';
import { captureFileName } from '../../../shared/capture-file-name';
import type { DatasetPaths } from '../dataset/dataset-paths';
import { isDatasetFileName } from '../../../shared/dataset-file-name';

/** The file to write (`overwrite` when replacing it was agreed), or why there is none. */
export type CaptureTarget =
  | { readonly kind: 'file'; readonly file: string; readonly overwrite: boolean }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'exists'; readonly file: string };

/** What the target depends on. */
export interface CaptureTargetRequest {
  readonly dialogs: FileDialogs | null;
  /** Which files the renderer may name. */
  readonly paths: DatasetPaths;
  /** Names the file the dialog offers. */
  readonly connectionName: string;
  readonly file?: string;
  readonly overwrite?: boolean;
}

/**
 * The file to capture into. Throws AppError INVALID_ARGUMENT for a name it refuses (not .ridataset or .json,
 * outside the captures folder, missing without a dialog) and FILE_ACCESS for a file it cannot write.
 */
export async function captureTarget(request: CaptureTargetRequest): Promise<CaptureTarget> {
  if (request.file === undefined) {
    if (!request.dialogs) {
      throw new AppError(
        'INVALID_ARGUMENT',
        'Name the file to save the dataset in (a .ridataset or .json file).',
      );
    }
    const chosen = await request.dialogs.chooseSavePath({
      title: 'Save as offline dataset',
      defaultName: captureFileName(request.connectionName),
      filters: DATASET_FILTERS,
    });
    if (chosen === null) return { kind: 'cancelled' };
    // The dialog asked before an existing file was chosen; the one way a file becomes writable.
    request.paths.trustForWriting(chosen);
    await assertFileAccess(chosen);
    return { kind: 'file', file: chosen, overwrite: true };
  }
  const file = await namedFile(request.file, request.paths);
  if ((await fileExists(file)) && !request.overwrite) return { kind: 'exists', file };
  await assertFileAccess(file);
  return { kind: 'file', file, overwrite: request.overwrite ?? false };
}

// A name the renderer sent: a .ridataset or .json file in the captures folder (or one chosen in the save dialog).
async function namedFile(name: string, paths: DatasetPaths): Promise<string> {
  if (!isDatasetFileName(name)) {
    throw new AppError(
      'INVALID_ARGUMENT',
      'The file name does not end in .ridataset or .json: name a .ridataset file.',
    );
  }
  return paths.resolveNamed(name.trim(), 'write');
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

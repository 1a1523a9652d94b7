/**
 * Writes a captured dataset to its file: validated against DatasetSchema (or, for the faithful capture of
 * an installation that breaks the specification, ServableDatasetSchema) first, pretty-printed JSON,
 * written atomically (readers see the old file or the new one), and an existing file replaced only
 * when asked to. A dataset carries no token (captures have no `auth`), so nothing secret is written.
 */
import { lstat, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { DatasetSchema, ServableDatasetSchema, type Dataset } from '../../../shared/dataset';
import { issueLines } from '../../../shared/issue-path';
import { validate } from '../../../shared/validate';
import { AppError } from '../lib/app-error';
import { writeFileAtomic } from '../lib/atomic-write';
import { fsReason } from '../dataset/read-json-file';

/** Options of writeDatasetFile. */
export interface WriteDatasetOptions {
  /** Replace an existing file. */
  readonly force?: boolean;
}

/** Throws AppError('USAGE') when `file` exists (unless `force`), is a folder, or its folder is missing. */
export async function assertWritableTarget(file: string, force = false): Promise<void> {
  const path = resolve(file);
  const existing = await lstat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw new AppError('USAGE', `${path} cannot be checked (${fsReason(error)})`);
  });
  if (existing?.isDirectory()) throw new AppError('USAGE', `${path} is a folder; name a file to write`);
  if (existing && !force) {
    throw new AppError('USAGE', `${path} already exists; pass --force to replace it`);
  }
  const folder = await stat(dirname(path)).catch(() => null);
  if (!folder?.isDirectory()) throw new AppError('USAGE', `the folder ${dirname(path)} does not exist`);
}

/**
 * Writes `dataset` to `file`; resolves with the absolute path and the bytes written. Throws
 * AppError('USAGE') for a target it may not or cannot write, AppError('INTERNAL') for an invalid dataset.
 */
export async function writeDatasetFile(
  file: string,
  dataset: Dataset,
  options: WriteDatasetOptions = {},
): Promise<{ file: string; bytes: number }> {
  const path = resolve(file);
  // A capture of an installation that breaks the specification keeps what it got (its violations are
  // reported with the capture): it must be a dataset that can be served, if only with --allow-violations.
  const checked = validate(DatasetSchema, dataset).ok ? null : validate(ServableDatasetSchema, dataset);
  if (checked && !checked.ok) {
    const lines = issueLines(checked.issues, 20, checked.total);
    throw new AppError('INTERNAL', `the captured dataset is not valid: ${lines[0]}`, lines);
  }
  await assertWritableTarget(path, options.force ?? false);
  const text = JSON.stringify(dataset, null, 2) + '\n';
  try {
    await writeFileAtomic(path, text);
  } catch (error) {
    throw new AppError('USAGE', `${path} cannot be written (${fsReason(error)})`);
  }
  return { file: path, bytes: Buffer.byteLength(text) };
}

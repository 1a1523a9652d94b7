/**
 * A file dropped on the desktop window (or picked in a file input), as main accepts it. Only the
 * preload can read such a file's path, but main cannot tell a real drop from a renderer that sends
 * a path of its own making: so a drop is held to what a drop is for, reading a dataset. The path must
 * be absolute and lead, links followed, to an existing regular dataset file (`.ridataset` or `.json`)
 * within the size a dataset
 * may have; it is then trusted for reading only (opened, served, compared), never as a place to write
 * (dataset-paths.ts), whatever the renderer asks later.
 */
import { realpath, stat } from 'node:fs/promises';
import { basename, isAbsolute } from 'node:path';
import { isDatasetFileName } from '../../../shared/dataset-file-name';
import type { Result } from '../../../shared/result';
import { DEFAULT_MAX_DATASET_BYTES } from './load-dataset';
import type { DatasetPaths } from './dataset-paths';

/**
 * Checks `file` and trusts it for reading; resolves with its path, or with an INVALID_ARGUMENT error
 * whose message says why it cannot be opened (naming only the file's own name). Never rejects.
 */
export async function acceptDroppedFile(
  paths: DatasetPaths,
  file: string,
  maxBytes = DEFAULT_MAX_DATASET_BYTES,
): Promise<Result<string>> {
  const refusal = await whyNot(file, maxBytes);
  if (refusal !== null) return { ok: false, error: { code: 'INVALID_ARGUMENT', message: refusal } };
  paths.trust(file);
  return { ok: true, value: file };
}

async function whyNot(file: string, maxBytes: number): Promise<string | null> {
  const name = basename(file);
  if (!isAbsolute(file)) return 'A dropped file is named by its full path; this one has none.';
  if (!isDatasetFileName(file))
    return `${name} is not a dataset file: only .ridataset and .json files can be opened.`;
  const real = await realpath(file).catch(() => null);
  if (real === null) return `${name} cannot be found; it may have been moved or deleted.`;
  if (!isDatasetFileName(real))
    return `${name} leads to a file that is not a dataset file (.ridataset or .json), which is not opened.`;
  const info = await stat(real).catch(() => null);
  if (info === null || !info.isFile())
    return `${name} is not a file: only a dataset file (.ridataset or .json) can be opened.`;
  if (info.size > maxBytes) {
    const mb = Math.ceil(info.size / 1_000_000);
    return `${name} is ${mb} MB, more than the ${maxBytes / 1_000_000} MB a dataset may have here. Serve it with "retail-inspector serve --data FILE --max-size ${mb + 1}".`;
  }
  return null;
}

// A file dropped on the desktop window as main accepts it (electron/core/dataset/dropped-file.ts), on
// real files: only an existing regular .json file within the size cap, trusted for reading only.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acceptDroppedFile } from '../../electron/core/dataset/dropped-file';
import { datasetPaths, READ_ONLY_FILE_MESSAGE } from '../../electron/core/dataset/dataset-paths';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-dropped-file-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('acceptDroppedFile', () => {
  it('accepts a dataset file for reading, never as a file to write', async () => {
    const file = join(folder, 'shop.json');
    await writeFile(file, '{}');
    const paths = datasetPaths(join(folder, 'captures'));
    expect(await acceptDroppedFile(paths, file)).toEqual({ ok: true, value: file });
    expect(await paths.resolveNamed(file)).toBe(file);
    await expect(paths.resolveNamed(file, 'write')).rejects.toThrow(READ_ONLY_FILE_MESSAGE);
  });

  it('refuses a file larger than a dataset may be, saying how to serve it, and does not trust it', async () => {
    const file = join(folder, 'big.json');
    await writeFile(file, 'x'.repeat(3_500_000));
    const paths = datasetPaths(join(folder, 'captures'));
    expect(await acceptDroppedFile(paths, file, 2_000_000)).toEqual({
      ok: false,
      error: {
        code: 'INVALID_ARGUMENT',
        message:
          'big.json is 4 MB, more than the 2 MB a dataset may have here. Serve it with "retail-inspector serve --data FILE --max-size 5".',
      },
    });
    expect(paths.isTrusted(file)).toBe(false);
  });
});

describe('acceptDroppedFile and the app’s own extension', () => {
  it('accepts a .ridataset file as it accepts a .json one', async () => {
    const file = join(folder, 'shop.RIDATASET');
    await writeFile(file, '{}');
    const paths = datasetPaths(join(folder, 'captures'));
    expect(await acceptDroppedFile(paths, file)).toEqual({ ok: true, value: file });
  });
});

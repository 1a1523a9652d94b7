// writeDatasetFile on real files: pretty-printed, atomic, validated, and an existing file replaced
// only with force (AppError USAGE naming --force otherwise, the file untouched).
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isAppError } from '../../electron/core/lib/app-error';
import { writeDatasetFile } from '../../electron/core/capture/write-dataset-file';
import { loadDataset } from '../../electron/core/dataset/load-dataset';
import type { Dataset } from '../../shared/dataset';
import { validDatasetDocument } from '../helpers/temp-dataset';

let folder: string;
let file: string;
const EXISTING = '{"keep": "me"}\n';

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-write-'));
  file = join(folder, 'capture.json');
});
afterEach(() => rm(folder, { recursive: true, force: true }));

/** A small valid dataset without disk images, so it loads from any folder. */
function dataset(company = 'Testladen'): Dataset {
  const document = validDatasetDocument();
  document.info.company_name = company;
  document.categories = document.categories.filter((c) => c.image === null);
  return document as unknown as Dataset;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => new Error('expected a rejection'),
    (error: unknown) => error,
  );
}

describe('writeDatasetFile', () => {
  it('writes pretty-printed JSON that loadDataset accepts, leaving no temp file', async () => {
    const written = await writeDatasetFile(file, dataset());
    const text = await readFile(file, 'utf8');
    expect(text).toContain('\n  "format": "retail-inspector/dataset@1",\n');
    expect(written.bytes).toBe(Buffer.byteLength(text));
    expect((await loadDataset(file)).info.company_name).toBe('Testladen');
    expect(await readdir(folder)).toEqual(['capture.json']);
  });

  it('refuses an existing file without force, telling to pass --force, and leaves it untouched', async () => {
    await writeFile(file, EXISTING);
    const before = await stat(file);
    const error = await rejection(writeDatasetFile(file, dataset()));
    expect(isAppError(error, 'USAGE')).toBe(true);
    expect((error as Error).message).toMatch(/already exists; pass --force/);
    expect(await readFile(file, 'utf8')).toBe(EXISTING);
    expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);
  });

  it('replaces an existing file with force', async () => {
    await writeFile(file, EXISTING);
    await writeDatasetFile(file, dataset('Neu GmbH'), { force: true });
    expect((await loadDataset(file)).info.company_name).toBe('Neu GmbH');
  });

  it('refuses a dataset that could not even be served and writes nothing', async () => {
    const bad = { ...dataset(), categories: [{ id: '1' }, 7] } as unknown as Dataset;
    const error = await rejection(writeDatasetFile(file, bad));
    expect(isAppError(error, 'INTERNAL')).toBe(true);
    expect(await readdir(folder)).toEqual([]);
  });

  it('writes a faithful capture of an installation that breaks the value rules, as it answered', async () => {
    const offSpec = {
      ...dataset(),
      categories: [{ id: 'x', image: 'http://h:99999/a.png' }],
    } as unknown as Dataset;
    await writeDatasetFile(file, offSpec);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(offSpec);
  });

  it('refuses a file in a folder that does not exist', async () => {
    const error = await rejection(writeDatasetFile(join(folder, 'missing', 'capture.json'), dataset()));
    expect(isAppError(error, 'USAGE')).toBe(true);
    expect((error as Error).message).toMatch(/does not exist/);
  });
});

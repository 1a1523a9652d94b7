// A dataset's optional `source` (docs/dataset-format.md): the loader keeps a well-formed one for the
// comparisons, the embedded server answers exactly what it answers without it, and a malformed one is
// refused like any other problem, naming its JSON path. Real files, a real server on 127.0.0.1.
import { afterEach, describe, expect, it } from 'vitest';
import { loadDataset } from '../../electron/core/dataset/load-dataset';
import { isAppError } from '../../electron/core/lib/app-error';
import { closeEmbeddedServers, startTrackedServer } from '../helpers/embedded-servers';
import { rawRequest } from '../helpers/raw-http';
import { validDatasetDocument, writeDatasetFolder } from '../helpers/temp-dataset';

const SOURCE = {
  baseUrl: 'https://shop.example.com',
  capturedAt: '2026-11-25T16:00:00.000Z',
  logo: '/media/logo.svg',
  assets_url: '/media/',
  images: { 'images/brot.svg': '/media/cat/10.svg', 'brand/logo.svg': '/media/logo.svg' },
  rows: { '1': 'https://cdn.example.com/kaese.svg' },
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await closeEmbeddedServers();
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function datasetWith(
  source: unknown,
  change: (doc: ReturnType<typeof validDatasetDocument>) => void = () => {},
): Promise<string> {
  const document = validDatasetDocument();
  if (source !== undefined) document.source = source;
  change(document);
  const folder = await writeDatasetFolder(document);
  cleanups.push(folder.cleanup);
  return folder.file;
}

/** The problem lines of a dataset the loader refuses. */
async function problems(
  source: unknown,
  change?: (doc: ReturnType<typeof validDatasetDocument>) => void,
): Promise<string[]> {
  const error: unknown = await loadDataset(await datasetWith(source, change)).then(
    () => null,
    (e: unknown) => e,
  );
  if (!isAppError(error)) throw new Error(`loaded a dataset with source ${JSON.stringify(source)}`);
  expect(error.code).toBe('DATASET_INVALID');
  return [...error.details];
}

describe('a dataset’s source', () => {
  it('is kept by the loader as written', async () => {
    const dataset = await loadDataset(await datasetWith(SOURCE));
    expect(dataset.source).toEqual(SOURCE);
  });

  it('changes nothing the embedded server answers', async () => {
    const [plain, sourced] = await Promise.all([
      loadDataset(await datasetWith(undefined)),
      loadDataset(await datasetWith(SOURCE)),
    ]);
    const [a, b] = await Promise.all([
      startTrackedServer({ dataset: plain }),
      startTrackedServer({ dataset: sourced }),
    ]);
    for (const path of ['/api/v2/auth/info', '/api/v2/products/getcategorys', '/images/brot.svg']) {
      const [left, right] = await Promise.all([rawRequest(a.url, path), rawRequest(b.url, path)]);
      expect(right.status, path).toBe(left.status);
      expect(right.body.toString().replaceAll(b.url, 'ORIGIN'), path).toBe(
        left.body.toString().replaceAll(a.url, 'ORIGIN'),
      );
    }
  });

  it('is refused when malformed, each problem named by its JSON path', async () => {
    expect(await problems('https://shop.example.com')).toEqual([
      'source: expected object, got "https://shop.example.com" (string)',
    ]);
    expect(await problems({ ...SOURCE, extra: 1 })).toEqual(['source: unknown field "extra"']);
    expect(await problems({ ...SOURCE, baseUrl: 'shop.example.com' })).toEqual([
      'source.baseUrl: expected an absolute http(s) URL such as https://shop.example.com, got "shop.example.com" (string)',
    ]);
    expect((await problems({ ...SOURCE, capturedAt: 'last week' }))[0]).toMatch(/^source\.capturedAt: /);
    expect(await problems({ ...SOURCE, logo: 7 })).toEqual(['source.logo: expected string, got 7 (number)']);
    expect(await problems({ ...SOURCE, images: { '/etc/passwd': '/x' } })).toEqual([
      'source.images["/etc/passwd"]: expected a relative path such as images/a.png as the key, got "/etc/passwd" (string)',
    ]);
    expect(await problems({ ...SOURCE, rows: { x: '/a.png' } })).toEqual([
      'source.rows.x: expected a category index such as 12 as the key, got "x" (string)',
    ]);
    expect(await problems({ ...SOURCE, rows: { '4': '/a.png' } })).toEqual([
      'source.rows["4"]: names category 4, but the dataset has 4',
    ]);
  });

  it('is looked at also when another part of the dataset is malformed, each problem reported', async () => {
    const found = await problems({ ...SOURCE, rows: { x: '/a.png' } }, (doc) => {
      doc.categories[2]!.id = 12 as unknown as string;
    });
    expect(found).toEqual([
      'categories[2].id: expected string, got 12 (number)',
      'source.rows.x: expected a category index such as 12 as the key, got "x" (string)',
    ]);
  });
});

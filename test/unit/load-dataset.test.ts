// loadDataset on real files in temp folders: what a valid dataset yields, and how each kind of bad
// dataset is refused (AppError DATASET_INVALID naming the file and the JSON path of every problem).
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, open, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError, isAppError } from '../../electron/core/lib/app-error';
import {
  DEFAULT_MAX_DATASET_BYTES,
  loadDataset,
  type LoadDatasetOptions,
} from '../../electron/core/dataset/load-dataset';
import { DATASET_FORMAT } from '../../shared/dataset';
import { SVG, validDatasetDocument, writeDatasetFolder } from '../helpers/temp-dataset';

type Doc = ReturnType<typeof validDatasetDocument>;
type Files = Record<string, string | Buffer>;

const DEFAULT_FILES: Files = { 'images/brot.svg': SVG, 'images/käse 1.svg': SVG };
const LOGO_DATA_URL = `data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`;
// The smallest valid PNG (1×1, transparent).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** A spy on every read of an open file's bytes (FileHandle.read), so a test can see a file was not read. */
async function spyOnFileReads() {
  const handle = await open(tmpdir());
  const prototype = Object.getPrototypeOf(handle) as { read: (...args: unknown[]) => unknown };
  await handle.close();
  return vi.spyOn(prototype, 'read');
}

/** A temp folder made by writeDatasetFolder, removed after the test. */
async function datasetFolder(document: unknown = validDatasetDocument(), files: Files = DEFAULT_FILES) {
  const dataset = await writeDatasetFolder(document, files);
  cleanups.push(dataset.cleanup);
  return dataset;
}

/** A temp folder outside any dataset, removed after the test. */
async function otherFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'ri-outside-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  return folder;
}

/** The valid document with one category changed. */
function withCategory(index: number, change: Record<string, unknown>): Doc {
  const doc = validDatasetDocument();
  Object.assign(doc.categories[index] ?? {}, change);
  return doc;
}

/** The error loadDataset throws for `file`; fails the test when it loads or throws something else. */
async function refusal(file: string, options?: LoadDatasetOptions): Promise<AppError> {
  const error: unknown = await loadDataset(file, options).then(
    () => new Error(`expected ${file} to be refused, but it loaded`),
    (e: unknown) => e,
  );
  if (!isAppError(error, 'DATASET_INVALID')) throw error;
  expect(error.message).toContain(file);
  return error;
}

/** Writes `document` (and `files`) to a temp folder and returns how loading it is refused. */
async function refuse(document: unknown, files: Files = DEFAULT_FILES, options?: LoadDatasetOptions) {
  const { file, folder } = await datasetFolder(document, files);
  const error = await refusal(file, options);
  return { error, file, folder, text: [error.message, ...error.details].join('\n') };
}

describe('loadDataset: a valid dataset', () => {
  it('returns the absolute file path, the info and the categories as written', async () => {
    const doc = validDatasetDocument();
    const { file } = await datasetFolder(doc);
    const loaded = await loadDataset(file);
    expect(loaded.file).toBe(file);
    expect(loaded.info).toEqual(doc.info);
    expect(loaded.categories).toEqual(doc.categories);
  });

  it('returns no tokens when the dataset has no auth section', async () => {
    const { file } = await datasetFolder();
    expect((await loadDataset(file)).tokens).toEqual([]);
  });

  it('returns the tokens of auth.tokens', async () => {
    const { file } = await datasetFolder({
      ...validDatasetDocument(),
      auth: { tokens: ['abc', 'Ünïcødé-tøken'] },
    });
    expect((await loadDataset(file)).tokens).toEqual(['abc', 'Ünïcødé-tøken']);
  });

  it('holds the embedded logo and the two disk images as SVG assets with their bytes', async () => {
    const { file } = await datasetFolder();
    const { assets } = await loadDataset(file);
    expect([...assets.keys()].sort()).toEqual(['brand/logo.svg', 'images/brot.svg', 'images/käse 1.svg']);
    for (const asset of assets.values()) {
      expect(asset.contentType).toBe('image/svg+xml');
      expect(asset.body.toString('utf8')).toBe(SVG);
      expect(asset.etag).toMatch(/^".+"$/);
    }
  });

  it('gives PNG and JPEG files on disk their image content types', async () => {
    const doc = withCategory(0, { image: 'images/brot.png' });
    Object.assign(doc.categories[1] ?? {}, { image: 'images/käse.JPG' });
    const { file } = await datasetFolder(doc, { 'images/brot.png': PNG, 'images/käse.JPG': PNG });
    const { assets } = await loadDataset(file);
    expect(assets.get('images/brot.png')?.contentType).toBe('image/png');
    expect(assets.get('images/brot.png')?.body.equals(PNG)).toBe(true);
    expect(assets.get('images/käse.JPG')?.contentType).toBe('image/jpeg');
  });

  it('takes the content type of an embedded asset from its data URL', async () => {
    const doc = validDatasetDocument();
    doc.assets = { 'brand/logo.svg': `data:image/png;base64,${PNG.toString('base64')}` };
    const { file } = await datasetFolder(doc);
    const logo = (await loadDataset(file)).assets.get('brand/logo.svg');
    expect(logo?.contentType).toBe('image/png');
    expect(logo?.body.equals(PNG)).toBe(true);
  });

  it('prefers an embedded asset to a disk file with the same path', async () => {
    const doc = validDatasetDocument();
    doc.assets = { 'images/brot.svg': `data:image/png;base64,${PNG.toString('base64')}` };
    const { file } = await datasetFolder(doc, { ...DEFAULT_FILES, 'brand/logo.svg': SVG });
    const brot = (await loadDataset(file)).assets.get('images/brot.svg');
    expect(brot?.body.equals(PNG)).toBe(true);
  });

  it('tolerates a UTF-8 byte order mark at the start of the file', async () => {
    const { file } = await datasetFolder('\ufeff' + JSON.stringify(validDatasetDocument(), null, 2));
    expect((await loadDataset(file)).info.company_name).toBe('Testladen Müller');
  });

  it('accepts a symbolic link that stays inside the folder', async () => {
    const doc = withCategory(0, { image: 'images/alias.svg' });
    const { file, folder } = await datasetFolder(doc);
    await symlink(join(folder, 'images', 'brot.svg'), join(folder, 'images', 'alias.svg'));
    expect((await loadDataset(file)).assets.get('images/alias.svg')?.body.toString('utf8')).toBe(SVG);
  });

  it('accepts a file whose name starts with two dots', async () => {
    const doc = withCategory(0, { image: '..brot.svg' });
    const { file } = await datasetFolder(doc, { ...DEFAULT_FILES, '..brot.svg': SVG });
    expect((await loadDataset(file)).assets.get('..brot.svg')?.body.toString('utf8')).toBe(SVG);
  });

  it('keeps unknown fields of info and of categories', async () => {
    const doc = validDatasetDocument();
    doc.info.vat_mode = 'gross';
    Object.assign(doc.categories[0] ?? {}, { sort: 3 });
    const { file } = await datasetFolder(doc);
    const loaded = await loadDataset(file);
    expect(loaded.info).toMatchObject({ vat_mode: 'gross' });
    expect(loaded.categories[0]).toMatchObject({ sort: 3 });
  });
});

describe('loadDataset: files that are not a dataset', () => {
  it('refuses a missing file', async () => {
    const folder = await otherFolder();
    const error = await refusal(join(folder, 'nope.json'));
    expect(error.message).toContain('no such file');
  });

  it.each([
    ['a trailing comma', '{\n  "format": "x",\n}', 3, 1],
    ['a missing colon', '{\n  "format" "x"\n}', 2, 12],
    ['an unquoted value', '{\n  "format": retail\n}', 2, 13],
    ['a truncated file', '{\n  "format": "x",\n  "info": {', 3, 12],
  ])('refuses malformed JSON (%s) naming line and column', async (_, text, line, column) => {
    const { error } = await refuse(text);
    expect(error.message).toContain('not valid JSON');
    expect(error.message).toContain(`line ${line}, column ${column}`);
  });

  it('counts line and column from after a byte order mark', async () => {
    const { error } = await refuse('\ufeff{\n  "format" "x"\n}');
    expect(error.message).toContain('line 2, column 12');
  });

  it('refuses a named pipe at once instead of waiting forever for a writer', async () => {
    // open() of a FIFO blocks until something writes to it: a dataset name must never hang a load.
    const pipe = join(await otherFolder(), 'pipe.json');
    execFileSync('mkfifo', [pipe]);
    const started = performance.now();
    const error = await Promise.race([
      refusal(pipe),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('still waiting after 3 s')), 3_000),
      ),
    ]);
    expect(error.message).toContain('is not a file');
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('refuses an empty file, saying it is empty', async () => {
    expect((await refuse('')).error.message).toContain('empty');
    expect((await refuse(' \n\t')).error.message).toContain('empty');
  });

  it('refuses JSON whose top level is an array', async () => {
    const { error, text } = await refuse(JSON.stringify([validDatasetDocument()]));
    expect(error.message).toContain('not a Retail Inspector dataset');
    expect(text).toContain('format');
  });

  it('refuses a document of another format, saying it is not a Retail Inspector dataset', async () => {
    const { error } = await refuse({ ...validDatasetDocument(), format: 'something-else@9' });
    expect(error.message).toContain('not a Retail Inspector dataset');
    expect(error.message).toContain('"something-else@9"');
    expect(error.details).toEqual([`format: expected "${DATASET_FORMAT}"`]);
  });

  it('refuses a document without format', async () => {
    const { format: _omitted, ...doc } = validDatasetDocument();
    const { error } = await refuse(doc);
    expect(error.message).toContain('not a Retail Inspector dataset (no "format" field)');
  });
});

describe('loadDataset: documents that break the dataset format', () => {
  it('refuses a number where a string belongs, with its JSON path', async () => {
    const { error } = await refuse(withCategory(1, { id: 11 }));
    expect(error.message).toContain('categories[1].id: expected string, got 11 (number)');
    expect(error.details).toEqual(['categories[1].id: expected string, got 11 (number)']);
  });

  it('refuses a category id that is not numeric text', async () => {
    const { error } = await refuse(withCategory(3, { id: 'x13' }));
    expect(error.details).toEqual(['categories[3].id: expected numeric text, got "x13" (string)']);
  });

  it('refuses a missing info field, naming it', async () => {
    const doc = validDatasetDocument();
    delete doc.info.timezone;
    const { error } = await refuse(doc);
    expect(error.message).toContain('info.timezone: missing');
  });

  it('refuses an info field that breaks its format', async () => {
    const doc = validDatasetDocument();
    doc.info.default_currency = 'eur';
    const { error } = await refuse(doc);
    expect(error.details).toEqual([
      'info.default_currency: expected a three-letter currency code, got "eur" (string)',
    ]);
  });

  it('refuses an unknown top-level key, naming it', async () => {
    const { text } = await refuse({ ...validDatasetDocument(), categorys: [] });
    expect(text).toContain('unknown field "categorys"');
  });

  it('refuses categories that are not an array', async () => {
    const { text } = await refuse({ ...validDatasetDocument(), categories: {} });
    expect(text).toContain('categories: expected array, got object');
  });

  it('refuses an empty token in auth.tokens', async () => {
    const { text } = await refuse({ ...validDatasetDocument(), auth: { tokens: ['good', ''] } });
    expect(text).toContain('auth.tokens[1]: expected non-empty text');
  });

  it.each([
    ['a data URL without base64', 'data:image/svg+xml,<svg/>'],
    ['a base64 data URL with characters outside base64', 'data:image/png;base64,@@@!'],
    ['an http URL', 'https://cdn.example.com/logo.svg'],
  ])('refuses an assets entry holding %s', async (_, value) => {
    const doc = { ...validDatasetDocument(), assets: { 'brand/logo.svg': value } };
    const { text } = await refuse(doc);
    expect(text).toContain('assets["brand/logo.svg"]: expected a base64 data: URL');
  });

  it.each([
    ['escapes the folder', '../logo.svg', "escapes the dataset's folder"],
    ['uses the reserved prefix', '_inspector/logo.svg', 'reserved prefix _inspector/'],
  ])('refuses an assets key that %s', async (_, key, reason) => {
    const doc = {
      ...validDatasetDocument(),
      assets: { 'brand/logo.svg': LOGO_DATA_URL, [key]: LOGO_DATA_URL },
    };
    const { text } = await refuse(doc);
    expect(text).toContain(`assets[${JSON.stringify(key)}]: the key`);
    expect(text).toContain(reason);
  });

  it('reports the problems of two different rows at once', async () => {
    const doc = withCategory(0, { id: 10 });
    Object.assign(doc.categories[2] ?? {}, { image: 'javascript:alert(1)' });
    const { error } = await refuse(doc);
    expect(error.message).toContain('2 problems');
    expect(error.details).toHaveLength(2);
    expect(error.details[0]).toMatch(/^categories\[0\]\.id: /);
    expect(error.details[1]).toMatch(/^categories\[2\]\.image: /);
  });

  it('reports problems in info, categories and auth together', async () => {
    const doc = withCategory(1, { slug: 5 });
    doc.info.decimals = '2.5';
    doc.auth = { tokens: [''] };
    const { error } = await refuse(doc);
    const paths = error.details.map((line) => line.slice(0, line.indexOf(':')));
    expect(paths).toEqual(['info.decimals', 'categories[1].slug', 'auth.tokens[0]']);
  });

  it('lists at most 20 of 100 bad rows and says how many more there are', async () => {
    const doc = validDatasetDocument();
    doc.categories = Array.from({ length: 100 }, (_, i) => ({
      id: `id-${i}`,
      code: 'C',
      name: 'N',
      slug: null,
      image: null,
    }));
    const { error } = await refuse(doc);
    expect(error.message).toContain('100 problems');
    expect(error.message).toContain('categories[0].id: expected numeric text');
    expect(error.details.length).toBeLessThanOrEqual(21);
    expect(error.details[19]).toMatch(/^categories\[19\]\.id: /);
    expect(error.details.at(-1)).toBe('... and 80 more problems');
  });
});

describe('loadDataset: asset paths', () => {
  it('refuses a reference to a missing file, naming the path it looked for', async () => {
    const { error, folder } = await refuse(withCategory(0, { image: 'images/fehlt.svg' }));
    expect(error.details).toHaveLength(1);
    expect(error.details[0]).toMatch(/^categories\[0\]\.image: "images\/fehlt\.svg" was not found/);
    expect(error.details[0]).toContain(join(await realpath(folder), 'images', 'fehlt.svg'));
  });

  it('refuses a logo that is neither in assets nor on disk', async () => {
    const doc = validDatasetDocument();
    doc.assets = {};
    const { text } = await refuse(doc);
    expect(text).toContain('info.logo: "brand/logo.svg" was not found');
  });

  it('reports every asset problem at once', async () => {
    const doc = withCategory(0, { image: 'images/fehlt.svg' });
    Object.assign(doc.categories[1] ?? {}, { image: '../x.svg' });
    const { error } = await refuse(doc);
    expect(error.details.map((line) => line.slice(0, line.indexOf(':')))).toEqual([
      'categories[0].image',
      'categories[1].image',
    ]);
  });

  it.each(['../secret.svg', 'images/../../secret.svg', 'images/../../data/../secret.svg'])(
    'refuses %s, which escapes the folder, even though the file exists',
    async (reference) => {
      // The dataset lives in <root>/data/ and <root>/secret.svg exists.
      const { folder } = await datasetFolder(validDatasetDocument(), {
        'secret.svg': SVG,
        'data/images/brot.svg': SVG,
        'data/images/käse 1.svg': SVG,
      });
      const file = join(folder, 'data', 'dataset.json');
      await writeFile(file, JSON.stringify(withCategory(0, { image: reference })));
      const error = await refusal(file);
      expect(error.details).toEqual([
        `categories[0].image: ${JSON.stringify(reference)} escapes the dataset's folder`,
      ]);
    },
  );

  it('refuses an absolute path', async () => {
    const { error } = await refuse(withCategory(0, { image: '/etc/passwd' }));
    expect(error.details).toHaveLength(1);
    expect(error.details[0]).toMatch(/^categories\[0\]\.image: .*"\/etc\/passwd"/);
  });

  it('refuses an absolute path as the logo', async () => {
    const doc = validDatasetDocument();
    doc.info.logo = '/etc/passwd';
    const { text } = await refuse(doc);
    expect(text).toMatch(/info\.logo: .*"\/etc\/passwd"/);
  });

  it('refuses a path written with a backslash', async () => {
    const { error } = await refuse(withCategory(0, { image: 'images\\brot.svg' }));
    expect(error.details).toHaveLength(1);
    expect(error.details[0]).toMatch(/^categories\[0\]\.image: /);
    expect(error.details[0]).toContain('"images\\\\brot.svg"');
  });

  it('refuses a path with an empty or "." segment', async () => {
    const doc = withCategory(0, { image: 'images//brot.svg' });
    Object.assign(doc.categories[1] ?? {}, { image: './images/brot.svg' });
    const { error } = await refuse(doc);
    expect(error.details).toEqual([
      'categories[0].image: "images//brot.svg" has an empty or "." segment',
      'categories[1].image: "./images/brot.svg" has an empty or "." segment',
    ]);
  });

  it('refuses a path under the reserved _inspector/ prefix', async () => {
    const { error } = await refuse(withCategory(0, { image: '_inspector/placeholder.svg' }), {
      ...DEFAULT_FILES,
      '_inspector/placeholder.svg': SVG,
    });
    expect(error.details).toEqual([
      'categories[0].image: "_inspector/placeholder.svg" uses the reserved prefix _inspector/',
    ]);
  });

  it('refuses a symbolic link inside the folder that points to a file outside it', async () => {
    const outside = await otherFolder();
    await writeFile(join(outside, 'secret.svg'), SVG);
    const { file, folder } = await datasetFolder(validDatasetDocument(), { 'images/käse 1.svg': SVG });
    await symlink(join(outside, 'secret.svg'), join(folder, 'images', 'brot.svg'));
    const error = await refusal(file);
    expect(error.details).toEqual([`categories[0].image: "images/brot.svg" escapes the dataset's folder`]);
  });

  it('refuses a path through a symbolic link to a folder outside', async () => {
    const outside = await otherFolder();
    await writeFile(join(outside, 'brot.svg'), SVG);
    await writeFile(join(outside, 'käse 1.svg'), SVG);
    const { file, folder } = await datasetFolder(validDatasetDocument(), {});
    await symlink(outside, join(folder, 'images'));
    const error = await refusal(file);
    expect(error.details).toEqual([
      `categories[0].image: "images/brot.svg" escapes the dataset's folder`,
      `categories[1].image: "images/käse 1.svg" escapes the dataset's folder`,
    ]);
  });

  it('refuses a reference to a folder', async () => {
    const { file, folder } = await datasetFolder(withCategory(0, { image: 'images/sub' }));
    await mkdir(join(folder, 'images', 'sub'));
    const error = await refusal(file);
    expect(error.details).toEqual(['categories[0].image: "images/sub" is not a file']);
  });
});

describe('loadDataset: size cap', () => {
  it('refuses a file over the cap by its size, naming it and the limit, without reading or parsing it', async () => {
    // Not JSON at all: a parse would say "not valid JSON" instead of the size.
    const { file } = await datasetFolder('x'.repeat(2_000_000));
    const reads = await spyOnFileReads();
    const parse = vi.spyOn(JSON, 'parse');
    const error = await refusal(file, { maxBytes: 1_000_000 });
    expect(reads).not.toHaveBeenCalled();
    expect(parse).not.toHaveBeenCalled();
    expect(error.message).toContain('2.0 MB');
    expect(error.message).toContain('1.0 MB limit');
    expect(error.message).not.toContain('JSON');
  });

  it('loads a dataset whose file and images together are exactly at the cap', async () => {
    const text = JSON.stringify(validDatasetDocument());
    const { file } = await datasetFolder(text);
    // The two disk images of the default folder count toward the cap too.
    const size = Buffer.byteLength(text) + 2 * Buffer.byteLength(SVG);
    await expect(loadDataset(file, { maxBytes: size })).resolves.toMatchObject({ file });
    await refusal(file, { maxBytes: size - 1 });
  });

  it('refuses disk images that take the dataset over the cap', async () => {
    const big = `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(600_000)}</svg>`;
    const { error } = await refuse(
      validDatasetDocument(),
      { 'images/brot.svg': big, 'images/käse 1.svg': big },
      {
        maxBytes: 1_000_000,
      },
    );
    expect(error.details).toHaveLength(1);
    expect(error.details[0]).toMatch(/^categories\[1\]\.image: .*size limit/);
  });

  it('counts the dataset file itself toward the cap it shares with its images', async () => {
    // LoadDatasetOptions.maxBytes: "Largest dataset file plus the image files it names".
    const doc = validDatasetDocument();
    doc.info.company_name = 'M'.repeat(600_000);
    const big = `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(600_000)}</svg>`;
    const { error } = await refuse(
      doc,
      { 'images/brot.svg': big, 'images/käse 1.svg': SVG },
      { maxBytes: 1_000_000 },
    );
    expect(error.details.join('\n')).toMatch(/size limit/);
  });
});

describe('loadDataset: a 50 MB dataset', () => {
  const COUNT = 350_000;
  let root = '';
  let file = '';
  let size = 0;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'ri-dataset-large-'));
    file = join(root, 'dataset.json');
    const doc = validDatasetDocument();
    doc.categories = Array.from({ length: COUNT }, (_, i) => ({
      id: String(100_000 + i),
      code: `K${i}`,
      name: `Kategorie ${i}: Feine Backwaren, Käse & Brötchen aus der Region`,
      slug: i % 10 === 0 ? null : `kategorie-${i}-feine-backwaren`,
      image: i % 3 === 0 ? null : i % 3 === 1 ? `https://cdn.example.com/img/${i}.png` : 'images/brot.svg',
    }));
    const text = JSON.stringify(doc);
    size = Buffer.byteLength(text);
    await writeFile(file, text);
    await mkdir(join(root, 'images'));
    await writeFile(join(root, 'images', 'brot.svg'), SVG);
  }, 60_000);

  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('is at least 50 MB on disk', () => {
    expect(size).toBeGreaterThanOrEqual(50_000_000);
    expect(size).toBeLessThan(DEFAULT_MAX_DATASET_BYTES);
  });

  it('loads under the default cap with every category', async () => {
    const loaded = await loadDataset(file);
    expect(loaded.categories).toHaveLength(COUNT);
    expect(loaded.categories[COUNT - 1]).toEqual({
      id: String(100_000 + COUNT - 1),
      code: `K${COUNT - 1}`,
      name: `Kategorie ${COUNT - 1}: Feine Backwaren, Käse & Brötchen aus der Region`,
      slug: `kategorie-${COUNT - 1}-feine-backwaren`,
      image: 'https://cdn.example.com/img/349999.png',
    });
    expect([...loaded.assets.keys()].sort()).toEqual(['brand/logo.svg', 'images/brot.svg']);
  }, 60_000);

  it('refuses the same file under a 16 MB cap by its size, without reading it, naming its size and the limit', async () => {
    const reads = await spyOnFileReads();
    const error = await refusal(file, { maxBytes: 16_000_000 });
    expect(reads).not.toHaveBeenCalled();
    expect(error.message).toContain(`is ${(size / 1_000_000).toFixed(1)} MB`);
    expect(error.message).toContain('16.0 MB limit');
  });
});

describe('loadDataset: asReceived, values kept as an installation sent them', () => {
  it('answers a listed relative path and null image unchanged, looked up nowhere, only with violations allowed', async () => {
    const doc = withCategory(1, { image: 'img/nowhere.svg' }) as Doc & { asReceived?: unknown };
    Object.assign(doc.categories[2] ?? {}, { image: null });
    doc.asReceived = { categories: [1, 2] };
    const { error, file } = await refuse(doc);
    expect(error.details).toEqual([
      'categories[1].image: expected an absolute http(s) URL (kept as the installation sent it, listed in asReceived), got "img/nowhere.svg" (string)',
      'categories[2].image: expected an absolute http(s) URL (kept as the installation sent it, listed in asReceived), got null',
    ]);
    const loaded = await loadDataset(file, { allowViolations: true });
    expect(loaded.violations?.total).toBe(2);
    expect([...(loaded.asReceived?.categories ?? [])]).toEqual([1, 2]);
    expect(loaded.assets.has('img/nowhere.svg')).toBe(false);
  });

  it('refuses an index naming no category, even with violations allowed', async () => {
    const doc = validDatasetDocument() as Doc & { asReceived?: unknown };
    doc.asReceived = { categories: [70] };
    const { error } = await refuse(doc, DEFAULT_FILES, { allowViolations: true });
    expect(error.details).toEqual([
      `asReceived.categories[0]: names category 70, but the dataset has ${doc.categories.length}`,
    ]);
  });
});

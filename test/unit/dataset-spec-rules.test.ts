// Datasets held to the specification (issue 18, point 7) on real files: every info field a string,
// extra ones too; absolute URLs valid by RFC 3986 and WHATWG parsing; each refusal names its JSON
// path. With allowViolations such a dataset loads as it is and its problems come back counted, while
// what serving needs (safe relative paths, images found) still holds. Long problem lists count right.
import { afterEach, describe, expect, it } from 'vitest';
import { loadDataset, type LoadDatasetOptions } from '../../electron/core/dataset/load-dataset';
import { withDetails, withoutValues } from '../../electron/core/dataset/dataset-error';
import { AppError, isAppError } from '../../electron/core/lib/app-error';
import { validDatasetDocument, writeDatasetFolder, SVG } from '../helpers/temp-dataset';

const FILES = { 'images/brot.svg': SVG, 'images/käse 1.svg': SVG };
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function load(document: unknown, options?: LoadDatasetOptions) {
  const dataset = await writeDatasetFolder(document, FILES);
  cleanups.push(dataset.cleanup);
  return loadDataset(dataset.file, options);
}

async function refusal(document: unknown, options?: LoadDatasetOptions): Promise<AppError> {
  const error: unknown = await load(document, options).then(
    () => new Error('expected the dataset to be refused, but it loaded'),
    (e: unknown) => e,
  );
  if (!isAppError(error, 'DATASET_INVALID')) throw error;
  return error;
}

/** The valid document with `info` fields replaced and the first category's image set to `image`. */
function document(info: Record<string, unknown>, image?: unknown) {
  const doc = validDatasetDocument();
  Object.assign(doc.info, info);
  if (image !== undefined) doc.categories[0]!.image = image;
  return doc;
}

describe('loadDataset: info fields are strings', () => {
  it.each([
    ['id', 7, 'info.id: expected string, got 7 (number)'],
    ['company_name', null, 'info.company_name: expected string, got null'],
    ['vat_mode', 19, 'info.vat_mode: expected string, got 19 (number)'],
    ['vat_mode', { rate: '19' }, 'info.vat_mode: expected string, got object'],
    ['vat_mode', ['19'], 'info.vat_mode: expected string, got array'],
  ])('refuses %s = %j, naming its path', async (field, value, line) => {
    expect((await refusal(document({ [field]: value }))).details).toEqual([line]);
  });
});

describe('loadDataset: absolute URLs are valid', () => {
  it.each([
    ['http://cdn%zz.example/a.png', '"%zz" is not a percent-escape (% and two hex digits)'],
    ['http://cdn.example:99999/a.png', 'the port 99999 is above 65535'],
    ['http://[::1/a.png', 'the host has an unclosed "["'],
    ['http://:80/a.png', 'it has no host'],
    ['http://cdn.example\\a.png', 'it contains a backslash'],
    ['http://cdn.example/a\u0007.png', 'it contains a control character'],
  ])('refuses the category image %j, saying why', async (image, reason) => {
    const { details } = await refusal(document({}, image));
    expect(details).toEqual([
      `categories[0].image: expected an absolute http(s) URL or a relative path such as images/bread.svg (${reason}), got ${JSON.stringify(image)} (string)`,
    ]);
  });

  it('refuses a logo and an assets root that are not valid, each with its path', async () => {
    const { details } = await refusal(
      document({ logo: 'https://a b/logo.png', assets_url: 'http://h:70000/' }),
    );
    expect(details.map((line) => line.slice(0, line.indexOf(':')))).toEqual(['info.logo', 'info.assets_url']);
  });

  it('keeps the rules of relative references: refused with a leading slash, accepted as a plain path', async () => {
    expect((await refusal(document({}, '/images/brot.svg'))).details[0]).toContain(
      'a relative path may not start with "/"',
    );
    expect((await load(document({}, 'images/brot.svg'))).categories[0]?.image).toBe('images/brot.svg');
  });
});

describe('loadDataset with allowViolations', () => {
  it('loads the values as the file holds them and returns every violation with its path', async () => {
    const loaded = await load(document({ id: 7, vat_mode: null }, 'http://cdn.example:99999/a.png'), {
      allowViolations: true,
    });
    expect(loaded.info.id).toBe(7);
    expect(loaded.categories[0]?.image).toBe('http://cdn.example:99999/a.png');
    expect(loaded.violations?.total).toBe(3);
    expect(loaded.violations?.issues.map((issue) => issue.path)).toEqual([
      'info.id',
      'info.vat_mode',
      'categories[0].image',
    ]);
  });

  it('reports no violations for a conforming dataset', async () => {
    expect((await load(validDatasetDocument(), { allowViolations: true })).violations).toBeNull();
  });

  it('still refuses a relative path that leaves the folder and an image that is missing', async () => {
    const escaping = await refusal(document({}, '../outside.svg'), { allowViolations: true });
    expect(escaping.details).toEqual(['categories[0].image: "../outside.svg" escapes the dataset\'s folder']);
    const missing = await refusal(document({ id: 7 }, 'images/none.svg'), { allowViolations: true });
    expect(missing.details[0]).toMatch(/^categories\[0\]\.image: "images\/none\.svg" was not found/);
  });
});

describe('loadDataset: long problem lists', () => {
  // 60 rows with a bad id each: the list the issue found saying "… and 1 more" after 20 lines.
  const sixty = () => {
    const doc = validDatasetDocument();
    doc.categories = Array.from({ length: 60 }, (_, i) => ({
      id: `x${i}`,
      code: 'C',
      name: 'N',
      slug: null,
      image: null,
    }));
    return doc;
  };

  it('names 20 problems and counts the other 40', async () => {
    const error = await refusal(sixty());
    expect(error.message).toContain('60 problems');
    expect(error.details).toHaveLength(21);
    expect(error.details.at(-1)).toBe('... and 40 more problems');
  });

  it('keeps that count when the app folds the problems into its message', async () => {
    const folded = withDetails(await refusal(sixty())) as AppError;
    const lines = folded.message.split('\n');
    expect(lines[0]).toMatch(/: 60 problems$/);
    expect(lines).toHaveLength(22);
    expect(lines.at(-1)).toBe('… and 40 more');
  });

  it('keeps that count when the values of a named file are left out', async () => {
    const error = await refusal(sixty());
    const named = withoutValues(
      error,
      error.message.slice(0, error.message.indexOf(':')),
      'shop.json',
    ) as AppError;
    const lines = named.message.split('\n');
    expect(lines[0]).toMatch(/^shop\.json: 60 problems/);
    expect(lines.at(-1)).toBe('… and 40 more');
    expect(lines).toHaveLength(22);
  });

  it('counts 300,000 bad rows without listing them', async () => {
    const doc = validDatasetDocument();
    doc.categories = Array.from({ length: 300_000 }, () => ({ id: 1, code: 2, name: 3, slug: 4, image: 5 }));
    const error = await refusal(doc);
    expect(error.message).toContain('1500000 problems');
    expect(error.details.at(-1)).toBe('... and 1499980 more problems');
  });
});

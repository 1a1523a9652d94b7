/**
 * Writes synthetic dataset files (DESIGN.md 4) for the benchmarks: N categories with realistic
 * fields (numeric-text ids, codes, names with some non-ASCII, some null slugs and images), whose
 * images are relative paths into a small pool of SVG files written next to the dataset.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DATASET_FORMAT, type Dataset, type DatasetCategory } from '../shared/dataset';

const IMAGE_POOL = 20;
const WORDS = [
  'Bread',
  'Café',
  'Crème',
  'Épicerie',
  'Jägertee',
  'Ñoquis',
  'Сыр',
  'Wine',
  'お茶',
  'Dairy',
  'Frozen',
];

/** Writes the image pool into `folder`/images (once per folder; rewriting is harmless). */
export async function writeImagePool(folder: string): Promise<void> {
  await mkdir(join(folder, 'images'), { recursive: true });
  const svg = (k: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="hsl(${k * 18},60%,60%)"/></svg>`;
  const files = Array.from({ length: IMAGE_POOL }, (_, k) =>
    writeFile(join(folder, 'images', `c${k}.svg`), svg(k)),
  );
  await Promise.all([...files, writeFile(join(folder, 'images', 'logo.svg'), svg(99))]);
}

/** N synthetic categories; deterministic, so runs compare like with like. */
export function syntheticCategories(count: number): DatasetCategory[] {
  return Array.from({ length: count }, (_, k) => {
    const name = `${WORDS[k % WORDS.length]} ${WORDS[(k * 7 + 3) % WORDS.length]} ${k}`;
    return {
      id: String(1000 + k),
      code: `C${String(k).padStart(6, '0')}`,
      name,
      slug: k % 7 === 3 ? null : `category-${k}`,
      image: k % 5 === 4 ? null : `images/c${k % IMAGE_POOL}.svg`,
    };
  });
}

/** Writes a dataset of `count` categories to `folder`/categories-<count>.json; returns its path. */
export async function writeSyntheticDataset(folder: string, count: number): Promise<string> {
  await writeImagePool(folder);
  const dataset: Dataset = {
    format: DATASET_FORMAT,
    info: {
      id: '1',
      logo: 'images/logo.svg',
      assets_url: 'images/',
      company_name: 'Bäckerei Müller & Söhne',
      language: 'de',
      default_warehouse: '1',
      default_sales_account: '700',
      default_currency: 'EUR',
      timezone: 'Europe/Berlin',
      decimals: '2',
      qty_decimals: '3',
      decimals_sep: ',',
      dateformat: '1',
    },
    categories: syntheticCategories(count),
  };
  const file = join(folder, `categories-${count}.json`);
  await writeFile(file, JSON.stringify(dataset));
  return file;
}

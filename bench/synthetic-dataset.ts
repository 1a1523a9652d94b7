/**
 * Writes synthetic dataset files (docs/dataset-format.md) for the benchmarks: N categories with realistic
 * fields (numeric-text ids, codes, names with some non-ASCII, some null slugs and images), whose
 * images are relative paths into a small pool of PNG thumbnails (png-tile.ts) written next to it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DATASET_FORMAT, type Dataset, type DatasetCategory } from '../shared/dataset';
import { STORE_SETTINGS } from '../test/helpers/store-settings';
import { hueColour, pngTile } from './png-tile';

/** How many distinct thumbnails the synthetic categories share. */
export const IMAGE_POOL = 20;
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
  const tile = (k: number) => pngTile(64, hueColour(k * 18));
  const files = Array.from({ length: IMAGE_POOL }, (_, k) =>
    writeFile(join(folder, 'images', `c${k}.png`), tile(k)),
  );
  await Promise.all([...files, writeFile(join(folder, 'images', 'logo.png'), tile(7))]);
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
      image: k % 5 === 4 ? null : `images/c${k % IMAGE_POOL}.png`,
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
      logo: 'images/logo.png',
      assets_url: 'images/',
      company_name: 'Bäckerei Müller & Söhne',
      ...STORE_SETTINGS,
    },
    categories: syntheticCategories(count),
  };
  const file = join(folder, `categories-${count}.json`);
  await writeFile(file, JSON.stringify(dataset));
  return file;
}

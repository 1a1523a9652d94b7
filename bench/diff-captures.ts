/**
 * Two synthetic captures for the diff's process bench, written as `capture` writes them
 * (docs/dataset-format.md, "What capture writes"): the synthetic categories, their images embedded
 * once under content names, and `source` keeping the installation's own addresses. The second is
 * the first with 1 % of the rows changed: a third renamed, a third re-imaged, a third replaced by
 * new ids.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentFileName, IMAGE_FOLDER, toDataUrl } from '../electron/core/capture/asset-names';
import { DATASET_FORMAT, type Dataset, type DatasetCategory } from '../shared/dataset';
import { STORE_SETTINGS } from '../test/helpers/store-settings';
import { hueColour, pngTile } from './png-tile';
import { IMAGE_POOL, syntheticCategories } from './synthetic-dataset';

const BASE_URL = 'https://shop.example.com';

/** The rows of `rows` with 1 % changed; `imageOf(k)` names another image for row k. */
export function changedRows<T extends { id: string; name: string; image: string | null }>(
  rows: readonly T[],
  imageOf: (k: number) => string,
): T[] {
  return rows.map((row, k) => {
    if (k % 100 !== 0) return row;
    const kind = (k / 100) % 3;
    if (kind === 0) return { ...row, name: `${row.name} (renamed)` };
    if (kind === 1) return { ...row, image: imageOf(k) };
    return { ...row, id: String(10_000_000 + k) };
  });
}

/** Writes before.json and after.json (`count` categories each) into `folder`; returns their paths. */
export async function writeDiffCaptures(
  folder: string,
  count: number,
): Promise<{ before: string; after: string }> {
  const tiles = Array.from({ length: IMAGE_POOL + 1 }, (_, k) => pngTile(64, hueColour(k * 18)));
  const paths = tiles.map((tile) => IMAGE_FOLDER + contentFileName(tile, 'image/png'));
  const assets = Object.fromEntries(tiles.map((tile, k) => [paths[k]!, toDataUrl(tile, 'image/png')]));
  const images = Object.fromEntries(paths.map((path, k) => [path, `/media/cat/c${k}.png`]));
  const logo = paths[IMAGE_POOL]!;
  // The synthetic rows name images/c<k>.png; a capture names the same bytes by their content.
  const pathOf = (image: string | null) =>
    image === null ? null : paths[Number(/c(\d+)\.png$/.exec(image)![1])]!;
  const rows: DatasetCategory[] = syntheticCategories(count).map((row) => ({
    ...row,
    image: pathOf(row.image),
  }));
  const capture = (categories: DatasetCategory[], capturedAt: string): Dataset => ({
    format: DATASET_FORMAT,
    info: {
      id: '1',
      logo,
      assets_url: IMAGE_FOLDER,
      company_name: 'Bäckerei Müller & Söhne',
      ...STORE_SETTINGS,
    },
    categories,
    assets,
    source: { baseUrl: BASE_URL, capturedAt, logo: images[logo]!, assets_url: '/media/', images },
  });
  const before = join(folder, 'before.json');
  const after = join(folder, 'after.json');
  const after1 = changedRows(rows, (k) => paths[(k + 1) % IMAGE_POOL]!);
  await writeFile(before, JSON.stringify(capture(rows, '2026-11-30T08:00:00.000Z')));
  await writeFile(after, JSON.stringify(capture(after1, '2026-12-01T08:00:00.000Z')));
  return { before, after };
}

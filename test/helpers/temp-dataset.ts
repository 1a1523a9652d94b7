// Builds dataset folders in a temp directory for tests: a valid dataset by default, changed per test.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DATASET_FORMAT } from '../../shared/dataset';
import { STORE_SETTINGS } from './store-settings';

/** The company the temp dataset names. */
export const TEMP_COMPANY = 'Testladen Müller';

export const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>';

/** A small valid dataset document: two images on disk, one embedded logo, one category without image. */
export function validDatasetDocument() {
  return {
    format: DATASET_FORMAT,
    info: {
      id: '7',
      logo: 'brand/logo.svg',
      assets_url: 'images/',
      company_name: TEMP_COMPANY,
      ...STORE_SETTINGS,
    },
    categories: [
      {
        id: '10',
        code: 'BROT',
        name: 'Brot & Brötchen',
        slug: 'brot-und-broetchen',
        image: 'images/brot.svg',
      },
      { id: '11', code: 'KAES', name: 'Käse', slug: null, image: 'images/käse 1.svg' },
      { id: '12', code: 'OBST', name: 'Obst', slug: 'obst', image: null },
      { id: '13', code: 'EXT', name: 'Extern', slug: 'extern', image: 'https://cdn.example.com/x.png' },
    ],
    assets: { 'brand/logo.svg': `data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}` },
  } as Record<string, unknown> & { info: Record<string, unknown>; categories: Record<string, unknown>[] };
}

/** A temp folder with dataset.json (the given document, or raw text) and the given extra files. */
export async function writeDatasetFolder(
  document: unknown = validDatasetDocument(),
  files: Record<string, string | Buffer> = { 'images/brot.svg': SVG, 'images/käse 1.svg': SVG },
  /** The folder to make it in (e.g. a web host's captures folder); the system's temp folder by default. */
  parent: string = tmpdir(),
) {
  await mkdir(parent, { recursive: true });
  const folder = await mkdtemp(join(parent, 'ri-dataset-'));
  const file = join(folder, 'dataset.json');
  await writeFile(file, typeof document === 'string' ? document : JSON.stringify(document));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(dirname(join(folder, name)), { recursive: true });
    await writeFile(join(folder, name), content);
  }
  return { folder, file, cleanup: () => rm(folder, { recursive: true, force: true }) };
}

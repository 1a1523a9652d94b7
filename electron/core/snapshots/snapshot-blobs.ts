/**
 * Image bytes of snapshots, kept once per connection by content: `blobs/<sha256>.<ext>`. A snapshot
 * names them by that relative path, which the dataset loader reads from disk like any dataset's
 * image file (it must lie inside the dataset's folder, hence one blob folder per connection rather
 * than one for all). A dataset's embedded `assets` are moved out into blobs, so no image is copied
 * into every snapshot.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import type { Dataset, DatasetCategory } from '../../../shared/dataset';
import { writeFileAtomic } from '../lib/atomic-write';
import { extensionFor } from '../lib/content-types';
import { BLOB_FOLDER } from './snapshot-names';

const BLOB_NAME = /^[0-9a-f]{64}\.[a-z0-9]+$/;

/** A dataset whose embedded images became blob references, and the blob files they name. */
export interface BlobbedDataset {
  readonly dataset: Dataset;
  /** File names in the blob folder, each once. */
  readonly blobs: readonly string[];
}

/** Writes the images of `dataset.assets` into `folder`/blobs (once each) and points the dataset at them. */
export async function moveAssetsToBlobs(folder: string, dataset: Dataset): Promise<BlobbedDataset> {
  const assets = Object.entries(dataset.assets ?? {});
  if (assets.length === 0) return { dataset: withoutAssets(dataset), blobs: [] };
  const blobFolder = join(folder, BLOB_FOLDER);
  await mkdir(blobFolder, { recursive: true, mode: 0o700 });
  const references = new Map<string, string>();
  for (const [path, dataUrl] of assets) {
    const comma = dataUrl.indexOf(',');
    const contentType = dataUrl.slice(5, dataUrl.indexOf(';'));
    const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
    const name = `${createHash('sha256').update(bytes).digest('hex')}.${extensionFor(contentType)}`;
    const file = join(blobFolder, name);
    const present = await stat(file).then(
      (info) => info.isFile() && info.size === bytes.length,
      () => false,
    );
    // A reused blob is touched, so a prune in another process on this data folder sees it as new.
    if (present) await utimes(file, new Date(), new Date());
    else await writeFileAtomic(file, bytes);
    references.set(path, `${BLOB_FOLDER}/${name}`);
  }
  const local = (reference: string | null) =>
    reference === null ? null : (references.get(reference) ?? reference);
  const blobbed: Dataset = {
    ...withoutAssets(dataset),
    info: { ...dataset.info, logo: local(dataset.info.logo) ?? dataset.info.logo },
    categories: dataset.categories.map((row): DatasetCategory => ({ ...row, image: local(row.image) })),
  };
  const used = new Set<string>();
  const collect = (reference: string | null) => {
    if (reference?.startsWith(`${BLOB_FOLDER}/`)) used.add(reference.slice(BLOB_FOLDER.length + 1));
  };
  collect(blobbed.info.logo);
  for (const row of blobbed.categories) collect(row.image);
  return { dataset: blobbed, blobs: [...used].sort() };
}

/**
 * Blobs written or reused this recently are never removed: another process on the same data folder
 * may be saving a snapshot that names them but whose summary is not written yet.
 */
export const BLOB_GRACE_MS = 10 * 60_000;

/** Removes the blobs of `folder` no snapshot names any more (and older than the grace); returns how many. */
export async function removeUnusedBlobs(
  folder: string,
  used: ReadonlySet<string>,
  now = Date.now(),
  graceMs = BLOB_GRACE_MS,
): Promise<number> {
  const blobFolder = join(folder, BLOB_FOLDER);
  const names = await readdir(blobFolder).catch(() => [] as string[]);
  const candidates = names.filter((name) => BLOB_NAME.test(name) && !used.has(name));
  const old = await Promise.all(
    candidates.map((name) =>
      stat(join(blobFolder, name)).then(
        (info) => now - info.mtimeMs >= graceMs,
        () => false,
      ),
    ),
  );
  const unused = candidates.filter((_, i) => old[i]);
  await Promise.all(unused.map((name) => rm(join(blobFolder, name), { force: true })));
  return unused.length;
}

/** The first of `names` missing from the blob folder of `folder`, or null. */
export async function missingBlob(folder: string, names: readonly string[]): Promise<string | null> {
  for (const name of names) {
    const found = await stat(join(folder, BLOB_FOLDER, name)).then(
      (info) => info.isFile(),
      () => false,
    );
    if (!found) return name;
  }
  return null;
}

function withoutAssets(dataset: Dataset): Dataset {
  const { assets: _assets, auth: _auth, ...rest } = dataset;
  return rest;
}

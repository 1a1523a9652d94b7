/**
 * Image bytes of snapshots, kept once per connection by content: `blobs/<sha256>.<ext>`. A snapshot
 * names them by that relative path, which the dataset loader reads from disk like any dataset's
 * image file (it must lie inside the dataset's folder, hence one blob folder per connection rather
 * than one for all). Images come embedded in a dataset's `assets` or as bytes beside it (the demo
 * server's files); either way they are written out once, so no image is copied into every snapshot.
 * Blobs are written and removed only under the folder's lock (snapshot-lock.ts).
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Dataset } from '../../../shared/dataset';
import { writeFileAtomic } from '../lib/atomic-write';
import { extensionFor } from '../lib/content-types';
import { BLOB_FOLDER } from './snapshot-names';
import { regularState } from './snapshot-read';

const BLOB_NAME = /^[0-9a-f]{64}\.[a-z0-9]+$/;

/** Image bytes by the relative reference a dataset names them with. */
export type SnapshotImages = ReadonlyMap<string, { readonly body: Buffer; readonly contentType: string }>;

/** A dataset whose images became blob references, and the blob files they name. */
export interface BlobbedDataset {
  readonly dataset: Dataset;
  /** File names in the blob folder, each once, sorted. */
  readonly blobs: readonly string[];
}

/** The blob file name of `body`: its SHA-256 (hex) and the usual extension of `contentType`. */
export function blobName(body: Uint8Array, contentType: string): string {
  return `${createHash('sha256').update(body).digest('hex')}.${extensionFor(contentType)}`;
}

/**
 * Writes the images `dataset` names (from its `assets`, or from `images`) into `folder`/blobs, once
 * each, and points the dataset at them; `assets` and `auth` are dropped. Throws on a write error.
 */
export async function storeBlobs(
  folder: string,
  dataset: Dataset,
  images: SnapshotImages = new Map(),
): Promise<BlobbedDataset> {
  const { assets, auth: _auth, ...rest } = dataset;
  const available = new Map(images);
  for (const [path, dataUrl] of Object.entries(assets ?? {})) available.set(path, decodeDataUrl(dataUrl));
  const references = new Map<string, string>();
  const wanted = [dataset.info.logo, ...dataset.categories.map((row) => row.image)];
  for (const reference of wanted) {
    const image = reference === null ? undefined : available.get(reference);
    if (reference === null || !image || references.has(reference)) continue;
    if (references.size === 0) await mkdir(join(folder, BLOB_FOLDER), { recursive: true, mode: 0o700 });
    const name = blobName(image.body, image.contentType);
    const file = join(folder, BLOB_FOLDER, name);
    const present = await regularState(file);
    if (!present.ok || present.size !== image.body.length) await writeFileAtomic(file, image.body, 0o600);
    references.set(reference, `${BLOB_FOLDER}/${name}`);
  }
  const local = <T extends string | null>(reference: T): T =>
    (reference === null ? null : (references.get(reference) ?? reference)) as T;
  const blobbed: Dataset = {
    ...rest,
    info: { ...rest.info, logo: local(rest.info.logo) },
    categories: rest.categories.map((row) => ({ ...row, image: local(row.image) })),
  };
  const blobs = [...new Set([...references.values()].map((path) => path.slice(BLOB_FOLDER.length + 1)))];
  return { dataset: blobbed, blobs: blobs.sort() };
}

/** Removes the blobs of `folder` no snapshot names any more; returns how many. Never throws. */
export async function removeUnusedBlobs(folder: string, used: ReadonlySet<string>): Promise<number> {
  const blobFolder = join(folder, BLOB_FOLDER);
  const names = await readdir(blobFolder).catch(() => [] as string[]);
  const unused = names.filter((name) => BLOB_NAME.test(name) && !used.has(name));
  const removed = await Promise.all(
    unused.map((name) =>
      rm(join(blobFolder, name), { force: true }).then(
        () => true,
        () => false,
      ),
    ),
  );
  return removed.filter(Boolean).length;
}

/** The first of `names` that is not a regular file in the blob folder of `folder`, or null. */
export async function missingBlob(folder: string, names: readonly string[]): Promise<string | null> {
  for (const name of names) {
    if (!(await regularState(join(folder, BLOB_FOLDER, name))).ok) return name;
  }
  return null;
}

// The dataset schema admits base64 data: URLs only.
function decodeDataUrl(dataUrl: string): { body: Buffer; contentType: string } {
  const comma = dataUrl.indexOf(',');
  const contentType = dataUrl.slice(5, dataUrl.indexOf(';'));
  return { body: Buffer.from(dataUrl.slice(comma + 1), 'base64'), contentType };
}

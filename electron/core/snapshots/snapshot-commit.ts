/**
 * One save of a snapshot, run under its folder's lock: leftovers tidied, the images written as blobs,
 * then the dataset, then its summary, which commits it; then the folder is pruned to the kept
 * number. Killed at any step, it leaves the old state or the new (snapshot-upkeep.ts tidies the
 * rest). A load equal to the latest intact snapshot is not stored again.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Dataset } from '../../../shared/dataset';
import { writeFileAtomic } from '../lib/atomic-write';
import { storeBlobs, type SnapshotImages } from './snapshot-blobs';
import { normalizeSnapshot } from './snapshot-dataset';
import type { Entry, EntryReader } from './snapshot-entries';
import { metaText, type SnapshotMeta } from './snapshot-meta';
import { snapshotFiles, snapshotId, snapshotName } from './snapshot-names';
import { tidyFolder, type Checkpoint } from './snapshot-upkeep';

/** What became of a save. */
export type SaveOutcome = { readonly status: 'saved' | 'unchanged'; readonly id: string };

/** The store's parts a save uses. */
export interface CommitContext {
  readonly root: string;
  readonly reader: EntryReader;
  readonly checkpoint: Checkpoint;
  readonly now: () => Date;
  /** The number of unpinned snapshots kept (the settings); null prunes nothing (they could not be read). */
  readonly keep: () => Promise<number | null>;
}

/** One load to save: the connection, its folder's key, the dataset and the image bytes it names. */
export interface CommitLoad {
  readonly profileId: string;
  readonly key: string;
  readonly dataset: Dataset;
  readonly images: SnapshotImages;
}

/** Saves `load` (the caller holds the folder's lock). Throws on a write error, leaving no part of it. */
export async function commitSnapshot(context: CommitContext, load: CommitLoad): Promise<SaveOutcome> {
  const { root, reader, checkpoint } = context;
  const { profileId, key, dataset, images } = load;
  await checkpoint('locked');
  const folder = join(root, key);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const before = await tidyFolder(root, profileId, reader, null, checkpoint);
  const blobbed = await storeBlobs(folder, dataset, images);
  const normalized = normalizeSnapshot(blobbed.dataset);
  const latest = before.find((e) => e.view.state === 'ok');
  if (latest?.meta?.hash === normalized.hash) return { status: 'unchanged', id: latest.view.id };
  const takenAt = laterThan(context.now(), before[0]);
  const name = snapshotName(takenAt, normalized.hash);
  const files = snapshotFiles(root, key, name);
  const meta: SnapshotMeta = {
    takenAt: takenAt.toISOString(),
    hash: normalized.hash,
    categories: normalized.dataset.categories.length,
    companyName: normalized.dataset.info.company_name,
    pinned: false,
    blobs: [...blobbed.blobs],
  };
  await checkpoint('blobs-written');
  try {
    await writeFileAtomic(files.dataset, normalized.text, 0o600);
    await checkpoint('dataset-written');
    await writeFileAtomic(files.meta, metaText(meta), 0o600);
  } catch (error) {
    await rm(files.dataset, { force: true }).catch(() => undefined);
    throw error;
  }
  await checkpoint('committed');
  await tidyFolder(root, profileId, reader, await context.keep(), checkpoint);
  return { status: 'saved', id: snapshotId(key, name) };
}

// Each snapshot is later than the one before it, so two saves within a millisecond (or a clock set
// back) still list in order and have times the view tells apart.
function laterThan(time: Date, newest: Entry | undefined): Date {
  const last = newest ? Date.parse(newest.view.takenAt) : Number.NaN;
  return Number.isFinite(last) && time.getTime() <= last ? new Date(last + 1) : time;
}

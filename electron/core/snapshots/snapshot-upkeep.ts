/**
 * Keeping a connection's snapshot folder in order, run under its lock (snapshot-lock.ts) before and
 * after every change and at every list: what a killed process left (temporary files, a dataset whose
 * summary was never written) is removed, retention removes what is beyond the kept number (corrupt
 * snapshots included), and the images no remaining snapshot names go.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { removeStaleTempFiles } from '../lib/atomic-write';
import { removeUnusedBlobs } from './snapshot-blobs';
import type { Entry, EntryReader } from './snapshot-entries';
import { BLOB_FOLDER, connectionKey, snapshotFiles } from './snapshot-names';

/** The steps of a save and a prune, in order; crash tests stop a writer at each (see SnapshotStoreOptions). */
export const SNAPSHOT_STEPS = [
  'locked',
  'blobs-written',
  'dataset-written',
  'committed',
  'summary-removed',
  'pruned',
] as const;
export type SnapshotStep = (typeof SNAPSHOT_STEPS)[number];

/** Awaited at each step; resolves at once unless a test holds the writer there. */
export type Checkpoint = (step: SnapshotStep) => Promise<void>;

/**
 * The snapshots retention removes: once there are `keep` intact unpinned ones, every unpinned one
 * (corrupt ones included) older than the oldest of the newest `keep`. `entries` newest first.
 */
export function beyondRetention(entries: readonly Entry[], keep: number): Entry[] {
  const kept = entries.filter((e) => e.view.state === 'ok' && !e.view.pinned);
  if (kept.length < keep) return [];
  const oldestKept = kept[keep - 1]!.name;
  return entries.filter((e) => !e.view.pinned && e.name < oldestKept);
}

/**
 * Removes one snapshot: its summary first, so a process killed in between leaves a dataset no
 * summary commits (removed by the next tidy), never a summary without its dataset.
 */
export async function removeSnapshot(root: string, key: string, name: string, checkpoint: Checkpoint) {
  const files = snapshotFiles(root, key, name);
  await rm(files.meta, { force: true, recursive: true });
  await checkpoint('summary-removed');
  await rm(files.dataset, { force: true, recursive: true });
}

/**
 * Tidies the folder of `profileId` (the caller holds its lock) and prunes it to `keep` (null: no
 * pruning); returns the snapshots left, newest first.
 */
export async function tidyFolder(
  root: string,
  profileId: string,
  reader: EntryReader,
  keep: number | null,
  checkpoint: Checkpoint,
): Promise<readonly Entry[]> {
  const key = connectionKey(profileId);
  const folder = join(root, key);
  // Every writer of this folder holds the lock we hold: any temporary file is a dead write's.
  await Promise.all([
    removeStaleTempFiles(folder, { evenIfWriterRuns: true }),
    removeStaleTempFiles(join(folder, BLOB_FOLDER), { evenIfWriterRuns: true }),
  ]);
  const scan = await reader.scan(profileId);
  await Promise.all(
    scan.uncommitted.map((name) =>
      rm(snapshotFiles(root, key, name).dataset, { force: true, recursive: true }),
    ),
  );
  const gone = keep === null ? [] : beyondRetention(scan.entries, keep);
  for (const old of gone) await removeSnapshot(root, key, old.name, checkpoint);
  if (gone.length > 0) await checkpoint('pruned');
  const left = scan.entries.filter((e) => !gone.includes(e));
  // An unreadable summary cannot say which images it names; its snapshot cannot be used anyway.
  const used = new Set(left.flatMap((e) => e.meta?.blobs ?? []));
  await removeUnusedBlobs(folder, used);
  return left;
}

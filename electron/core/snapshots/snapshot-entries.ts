/**
 * What a connection's snapshot folder holds, read as the list shows it: each committed snapshot (one
 * with a summary) intact or corrupt with the reason, and the leftovers of a write that never
 * committed (a dataset without its summary). Only regular files are read (snapshot-read.ts); a
 * dataset is hashed once per size and time, since hashing is the costly part of a list.
 */
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { SnapshotView } from '../../../shared/snapshots';
import { missingBlob } from './snapshot-blobs';
import { readMeta, type SnapshotMeta } from './snapshot-meta';
import {
  BLOB_FOLDER,
  connectionKey,
  nameTime,
  snapshotFileName,
  snapshotFiles,
  snapshotId,
} from './snapshot-names';
import { readRegular, regularState } from './snapshot-read';

/** A snapshot as listed, with what the store needs besides the view. */
export interface Entry {
  readonly view: SnapshotView;
  readonly name: string;
  /** Its summary; null when that is unreadable. */
  readonly meta: SnapshotMeta | null;
}

/** A connection's folder: its snapshots newest first, and datasets no summary commits. */
export interface FolderScan {
  readonly entries: readonly Entry[];
  readonly uncommitted: readonly string[];
}

/** Reads snapshot folders under `root`; datasets above `maxDatasetBytes` are listed as corrupt. */
export function createEntryReader(root: string, maxDatasetBytes: number) {
  const verified = new Map<string, string | null>();

  async function checkHash(file: string, state: { size: number; mtimeMs: number }, hash: string) {
    if (state.size > maxDatasetBytes) return 'its dataset file is larger than the limit';
    const cacheKey = `${file}\0${state.size}\0${state.mtimeMs}\0${hash}`;
    const cached = verified.get(cacheKey);
    if (cached !== undefined) return cached;
    const read = await readRegular(file, maxDatasetBytes);
    const reason = !read.ok
      ? `its dataset file ${read.reason}`
      : createHash('sha256').update(read.bytes).digest('hex') === hash
        ? null
        : 'its dataset file was changed or damaged after it was written';
    // Bounded: one entry per file state; old states are not asked for again.
    if (verified.size >= 10_000) verified.clear();
    verified.set(cacheKey, reason);
    return reason;
  }

  /** One snapshot of connection folder `key`, listed under `profileId`. */
  async function entry(profileId: string, key: string, name: string): Promise<Entry> {
    const files = snapshotFiles(root, key, name);
    const [metaRead, metaState, dataState] = await Promise.all([
      readMeta(files.meta),
      regularState(files.meta),
      regularState(files.dataset),
    ]);
    const meta = metaRead.ok ? metaRead.meta : null;
    let reason: string | null = metaRead.ok ? null : metaRead.reason;
    let bytes = metaState.ok ? metaState.size : 0;
    if (!dataState.ok) {
      reason ??= `its dataset file ${dataState.reason}`;
    } else {
      bytes += dataState.size;
      if (meta && reason === null) reason = await checkHash(files.dataset, dataState, meta.hash);
      const missing = meta && reason === null ? await missingBlob(files.folder, meta.blobs) : null;
      if (missing !== null) reason = `an image it names is missing (${BLOB_FOLDER}/${missing})`;
    }
    const view: SnapshotView = {
      id: snapshotId(key, name),
      profileId,
      takenAt: meta?.takenAt ?? nameTime(name),
      categories: meta?.categories ?? null,
      companyName: meta?.companyName ?? null,
      bytes,
      pinned: meta?.pinned ?? false,
      state: reason === null ? 'ok' : 'corrupt',
      reason,
      file: files.dataset,
    };
    return { name, meta, view };
  }

  // A connection's key is a valid profile id of itself (connectionKey(key) === key), so this also
  // takes a key where the profile id is not known (a folder, a snapshot id).
  async function scan(profileId: string): Promise<FolderScan> {
    const key = connectionKey(profileId);
    const found = await readdir(join(root, key)).catch(() => [] as string[]);
    const summaries = new Set<string>();
    const datasets = new Set<string>();
    for (const file of found) {
      const parsed = snapshotFileName(file);
      if (parsed) (parsed.summary ? summaries : datasets).add(parsed.name);
    }
    const names = [...summaries].sort().reverse();
    const entries = await Promise.all(names.map((name) => entry(profileId, key, name)));
    return { entries, uncommitted: [...datasets].filter((name) => !summaries.has(name)) };
  }

  return { scan, entry };
}

/** The reader's type. */
export type EntryReader = ReturnType<typeof createEntryReader>;

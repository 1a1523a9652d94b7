/**
 * Where snapshots live and how they are named: `<root>/<connection key>/<stamp>-<hash>.json` (the
 * dataset) beside `<same name>.meta.json` (its summary), `<root>/<connection key>/blobs/` for image
 * bytes, and `<root>/<connection key>.lock` while a process changes that folder. A snapshot's id is
 * `<connection key>.<stamp>-<hash>`, so deleting or pinning by id needs no index; ids and keys are
 * checked against strict patterns before they become paths.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';

const SAFE_KEY = /^[A-Za-z0-9_-]{1,64}$/;
const NAME = /^(\d{8}T\d{9}Z)-([0-9a-f]{16})$/;
const ID = /^([A-Za-z0-9_-]{1,64})\.(\d{8}T\d{9}Z-[0-9a-f]{16})$/;

/** The folder name of a connection: its id when that is a plain name, else a digest of it. */
export function connectionKey(profileId: string): string {
  if (SAFE_KEY.test(profileId)) return profileId;
  return `id-${createHash('sha256').update(profileId).digest('hex').slice(0, 32)}`;
}

/** The name of a snapshot taken at `takenAt` whose dataset text has the SHA-256 `hash` (hex). */
export function snapshotName(takenAt: Date, hash: string): string {
  const stamp = takenAt.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${hash.slice(0, 16)}`;
}

/** A snapshot's id from its connection key and name. */
export function snapshotId(key: string, name: string): string {
  return `${key}.${name}`;
}

/**
 * `id` as the snapshot of the same name in the connection folder `key`: a watch history copied in
 * under another connection's id names its snapshots by the folder they were kept in, and they are
 * that connection's now. Anything that is not a snapshot id comes back as it is.
 */
export function snapshotIdIn(key: string, id: string): string {
  const parsed = parseSnapshotId(id);
  return parsed ? snapshotId(key, parsed.name) : id;
}

/** The connection key and name of a snapshot id, or null for anything else (never a path). */
export function parseSnapshotId(id: string): { key: string; name: string } | null {
  const match = ID.exec(id);
  return match ? { key: match[1]!, name: match[2]! } : null;
}

/** The lock file of a connection's folder: beside it, so deleting the folder leaves the lock alone. */
export function folderLockFile(root: string, key: string): string {
  return join(root, `${key}.lock`);
}

/** The snapshot name of a file in a connection's folder and whether it is the summary; null for others. */
export function snapshotFileName(file: string): { name: string; summary: boolean } | null {
  const summary = file.endsWith('.meta.json');
  const name = file.slice(0, -(summary ? '.meta.json' : '.json').length);
  return file.endsWith('.json') && NAME.test(name) ? { name, summary } : null;
}

/** The time in a snapshot's name, as ISO text ("20261125T170407123Z…" → "2026-11-25T17:04:07.123Z"). */
export function nameTime(name: string): string {
  const s = name.slice(0, 19);
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}.${s.slice(15, 18)}Z`;
}

/** The files of one snapshot. */
export function snapshotFiles(root: string, key: string, name: string) {
  const folder = join(root, key);
  return {
    folder,
    dataset: join(folder, `${name}.json`),
    meta: join(folder, `${name}.meta.json`),
  };
}

/** The shared image folder of a connection, as a path relative to its snapshots (dataset format). */
export const BLOB_FOLDER = 'blobs';

/**
 * One lock per connection's snapshot folder, shared by every process on the data folder (two web
 * hosts, the app and a web host): saving, pruning, pinning, deleting and listing a connection's
 * snapshots each run holding it, so a prune in one process never races a pin or a save in another.
 * A lock left by a process that was killed is taken over (lib/file-lock.ts).
 */
import { mkdir } from 'node:fs/promises';
import { fsReason } from '../dataset/read-json-file';
import { AppError } from '../lib/app-error';
import { describeHolder, withFileLock } from '../lib/file-lock';
import { folderLockFile } from './snapshot-names';

/** How long a change waits for another process's: a save of 100,000 categories takes a few seconds. */
export const SNAPSHOT_LOCK_TIMEOUT_MS = 30_000;

/**
 * Runs `work` holding the lock of connection `key`'s folder under `root` (created if missing).
 * Throws AppError FILE_ACCESS when the lock cannot be made or had within `timeoutMs`.
 */
export async function withSnapshotLock<T>(
  root: string,
  key: string,
  work: () => Promise<T>,
  timeoutMs = SNAPSHOT_LOCK_TIMEOUT_MS,
): Promise<T> {
  const lock = folderLockFile(root, key);
  await mkdir(root, { recursive: true, mode: 0o700 }).catch((error: unknown) => {
    throw new AppError('FILE_ACCESS', `The snapshots folder ${root} cannot be used (${fsReason(error)}).`);
  });
  return withFileLock(lock, work, {
    timeoutMs,
    failure: (problem) =>
      problem.kind === 'create'
        ? new AppError('FILE_ACCESS', `The snapshots folder ${root} cannot be locked (${problem.code}).`)
        : new AppError(
            'FILE_ACCESS',
            `The snapshots of this connection are being changed by ${
              problem.holder ? describeHolder(problem.holder) : 'another process'
            }, which did not finish within ${Math.round(timeoutMs / 1000)} s. Try again; if it keeps ` +
              `happening, stop that process.`,
          ),
  });
}

/**
 * A short advisory lock around one save of the profiles file, so that two processes on one data folder
 * (two `retail-inspector web`, or the app and a web host) never interleave a read-modify-write.
 *
 * The lock (lib/file-lock.ts) is a file beside the profiles file, held for the few milliseconds of
 * one save, not for the life of the process: each save re-reads the file under the lock and applies
 * its own change to what it finds (see profile-commit.ts and profile-placing.ts), so both processes keep working and neither
 * loses the other's saves. A lock left by a process that died mid-save is taken over and reported.
 */
import { AppError } from '../lib/app-error';
import { describeHolder, withFileLock, type LockHolder } from '../lib/file-lock';

export type { LockHolder } from '../lib/file-lock';

/** Options of withSaveLock. */
export interface SaveLockOptions {
  /** How long to wait for another process's save; default 5 s. */
  readonly timeoutMs?: number;
  /** Told when a stale lock is taken over (a sentence for the user). */
  readonly onTakeover?: (message: string) => void;
}

/** The lock file of `file`. */
export function lockFileOf(file: string): string {
  return `${file}.lock`;
}

/** Runs `work` holding the lock of `file`. Throws AppError PROFILE_STORE when it cannot be had in time. */
export function withSaveLock<T>(
  file: string,
  work: () => Promise<T>,
  options: SaveLockOptions = {},
): Promise<T> {
  const lock = lockFileOf(file);
  return withFileLock(lock, work, {
    timeoutMs: options.timeoutMs,
    onTakeover: (holder) => options.onTakeover?.(takeoverMessage(holder)),
    failure: (problem) =>
      problem.kind === 'create'
        ? new AppError('PROFILE_STORE', `Could not lock ${lock} to save connections (${problem.code})`)
        : busy(file, problem.holder),
  });
}

function takeoverMessage(holder: LockHolder | null): string {
  const who = holder ? describeHolder(holder) : 'a process that no longer runs';
  return `A save of the connections by ${who} was interrupted; its lock was taken over and nothing was lost.`;
}

function busy(file: string, holder: LockHolder | null): AppError {
  const who = holder ? describeHolder(holder) : 'another process';
  return new AppError(
    'PROFILE_STORE',
    `Could not save connections: ${who} is saving to ${file} and did not finish within a few seconds. ` +
      `Try again; if it keeps happening, stop that process, or give each process its own data folder ` +
      `(RETAIL_INSPECTOR_DATA_DIR).`,
  );
}

/**
 * One `retail-inspector watch` per history folder: a lock file in the folder's root, held for the
 * life of the command (two watches on one folder would write duplicate events and race each other's
 * state.json), through the shared file lock (core/lib/file-lock.ts, long-lived: a lock left by a
 * process gone from this host is taken over). One held by a live process (or another host) refuses
 * the second watch with a usage error naming the holder and what to do.
 */
import { join } from 'node:path';
import { AppError } from '../core/lib/app-error';
import { acquireFileLock, describeHolder } from '../core/lib/file-lock';

/** The lock file's name in the history folder. */
export const HISTORY_LOCK_FILE = '.watch.lock';

// Only long enough for a lock that is being released or taken over as this one looks.
const WAIT_MS = 200;

/** Takes the lock of `folder` (which exists); resolves with its release. Throws AppError('USAGE'). */
export function lockHistoryFolder(folder: string): Promise<() => Promise<void>> {
  const lock = join(folder, HISTORY_LOCK_FILE);
  return acquireFileLock(lock, {
    longLived: true,
    command: 'retail-inspector watch',
    timeoutMs: WAIT_MS,
    failure: (problem) =>
      problem.kind === 'create'
        ? new AppError('USAGE', `--history ${folder}: the folder cannot be written (${problem.code})`)
        : new AppError(
            'USAGE',
            `--history ${folder} is in use by ${problem.holder ? describeHolder(problem.holder) : 'another process'}; ` +
              `stop that watch or give another folder (if it no longer runs, delete ${lock})`,
          ),
  });
}

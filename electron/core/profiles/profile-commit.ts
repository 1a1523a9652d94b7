/**
 * One change to profiles.json, made safely beside other processes: under the save lock
 * (save-lock.ts) the file is read as it is on disk now, the change is applied to it, and the result
 * is written atomically; only then does the caller make it current, so a failed save changes nothing
 * the user sees. Throws an AppError ('PROFILE_STORE') when the file cannot be read or written, or
 * what the change throws (e.g. the profile was deleted elsewhere).
 */
import { AppError } from '../lib/app-error';
import { writeFileAtomic } from '../lib/atomic-write';
import { EMPTY_PROFILE_FILE, profileFileStamp, readProfileFile, type ProfileFile } from './profile-file';
import { withSaveLock } from './save-lock';

/** A change to the file: the file it makes of the fresh one, what the caller gets back, and more. */
export interface Change<T> {
  readonly next: ProfileFile;
  readonly result: T;
  /** Updates the tokens in memory once the file is written. */
  readonly apply?: () => void;
  /** Work that must happen before another process may save (the lock is still held). */
  readonly underLock?: () => Promise<void>;
}

/** Where and how a change is committed. */
export interface CommitTarget {
  /** Path of profiles.json. */
  readonly file: string;
  readonly now: () => Date;
  /** How long to wait for another process's save; save-lock.ts's default when absent. */
  readonly lockTimeoutMs?: number;
  /** Told a sentence for the user: a damaged file moved aside, a stale lock taken over. */
  readonly addNotice: (sentence: string) => void;
}

/**
 * Applies `change` to the file on disk under the save lock and writes the result; `written` is told
 * the new file and its stamp, after the change's `apply` and before its `underLock` work, while the
 * lock is still held. Resolves to the change's result and the file written.
 */
export async function commitChange<T>(
  target: CommitTarget,
  change: (fresh: ProfileFile) => Change<T>,
  written: (next: ProfileFile, stamp: string | null) => void,
): Promise<{ result: T; next: ProfileFile }> {
  return withSaveLock(
    target.file,
    async () => {
      const fresh = await readLatest(target);
      const { next, result, apply, underLock } = change(fresh);
      try {
        await writeFileAtomic(target.file, JSON.stringify(next, null, 2), 0o600);
      } catch (error) {
        const e = error as NodeJS.ErrnoException;
        throw new AppError(
          'PROFILE_STORE',
          `Could not save connections to ${target.file} (${e.code ?? e.message})`,
        );
      }
      const stamp = await profileFileStamp(target.file);
      apply?.();
      written(next, stamp);
      await underLock?.();
      return { result, next };
    },
    { timeoutMs: target.lockTimeoutMs, onTakeover: target.addNotice },
  );
}

// The file on disk, for a change to start from. Always read under the lock, never trusted from a
// stamp: on a file system with coarse timestamps a save by another process can keep size, inode
// and mtime, and a save built on the stale copy would lose it. The file is small.
async function readLatest(target: CommitTarget): Promise<ProfileFile> {
  const read = await readProfileFile(target.file, target.now);
  if (read.state === 'ok') return read.file;
  if (read.state === 'missing') return structuredClone(EMPTY_PROFILE_FILE);
  if (read.state === 'moved-aside') {
    target.addNotice(
      `Saved connections were damaged by another program (${read.reason}); the file was kept as ${read.movedTo}.`,
    );
    return structuredClone(EMPTY_PROFILE_FILE);
  }
  throw new AppError(
    'PROFILE_STORE',
    `Could not save connections: ${target.file} cannot be read (${read.reason}).`,
  );
}

/**
 * A short advisory lock between processes on one data folder (two `retail-inspector web`, or the app
 * and a web host): a file created with O_EXCL, holding who took it (pid, host, command, time). It is
 * held for one read-modify-write, not for the life of the process. A process that finds it taken
 * waits (bounded); a lock left by a process that died (its pid is gone on this host, or it is far
 * older than any holder needs) is taken over. Used for the profiles file (profiles/save-lock.ts) and
 * each connection's snapshot folder (snapshots/snapshot-lock.ts); `longLived` for a lock a command
 * holds while it runs (one `watch` per history folder, cli/history-lock.ts).
 */
import { randomBytes } from 'node:crypto';
import { link, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import type { AppError } from './app-error';
import { isAlive } from './pid-alive';

/** Who holds a lock, as written into it. */
export interface LockHolder {
  readonly pid: number;
  readonly host: string;
  readonly command: string;
  readonly startedAt: string;
  /** Tells two holders in one process apart (two stores on one folder, as in tests). */
  readonly nonce?: string;
}

/** Why a lock could not be had: another holder kept it too long, or the lock file cannot be made. */
export type LockProblem =
  | { readonly kind: 'busy'; readonly holder: LockHolder | null }
  | { readonly kind: 'create'; readonly code: string };

/** Options of withFileLock. */
export interface FileLockOptions {
  /** How long to wait for another holder; default 5 s. */
  readonly timeoutMs?: number;
  /** Told when a stale lock is taken over (null: its holder could not be read). */
  readonly onTakeover?: (holder: LockHolder | null) => void;
  /** The error thrown when the lock cannot be had. */
  readonly failure: (problem: LockProblem) => AppError;
  /**
   * Held for the life of a process (a long-running command), not one read-modify-write: its age
   * then says nothing, and only a holder gone from this host (or one that never wrote itself) is stale.
   */
  readonly longLived?: boolean;
  /** What the holder is called in the lock; the command line by default. */
  readonly command?: string;
}

const POLL_MS = 25;
// A holder needs milliseconds to seconds; a lock this old from another host (whose pid cannot be
// checked) is stale.
const FOREIGN_STALE_MS = 60_000;
// On this host a live holder is waited for, but not for longer than any holder could take, however
// slow the disk: past this its pid has most likely been reused by an unrelated process.
const LOCAL_STALE_MS = 5 * 60_000;

/**
 * Runs `work` holding the lock file `lock`, released afterwards (also when `work` throws). Throws
 * `options.failure(...)` when the lock cannot be created or had within the timeout.
 */
export async function withFileLock<T>(
  lock: string,
  work: () => Promise<T>,
  options: FileLockOptions,
): Promise<T> {
  const release = await acquireFileLock(lock, options);
  try {
    return await work();
  } finally {
    await release();
  }
}

/**
 * Takes the lock file `lock` and resolves with its release (which removes it only while it is still
 * this holder's). Throws `options.failure(...)` when the lock cannot be created or had in time.
 */
export async function acquireFileLock(lock: string, options: FileLockOptions): Promise<() => Promise<void>> {
  const me: LockHolder = {
    pid: process.pid,
    host: hostname(),
    command: options.command ?? commandLine(),
    startedAt: new Date().toISOString(),
    nonce: randomBytes(6).toString('hex'),
  };
  const deadline = Date.now() + (options.timeoutMs ?? 5_000);
  for (;;) {
    if (await tryCreate(lock, me, options)) break;
    const holder = await readHolder(lock);
    if (holder === 'gone' && Date.now() < deadline) continue;
    if (holder !== 'gone' && (await isStale(lock, holder, options.longLived ?? false))) {
      if (await takeOver(lock, holder)) {
        options.onTakeover?.(holder);
        continue;
      }
    }
    if (Date.now() >= deadline)
      throw options.failure({ kind: 'busy', holder: holder === 'gone' ? null : holder });
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return () => releaseIfMine(lock, me);
}

/** A holder as a user recognises it: "retail-inspector web (pid 12 on host, since …)". */
export function describeHolder(holder: LockHolder): string {
  return `${holder.command} (pid ${holder.pid} on ${holder.host}, since ${holder.startedAt})`;
}

async function tryCreate(lock: string, me: LockHolder, options: FileLockOptions): Promise<boolean> {
  let handle;
  try {
    handle = await open(lock, 'wx', 0o600);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    throw options.failure({ kind: 'create', code: code ?? String(error) });
  }
  try {
    await handle.writeFile(JSON.stringify(me));
  } finally {
    await handle.close();
  }
  return true;
}

// null: the lock exists but says nothing usable (half-written, or not ours); 'gone': released meanwhile.
async function readHolder(lock: string): Promise<LockHolder | null | 'gone'> {
  let text: string;
  try {
    text = await readFile(lock, 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'gone' : null;
  }
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid === 'number' && typeof value.host === 'string') {
      return {
        pid: value.pid,
        host: value.host,
        command: String(value.command ?? 'unknown command'),
        startedAt: String(value.startedAt ?? 'an unknown time'),
        nonce: typeof value.nonce === 'string' ? value.nonce : undefined,
      };
    }
  } catch {
    // Half-written: the holder died between creating and writing it, or is writing it now.
  }
  return null;
}

async function isStale(lock: string, holder: LockHolder | null, longLived: boolean): Promise<boolean> {
  const age = await stat(lock).then(
    (s) => Date.now() - s.mtimeMs,
    () => 0,
  );
  if (holder === null) return age > 2_000;
  if (longLived) return holder.host === hostname() && !isAlive(holder.pid);
  if (holder.host !== hostname()) return age > FOREIGN_STALE_MS;
  // A live pid is not proof enough: after a crash and a reboot, any process may have it.
  return !isAlive(holder.pid) || age > LOCAL_STALE_MS;
}

// Moves the stale lock aside (rename is atomic, so of two processes taking over only one moves it),
// then checks that what it moved is the lock it judged stale; if another process had meanwhile taken
// a fresh lock, that one is put back (link fails rather than replace a newer lock).
async function takeOver(lock: string, judged: LockHolder | null): Promise<boolean> {
  const aside = `${lock}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await rename(lock, aside);
  } catch {
    return false;
  }
  const moved = await readHolder(aside);
  const same =
    moved === judged ||
    (moved !== null &&
      moved !== 'gone' &&
      judged !== null &&
      moved.pid === judged.pid &&
      moved.startedAt === judged.startedAt);
  if (!same) await link(aside, lock).catch(() => undefined);
  await rm(aside, { force: true });
  return same;
}

async function releaseIfMine(lock: string, me: LockHolder): Promise<void> {
  const holder = await readHolder(lock);
  if (holder && holder !== 'gone' && holder.pid === me.pid && holder.nonce === me.nonce) {
    await rm(lock, { force: true });
  }
}

// What the user would recognise: "retail-inspector web", the desktop app, or the script that ran.
function commandLine(): string {
  if (process.versions.electron) return 'the Retail Inspector app';
  const script = process.argv[1] ?? '';
  const name = script.split(/[\\/]/).pop() ?? '';
  if (/^(retail-inspector(\.js)?|cli\.js)$/.test(name))
    return `retail-inspector ${process.argv[2] ?? ''}`.trim();
  return name ? `node ${name}` : 'node';
}

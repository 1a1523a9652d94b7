/**
 * A short advisory lock around one save of the profiles file, so that two processes on one data folder
 * (two `retail-inspector web`, or the app and a web host) never interleave a read-modify-write.
 *
 * The lock is a file created with O_EXCL beside the profiles file, holding who took it: pid, host,
 * command and time. It is held for the few milliseconds of one save, not for the life of the process:
 * each save re-reads the file under the lock and applies its own change to what it finds (see
 * profile-store.ts), so both processes keep working and neither loses the other's saves. A process
 * that finds the lock taken waits (bounded); a lock left by a process that died mid-save (its pid is
 * gone on this host, or it is far older than any save takes) is taken over and reported.
 */
import { randomBytes } from 'node:crypto';
import { link, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { AppError } from '../lib/app-error';
import { isAlive } from '../lib/pid-alive';

/** Who holds the lock, as written into it. */
export interface LockHolder {
  readonly pid: number;
  readonly host: string;
  readonly command: string;
  readonly startedAt: string;
  /** Tells two saves of one process apart (two stores on one file, as in tests). */
  readonly nonce?: string;
}

/** Options of withSaveLock. */
export interface SaveLockOptions {
  /** How long to wait for another process's save; default 5 s. */
  readonly timeoutMs?: number;
  /** Told when a stale lock is taken over (a sentence for the user). */
  readonly onTakeover?: (message: string) => void;
}

const POLL_MS = 25;
// A save takes milliseconds; a lock this old from another host (whose pid cannot be checked) is stale.
const FOREIGN_STALE_MS = 60_000;
// On this host a live holder is waited for, but not for longer than any save could take, however slow
// the disk: past this its pid has most likely been reused by an unrelated process.
const LOCAL_STALE_MS = 5 * 60_000;

/** The lock file of `file`. */
export function lockFileOf(file: string): string {
  return `${file}.lock`;
}

/** Runs `work` holding the lock of `file`. Throws AppError PROFILE_STORE when it cannot be had in time. */
export async function withSaveLock<T>(
  file: string,
  work: () => Promise<T>,
  options: SaveLockOptions = {},
): Promise<T> {
  const lock = lockFileOf(file);
  const me: LockHolder = {
    pid: process.pid,
    host: hostname(),
    command: commandLine(),
    startedAt: new Date().toISOString(),
    nonce: randomBytes(6).toString('hex'),
  };
  const deadline = Date.now() + (options.timeoutMs ?? 5_000);
  for (;;) {
    if (await tryCreate(lock, me)) break;
    const holder = await readHolder(lock);
    if (holder === 'gone' && Date.now() < deadline) continue;
    if (holder !== 'gone' && (await isStale(lock, holder))) {
      if (await takeOver(lock, holder)) {
        options.onTakeover?.(takeoverMessage(holder));
        continue;
      }
    }
    if (Date.now() >= deadline) throw busy(file, holder === 'gone' ? null : holder);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  try {
    return await work();
  } finally {
    await releaseIfMine(lock, me);
  }
}

async function tryCreate(lock: string, me: LockHolder): Promise<boolean> {
  let handle;
  try {
    handle = await open(lock, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw new AppError(
      'PROFILE_STORE',
      `Could not lock ${lock} to save connections (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
    );
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

async function isStale(lock: string, holder: LockHolder | null): Promise<boolean> {
  const age = await stat(lock).then(
    (s) => Date.now() - s.mtimeMs,
    () => 0,
  );
  if (holder === null) return age > 2_000;
  if (holder.host !== hostname()) return age > FOREIGN_STALE_MS;
  // A live pid is not proof enough: after a crash mid-save and a reboot, any process may have it.
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

function describe(holder: LockHolder): string {
  return `${holder.command} (pid ${holder.pid} on ${holder.host}, since ${holder.startedAt})`;
}

function takeoverMessage(holder: LockHolder | null): string {
  const who = holder ? describe(holder) : 'a process that no longer runs';
  return `A save of the connections by ${who} was interrupted; its lock was taken over and nothing was lost.`;
}

function busy(file: string, holder: LockHolder | null): AppError {
  const who = holder ? describe(holder) : 'another process';
  return new AppError(
    'PROFILE_STORE',
    `Could not save connections: ${who} is saving to ${file} and did not finish within a few seconds. ` +
      `Try again; if it keeps happening, stop that process, or give each process its own data folder ` +
      `(RETAIL_INSPECTOR_DATA_DIR).`,
  );
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

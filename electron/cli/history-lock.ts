/**
 * One `retail-inspector watch` per history folder: a lock file in the folder's root, created with
 * O_EXCL and held for the life of the command (two watches on one folder would write duplicate events
 * and race each other's state.json). A lock left by a process that is gone from this host is taken
 * over; one held by a live process (or by another host) refuses the second watch with a usage error
 * naming the holder and what to do.
 */
import { randomBytes } from 'node:crypto';
import { link, open, readFile, rename, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { AppError } from '../core/lib/app-error';
import { describeHolder, type LockHolder } from '../core/lib/file-lock';
import { isAlive } from '../core/lib/pid-alive';

/** The lock file's name in the history folder. */
export const HISTORY_LOCK_FILE = '.watch.lock';

/** Takes the lock of `folder` (which exists); resolves with its release. Throws AppError('USAGE'). */
export async function lockHistoryFolder(folder: string): Promise<() => Promise<void>> {
  const lock = join(folder, HISTORY_LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    host: hostname(),
    command: 'retail-inspector watch',
    startedAt: new Date().toISOString(),
    nonce: randomBytes(6).toString('hex'),
  };
  // Twice at most: once more after taking over a dead holder's lock.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await create(lock, me, folder)) return () => release(lock, me);
    const holder = await readHolder(lock);
    if (holder === 'gone') continue;
    if (holder !== null && holder.host === me.host && !isAlive(holder.pid)) {
      await takeOver(lock, holder);
      continue;
    }
    const who = holder ? describeHolder(holder) : 'another process';
    throw new AppError(
      'USAGE',
      `--history ${folder} is in use by ${who}; stop that watch or give another folder (if it no longer runs, delete ${lock})`,
    );
  }
  throw new AppError('USAGE', `--history ${folder}: its lock ${lock} could not be taken; try again`);
}

async function create(lock: string, me: LockHolder, folder: string): Promise<boolean> {
  let handle;
  try {
    handle = await open(lock, 'wx', 0o600);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    throw new AppError('USAGE', `--history ${folder}: the folder cannot be written (${code ?? 'unknown'})`);
  }
  try {
    await handle.writeFile(JSON.stringify(me));
  } finally {
    await handle.close();
  }
  return true;
}

// null: there, but not readable as a holder (half-written, or not ours); 'gone': removed meanwhile.
async function readHolder(lock: string): Promise<LockHolder | null | 'gone'> {
  try {
    const value = JSON.parse(await readFile(lock, 'utf8')) as Partial<LockHolder>;
    if (typeof value.pid === 'number' && typeof value.host === 'string')
      return {
        pid: value.pid,
        host: value.host,
        command: String(value.command ?? 'unknown command'),
        startedAt: String(value.startedAt ?? 'an unknown time'),
        nonce: typeof value.nonce === 'string' ? value.nonce : undefined,
      };
    return null;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'gone' : null;
  }
}

// Moves the dead holder's lock aside (atomic: of two watches taking over, one moves it) and puts back
// what it moved if that was not the lock judged dead (another watch took the folder meanwhile).
async function takeOver(lock: string, judged: LockHolder): Promise<void> {
  const aside = `${lock}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  if (
    !(await rename(lock, aside).then(
      () => true,
      () => false,
    ))
  )
    return;
  const moved = await readHolder(aside);
  const same = moved !== null && moved !== 'gone' && moved.pid === judged.pid && moved.nonce === judged.nonce;
  if (!same) await link(aside, lock).catch(() => undefined);
  await rm(aside, { force: true });
}

async function release(lock: string, me: LockHolder): Promise<void> {
  const holder = await readHolder(lock);
  if (holder && holder !== 'gone' && holder.nonce === me.nonce) await rm(lock, { force: true });
}

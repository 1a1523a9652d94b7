/**
 * Writes a file so that readers see the old content or the new, never a half-written one: write a
 * temporary file beside it, flush it to disk, then rename it over the target. A process killed
 * between the two leaves the temporary file behind; removeStaleTempFiles clears those at start-up.
 */
import { randomBytes } from 'node:crypto';
import { open, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isAlive } from './pid-alive';

// `<target>.<pid>.<8 hex>.tmp`: the pid tells a write still under way from a dead process's leftover.
const TEMP_NAME = /^(.+)\.(\d+)\.[0-9a-f]{8}\.tmp$/;

/** Replaces `file` with `data` atomically; `mode` applies to a newly created file (e.g. 0o600). */
export async function writeFileAtomic(file: string, data: string | Uint8Array, mode = 0o644): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temp, 'wx', mode);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Options of removeStaleTempFiles. */
export interface StaleTempOptions {
  /** Only temporary files of this target name (e.g. "profiles.json"). */
  readonly target?: string;
  /**
   * Also those of live processes: for callers that know no write is under way (they hold the lock
   * every writer of that target takes).
   */
  readonly evenIfWriterRuns?: boolean;
}

/**
 * Removes the temporary files writeFileAtomic left in `folder` (not below it) when its process died
 * mid-write; a live process's write under way is left alone. Returns the names removed; never throws.
 */
export async function removeStaleTempFiles(
  folder: string,
  options: StaleTempOptions = {},
): Promise<string[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const stale = names.filter((name) => {
    const match = TEMP_NAME.exec(name);
    if (!match || (options.target !== undefined && match[1] !== options.target)) return false;
    const pid = Number(match[2]);
    // Our own pid at start-up is a leftover of an earlier process that had the same pid.
    return options.evenIfWriterRuns || pid === process.pid || !isAlive(pid);
  });
  const removed = await Promise.all(
    stale.map((name) =>
      rm(join(folder, name), { force: true }).then(
        () => name,
        () => null,
      ),
    ),
  );
  return removed.filter((name): name is string => name !== null);
}

/**
 * The crash dumps of the last days in the crash reporter's folder (Electron's `crashDumps` path,
 * adapters/crash-reporter.ts), for the diagnostics report. Crashpad keeps its reports as
 * `<uuid>.dmp` files in `completed/` (macOS, Linux: with uploads off a report goes there at once),
 * `pending/` (waiting for an upload, which is off) and `reports/` (Windows); a dump still being
 * written (`new/`) and every other file are left out. Links are not followed. A folder not made yet
 * is no dump; one that cannot be read is said so. Bounded: a few thousand entries at most are
 * looked at, a few dozen listed. Never throws.
 */
import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { CRASH_DUMP_DAYS, type CrashDump, type CrashDumps } from '../../../shared/crash-dumps';
import { fsReason } from '../dataset/read-json-file';

const DAY_MS = 86_400_000;
// Where Crashpad's database keeps finished reports (the folder itself too, for a layout of old).
const REPORT_FOLDERS = ['', 'completed', 'pending', 'reports'];
const DUMP = /\.dmp$/i;
// A folder of more entries than a crash reporter makes is looked at this far.
const ENTRIES_MAX = 5_000;
const LISTED_MAX = 20;

/** The dumps in `folder` written in the CRASH_DUMP_DAYS days up to `now()`. */
export async function listCrashDumps(folder: string, now: () => number): Promise<CrashDumps> {
  const since = now() - CRASH_DUMP_DAYS * DAY_MS;
  const found: CrashDump[] = [];
  let problem: string | null = null;
  for (const sub of REPORT_FOLDERS) {
    const path = join(folder, sub);
    let names: string[];
    try {
      names = (await readdir(path, { withFileTypes: true }))
        .filter((entry) => entry.isFile() && DUMP.test(entry.name))
        .slice(0, ENTRIES_MAX)
        .map((entry) => entry.name);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Not made yet (no crash so far), or a subfolder's name taken by something else.
      if (code === 'ENOENT' || (code === 'ENOTDIR' && sub !== '')) continue;
      if (code === 'ENOTDIR') {
        problem ??= 'is not a folder';
        break;
      }
      problem ??= `cannot be read (${sub === '' ? '' : `${sub}: `}${fsReason(error)})`;
      continue;
    }
    for (const name of names) {
      // Gone since the listing (Crashpad prunes old reports), or not readable: not listed.
      const info = await lstat(join(path, name)).catch(() => null);
      if (info?.isFile() && info.mtimeMs >= since) found.push({ name, at: info.mtimeMs, bytes: info.size });
    }
  }
  found.sort((a, b) => b.at - a.at || (a.name < b.name ? -1 : 1));
  return {
    folder,
    dumps: found.slice(0, LISTED_MAX).map((dump) => ({ ...dump, at: Math.floor(dump.at) })),
    more: Math.max(0, found.length - LISTED_MAX),
    problem,
  };
}

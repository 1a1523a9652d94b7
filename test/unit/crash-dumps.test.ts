// The crash dumps a diagnostics report lists (electron/core/diagnostics/crash-dumps.ts), read from a
// real folder laid out as Crashpad lays out its database: the dumps of the last 7 days, newest first,
// with their times and sizes; older ones, a dump still being written, links and other files left
// out; a folder that is not there is no crash, one that cannot be read is a line of the report.
import { mkdir, mkdtemp, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listCrashDumps } from '../../electron/core/diagnostics/crash-dumps';
import { crashDumpsSentence } from '../../shared/crash-dumps';

const DAY = 86_400_000;
// Whole seconds, so every file system keeps the times as set.
const NOW = Math.floor(Date.now() / 1000) * 1000;
const clock = () => NOW;

let folder: string;
beforeEach(async () => {
  folder = join(await mkdtemp(join(tmpdir(), 'ri-crashes-')), 'Crashpad');
});
afterEach(() => rm(join(folder, '..'), { recursive: true, force: true }));

async function file(path: string, bytes: number, ageMs: number): Promise<void> {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, Buffer.alloc(bytes));
  const at = new Date(NOW - ageMs);
  await utimes(path, at, at);
}

describe('the crash dumps of a report', () => {
  it('lists the dumps of the last 7 days, newest first, and nothing else', async () => {
    await file(join(folder, 'completed', 'aaaa-1.dmp'), 1_234, DAY);
    await file(join(folder, 'pending', 'bbbb-2.dmp'), 10, 60_000);
    await file(join(folder, 'reports', 'cccc-3.dmp'), 99, 6 * DAY);
    // Older than 7 days, a dump still being written, Crashpad's other files, a link, a folder.
    await file(join(folder, 'completed', 'old.dmp'), 5, 8 * DAY);
    await file(join(folder, 'new', 'dddd-4.dmp'), 5, 0);
    await file(join(folder, 'completed', 'aaaa-1.meta'), 5, DAY);
    await file(join(folder, 'settings.dat'), 5, 0);
    await symlink(join(folder, 'completed', 'aaaa-1.dmp'), join(folder, 'completed', 'link.dmp'));
    await mkdir(join(folder, 'completed', 'folder.dmp'));

    const crashes = await listCrashDumps(folder, clock);
    expect(crashes).toEqual({
      folder,
      dumps: [
        { name: 'bbbb-2.dmp', at: NOW - 60_000, bytes: 10 },
        { name: 'aaaa-1.dmp', at: NOW - DAY, bytes: 1_234 },
        { name: 'cccc-3.dmp', at: NOW - 6 * DAY, bytes: 99 },
      ],
      more: 0,
      problem: null,
    });
    expect(crashDumpsSentence(crashes)).toBe(
      `3 crash dumps from the last 7 days. Crash dumps stay on this computer, in ${folder}; the app sends none anywhere.`,
    );
  });

  it('says there was no crash when the folder holds none, or was never made', async () => {
    const never = await listCrashDumps(folder, clock);
    expect(never).toEqual({ folder, dumps: [], more: 0, problem: null });
    await file(join(folder, 'completed', 'old.dmp'), 5, 7 * DAY + 1_000);
    const none = await listCrashDumps(folder, clock);
    expect(none.dumps).toEqual([]);
    expect(crashDumpsSentence(none)).toBe(
      `No crash in the last 7 days. Crash dumps stay on this computer, in ${folder}; the app sends none anywhere.`,
    );
  });

  it('lists a few dozen of many, counting the rest', async () => {
    for (let i = 0; i < 25; i++) await file(join(folder, 'completed', `dump-${i}.dmp`), i, i * 60_000);
    const crashes = await listCrashDumps(folder, clock);
    expect(crashes.dumps).toHaveLength(20);
    expect(crashes.dumps[0]!.name).toBe('dump-0.dmp');
    expect(crashes.more).toBe(5);
    expect(crashDumpsSentence(crashes)).toMatch(/^25 crash dumps from the last 7 days\./);
  });

  it('makes a folder that cannot be read a line of the report, not a failure', async () => {
    await writeFile(folder, 'a file where the folder should be');
    const crashes = await listCrashDumps(folder, clock);
    expect(crashes).toEqual({ folder, dumps: [], more: 0, problem: 'is not a folder' });
    expect(crashDumpsSentence(crashes)).toBe(
      `The crash dumps could not be listed: ${folder} is not a folder. Crash dumps stay on this computer; the app sends none anywhere.`,
    );
  });
});

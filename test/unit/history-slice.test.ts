// A range of a month file read without reading the rest (history-files.ts readSlice, through the
// history store's columns, and readSliceSync, the fleet board's): the runs of any range of a large file are exactly those a full read
// filters, also where runs were written out of time order (a run's time is its start, it is
// written when it ends, up to a quarter hour later) and at the edges of the file.
import { execFileSync } from 'node:child_process';
import { appendFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { historyFolderName } from '../../electron/core/watch/history/history-folder';
import { encodeRecord, historyHeader } from '../../electron/core/watch/history/history-format';
import { createHistoryStore } from '../../electron/core/watch/history/history-store';
import { watchClassCode } from '../../shared/watch';

const MIN = 60_000;
const NOV_1 = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

let root: string;
let times: number[];

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'ri-slice-'));
  // 20,000 runs a minute apart, every 7th written after the next two (it ran longer).
  times = [];
  for (let i = 0; i < 20_000; i++) times.push(NOV_1 + i * MIN);
  for (let i = 7; i + 2 < times.length; i += 7) times.splice(i, 3, times[i + 1]!, times[i + 2]!, times[i]!);
  const folder = join(root, historyFolderName('shop'));
  await mkdir(folder, { recursive: true });
  const records = times.map((at) =>
    encodeRecord({
      at,
      cls: watchClassCode('conforms'),
      flags: 0,
      responseMs: 10,
      firstByteMs: 8,
      categories: 1,
    }),
  );
  await appendFile(join(folder, '2026-11.bin'), Buffer.concat([historyHeader(), ...records]));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('a range of a month file', () => {
  it('holds exactly the runs a full read would, wherever the range lies', async () => {
    const store = createHistoryStore(root);
    const ranges: [number, number][] = [
      [NOV_1, NOV_1],
      [NOV_1 - MIN, NOV_1 + 3 * MIN],
      [NOV_1 + 5_000 * MIN + 30_000, NOV_1 + 5_300 * MIN],
      [NOV_1 + 7 * MIN, NOV_1 + 8 * MIN],
      [NOV_1 + 12_345 * MIN, NOV_1 + 12_346 * MIN],
      [NOV_1 + 19_990 * MIN, NOV_1 + 30_000 * MIN],
      [NOV_1 + 30_000 * MIN, NOV_1 + 40_000 * MIN],
    ];
    for (const [from, to] of ranges) {
      const read = Array.from((await store.columns('shop', from, to)).at).sort((a, b) => a - b);
      const expected = times.filter((at) => at >= from && at <= to).sort((a, b) => a - b);
      expect(read, `${(from - NOV_1) / MIN}..${(to - NOV_1) / MIN}`).toEqual(expected);
      // The fleet board's synchronous read finds the very same runs.
      const quick = Array.from((await store.recentColumns('shop', from, to)).at).sort((a, b) => a - b);
      expect(quick, `sync ${(from - NOV_1) / MIN}..${(to - NOV_1) / MIN}`).toEqual(expected);
    }
  });
});

describe('the synchronous reads of the fleet board', () => {
  it('never wait on a named pipe in place of a month file or its daily sums, and read nothing from it', async () => {
    const folder = join(root, historyFolderName('piped'));
    await mkdir(folder, { recursive: true });
    execFileSync('mkfifo', [join(folder, '2026-11.bin')]);
    const store = createHistoryStore(root);
    expect((await store.recentColumns('piped', NOV_1, NOV_1 + DAY)).length).toBe(0);
    // The sums of 'shop' were never kept: null, so the board reads (and keeps) them the slow way.
    expect(await store.keptAvailability('shop', NOV_1, NOV_1 + DAY - 1)).toBeNull();
    await rm(join(folder, '2026-11.bin'));
    await writeFile(join(folder, '2026-11.bin'), Buffer.concat([historyHeader()]));
    execFileSync('mkfifo', [join(folder, '2026-11.days.json')]);
    expect(await store.keptAvailability('piped', NOV_1, NOV_1 + DAY - 1)).toBeNull();
  });

  it('take the kept daily sums only when they reach the days asked for', async () => {
    const store = createHistoryStore(root);
    const late = NOV_1 + 20 * DAY;
    // Sums kept through Nov 20, as of Nov 21 (the runs end on Nov 14).
    await store.availability('shop', NOV_1, late, late);
    const kept = await store.keptAvailability('shop', NOV_1, NOV_1 + 13 * DAY - 1);
    expect(kept).toEqual(await store.availability('shop', NOV_1, NOV_1 + 13 * DAY - 1, late));
    expect(await store.keptAvailability('shop', NOV_1, NOV_1 + 25 * DAY - 1)).toBeNull();
  });

  it('take a month without a file as a month without runs (a connection watched since this month)', async () => {
    const store = createHistoryStore(root);
    const late = NOV_1 + 20 * DAY;
    await store.availability('shop', NOV_1, late, late);
    // The 30 days from Oct 21: October holds no run of it, November's are summed.
    const from = NOV_1 - 11 * DAY;
    const kept = await store.keptAvailability('shop', from, NOV_1 + 13 * DAY - 1);
    expect(kept).toEqual(await store.availability('shop', from, NOV_1 + 13 * DAY - 1, late));
    expect(kept!.up).toBeGreaterThan(0);
  });
});

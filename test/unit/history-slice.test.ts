// A range of a month file read without reading the rest (history-files.ts readSlice, through the
// history store's columns): the runs of any range of a large file are exactly those a full read
// filters, also where runs were written out of time order (a run's time is its start, it is
// written when it ends, up to a quarter hour later) and at the edges of the file.
import { appendFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { historyFolderName } from '../../electron/core/watch/history/history-folder';
import { encodeRecord, historyHeader } from '../../electron/core/watch/history/history-format';
import { createHistoryStore } from '../../electron/core/watch/history/history-store';
import { watchClassCode } from '../../shared/watch';

const MIN = 60_000;
const NOV_1 = Date.UTC(2026, 10, 1);

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
    }
  });
});

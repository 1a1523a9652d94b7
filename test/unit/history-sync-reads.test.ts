// The fleet board's synchronous reads of a history (history-files.ts readSliceSync, through the
// store's recentColumns; history-rollup.ts keptMonthDays, through keptAvailability), on real files:
// main's event loop waits for each, so each is bounded (a month file holding far more runs in a day
// than a watch writes, a clock stuck or a file copied in, is read without blocking instead, and
// still read whole), and a file system that fails even closing a file never makes them throw past
// the board. node:fs is the real one, watched: each synchronous read's size is noted.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { historyFolderName } from '../../electron/core/watch/history/history-folder';
import { encodeRecord, historyHeader } from '../../electron/core/watch/history/history-format';
import { createHistoryStore } from '../../electron/core/watch/history/history-store';
import { watchClassCode } from '../../shared/watch';

const watched = vi.hoisted(() => ({ syncReads: [] as number[], failClose: false }));

vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  return {
    ...actual,
    readSync: (...args: Parameters<typeof actual.readSync>) => {
      const read = actual.readSync(...args);
      watched.syncReads.push(read);
      return read;
    },
    closeSync: (fd: number) => {
      actual.closeSync(fd);
      if (watched.failClose) throw Object.assign(new Error('EIO: i/o error, close'), { code: 'EIO' });
    },
  };
});

const NOV_1 = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

let root: string;
let folder: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'ri-sync-reads-'));
  folder = join(root, historyFolderName('shop'));
  await mkdir(folder, { recursive: true });
  watched.syncReads.length = 0;
  watched.failClose = false;
});
afterEach(() => rm(root, { recursive: true, force: true }));

const run = (at: number) =>
  encodeRecord({
    at,
    cls: watchClassCode('conforms'),
    flags: 0,
    responseMs: 10,
    firstByteMs: 8,
    categories: 1,
  });

describe('the fleet board’s synchronous reads', () => {
  it('read a day of far more runs than a watch writes without blocking, and all of it', async () => {
    // 100,000 runs on Nov 2 (2 MB), where a watch every minute writes 1,440.
    const runs = Array.from({ length: 100_000 }, (_, i) => NOV_1 + DAY + Math.floor((i * DAY) / 100_000));
    await writeFile(join(folder, '2026-11.bin'), Buffer.concat([historyHeader(), ...runs.map(run)]));
    const store = createHistoryStore(root);
    const columns = await store.recentColumns('shop', NOV_1 + DAY, NOV_1 + 2 * DAY - 1);
    expect(columns.length).toBe(100_000);
    expect(Math.max(...watched.syncReads)).toBeLessThanOrEqual(256 * 1024);
  });

  it('keep what they read when closing the file fails, and never throw', async () => {
    await writeFile(join(folder, '2026-11.bin'), Buffer.concat([historyHeader(), run(NOV_1 + 60_000)]));
    const store = createHistoryStore(root);
    await store.ready('shop');
    watched.failClose = true;
    await expect(store.recentColumns('shop', NOV_1, NOV_1 + DAY)).resolves.toMatchObject({ length: 1 });
    await expect(store.keptAvailability('shop', NOV_1, NOV_1 + DAY - 1)).resolves.toBeNull();
  });
});

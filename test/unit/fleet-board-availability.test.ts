// The fleet board's 30 days (fleet-board.ts) over a history of known runs: read from the files once,
// added to run by run (a run the files already hold is not counted twice, one recorded during a read
// is not lost), read again once an hour, so runs that left the window leave the figure, and equal to
// the folder read as `report` reads it at UTC midnights and month ends; its synchronous reads leave
// main's event loop free between turns.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AVAILABILITY_REFRESH_MS,
  availabilityStart,
  createFleetBoard,
  type FleetBoard,
} from '../../electron/core/watch/fleet-board';
import { createHistoryStore } from '../../electron/core/watch/history/history-store';
import type { InTurn } from '../../electron/core/lib/turn-budget';
import { summaryOfSegment } from '../../shared/availability';
import type { WatchResult } from '../../shared/watch';
import { seedHistory } from '../helpers/watch-history-seed';

const MIN = 60_000;
const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 30, 12);

let root: string;
let now: number;
let board: FleetBoard;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'ri-board-days-'));
  now = START;
  // 30 days of a run an hour up to START: the first 2 hours timed out, the rest conformed.
  await seedHistory(
    root,
    'shop',
    { from: START - 30 * DAY + 30 * MIN, to: START, stepMs: 60 * MIN },
    (_, i) =>
      i < 2
        ? { watchClass: 'timeout', responseMs: null, categories: null }
        : { watchClass: 'conforms', responseMs: 100, categories: 3 },
  );
  board = createFleetBoard(createHistoryStore(root), () => now);
});
afterEach(() => rm(root, { recursive: true, force: true }));

const result = (at: number, parts: Partial<WatchResult> = {}): WatchResult => ({
  profileId: 'shop',
  at,
  watchClass: 'conforms',
  responseMs: 90,
  categories: 3,
  settingsHash: null,
  categoriesHash: null,
  snapshotId: null,
  summary: 'conforms',
  ...parts,
});

describe('the board’s synchronous reads', () => {
  it('let the event loop run between them once a few milliseconds went on them (a slow disk)', async () => {
    // Each connection's last hours cost 5 ms of main here, as a slow or network disk would.
    const store = createHistoryStore(root);
    let reads = 0;
    const slow = createFleetBoard(
      {
        ...store,
        // The read itself slow: in the turn the board gives it, if it gives one.
        recentColumns: (id: string, from: number, to: number, inTurn?: InTurn) =>
          store.recentColumns(id, from, to, (work) => {
            const slowly = () => {
              const until = performance.now() + 5;
              while (performance.now() < until);
              reads++;
              return work();
            };
            return inTurn ? inTurn(slowly) : Promise.resolve(slowly());
          }),
      },
      () => now,
    );
    const ids = Array.from({ length: 16 }, (_, i) => `shop-${i}`);
    let readWhenTimerRan = -1;
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        readWhenTimerRan = reads;
        resolve();
      }, 0),
    );
    await Promise.all([slow.readAll(ids), timer]);
    expect(reads).toBe(16);
    // A timer (an IPC message, a paint) waits for one turn's few reads, not for all 16.
    expect(readWhenTimerRan).toBeLessThanOrEqual(4);
  });
});

describe('the board’s 30 days', () => {
  it('counts today from the runs the sparkline read and the days before from the daily sums alone', async () => {
    // The rows first (their 24 hours read), as the board lists them; then the 30 days.
    await board.readAll(['shop']);
    board.record(result(START + 5 * MIN, { watchClass: 'violates' }));
    await board.readAvailability(['shop']);
    // The run recorded between the two is counted once; the files' runs as before.
    expect((await board.state('shop')).availability30).toEqual({
      ratio: 719 / 721,
      degradedRatio: 1 / 721,
      counted: 721,
    });
  });

  it('counts a run recorded while the 30 days are being read, once', async () => {
    // With the rows read first (today from the sparkline's runs) and without (all from the files).
    for (const rowsFirst of [true, false]) {
      board = createFleetBoard(createHistoryStore(root), () => now);
      if (rowsFirst) await board.readAll(['shop']);
      const reading = board.readAvailability(['shop']);
      board.record(result(START + 5 * MIN, { watchClass: 'violates' }));
      await reading;
      expect((await board.state('shop')).availability30, `rows first: ${rowsFirst}`).toEqual({
        ratio: 719 / 721,
        degradedRatio: 1 / 721,
        counted: 721,
      });
    }
  });

  it('keeps a run recorded while the figure is read again', async () => {
    // The files' read of the refresh held until the run is recorded, and awaited.
    const store = createHistoryStore(root);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const reads: Promise<unknown>[] = [];
    board = createFleetBoard(
      {
        ...store,
        availability: (...args: Parameters<typeof store.availability>) => {
          const read = (reads.length > 0 ? held : Promise.resolve()).then(() => store.availability(...args));
          reads.push(read);
          return read;
        },
      },
      () => now,
    );
    await board.readAvailability(['shop']);
    now = START + 2 * AVAILABILITY_REFRESH_MS;
    // The look that starts the new read, then a run while it reads.
    await board.state('shop');
    expect(reads).toHaveLength(2);
    board.record(result(now - MIN, { watchClass: 'violates' }));
    release();
    await reads[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect((await board.state('shop')).availability30).toEqual({
      ratio: 719 / 721,
      degradedRatio: 1 / 721,
      counted: 721,
    });
  });

  it('agrees with the folder as `report` reads it, at UTC midnights and month ends', async () => {
    const moments = [
      Date.UTC(2026, 11, 1, 0, 5), // yesterday not summed yet (a run may still come)
      Date.UTC(2026, 11, 1, 0, 20),
      Date.UTC(2026, 10, 30, 23, 59),
      Date.UTC(2026, 11, 31, 23, 50),
      Date.UTC(2027, 0, 1, 0, 16),
      Date.UTC(2026, 2, 1, 12),
    ];
    for (const at of moments) {
      const folder = await mkdtemp(join(tmpdir(), 'ri-board-edges-'));
      await seedHistory(folder, 'shop', { from: at - 35 * DAY, to: at - 2 * MIN, stepMs: 7 * MIN }, (_, i) =>
        i % 13 === 0
          ? { watchClass: 'timeout', responseMs: null, categories: null }
          : { watchClass: i % 17 === 0 ? 'violates' : 'conforms', responseMs: 10, categories: 1 },
      );
      // The sums kept ahead, as the watch keeps them.
      await createHistoryStore(folder).availability('shop', at - 40 * DAY, at, at);
      const edges = createFleetBoard(createHistoryStore(folder), () => at);
      await edges.readAll(['shop']);
      await edges.readAvailability(['shop']);
      const read = summaryOfSegment(
        await createHistoryStore(folder).availability('shop', availabilityStart(at), at, at),
      );
      expect((await edges.state('shop')).availability30, new Date(at).toISOString()).toEqual({
        ratio: read.availability,
        degradedRatio: read.degraded,
        counted: read.counted,
      });
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('is not there before it is read, then counts every run of the window', async () => {
    expect((await board.state('shop')).availability30).toBeUndefined();
    await board.readAvailability(['shop']);
    expect((await board.state('shop')).availability30).toEqual({
      ratio: 718 / 720,
      degradedRatio: 0,
      counted: 720,
    });
  });

  it('adds each new run, counting a violation as degraded and a maintenance run not at all', async () => {
    await board.readAvailability(['shop']);
    board.record(result(START + 10 * MIN, { watchClass: 'violates' }));
    board.record(result(START + 20 * MIN, { watchClass: 'unreachable', maintenance: true }));
    // Older than what is counted (the files held it): not twice.
    board.record(result(START - 30 * MIN));
    expect((await board.state('shop')).availability30).toEqual({
      ratio: 719 / 721,
      degradedRatio: 1 / 721,
      counted: 721,
    });
  });

  it('is read again once an hour, without the runs that left the window', async () => {
    await board.readAvailability(['shop']);
    // A day on: the window starts a day later (the UTC day 30 days before), so the first day's 12
    // runs, the two timed-out ones among them, left it.
    now = START + DAY;
    expect(DAY).toBeGreaterThanOrEqual(AVAILABILITY_REFRESH_MS);
    // The first look answers with the figure it has and reads it again behind.
    expect((await board.state('shop')).availability30).toMatchObject({ counted: 720 });
    await expect
      .poll(async () => (await board.state('shop')).availability30, { timeout: 5_000 })
      .toEqual({ ratio: 1, degradedRatio: 0, counted: 708 });
  });
});

/**
 * The watch history of one connection over a year of one-minute results (525,600 runs, 13 month
 * files of the history store's format, written by test/helpers/watch-history-seed.ts) read the way
 * the timeline asks for it: `getHistory` through the handler table (argument check, range read by
 * binary search, min/max decimation to 1,100 buckets, the snapshot marks and events), in this
 * process. Beside it, in the same run, the floor: reading the same files' bytes with readFile and
 * nothing else. Goal: the handler answers within 1 s.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { connectionKey } from '../electron/core/snapshots/snapshot-names';
import { createDemoServer } from '../electron/core/server/demo-server';
import {
  createHandlerSession,
  openProfileStore,
  settleHandlerSessions,
} from '../test/helpers/handler-session';
import { DEMO_DATASET } from '../test/helpers/repo-paths';
import { seedHistory, type SeededRun } from '../test/helpers/watch-history-seed';
import { median } from './http-load';

/** Goal: a year of one-minute results loads through the handler within this many ms. */
export const HISTORY_LOAD_GOAL_MS = 1_000;
/** Runs in the year measured. */
export const YEAR_RUNS = 525_600;
/** About one bucket per pixel of a 1,100-pixel-wide chart, as the timeline asks. */
const BUCKETS = 1_100;
const ROUNDS = 7;
const MINUTE = 60_000;

/** Median times in ms of the handler's answer and of the bare file reads, and what was read. */
export interface HistoryLoadCost {
  readonly handlerMs: number;
  /** The first call (its files not yet in this process's caches, the OS cache warm from the seed). */
  readonly firstMs: number;
  readonly readFilesMs: number;
  readonly runs: number;
  readonly buckets: number;
  readonly fileBytes: number;
  readonly rounds: number;
}

/**
 * A year of a watched installation, minute by minute: conforming, slower by day, a week of
 * violations, a few days unreachable, a snapshot every two weeks (the same for the bench in
 * Chromium, bench/watch-chromium.ts).
 */
export function yearRun(at: number, index: number, to: number): SeededRun {
  const daysAgo = (to - at) / (1_440 * MINUTE);
  if (daysAgo > 200 && daysAgo < 203)
    return { watchClass: 'unreachable', responseMs: null, categories: null };
  if (daysAgo > 90 && daysAgo < 97) return { watchClass: 'violates', responseMs: 180, categories: 2_000 };
  const hour = new Date(at).getUTCHours();
  const responseMs = 60 + (hour >= 8 && hour < 20 ? 80 : 0) + (index % 17) * 3;
  const snapshot = index % 20_160 === 0 ? { snapshotId: `bench.${String(index).padStart(16, '0')}` } : {};
  return { watchClass: 'conforms', responseMs, categories: daysAgo > 150 ? 1_990 : 2_000, ...snapshot };
}

/** Seeds a year ending at `to` for `profileId` under `historyRoot`; returns how many runs it wrote. */
export function seedYear(historyRoot: string, profileId: string, to: number): Promise<number> {
  return seedHistory(historyRoot, profileId, { from: to - YEAR_RUNS * MINUTE, to, stepMs: MINUTE }, (at, i) =>
    yearRun(at, i, to),
  );
}

function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  return fn().then((value) => [performance.now() - started, value]);
}

/** Measures getHistory over a seeded year against reading its files. */
export async function measureHistoryLoad(): Promise<HistoryLoadCost> {
  const folder = await mkdtemp(join(tmpdir(), 'retail-inspector-bench-history-'));
  const demo = createDemoServer({ defaultDataset: DEMO_DATASET });
  try {
    const profiles = await openProfileStore(folder);
    const session = createHandlerSession({ profiles, demo, capturesDir: join(folder, 'captures') });
    const { profile } = await session.value('saveProfile', {
      name: 'Bench shop',
      baseUrl: 'http://127.0.0.1:9',
    });
    const to = Date.now();
    const historyRoot = join(folder, 'history');
    const written = await seedYear(historyRoot, profile.id, to);
    if (written !== YEAR_RUNS) throw new Error(`seeded ${written} runs, not ${YEAR_RUNS}`);
    const files = (await readdir(join(historyRoot, connectionKey(profile.id)))).map((name) =>
      join(historyRoot, connectionKey(profile.id), name),
    );
    const args = { profileId: profile.id, from: to - 365 * 1_440 * MINUTE, to, buckets: BUCKETS };
    const load = () => session.value('getHistory', args);
    const readAll = async () =>
      (await Promise.all(files.map((file) => readFile(file)))).reduce((n, b) => n + b.length, 0);

    const [firstMs, first] = await time(load);
    if (first.runs !== YEAR_RUNS) throw new Error(`getHistory saw ${first.runs} runs, not ${YEAR_RUNS}`);
    let fileBytes = await readAll();
    const handler: number[] = [];
    const reads: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      // Interleaved, which goes first alternating, so GC and drift hit both.
      const order = i % 2 === 0 ? ['load', 'read'] : ['read', 'load'];
      for (const what of order) {
        if (what === 'load') handler.push((await time(load))[0]);
        else {
          const [ms, bytes] = await time(readAll);
          reads.push(ms);
          fileBytes = bytes;
        }
      }
    }
    await settleHandlerSessions();
    return {
      handlerMs: median(handler),
      firstMs,
      readFilesMs: median(reads),
      runs: first.runs,
      buckets: first.buckets,
      fileBytes,
      rounds: ROUNDS,
    };
  } finally {
    await demo.stop();
    await rm(folder, { recursive: true, force: true });
  }
}

/** Prints the history rows beside their baseline and the goal; returns whether the goal was met. */
export function historyLoadTable(cost: HistoryLoadCost, log: (line?: string) => void): boolean {
  const mb = (cost.fileBytes / 1024 / 1024).toFixed(1);
  log(
    `Watch history, one connection, a year of one-minute results (${cost.runs.toLocaleString('en-US')} runs, ` +
      `${mb} MB in month files; median of ${cost.rounds} interleaved rounds, ms)`,
  );
  const row = (label: string, ms: number) => log(`  ${label.padEnd(58)}${ms.toFixed(1).padStart(9)}`);
  row(`getHistory through the handler -> ${cost.buckets.toLocaleString('en-US')} buckets`, cost.handlerMs);
  row('  its first call', cost.firstMs);
  row('baseline: readFile of the same month files, nothing else', cost.readFilesMs);
  const worst = Math.max(cost.handlerMs, cost.firstMs);
  const ok = worst <= HISTORY_LOAD_GOAL_MS;
  log(
    `  goal: a year loads in <= ${HISTORY_LOAD_GOAL_MS} ms: ${ok ? 'PASS' : 'FAIL'} (${worst.toFixed(0)} ms)`,
  );
  return ok;
}

/**
 * Measures the diff engine (shared/diff/) against reading the data: `JSON.parse` of both category
 * bodies versus diffing the parsed lists, 100,000 against 100,000 categories with 1 % changed (a
 * third renamed, a third re-imaged, a third replaced by new ids). The two are interleaved, which goes
 * first alternating, so GC and drift hit both; the ratio is of the medians. Goal: <= 1.0.
 */
import { performance } from 'node:perf_hooks';
import { diffDatasets } from '../shared/diff/dataset-diff';
import type { CategoryRow } from '../shared/diff/diff-types';
import { changedRows } from './diff-captures';
import { median } from './http-load';
import { syntheticCategories } from './synthetic-dataset';

/** The diff's goal: at most this many times the cost of parsing both bodies. */
export const DIFF_GOAL = 1.0;

/** Medians in milliseconds, their ratio (diff / parse of both) and what the diff found. */
export interface DiffCost {
  readonly parseMs: number;
  readonly diffMs: number;
  readonly ratio: number;
  readonly iterations: number;
  readonly changedRows: number;
}

const ITERATIONS = 21;
const WARMUP = 3;

function time(fn: () => void): number {
  const started = performance.now();
  fn();
  return performance.now() - started;
}

/** The categories body of `count` categories, and the same with 1 % of the rows changed. */
export function diffBodies(count: number): { before: string; after: string } {
  const rows = syntheticCategories(count);
  const changed = changedRows(rows, (k) => `images/new-${k}.png`);
  return {
    before: JSON.stringify({ status: true, rows }),
    after: JSON.stringify({ status: true, rows: changed }),
  };
}

/** Measures the diff of `count` against `count` categories. */
export function measureDiffCost(count = 100_000, iterations = ITERATIONS): DiffCost {
  const { before, after } = diffBodies(count);
  const info = { company_name: 'Bench' };
  const parse = () => {
    JSON.parse(before);
    JSON.parse(after);
  };
  const was = (JSON.parse(before) as { rows: CategoryRow[] }).rows;
  const now = (JSON.parse(after) as { rows: CategoryRow[] }).rows;
  let changedRows = 0;
  const diff = () => {
    const result = diffDatasets({ info, categories: was }, { info, categories: now });
    changedRows = result.counts.added + result.counts.removed + result.counts.changed;
  };
  for (let i = 0; i < WARMUP; i++) [parse, diff].forEach((fn) => fn());
  const parseTimes: number[] = [];
  const diffTimes: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const order = i % 2 === 0 ? [parse, diff] : [diff, parse];
    for (const fn of order) (fn === parse ? parseTimes : diffTimes).push(time(fn));
  }
  const parseMs = median(parseTimes);
  const diffMs = median(diffTimes);
  return { parseMs, diffMs, ratio: diffMs / parseMs, iterations, changedRows };
}

/** Prints the diff row beside its baseline and the goal; returns whether the goal was met. */
export function diffTable(cost: DiffCost, log: (line?: string) => void): boolean {
  log(
    `Diff cost, ms (median of ${cost.iterations} interleaved runs; ratio = diff / JSON.parse of both bodies)`,
  );
  log(`  ${'case'.padEnd(44)}${'parse'.padStart(8)}${'diff'.padStart(9)}${'ratio'.padStart(8)}`);
  log(
    `  ${'100,000 vs 100,000 categories, 1 % changed'.padEnd(44)}${cost.parseMs.toFixed(1).padStart(8)}` +
      `${cost.diffMs.toFixed(1).padStart(9)}${cost.ratio.toFixed(2).padStart(8)}`,
  );
  const met = cost.ratio <= DIFF_GOAL;
  log(
    `  goal: diff <= ${DIFF_GOAL.toFixed(1)} x JSON.parse: ${met ? 'met' : 'MISSED'} (${cost.ratio.toFixed(2)}; ` +
      `${cost.changedRows.toLocaleString('en-US')} rows added, removed or changed)`,
  );
  return met;
}

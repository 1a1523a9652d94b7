/**
 * The whole `retail-inspector diff` process as users run it (the launcher on the PATH, default
 * flags, its standard output a pipe this process drains) on two 100,000-category captures with 1 %
 * changed, against a Node process that only reads and parses both files (readFileSync, JSON.parse)
 * and exits. Each round runs both, which goes first alternating, so load and drift hit both; the
 * ratio is of the medians of the wall times (spawn to exit). Peak resident set sizes are read by
 * Node itself as each child exits (process.resourceUsage().maxRSS, through --import). Goal: <= 2.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CLI_BIN } from '../test/helpers/repo-paths';
import { writeDiffCaptures } from './diff-captures';
import { median } from './http-load';

/** The goal: the diff process at most this many times the process that only parses both files. */
export const DIFF_PROCESS_GOAL = 2.0;

const ROUNDS = 9;
const WARMUP = 1;
const RUN_TIMEOUT_MS = 120_000;
const RSS_PROBE =
  "data:text/javascript,import{writeFileSync}from'node:fs';process.on('exit',()=>writeFileSync(process.env.RI_BENCH_RSS_FILE,String(process.resourceUsage().maxRSS)))";
const PARSE_BOTH =
  "const{readFileSync}=require('node:fs');for(const f of process.argv.slice(1))JSON.parse(readFileSync(f,'utf8'))";

/** One process's medians: wall time (ms), peak RSS (MiB), and the time's ratio to the baseline's. */
export interface ProcessRow {
  readonly label: string;
  readonly ms: number;
  readonly rssMiB: number;
  readonly ratio: number;
}

/** The baseline, the diff, and another build's diff when DIFF_BENCH_COMPARE_CLI names one. */
export interface DiffProcessCost {
  readonly rounds: number;
  readonly baseline: ProcessRow;
  readonly diff: ProcessRow;
  readonly compared: ProcessRow | null;
  /** The diff's summary line of categories, as a check that it compared what it should. */
  readonly categoriesLine: string;
}

interface Run {
  readonly ms: number;
  readonly rssMiB: number;
  readonly stdout: string;
  readonly code: number | null;
}

function run(args: readonly string[], rssFile: string): Promise<Run> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', RSS_PROBE, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, RI_BENCH_RSS_FILE: rssFile },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk.slice(0, 4_000)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
    child.once('error', reject);
    child.once('close', (code, signal) => {
      const ms = performance.now() - started;
      clearTimeout(timer);
      if (signal) return reject(new Error(`${args.join(' ')}: ${signal}\n${stderr}`));
      readFile(rssFile, 'utf8').then(
        (kib) => resolve({ ms, rssMiB: Number(kib) / 1024, stdout, code }),
        reject,
      );
    });
  });
}

/**
 * Measures the diff process and its baseline on `count` against `count` categories. `compareCli`
 * (default: the DIFF_BENCH_COMPARE_CLI variable) is another build's launcher, e.g. the previous
 * commit's, measured in the same rounds (informational).
 */
export async function measureDiffProcess(
  count = 100_000,
  rounds = ROUNDS,
  compareCli = process.env.DIFF_BENCH_COMPARE_CLI || null,
): Promise<DiffProcessCost> {
  const folder = await mkdtemp(join(tmpdir(), 'retail-inspector-diff-bench-'));
  try {
    const { before, after } = await writeDiffCaptures(folder, count);
    const rssFile = join(folder, 'rss');
    const diffWith = (cli: string) => async () => {
      const result = await run([cli, 'diff', before, after], rssFile);
      // 1: the sides differ, as they do; anything else is a broken bench.
      if (result.code !== 1)
        throw new Error(`${cli} diff exited ${result.code}:\n${result.stdout.slice(0, 2_000)}`);
      return result;
    };
    const contenders = [
      {
        label: 'node: readFileSync + JSON.parse of both captures',
        run: () => run(['-e', PARSE_BOTH, before, after], rssFile),
      },
      { label: 'retail-inspector diff before.json after.json', run: diffWith(CLI_BIN) },
      ...(compareCli ? [{ label: `the same, ${compareCli}`, run: diffWith(compareCli) }] : []),
    ];
    const runs: Run[][] = contenders.map(() => []);
    // Each round starts with another contender, so none always runs first (or last).
    for (let i = 0; i < WARMUP + rounds; i++) {
      for (let j = 0; j < contenders.length; j++) {
        const at = (i + j) % contenders.length;
        const result = await contenders[at]!.run();
        if (i >= WARMUP) runs[at]!.push(result);
      }
    }
    const rows = contenders.map(({ label }, at) => ({
      label,
      ms: median(runs[at]!.map((r) => r.ms)),
      rssMiB: median(runs[at]!.map((r) => r.rssMiB)),
    }));
    const withRatio = (row: (typeof rows)[number]) => ({ ...row, ratio: row.ms / rows[0]!.ms });
    const categoriesLine =
      runs[1]![0]!.stdout.split('\n').find((line) => line.startsWith('Categories:')) ?? '';
    return {
      rounds,
      baseline: withRatio(rows[0]!),
      diff: withRatio(rows[1]!),
      compared: rows[2] ? withRatio(rows[2]) : null,
      categoriesLine,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Prints the process row beside its baseline and the goal; returns whether the goal was met. */
export function diffProcessTable(cost: DiffProcessCost, log: (line?: string) => void): boolean {
  log(
    `Diff process, ms and peak RSS (median of ${cost.rounds} interleaved rounds; ratio = diff / a process ` +
      'that only parses both files)',
  );
  const row = ({ label, ms, rssMiB, ratio }: ProcessRow) =>
    log(
      `  ${label.padEnd(52)}${ms.toFixed(0).padStart(7)}${rssMiB.toFixed(0).padStart(7)} MiB${ratio.toFixed(2).padStart(8)}`,
    );
  row(cost.baseline);
  row(cost.diff);
  if (cost.compared) row(cost.compared);
  log(`  (${cost.categoriesLine.trim()})`);
  const met = cost.diff.ratio <= DIFF_PROCESS_GOAL;
  log(
    `  goal: the diff process <= ${DIFF_PROCESS_GOAL.toFixed(1)} x parsing both: ${met ? 'met' : 'MISSED'} ` +
      `(${cost.diff.ratio.toFixed(2)})`,
  );
  return met;
}

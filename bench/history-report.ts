/**
 * `retail-inspector report` as support engineers run it (the launcher on the PATH, default flags
 * but `--from`, JSON to a file) over a `watch --history` folder of 1,000 connections with 90 days of
 * one-minute results each (129.6 million runs, 2.6 GB of month files). One connection's months are
 * written by test/helpers/watch-history-seed.ts and hard-linked into the other 999 folders (the
 * report reads each folder's files on their own; the links only spare the disk), each with its own
 * `connection.json`. The first report finds no daily sums and builds them from every run; the
 * report after it reads the sums, which is what a report is once the history has been read before
 * (the fleet board's 30-day column and every report keep them). Beside them, in the same run, the
 * floor: a Node process that only lists the folders and reads each month file's size. Goal: the
 * report with its sums kept within 10 s.
 */
import { spawn } from 'node:child_process';
import { link, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CLI_BIN } from '../test/helpers/repo-paths';
import { seedHistory } from '../test/helpers/watch-history-seed';
import { median } from './http-load';
import { yearRun } from './watch-history';

/** Goal: the 90-day report of 1,000 connections, its daily sums kept, within this many ms. */
export const REPORT_GOAL_MS = 10_000;
export const REPORT_CONNECTIONS = 1_000;
export const REPORT_DAYS = 90;
const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
const ROUNDS = 3;
const RUN_TIMEOUT_MS = 600_000;
const LIST_SIZES =
  "const{readdirSync,statSync}=require('node:fs');const{join}=require('node:path');const r=process.argv[1];" +
  'for(const d of readdirSync(r))for(const f of readdirSync(join(r,d)))statSync(join(r,d,f))';

/** Median wall times in ms (spawn to exit) and what was read. */
export interface ReportCost {
  readonly coldMs: number;
  readonly warmMs: number;
  readonly floorMs: number;
  readonly connections: number;
  readonly runs: number;
  readonly fileBytes: number;
  readonly rounds: number;
}

/** Seeds the folder, then times the cold report once and the warm one and the floor ROUNDS times each. */
export async function measureHistoryReport(log: (line?: string) => void): Promise<ReportCost> {
  const folder = await mkdtemp(join(tmpdir(), 'retail-inspector-bench-report-'));
  try {
    const root = join(folder, 'history');
    const to = Date.now();
    const from = to - REPORT_DAYS * DAY;
    log(`report: seeding ${REPORT_CONNECTIONS.toLocaleString('en-US')} connections × ${REPORT_DAYS} days...`);
    // One day more than the range, so its first day is whole.
    const runs = await seedHistory(root, 'shop-0000', { from: from - DAY, to, stepMs: MINUTE }, (at, i) =>
      yearRun(at, i, to),
    );
    const template = join(root, 'shop-0000');
    const files = await readdir(template);
    let fileBytes = 0;
    for (const file of files) fileBytes += (await readFile(join(template, file))).length;
    await writeNote(template, 0);
    for (let n = 1; n < REPORT_CONNECTIONS; n++) {
      const name = `shop-${String(n).padStart(4, '0')}`;
      await mkdir(join(root, name));
      for (const file of files) await link(join(template, file), join(root, name, file));
      await writeNote(join(root, name), n);
    }
    const fromText = new Date(from).toISOString().slice(0, 19) + 'Z';
    const out = join(folder, 'report.json');
    const report = async () => {
      await rm(out, { force: true });
      const ms = await timed(process.execPath, [
        CLI_BIN,
        'report',
        '--history',
        root,
        '--from',
        fromText,
        '--format',
        'json',
        '--out',
        out,
      ]);
      const written = JSON.parse(await readFile(out, 'utf8')) as { connections: unknown[] };
      if (written.connections.length !== REPORT_CONNECTIONS)
        throw new Error(
          `the report named ${written.connections.length} connections, not ${REPORT_CONNECTIONS}`,
        );
      return ms;
    };
    log('report: the first report (no daily sums yet)...');
    const coldMs = await report();
    const warm: number[] = [];
    const floor: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      // Which goes first alternates, so load and drift hit both.
      if (i % 2 === 0) {
        warm.push(await report());
        floor.push(await timed(process.execPath, ['-e', LIST_SIZES, root]));
      } else {
        floor.push(await timed(process.execPath, ['-e', LIST_SIZES, root]));
        warm.push(await report());
      }
    }
    return {
      coldMs,
      warmMs: median(warm),
      floorMs: median(floor),
      connections: REPORT_CONNECTIONS,
      runs: runs * REPORT_CONNECTIONS,
      fileBytes: fileBytes * REPORT_CONNECTIONS,
      rounds: ROUNDS,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Prints the rows and the goal; returns whether it was met. */
export function historyReportTable(cost: ReportCost, log: (line?: string) => void): boolean {
  const gb = (cost.fileBytes / 1024 ** 3).toFixed(1);
  log(
    `report --history, ${cost.connections.toLocaleString('en-US')} connections × ${REPORT_DAYS} days of one-minute ` +
      `results (${cost.runs.toLocaleString('en-US')} runs, ${gb} GB of month files; the process as run, ms; ` +
      `median of ${cost.rounds} interleaved rounds)`,
  );
  const row = (label: string, ms: number) => log(`  ${label.padEnd(64)}${ms.toFixed(0).padStart(9)}`);
  row('report --format json --out FILE, daily sums kept', cost.warmMs);
  row('  the first report, building the daily sums from every run', cost.coldMs);
  row('floor: a node process listing the folders and their files', cost.floorMs);
  const ok = cost.warmMs <= REPORT_GOAL_MS;
  log(
    `  goal: the report within ${REPORT_GOAL_MS.toLocaleString('en-US')} ms once its sums are kept: ` +
      `${ok ? 'PASS' : 'FAIL'} (${cost.warmMs.toFixed(0)} ms, ${(cost.warmMs / cost.floorMs).toFixed(1)}× the floor)`,
  );
  return ok;
}

async function writeNote(folder: string, n: number): Promise<void> {
  const note = { name: `Shop ${String(n).padStart(4, '0')}`, baseUrl: `https://shop-${n}.example` };
  await writeFile(join(folder, 'connection.json'), JSON.stringify(note));
}

// The wall time of one process, spawn to exit; a failure or a hang is an error (the bench's, exit 1).
function timed(command: string, args: readonly string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < 4_000) stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const ms = performance.now() - started;
      if (code === 0) resolve(ms);
      else reject(new Error(`${args.slice(0, 3).join(' ')} ended with ${code ?? signal}: ${stderr.trim()}`));
    });
  });
}

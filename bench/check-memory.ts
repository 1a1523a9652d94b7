/**
 * The memory of `check` on a hostile answer (issue 18): the built CLI with its default flags against
 * an installation on 127.0.0.1 whose categories answer is 60 MB of 1.3 million rows with every field
 * the wrong type (6.5 million problems). The child's peak resident set is read by Node itself at its
 * exit (process.resourceUsage().maxRSS, through --import), so no external tool is needed. Goal: below
 * 1 GB; before problem lists were capped, this ran out of heap.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI_BIN, REPO_ROOT } from '../test/helpers/repo-paths';

/** The goal: peak RSS of the whole `check` process, in MB (of 1,000,000 bytes). */
export const CHECK_MEMORY_GOAL_MB = 1_000;
const ROWS = 1_300_000;
const TIMEOUT_MS = 300_000;
// Writes the process's peak RSS (kB) to the file the environment names, as it exits.
const RSS_PROBE =
  "data:text/javascript,import{writeFileSync}from'node:fs';process.on('exit',()=>writeFileSync(process.env.RI_BENCH_RSS_FILE,String(process.resourceUsage().maxRSS)))";

/** What one run measured. */
export interface CheckMemory {
  readonly bodyBytes: number;
  readonly rows: number;
  readonly exitCode: number | null;
  readonly peakRssMb: number;
  readonly seconds: number;
  /** The verdict line `check` printed. */
  readonly result: string;
}

/** Runs the built `check` against the hostile installation and reads its peak RSS. */
export async function measureCheckMemory(): Promise<CheckMemory> {
  const body = badRowsBody(ROWS);
  const server = await serveInstallation(body);
  const folder = await mkdtemp(join(tmpdir(), 'ri-bench-check-'));
  const rssFile = join(folder, 'rss');
  try {
    const started = performance.now();
    const { code, stdout } = await runCheck(
      `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      rssFile,
    );
    const seconds = (performance.now() - started) / 1000;
    const peakKb = Number(await readFile(rssFile, 'utf8'));
    const result = /^Result: .*$/m.exec(stdout)?.[0] ?? '(no result line)';
    return {
      bodyBytes: body.length,
      rows: ROWS,
      exitCode: code,
      peakRssMb: (peakKb * 1024) / 1e6,
      seconds,
      result,
    };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(folder, { recursive: true, force: true });
  }
}

/** Prints the row; returns whether the goal was met. */
export function checkMemoryTable(m: CheckMemory, log: (line?: string) => void): boolean {
  const ok = m.peakRssMb < CHECK_MEMORY_GOAL_MB && m.exitCode === 1;
  log('check of a hostile answer (the built CLI, default flags)');
  log(
    `  ${(m.bodyBytes / 1e6).toFixed(1)} MB, ${m.rows.toLocaleString('en-US')} rows breaking every field: ` +
      `peak RSS ${Math.round(m.peakRssMb)} MB in ${m.seconds.toFixed(1)} s, exit ${m.exitCode} (${m.result})`,
  );
  log(`  goal: peak RSS < ${CHECK_MEMORY_GOAL_MB} MB and exit 1: ${ok ? 'PASS' : 'FAIL'}`);
  return ok;
}

// Each row 45 bytes plus a comma: 1.3 million of them make the 60 MB of the issue.
function badRowsBody(rows: number): Buffer {
  const row = '{"id":0,"code":0,"name":0,"slug":0,"image":0}';
  return Buffer.from(`{"status":true,"rows":[${Array.from({ length: rows }, () => row).join(',')}]}`);
}

function serveInstallation(categories: Buffer): Promise<Server> {
  const server = createServer((req, res) => {
    const base = `http://${req.headers.host ?? '127.0.0.1'}`;
    const body = req.url?.startsWith('/api/v2/auth/info')
      ? Buffer.from(JSON.stringify(info(base)))
      : categories;
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

function info(base: string): Record<string, unknown> {
  return {
    status: true,
    code: '200',
    version: 'v2',
    id: '1',
    logo: `${base}/logo.png`,
    assets_url: `${base}/`,
    company_name: 'Bench',
    language: 'English',
    default_warehouse: '1',
    default_sales_account: '4000',
    default_currency: 'EUR',
    timezone: 'Europe/Berlin',
    decimals: '2',
    qty_decimals: '3',
    decimals_sep: '.',
    dateformat: '1',
  };
}

function runCheck(baseUrl: string, rssFile: string): Promise<{ code: number | null; stdout: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, RI_BENCH_RSS_FILE: rssFile };
  delete env.RETAIL_INSPECTOR_TOKEN;
  const child = spawn(process.execPath, ['--import', RSS_PROBE, CLI_BIN, 'check', '--base-url', baseUrl], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`check did not finish within ${TIMEOUT_MS / 1000} s`));
    }, TIMEOUT_MS);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout });
    });
  });
}

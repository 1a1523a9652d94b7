/**
 * The processes of the exporter benchmark: the built `retail-inspector exporter` (dist/cli.js) and
 * Debian's `prometheus-blackbox-exporter`, each on 127.0.0.1 with a port of its own choosing, read
 * from its log. CPU time and resident memory come from /proc (Linux only; NaN elsewhere).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CLI_BIN } from '../test/helpers/repo-paths';
import { processCpuMs } from './proc-cpu';

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/** Where Debian installs the blackbox exporter. */
export const BLACKBOX_PATH = process.env.BLACKBOX_EXPORTER_PATH ?? '/usr/bin/prometheus-blackbox-exporter';

/** A running process under measurement. */
export interface Measured {
  readonly url: string;
  /** CPU time (user + system) used so far, in ms. */
  cpuMs(): number;
  /** Resident set now and at its peak, in MB (of 1,000,000 bytes). */
  rssMb(): { readonly now: number; readonly peak: number };
  stop(): Promise<void>;
}

function procRssMb(pid: number | undefined): { now: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { now: (kb('VmRSS') * 1024) / 1e6, peak: (kb('VmHWM') * 1024) / 1e6 };
  } catch {
    return { now: Number.NaN, peak: Number.NaN };
  }
}

function kill(child: ChildProcess): void {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

// Starts `command`, resolving with the address `listening` finds in its output.
function startMeasured(
  command: string,
  args: readonly string[],
  listening: RegExp,
  env: Readonly<Record<string, string>> = {},
): Promise<Measured> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  let head = '';
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      kill(child);
      reject(new Error(`${command} did not start: ${reason}\n${head.slice(0, 2_000)}`));
    };
    const timer = setTimeout(
      () => fail(`not listening within ${START_TIMEOUT_MS / 1000} s`),
      START_TIMEOUT_MS,
    );
    child.once('error', (error) => fail(error.message));
    const read = (chunk: Buffer) => {
      if (head.length > 20_000) return;
      head += chunk.toString('utf8');
      const match = listening.exec(head);
      if (!match) return;
      head = head.slice(0, 20_001);
      clearTimeout(timer);
      resolve({
        url: `http://${match[1]!}`,
        cpuMs: () => processCpuMs(child.pid),
        rssMb: () => procRssMb(child.pid),
        async stop() {
          child.kill('SIGTERM');
          const timeout = setTimeout(() => kill(child), STOP_TIMEOUT_MS);
          await exited;
          clearTimeout(timeout);
        },
      });
    };
    // Both write their log; neither is read after the start, so it is drained and dropped.
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
  });
}

/**
 * The exporter on `fleetFile`, `concurrency` probes at once; `nodeArgs`, `cliArgs` for trials;
 * `caFile` the private authority the installations' certificates are signed by (NODE_EXTRA_CA_CERTS,
 * as users trust one).
 */
export function startExporterBench(
  fleetFile: string,
  concurrency: number,
  nodeArgs: readonly string[] = [],
  cliArgs: readonly string[] = [],
  caFile?: string,
): Promise<Measured> {
  return startMeasured(
    process.execPath,
    [
      ...nodeArgs,
      CLI_BIN,
      'exporter',
      '--port',
      '0',
      '--fleet',
      fleetFile,
      '--concurrency',
      String(concurrency),
      ...cliArgs,
    ],
    /Listening on http:\/\/([\d.]+:\d+)/,
    caFile ? { NODE_EXTRA_CA_CERTS: caFile } : {},
  );
}

// The answers read as the exporter reads them: gzip asked for (Accept-Encoding) and, for the
// categories (the answer serve compresses), decompressed (`compression` reads the whole body through
// the decompressor; it fails a probe whose answer is not gzip, hence a module per operation). With
// `caFile` its TLS checks are on: https required, the certificate verified against that authority
// (as the exporter verifies it, and reads its expiry, as the blackbox exporter does on every probe).
function blackboxConfig(caFile: string | undefined): string {
  const tls = caFile
    ? ['      fail_if_not_ssl: true', '      tls_config:', `        ca_file: ${caFile}`]
    : [];
  return [
    'modules:',
    '  http_info:',
    '    prober: http',
    '    timeout: 5s',
    '    http:',
    ...tls,
    '      headers:',
    '        Accept-Encoding: gzip',
    '  http_gzip:',
    '    prober: http',
    '    timeout: 5s',
    '    http:',
    '      compression: gzip',
    ...tls,
    '      headers:',
    '        Accept-Encoding: gzip',
    '',
  ].join('\n');
}

/** The blackbox modules for the two operations. */
export const BLACKBOX_MODULES = { info: 'http_info', categories: 'http_gzip' } as const;

/** The blackbox exporter with BLACKBOX_MODULES (2xx within 5 s), its config written to `folder`. */
export async function startBlackbox(folder: string, caFile?: string): Promise<Measured> {
  const config = join(folder, 'blackbox.yml');
  await writeFile(config, blackboxConfig(caFile));
  return startMeasured(
    BLACKBOX_PATH,
    [`--config.file=${config}`, '--web.listen-address=127.0.0.1:0', '--log.level=info'],
    /address=([\d.]+:\d+)/,
  );
}

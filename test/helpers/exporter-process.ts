// `retail-inspector exporter` as a real process for integration tests and benchmarks: started on a
// fleet file on 127.0.0.1 with a free port, its address read from its first log line; scrapes with
// a bounded wait; `promtool check metrics` on a text (Debian's prometheus package; a clear failure
// saying how to install it when it is missing). Stopped by killAllClis.
import { spawn } from 'node:child_process';
import { startCli, waitForStdout, type Cli } from './cli-process';

/** A running exporter process. */
export interface ExporterProcess {
  readonly cli: Cli;
  /** http://127.0.0.1:PORT */
  readonly url: string;
}

/** Starts the exporter on `fleetFile` with `args` added, `env` added to a clean environment. */
export async function startExporterProcess(
  fleetFile: string,
  args: readonly string[] = [],
  env: Record<string, string> = {},
): Promise<ExporterProcess> {
  const cli = startCli(['exporter', '--fleet', fleetFile, '--port', '0', ...args], env);
  const url = await waitForStdout(
    cli,
    (text) => /Listening on (http:\/\/[^\s"]+)/.exec(text)?.[1] ?? null,
    'the exporter listening',
  );
  return { cli, url };
}

/** One answer of the exporter: status, content type and body. */
export interface Scrape {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
  readonly ms: number;
}

/** GETs `path` of the exporter (or POSTs with `method`), within `timeoutMs`. */
export async function scrape(
  url: string,
  path: string,
  init: { headers?: Record<string, string>; method?: string } = {},
  timeoutMs = 20_000,
): Promise<Scrape> {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  const body = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body,
    ms: performance.now() - started,
  };
}

/** The value of the series `name{labels}` in a metrics text (labels as written), or null. */
export function sample(text: string, series: string): number | null {
  for (const line of text.split('\n')) {
    if (line.startsWith(`${series} `)) return Number(line.slice(series.length + 1));
  }
  return null;
}

/**
 * `promtool check metrics` on `text`: its exit code and what it said. A loaded CI machine has taken
 * more than 10 s to start promtool (a Go binary of 100 MB) while Chromium suites ran beside it.
 */
export function promtoolCheckMetrics(
  text: string,
  timeoutMs = 60_000,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('promtool', ['check', 'metrics'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`promtool check metrics did not finish within ${timeoutMs} ms`));
    }, timeoutMs);
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        error.code === 'ENOENT'
          ? new Error('promtool is not installed: apt-get install -y prometheus (Debian) brings it')
          : error,
      );
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, output });
    });
    child.stdin.end(text);
  });
}

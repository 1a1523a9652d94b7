// The built `retail-inspector web --port 0` in a child process with its own empty data folder:
// shared by the end-to-end tests (test/e2e/web-app.ts), the benchmark of the renderer
// (bench/renderer-chromium.ts) and the shared-data-folder test. Every wait is bounded; `stop` never throws.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cp, mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { CLI_BIN, REPO_ROOT } from './repo-paths';

const OPEN_LINE = /^Open (http:\/\/127\.0\.0\.1:\d+\/\S*)/m;

/** A running web host over a temporary data folder. */
export interface WebHostProcess {
  /** The address to open, key included. */
  readonly url: string;
  /** Its RETAIL_INSPECTOR_DATA_DIR. */
  readonly dataDir: string;
  /** Everything the host printed so far. */
  output(): string;
  /** Stops the host and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * Starts the web host with an empty RETAIL_INSPECTOR_DATA_DIR, or on `sharedDataDir` (which the
 * caller removes), `extraEnv` added to its environment; fails if it is not ready in `startMs`.
 */
export async function startWebHost(
  startMs: number,
  folderPrefix: string,
  sharedDataDir?: string,
  extraEnv: Record<string, string> = {},
): Promise<WebHostProcess> {
  const dataDir = sharedDataDir ?? mkdtempSync(join(tmpdir(), folderPrefix));
  const env: NodeJS.ProcessEnv = { ...process.env, ...extraEnv, RETAIL_INSPECTOR_DATA_DIR: dataDir };
  delete env.RETAIL_INSPECTOR_TOKEN;
  const host = spawn(process.execPath, [CLI_BIN, 'web', '--port', '0'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  host.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  host.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const stop = async () => {
    await stopChild(host);
    if (!sharedDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await waitForOpenLine(host, () => output, startMs);
    return { url, dataDir, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

// Resolves with the URL the host prints once ready; fails on early exit or after `startMs`.
function waitForOpenLine(child: ChildProcess, output: () => string, startMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.off('exit', onExit);
      child.off('error', onError);
      outcome();
    };
    const check = () => {
      const match = OPEN_LINE.exec(output());
      if (match) finish(() => resolve(match[1]!));
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      finish(() =>
        reject(
          new Error(`the web host exited (${signal ?? `code ${code}`}) before it was ready:\n${output()}`),
        ),
      );
    const onError = (error: Error) => finish(() => reject(error));
    const timer = setTimeout(
      () => finish(() => reject(new Error(`no "Open" line within ${startMs} ms:\n${output()}`))),
      startMs,
    );
    child.stdout?.on('data', check);
    child.once('exit', onExit);
    child.once('error', onError);
    check();
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('close', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
  await exited;
  clearTimeout(timer);
}

/**
 * A dataset written elsewhere, made servable by `host`: the page may name only files in the captures
 * folder of the host's data folder, so the dataset's folder (images included) is copied there. Returns
 * the name to pass as `datasetFile`; the copy goes with the data folder when the host stops.
 */
export async function servableDataset(host: WebHostProcess, file: string): Promise<string> {
  const captures = join(host.dataDir, 'captures');
  await mkdir(captures, { recursive: true });
  const copy = await mkdtemp(join(captures, 'dataset-'));
  await cp(dirname(file), copy, { recursive: true });
  return relative(captures, join(copy, basename(file)));
}

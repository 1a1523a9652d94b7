// A real Prometheus for tests: Debian's binary on 127.0.0.1 (port 0; the port it got is read from its
// log), its storage and config in a temp folder, its HTTP API read with timeouts. `stopAllPrometheus`
// in afterEach/afterAll stops every server started, also after a failed test, and removes its folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { prometheusBinary } from './prometheus-tools';
import { bounded } from './waits';

/** One series of an instant query: its labels and value. */
export interface Sample {
  readonly metric: Record<string, string>;
  readonly value: number;
}

/** One alert of /api/v1/alerts. */
export interface PrometheusAlert {
  readonly labels: Record<string, string>;
  readonly annotations: Record<string, string>;
  readonly state: 'pending' | 'firing';
}

/** A running Prometheus. */
export interface RunningPrometheus {
  /** http://127.0.0.1:PORT */
  readonly url: string;
  /** An instant query's vector; throws with Prometheus's error for a query it refuses. */
  query(expr: string): Promise<Sample[]>;
  /** The alerts pending or firing now. */
  alerts(): Promise<PrometheusAlert[]>;
  /** `data` of a GET on an API path, e.g. `/api/v1/targets`. */
  api<T>(path: string): Promise<T>;
  /** What it has logged so far. */
  log(): string;
  stop(): Promise<void>;
}

const running = new Set<RunningPrometheus>();
const LISTENING = /msg="Listening on" address=(127\.0\.0\.1:\d+)/;

/**
 * Starts Prometheus on `config` (written as prometheus.yml beside `files`, e.g. rule files, in a
 * temp folder) and resolves once it is ready; rejects with its log when it exits or is not ready
 * within `timeoutMs`.
 */
export async function startPrometheus(
  config: object,
  files: Record<string, string> = {},
  timeoutMs = 20_000,
): Promise<RunningPrometheus> {
  const binary = prometheusBinary('prometheus');
  const dir = await mkdtemp(join(tmpdir(), 'ri-prometheus-'));
  await writeFile(join(dir, 'prometheus.yml'), stringify(config));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  const child = spawn(
    binary,
    [
      `--config.file=${join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      '--web.listen-address=127.0.0.1:0',
      '--log.level=info',
    ],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const server = handle(child, exited, dir, () => log);
  running.add(server);
  try {
    const address = await bounded(
      listening(child, () => log),
      timeoutMs,
      () => `Prometheus to listen\n${log}`,
    );
    Object.assign(server, { url: `http://${address}` });
    await ready(server.url, Date.now() + timeoutMs, () => log);
    return server;
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Stops every Prometheus `startPrometheus` started that is still running. */
export async function stopAllPrometheus(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}

function handle(
  child: ChildProcess,
  exited: Promise<void>,
  dir: string,
  log: () => string,
): RunningPrometheus {
  const self: RunningPrometheus = {
    url: '',
    log,
    api: async <T>(path: string) => apiGet<T>(self.url, path),
    query: async (expr) => {
      const data = await apiGet<{ result: { metric: Record<string, string>; value: [number, string] }[] }>(
        self.url,
        `/api/v1/query?query=${encodeURIComponent(expr)}`,
      );
      return data.result.map((r) => ({ metric: r.metric, value: Number(r.value[1]) }));
    },
    alerts: async () => (await apiGet<{ alerts: PrometheusAlert[] }>(self.url, '/api/v1/alerts')).alerts,
    stop: async () => {
      running.delete(self);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await bounded(exited, 10_000, 'Prometheus to exit').finally(() => clearTimeout(killer));
      await rm(dir, { recursive: true, force: true });
    },
  };
  return self;
}

function listening(child: ChildProcess, log: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = LISTENING.exec(log());
      if (match) {
        child.stderr?.off('data', check);
        resolve(match[1]!);
      }
    };
    child.stderr?.on('data', check);
    child.once('close', (code) =>
      reject(new Error(`Prometheus exited (${code}) before listening\n${log()}`)),
    );
    check();
  });
}

async function ready(url: string, deadline: number, log: () => string): Promise<void> {
  while (Date.now() < deadline) {
    const answer = await fetch(`${url}/-/ready`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    await answer?.body?.cancel();
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Prometheus at ${url} was not ready in time\n${log()}`);
}

const MAX_ANSWER = 16 * 1024 * 1024;

async function apiGet<T>(url: string, path: string): Promise<T> {
  const answer = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(5_000) });
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of answer.body ?? []) {
    size += chunk.byteLength;
    if (size > MAX_ANSWER) throw new Error(`Prometheus's answer to ${path} is over ${MAX_ANSWER} bytes`);
    chunks.push(chunk);
  }
  const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
    status: string;
    data: T;
    error?: string;
  };
  if (body.status !== 'success')
    throw new Error(`Prometheus refused ${path}: ${body.error ?? answer.status}`);
  return body.data;
}

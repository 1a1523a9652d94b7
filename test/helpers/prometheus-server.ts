// A real Prometheus for tests: Debian's binary on 127.0.0.1 (port 0), started and stopped as every
// server of the Prometheus family is (prometheus-family-process.ts), its HTTP API read with timeouts
// and a size bound. `stopAllPrometheus` in afterEach/afterAll stops every server started, also after a
// failed test, and removes its folder.
import { join } from 'node:path';
import { stringify } from 'yaml';
import { startFamilyServer } from './prometheus-family-process';

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

const running = new Set<() => Promise<void>>();

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
  const server = await startFamilyServer({
    name: 'Prometheus',
    binary: 'prometheus',
    files: { ...files, 'prometheus.yml': stringify(config) },
    args: (dir) => [
      `--config.file=${join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      '--log.level=info',
    ],
    timeoutMs,
    running,
  });
  return {
    url: server.url,
    log: server.log,
    stop: server.stop,
    api: async <T>(path: string) => apiGet<T>(server.url, path),
    query: async (expr) => {
      const data = await apiGet<{ result: { metric: Record<string, string>; value: [number, string] }[] }>(
        server.url,
        `/api/v1/query?query=${encodeURIComponent(expr)}`,
      );
      return data.result.map((r) => ({ metric: r.metric, value: Number(r.value[1]) }));
    },
    alerts: async () => (await apiGet<{ alerts: PrometheusAlert[] }>(server.url, '/api/v1/alerts')).alerts,
  };
}

/** Stops every Prometheus `startPrometheus` started that is still running. */
export async function stopAllPrometheus(): Promise<void> {
  await Promise.all([...running].map((stop) => stop()));
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

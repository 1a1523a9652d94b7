// A real Alertmanager for tests: Debian's binary on 127.0.0.1 (port 0; the port it got is read from
// its log, as for Prometheus), clustering off (`--cluster.listen-address=` empty: no gossip port, no
// peers), its config and storage in a temp folder, its API read with timeouts.
// `stopAllAlertmanagers` in afterAll stops every one started, also after a failed start.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prometheusBinary } from './prometheus-tools';
import { bounded } from './waits';

/** One alert as Alertmanager's API v2 takes it (POST /api/v2/alerts). */
export interface PostableAlert {
  readonly labels: Record<string, string>;
  readonly annotations?: Record<string, string>;
  readonly startsAt?: string;
  readonly endsAt?: string;
}

/** A running Alertmanager. */
export interface RunningAlertmanager {
  /** http://127.0.0.1:PORT */
  readonly url: string;
  /** 127.0.0.1:PORT, as Prometheus's `alerting.alertmanagers` targets name it. */
  readonly address: string;
  /** Sends alerts as Prometheus does; throws when Alertmanager refuses them. */
  post(alerts: readonly PostableAlert[]): Promise<void>;
  /** What it has logged so far. */
  log(): string;
  stop(): Promise<void>;
}

const running = new Set<RunningAlertmanager>();
const LISTENING = /msg="Listening on" address=(127\.0\.0\.1:\d+)/;

/**
 * Starts Alertmanager on `configYaml` and resolves once it is ready; rejects with its log when it
 * exits or is not ready within `timeoutMs`.
 */
export async function startAlertmanager(
  configYaml: string,
  timeoutMs = 20_000,
): Promise<RunningAlertmanager> {
  const binary = prometheusBinary('prometheus-alertmanager');
  const dir = await mkdtemp(join(tmpdir(), 'ri-alertmanager-'));
  await writeFile(join(dir, 'alertmanager.yml'), configYaml);
  const child = spawn(
    binary,
    [
      `--config.file=${join(dir, 'alertmanager.yml')}`,
      `--storage.path=${join(dir, 'data')}`,
      '--web.listen-address=127.0.0.1:0',
      '--cluster.listen-address=',
      '--log.level=info',
    ],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const self: RunningAlertmanager = {
    url: '',
    address: '',
    log: () => log,
    post: async (alerts) => {
      const answer = await fetch(`${self.url}/api/v2/alerts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(alerts),
        signal: AbortSignal.timeout(5_000),
      });
      const text = await answer.text();
      if (!answer.ok) throw new Error(`Alertmanager refused the alerts (${answer.status}): ${text}`);
    },
    stop: async () => {
      running.delete(self);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await bounded(exited, 10_000, 'Alertmanager to exit').finally(() => clearTimeout(killer));
      await rm(dir, { recursive: true, force: true });
    },
  };
  running.add(self);
  try {
    const listening = new Promise<string>((resolve, reject) => {
      const check = () => {
        const match = LISTENING.exec(log);
        if (match) resolve(match[1]!);
      };
      child.stderr.on('data', check);
      child.once('close', (code) =>
        reject(new Error(`Alertmanager exited (${code}) before listening\n${log}`)),
      );
    });
    const address = await bounded(listening, timeoutMs, () => `Alertmanager to listen\n${log}`);
    Object.assign(self, { url: `http://${address}`, address });
    await ready(self.url, Date.now() + timeoutMs, () => log);
    return self;
  } catch (error) {
    await self.stop();
    throw error;
  }
}

/** Stops every Alertmanager `startAlertmanager` started that is still running. */
export async function stopAllAlertmanagers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}

async function ready(url: string, deadline: number, log: () => string): Promise<void> {
  while (Date.now() < deadline) {
    const answer = await fetch(`${url}/-/ready`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    await answer?.body?.cancel();
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Alertmanager at ${url} was not ready in time\n${log()}`);
}

// A real Alertmanager for tests: Debian's binary on 127.0.0.1 (port 0), started and stopped as every
// server of the Prometheus family is (prometheus-family-process.ts), clustering off
// (`--cluster.listen-address=` empty: no gossip port, no peers), its API read with timeouts.
// `stopAllAlertmanagers` in afterAll stops every one started, also after a failed start.
import { join } from 'node:path';
import { startFamilyServer } from './prometheus-family-process';

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

const running = new Set<() => Promise<void>>();

/**
 * Starts Alertmanager on `configYaml` and resolves once it is ready; rejects with its log when it
 * exits or is not ready within `timeoutMs`.
 */
export async function startAlertmanager(
  configYaml: string,
  timeoutMs = 20_000,
): Promise<RunningAlertmanager> {
  const server = await startFamilyServer({
    name: 'Alertmanager',
    binary: 'prometheus-alertmanager',
    files: { 'alertmanager.yml': configYaml },
    args: (dir) => [
      `--config.file=${join(dir, 'alertmanager.yml')}`,
      `--storage.path=${join(dir, 'data')}`,
      '--cluster.listen-address=',
      '--log.level=info',
    ],
    timeoutMs,
    running,
  });
  return {
    ...server,
    post: async (alerts) => {
      const answer = await fetch(`${server.url}/api/v2/alerts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(alerts),
        signal: AbortSignal.timeout(5_000),
      });
      const text = await answer.text();
      if (!answer.ok) throw new Error(`Alertmanager refused the alerts (${answer.status}): ${text}`);
    },
  };
}

/** Stops every Alertmanager `startAlertmanager` started that is still running. */
export async function stopAllAlertmanagers(): Promise<void> {
  await Promise.all([...running].map((stop) => stop()));
}

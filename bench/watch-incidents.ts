/**
 * One incident, one message (issue 26 point 3), in the app as it runs: 5,000 saved connections,
 * each watched every minute and confirmed as conforming by an earlier session (their state.json),
 * all behind one front proxy whose backend died — they go down at once: every answer is the proxy's
 * 502 page (gateway-error). Not a closed port: when every watched connection gets no answer at all,
 * the watch judges this computer offline and rightly says nothing of the installations. The app's services run
 * as the desktop app runs them (runs in worker threads, the history in real files, the schedule's
 * clock SCALE times faster), with a native notifier that counts what it is asked to show. Measured
 * until every connection's own transition is recorded and the gate has spoken: the messages (native
 * notifications, and watchEvents to the page), and main's event-loop delay
 * (perf_hooks.monitorEventLoopDelay) over that window.
 * Goals: at most 3 messages; main's p99 <= 20 ms.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { WatchEvent } from '../shared/watch';
import { createAppServices } from '../electron/core/host/app-services';
import { NO_ENCRYPTION } from '../electron/core/profiles/encryptor';
import { connectionKey } from '../electron/core/snapshots/snapshot-names';
import { writeConfirmedState } from '../electron/core/watch/history/history-state';
import type { WatchClock } from '../electron/core/watch/watch-schedule';
import { mkdir } from 'node:fs/promises';
import { DEMO_DATASET, DIST } from '../test/helpers/repo-paths';
import { TEST_ENVIRONMENT } from '../test/helpers/test-environment';
import { startErrorProxy, type ErrorProxy } from './error-proxy';
import { scaledClock } from './scaled-clock';

/** The goals. */
export const INCIDENT_MESSAGES_GOAL = 3;
export const INCIDENT_DELAY_GOAL_MS = 20;
const CONNECTIONS = 5_000;
const SCALE = 4;
// Bound on the whole outage (wall clock): every transition recorded well within it.
const LIMIT_MS = 150_000;

/** What the bench found. */
export interface IncidentBench {
  readonly connections: number;
  readonly transitions: number;
  readonly messages: number;
  /** The counts the messages spoke for (a grouped one for many). */
  readonly spokeFor: number;
  readonly windowMs: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}

const services = (dataDir: string, clock: WatchClock | null, shown: WatchEvent[]) =>
  createAppServices({
    dataDir,
    encryptor: NO_ENCRYPTION,
    fetch: (url, init) => fetch(url, init),
    demoDataset: DEMO_DATASET,
    openInBrowser: async () => false,
    dialogs: null,
    environment: TEST_ENVIRONMENT,
    workerFile: clock ? DIST.watchWorker : null,
    notifier: { show: (event) => shown.push(event) },
    ...(clock ? { watch: { clock } } : {}),
  });

/** Runs the outage once. */
export async function measureIncidents(log: (line: string) => void): Promise<IncidentBench> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ri-bench-incidents-'));
  let proxy: ErrorProxy | null = null;
  try {
    proxy = await startErrorProxy();
    const front = proxy.url;
    log(
      `incidents: ${CONNECTIONS.toLocaleString('en-US')} connections going down at once, a minute in ${60 / SCALE} s`,
    );
    const setup = await services(dataDir, null, []);
    const saved = await setup.profiles.saveMany(
      Array.from({ length: CONNECTIONS }, (_, i) => ({
        name: `Shop ${i + 1}`,
        baseUrl: `${front}/shop${i + 1}`,
      })),
    );
    await setup.dispose();
    const ids = saved.flatMap((s) => (s.ok ? [s.profile.id] : []));
    if (ids.length !== CONNECTIONS) throw new Error('the connections could not be saved');
    // An earlier session confirmed each as conforming.
    for (const id of ids) {
      const folder = join(dataDir, 'history', connectionKey(id));
      await mkdir(folder, { recursive: true });
      await writeConfirmedState(
        folder,
        { watchClass: 'conforms', settingsHash: null, categoriesHash: null, snapshotId: null },
        Date.now() - 3_600_000,
      );
    }
    const every = Object.fromEntries(ids.map((id) => [id, 1]));
    await writeFile(
      join(dataDir, 'watch.json'),
      JSON.stringify({ version: 1, every, confirmRuns: 2, retentionDays: 90 }),
    );

    const shown: WatchEvent[] = [];
    const toPage: WatchEvent[] = [];
    const histogram = monitorEventLoopDelay({ resolution: 1 });
    const app = await services(dataDir, scaledClock(SCALE), shown);
    // From the moment the app is up (its start-up is not what is measured): the runs begin.
    const started = Date.now();
    histogram.enable();
    const stop = app.events.subscribe((name, payload) => {
      if (name === 'watchEvent') toPage.push(payload as WatchEvent);
    });
    const spokeFor = () => toPage.reduce((sum, e) => sum + (e.count ?? 1), 0);
    while (spokeFor() < CONNECTIONS && Date.now() - started < LIMIT_MS)
      await new Promise((resolve) => setTimeout(resolve, 250));
    const windowMs = Date.now() - started;
    histogram.disable();
    stop();
    await app.dispose();
    const toMs = (ns: number) => ns / 1e6;
    return {
      connections: CONNECTIONS,
      transitions: spokeFor(),
      messages: Math.max(shown.length, toPage.length),
      spokeFor: spokeFor(),
      windowMs,
      p50: toMs(histogram.percentile(50)),
      p99: toMs(histogram.percentile(99)),
      max: toMs(histogram.max),
    };
  } finally {
    await proxy?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Prints the rows; whether both goals were met. */
export function incidentsTable(result: IncidentBench, log: (line: string) => void): boolean {
  log(
    `One incident, one message (${result.connections.toLocaleString('en-US')} connections watched every minute going down at once, ` +
      `runs in worker threads, a minute in ${60 / SCALE} s; ${(result.windowMs / 1000).toFixed(0)} s until all were told)`,
  );
  log(
    `  ${'messages'.padEnd(10)}${'for'.padStart(7)}${'p50'.padStart(8)}${'p99'.padStart(8)}${'max'.padStart(8)}`,
  );
  log(
    `  ${String(result.messages).padEnd(10)}${String(result.spokeFor).padStart(7)}${result.p50.toFixed(1).padStart(8)}${result.p99.toFixed(1).padStart(8)}${result.max.toFixed(1).padStart(8)}`,
  );
  const all = result.spokeFor >= result.connections;
  const few = all && result.messages <= INCIDENT_MESSAGES_GOAL;
  const responsive = result.p99 <= INCIDENT_DELAY_GOAL_MS;
  log(
    `  goal: at most ${INCIDENT_MESSAGES_GOAL} messages for all of them: ${few ? 'PASS' : 'FAIL'} (${result.messages} for ${result.spokeFor})`,
  );
  log(
    `  goal: main's p99 <= ${INCIDENT_DELAY_GOAL_MS} ms: ${responsive ? 'PASS' : 'FAIL'} (${result.p99.toFixed(1)})`,
  );
  return few && responsive;
}

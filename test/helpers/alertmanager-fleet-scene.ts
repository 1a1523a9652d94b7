// The Prometheus path end to end, as deploy/prometheus/ ships it: conforming embedded servers named in
// a fleet file, one built `exporter` on it (with a maintenance file whose window covers some names
// now), a real Prometheus with the example's single-exporter
// relabeling, its alert rules (only `for:` shortened) and its `alerting:` pointed at a real
// Alertmanager running the shipped alertmanager.yml (only its waits shortened, its webhooks sent to
// a receiver in the test). The test stops installations and reads what the receiver got. Everything
// is stopped by `stop`, also when starting failed half-way.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDataset } from '../../electron/core/dataset/load-dataset';
import type { EmbeddedServer } from '../../electron/core/server/embedded-server';
import { exampleAlertingTo, SCENE_WAITS, testAlertmanagerConfig } from './alertmanager-config';
import { startAlertmanager, type RunningAlertmanager } from './alertmanager-server';
import { startWebhookReceiver, type WebhookReceiver } from './alertmanager-webhook';
import { shopDocument } from './changing-installation';
import { stopCli, type Cli } from './cli-process';
import { closeEmbeddedServers, startTrackedServer } from './embedded-servers';
import { startExporterProcess } from './exporter-process';
import { exampleJob } from './prometheus-config';
import { testRules } from './prometheus-fleet-scene';
import { startPrometheus, type RunningPrometheus } from './prometheus-server';
import { SVG, writeDatasetFolder } from './temp-dataset';

const TOKEN = 'am-fleet-Jw3k-secret-token';
const INTERVAL = { probe: '2s', evaluation: '1s' };

/** What the test works with. */
export interface AlertmanagerFleetScene {
  readonly prometheus: RunningPrometheus;
  readonly alertmanager: RunningAlertmanager;
  readonly receiver: WebhookReceiver;
  /** Each installation's server, by the name the fleet file gives it. */
  readonly installations: ReadonlyMap<string, EmbeddedServer>;
  stop(): Promise<void>;
}

/**
 * Starts the scene with one conforming installation per name, those of `inMaintenance` in a window
 * for the next hour; rejects (all stopped) when a part fails.
 */
export async function startAlertmanagerFleetScene(
  names: readonly string[],
  inMaintenance: readonly string[] = [],
): Promise<AlertmanagerFleetScene> {
  const work = await mkdtemp(join(tmpdir(), 'ri-am-fleet-'));
  const started: {
    receiver?: WebhookReceiver;
    alertmanager?: RunningAlertmanager;
    exporter?: Cli;
    prometheus?: RunningPrometheus;
  } = {};
  const stop = async () => {
    await started.prometheus?.stop();
    await started.alertmanager?.stop();
    await started.receiver?.close();
    if (started.exporter)
      await stopCli(started.exporter, 'SIGTERM').catch(() => started.exporter?.child.kill('SIGKILL'));
    await closeEmbeddedServers();
    await rm(work, { recursive: true, force: true });
  };
  try {
    const installations = new Map<string, EmbeddedServer>();
    const folder = await writeDatasetFolder(
      shopDocument(),
      { 'images/brot.svg': SVG, 'images/käse 1.svg': SVG },
      work,
    );
    const dataset = await loadDataset(folder.file);
    for (const name of names) installations.set(name, await startTrackedServer({ dataset, tokens: [TOKEN] }));
    const fleetFile = join(work, 'fleet.csv');
    const rows = [...installations].map(
      ([name, server]) => `${name},${server.url},RETAIL_INSPECTOR_TOKEN_SHOPS`,
    );
    await writeFile(fleetFile, `name,base_url,token_env\n${rows.join('\n')}\n`);
    const windowsFile = join(work, 'maintenance.json');
    await writeFile(windowsFile, windowNow(inMaintenance));
    const exporter = await startExporterProcess(fleetFile, ['--maintenance', windowsFile], {
      RETAIL_INSPECTOR_TOKEN_SHOPS: TOKEN,
    });
    started.exporter = exporter.cli;
    started.receiver = await startWebhookReceiver();
    started.alertmanager = await startAlertmanager(testAlertmanagerConfig(started.receiver.url, SCENE_WAITS));
    started.prometheus = await startPrometheus(
      sceneConfig(names, new URL(exporter.url).host, started.alertmanager.address),
      { 'retail-inspector.rules.yml': await testRules() },
    );
    return {
      prometheus: started.prometheus,
      alertmanager: started.alertmanager,
      receiver: started.receiver,
      installations,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

// A window of the exporter's maintenance file (docs/cli.md#exporter): `targets`, from a minute ago
// for an hour (a daily window, in UTC).
function windowNow(targets: readonly string[]): string {
  const start = new Date(Date.now() - 60_000).toISOString().slice(0, 19);
  return JSON.stringify({ windows: [{ targets, start, duration: '1h', every: 'day', timezone: 'UTC' }] });
}

// The example's probe job and `alerting:` with the scene's names, exporter and Alertmanager.
function sceneConfig(names: readonly string[], exporter: string, alertmanager: string) {
  const job = exampleJob('retail-inspector');
  return {
    global: { scrape_interval: INTERVAL.probe, evaluation_interval: INTERVAL.evaluation },
    rule_files: ['retail-inspector.rules.yml'],
    alerting: exampleAlertingTo(alertmanager),
    scrape_configs: [
      {
        ...job,
        scrape_interval: INTERVAL.probe,
        scrape_timeout: INTERVAL.probe,
        static_configs: [{ targets: names }],
        relabel_configs: (job.relabel_configs ?? []).map((rule) =>
          rule.target_label === '__address__' ? { ...rule, replacement: exporter } : rule,
        ),
      },
    ],
  };
}

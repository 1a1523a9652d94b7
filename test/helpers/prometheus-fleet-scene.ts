// The fleet the real-Prometheus test watches: embedded servers (conforming, violating the
// specification, refusing the exporter's token, one whose data changes on demand) and a closed port,
// named in a fleet file; two built `exporter` replicas on it; a Prometheus scraping them with the
// example's relabeling, its sharding rules made live, and the example's alert rules, sending its
// alerts as the example's `alerting:` does to a real Alertmanager running the shipped
// alertmanager.yml (waits shortened) whose webhooks reach a receiver in the test. Everything is
// stopped by `stop`, also when starting failed half-way.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { loadDataset } from '../../electron/core/dataset/load-dataset';
import { exampleAlertingTo, SCENE_WAITS, testAlertmanagerConfig } from './alertmanager-config';
import { startAlertmanager, type RunningAlertmanager } from './alertmanager-server';
import { startWebhookReceiver, type WebhookReceiver } from './alertmanager-webhook';
import { startChangingInstallation, shopDocument, type ChangingInstallation } from './changing-installation';
import { stopCli, type Cli } from './cli-process';
import { closeEmbeddedServers, startTrackedServer } from './embedded-servers';
import { startExporterProcess } from './exporter-process';
import { closedPort } from './local-servers';
import { DEPLOY_FILES, exampleJob, shardedProbeRelabeling } from './prometheus-config';
import { startPrometheus, type RunningPrometheus } from './prometheus-server';
import { SVG, writeDatasetFolder } from './temp-dataset';

/** The token the fleet file's variable holds; the installations but one accept it. */
export const FLEET_TOKEN = 'prom-fleet-Zq8v-secret-token';

/** The installations by role, named as the fleet file names them. */
export const SHOPS = {
  conforms: 'Shop Köln',
  violates: 'Shop Ulm',
  refused: 'Shop Trier',
  down: 'Shop Bonn',
  changes: 'Shop Essen',
} as const;

/** What the test works with. */
export interface PrometheusFleetScene {
  readonly prometheus: RunningPrometheus;
  /** What the shipped alertmanager.yml's receivers got from the Alertmanager Prometheus sends to. */
  readonly receiver: WebhookReceiver;
  /** The exporter replicas' host:port, in shard order. */
  readonly exporters: readonly string[];
  readonly exporterProcesses: readonly Cli[];
  /** The installation whose settings and categories the test changes. */
  readonly changing: ChangingInstallation;
  stop(): Promise<void>;
}

const INTERVAL = { probe: '2s', exporter: '1s', evaluation: '1s' };

/** Starts the whole scene; rejects (with everything started so far stopped) when a part fails. */
export async function startPrometheusFleetScene(): Promise<PrometheusFleetScene> {
  const work = await mkdtemp(join(tmpdir(), 'ri-prom-fleet-'));
  const started: {
    changing?: ChangingInstallation;
    exporters: Cli[];
    prometheus?: RunningPrometheus;
    alertmanager?: RunningAlertmanager;
    receiver?: WebhookReceiver;
  } = { exporters: [] };
  const stop = async () => {
    await started.prometheus?.stop();
    await started.alertmanager?.stop();
    await started.receiver?.close();
    await Promise.all(
      started.exporters.map((cli) => stopCli(cli, 'SIGTERM').catch(() => cli.child.kill('SIGKILL'))),
    );
    await closeEmbeddedServers();
    await started.changing?.cleanup();
    await rm(work, { recursive: true, force: true });
  };
  try {
    const fleet = await startInstallations(work, started);
    const fleetFile = join(work, 'fleet.csv');
    await writeFile(
      fleetFile,
      `name,base_url,token_env\n${fleet.map((r) => `${r.name},${r.url},RETAIL_INSPECTOR_TOKEN_SHOP`).join('\n')}\n`,
    );
    const exporters: string[] = [];
    for (let i = 0; i < 2; i++) {
      const exporter = await startExporterProcess(fleetFile, [], {
        RETAIL_INSPECTOR_TOKEN_SHOP: FLEET_TOKEN,
      });
      started.exporters.push(exporter.cli);
      exporters.push(new URL(exporter.url).host);
    }
    started.receiver = await startWebhookReceiver();
    started.alertmanager = await startAlertmanager(testAlertmanagerConfig(started.receiver.url, SCENE_WAITS));
    started.prometheus = await startPrometheus(sceneConfig(exporters, started.alertmanager.address), {
      'retail-inspector.rules.yml': await testRules(),
      'retail-inspector.availability.yml': await testAvailabilityRules(),
    });
    return {
      prometheus: started.prometheus,
      receiver: started.receiver,
      exporters,
      exporterProcesses: started.exporters,
      changing: started.changing!,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function startInstallations(work: string, started: { changing?: ChangingInstallation }) {
  const good = async (tokens: string[]) => {
    const folder = await writeDatasetFolder(
      shopDocument(),
      { 'images/brot.svg': SVG, 'images/käse 1.svg': SVG },
      work,
    );
    return (await startTrackedServer({ dataset: await loadDataset(folder.file), tokens })).url;
  };
  const violating = shopDocument();
  violating.info.id = 7; // the specification wants every info field a string
  const violatingFolder = await writeDatasetFolder(
    violating,
    { 'images/brot.svg': SVG, 'images/käse 1.svg': SVG },
    work,
  );
  const violatingDataset = await loadDataset(violatingFolder.file, { allowViolations: true });
  started.changing = await startChangingInstallation(shopDocument(), [FLEET_TOKEN]);
  return [
    { name: SHOPS.conforms, url: await good([FLEET_TOKEN]) },
    {
      name: SHOPS.violates,
      url: (await startTrackedServer({ dataset: violatingDataset, tokens: [FLEET_TOKEN] })).url,
    },
    { name: SHOPS.refused, url: await good(['a-token-the-fleet-does-not-have']) },
    { name: SHOPS.down, url: `http://127.0.0.1:${await closedPort()}` },
    { name: SHOPS.changes, url: started.changing.url },
  ];
}

// The example's two jobs and `alerting:`, with test intervals, the scene's names, replicas and
// Alertmanager.
function sceneConfig(exporters: readonly string[], alertmanager: string) {
  return {
    global: { scrape_interval: INTERVAL.probe, evaluation_interval: INTERVAL.evaluation },
    rule_files: ['retail-inspector.rules.yml', 'retail-inspector.availability.yml'],
    alerting: exampleAlertingTo(alertmanager),
    scrape_configs: [
      {
        ...exampleJob('retail-inspector'),
        scrape_interval: INTERVAL.probe,
        scrape_timeout: INTERVAL.probe,
        static_configs: [{ targets: Object.values(SHOPS) }],
        relabel_configs: shardedProbeRelabeling(exporters),
      },
      {
        ...exampleJob('retail-inspector-exporter'),
        scrape_interval: INTERVAL.exporter,
        static_configs: [{ targets: exporters }],
      },
    ],
  };
}

/**
 * The example's rules as the rule file's text, every `for:` made 3 s (longer than one probe interval,
 * so one slow probe under a busy machine still fires nothing, as the minutes do in production): the
 * only change.
 */
export async function testRules(): Promise<string> {
  const rules = parse(await readFile(DEPLOY_FILES.rules, 'utf8')) as {
    groups: { rules: { for?: string }[] }[];
  };
  for (const rule of rules.groups.flatMap((group) => group.rules)) if (rule.for) rule.for = '3s';
  return stringify(rules);
}

/**
 * The example's availability recording rules, every group evaluated at the scene's evaluation
 * interval (the 30-day figure is read once an hour in production): the only change.
 */
export async function testAvailabilityRules(): Promise<string> {
  const rules = parse(await readFile(DEPLOY_FILES.availability, 'utf8')) as {
    groups: { interval?: string }[];
  };
  for (const group of rules.groups) group.interval = INTERVAL.evaluation;
  return stringify(rules);
}

// A real Prometheus (Debian's) scraping two built `exporter` replicas sharded by `hashmod` with the
// example's relabeling (deploy/prometheus/), which probe real embedded servers: each series gets its
// value, the dashboard's queries run, and the example's alert rules fire for exactly the right
// installations, through a change of data and a stopped replica; a real Alertmanager with the
// shipped alertmanager.yml tells each alert's receiver once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { DEPLOY_FILES, hashmodShard } from '../helpers/prometheus-config';
import {
  FLEET_TOKEN,
  SHOPS,
  startPrometheusFleetScene,
  type PrometheusFleetScene,
} from '../helpers/prometheus-fleet-scene';
import { dashboardQueries, withVariables, type Dashboard } from '../helpers/prometheus-queries';
import { stopAllPrometheus } from '../helpers/prometheus-server';
import { classes, eventually, settledAlerts, valuesBy } from '../helpers/prometheus-expect';
import { shopDocument } from '../helpers/changing-installation';
import { WATCH_CLASSES } from '../../shared/watch';
import { killAllClis, stopCli } from '../helpers/cli-process';
import { told } from '../helpers/alertmanager-webhook';
import { stopAllAlertmanagers } from '../helpers/alertmanager-server';
import { until } from '../helpers/waits';

let scene: PrometheusFleetScene;
beforeAll(async () => {
  scene = await startPrometheusFleetScene();
}, 60_000);
afterAll(async () => {
  await scene?.stop();
  // Also what a start that failed half-way left behind.
  await stopAllPrometheus();
  await stopAllAlertmanagers();
  await killAllClis();
}, 30_000);

const byName = (entries: [string, number | string][]) => Object.fromEntries(entries.sort());

describe('Prometheus with the deploy/prometheus example and two exporter replicas', () => {
  it('sends each installation to the one replica hashmod of its name picks, and both replicas probe', async () => {
    const { prometheus, exporters } = scene;
    const expected = byName(Object.values(SHOPS).map((name) => [name, exporters[hashmodShard(name, 2)]!]));
    let probes: { labels: Record<string, string>; scrapeUrl: string }[] = [];
    const routes = async () => {
      const targets = await prometheus.api<{ activeTargets: typeof probes }>('/api/v1/targets');
      probes = targets.activeTargets.filter((t) => t.labels.job === 'retail-inspector');
      return byName(probes.map((t) => [t.labels.instance!, new URL(t.scrapeUrl).host]));
    };
    await eventually(routes, expected, 'each installation routed to its replica');
    const routed = await routes();
    expect(new Set(Object.values(routed)).size).toBe(2);
    for (const probe of probes)
      expect(new URL(probe.scrapeUrl).searchParams.get('target')).toBe(probe.labels.instance);
    await eventually(
      () => valuesBy(prometheus, 'sum by (instance) (retail_inspector_exporter_probes_total) > bool 0'),
      byName(exporters.map((address) => [address, 1])),
      'probes counted on both replicas',
    );
  }, 60_000);

  it('records each installation’s verdict, categories and timings as its series', async () => {
    const { prometheus } = scene;
    const { conforms, violates, refused, down, changes } = SHOPS;
    await eventually(
      () => classes(prometheus),
      byName([
        [conforms, 'conforms'],
        [violates, 'violates'],
        [refused, 'refused'],
        [down, 'unreachable'],
        [changes, 'conforms'],
      ]),
      'each installation’s class',
    );
    expect(await valuesBy(prometheus, 'retail_inspector_up')).toEqual(
      byName([
        [conforms, 1],
        [violates, 1],
        [refused, 1],
        [down, 0],
        [changes, 1],
      ]),
    );
    expect(await valuesBy(prometheus, 'retail_inspector_conforms')).toEqual(
      byName([
        [conforms, 1],
        [violates, 0],
        [refused, 0],
        [down, 0],
        [changes, 1],
      ]),
    );
    expect(await valuesBy(prometheus, 'count by (instance) (retail_inspector_outcome)')).toEqual(
      byName(Object.values(SHOPS).map((name) => [name, WATCH_CLASSES.length])),
    );
    const categories = await valuesBy(prometheus, 'retail_inspector_categories');
    expect(categories[conforms]).toBe(3);
    expect(categories[changes]).toBe(3);
    expect(Object.keys(categories)).not.toContain(down);
    expect(Object.keys(categories)).not.toContain(refused);
    const fingerprints = await valuesBy(prometheus, 'retail_inspector_settings_fingerprint');
    expect(Object.keys(fingerprints)).toEqual(expect.arrayContaining([conforms, changes]));
    expect(Object.keys(fingerprints)).not.toContain(down);
    expect(
      await valuesBy(
        prometheus,
        `retail_inspector_http_duration_seconds{instance="${conforms}"} > 0`,
        'operation',
      ),
    ).toHaveProperty('categories');
    const failing = await valuesBy(
      prometheus,
      'count by (instance) (retail_inspector_check_status{status="fail"} == 1)',
    );
    expect(Object.keys(failing)).toEqual(expect.arrayContaining([violates, refused, down]));
    expect(Object.keys(failing)).not.toContain(conforms);
    expect(
      await valuesBy(
        prometheus,
        `retail_inspector_check_status{instance="${violates}",status="fail"} == 1`,
        'check',
      ),
    ).toEqual({ 'info.shape': 1 });
    expect(await valuesBy(prometheus, 'max by (instance) (retail_inspector_exporter_targets)')).toEqual(
      byName(scene.exporters.map((address) => [address, 5])),
    );
  }, 60_000);

  it('fires exactly down, violates and token refused, each for its installation', async () => {
    await settledAlerts(
      scene.prometheus,
      [
        `RetailInspectorInstallationDown ${SHOPS.down}`,
        `RetailInspectorTokenRefused ${SHOPS.refused}`,
        `RetailInspectorViolatesSpecification ${SHOPS.violates}`,
      ],
      'the firing alerts',
    );
    const alerts = await scene.prometheus.alerts();
    const down = alerts.find((a) => a.labels.alertname === 'RetailInspectorInstallationDown');
    expect(down?.annotations.description).toContain(
      `${SHOPS.down} could not be checked for 5 minutes: unreachable.`,
    );
    const violates = alerts.find((a) => a.labels.alertname === 'RetailInspectorViolatesSpecification');
    expect(violates?.annotations.description).toMatch(/failing checks: \S+/);
    // Through the shipped alertmanager.yml: one notification per alert, each to its severity's receiver.
    await until(() => scene.receiver.notifications.length >= 3, 30_000, 'three notifications');
    const notified = told(scene.receiver.notifications).sort((a, b) =>
      JSON.stringify(a).localeCompare(JSON.stringify(b)),
    );
    expect(notified).toEqual(
      [
        ['on-call-pager', 'RetailInspectorInstallationDown', SHOPS.down],
        ['on-call-pager', 'RetailInspectorTokenRefused', SHOPS.refused],
        ['support-tickets', 'RetailInspectorViolatesSpecification', SHOPS.violates],
      ].map(([receiver, alertname, instance]) => ({
        path: `/retail-inspector/${receiver}`,
        status: 'firing',
        groupLabels: { alertname },
        alerts: [`firing ${alertname} ${instance}`],
      })),
    );
  }, 60_000);

  it('runs every query of the Grafana dashboard', async () => {
    const dashboard = JSON.parse(await readFile(DEPLOY_FILES.dashboard, 'utf8')) as Dashboard;
    const empty: string[] = [];
    for (const { where, expr } of dashboardQueries(dashboard)) {
      const samples = await scene.prometheus
        .query(withVariables(expr, SHOPS.violates))
        .catch((error: Error) => {
          throw new Error(`${where}: ${error.message}`);
        });
      if (samples.length === 0) empty.push(where);
    }
    // Nothing changed yet, so the settings annotation has nothing to mark; the scene's installations
    // are served over http, so none has a certificate (test/integration/check-certificates.test.ts).
    expect(empty).toEqual(['panel "Certificate days left"', 'annotation "Settings changed"']);
  }, 60_000);

  it('records the availability of each installation by the one rule, from real probes', async () => {
    const ratio = async (name: string) =>
      Object.fromEntries((await scene.prometheus.query(name)).map((s) => [s.metric.instance ?? '', s.value]));
    const availability = await ratio('retail_inspector:availability:ratio30d');
    const degraded = await ratio('retail_inspector:degraded:ratio30d');
    // Answering counts as available, violating apart as degraded; refused and down are not available.
    expect(availability[SHOPS.conforms]).toBe(1);
    expect(availability[SHOPS.violates]).toBe(1);
    expect(degraded[SHOPS.violates]).toBe(1);
    expect(degraded[SHOPS.conforms]).toBe(0);
    expect(availability[SHOPS.refused]).toBe(0);
    expect(availability[SHOPS.down]).toBe(0);
  }, 60_000);

  it('adds categories dropped and settings changed for the installation whose data changed', async () => {
    const changed = shopDocument();
    changed.categories = changed.categories.slice(0, 1);
    changed.info.company_name = 'Essen Umbau GmbH';
    await scene.changing.serve(changed);
    await settledAlerts(
      scene.prometheus,
      [
        `RetailInspectorCategoriesDropped ${SHOPS.changes}`,
        `RetailInspectorInstallationDown ${SHOPS.down}`,
        `RetailInspectorSettingsChanged ${SHOPS.changes}`,
        `RetailInspectorTokenRefused ${SHOPS.refused}`,
        `RetailInspectorViolatesSpecification ${SHOPS.violates}`,
      ],
      'the firing alerts after the change',
    );
  }, 60_000);

  it('fires exporter down for a stopped replica, whose installations’ alerts go quiet', async () => {
    const stopped = 1;
    await stopCli(scene.exporterProcesses[stopped]!, 'SIGTERM');
    const stillProbed = (name: string) => hashmodShard(name, 2) !== stopped;
    const expected = [
      `RetailInspectorExporterDown ${scene.exporters[stopped]}`,
      ...[
        ['RetailInspectorCategoriesDropped', SHOPS.changes],
        ['RetailInspectorInstallationDown', SHOPS.down],
        ['RetailInspectorSettingsChanged', SHOPS.changes],
        ['RetailInspectorTokenRefused', SHOPS.refused],
        ['RetailInspectorViolatesSpecification', SHOPS.violates],
      ]
        .filter(([, name]) => stillProbed(name!))
        .map(([alert, name]) => `${alert} ${name}`),
    ].sort();
    await settledAlerts(scene.prometheus, expected, 'the firing alerts with one replica stopped');
  }, 60_000);

  it('keeps the token out of every series Prometheus stored', async () => {
    const series = await scene.prometheus.api<unknown[]>(
      `/api/v1/series?match[]=${encodeURIComponent('{__name__=~"retail_inspector_.*|up"}')}`,
    );
    expect(series.length).toBeGreaterThan(20);
    expect(JSON.stringify(series)).not.toContain(FLEET_TOKEN);
    for (const cli of scene.exporterProcesses) expect(cli.stdout() + cli.stderr()).not.toContain(FLEET_TOKEN);
  }, 60_000);
});

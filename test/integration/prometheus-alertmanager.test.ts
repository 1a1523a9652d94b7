// deploy/prometheus/alertmanager.yml in a real Alertmanager (Debian's): alerts from a real Prometheus
// probing real installations through a built exporter reach a webhook receiver as ONE notification
// when several installations go down together, and none for an installation that goes down with
// them inside a maintenance window of the exporter's --maintenance file; and its inhibition keeps a
// down installation's other alerts back while another installation's go out. Only the waits are
// shortened.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENE_WAITS, testAlertmanagerConfig } from '../helpers/alertmanager-config';
import {
  startAlertmanagerFleetScene,
  type AlertmanagerFleetScene,
} from '../helpers/alertmanager-fleet-scene';
import { startAlertmanager, stopAllAlertmanagers } from '../helpers/alertmanager-server';
import { startWebhookReceiver, told, type WebhookReceiver } from '../helpers/alertmanager-webhook';
import { killAllClis } from '../helpers/cli-process';
import { closeEmbeddedServers } from '../helpers/embedded-servers';
import { classes, eventually, firing, valuesBy } from '../helpers/prometheus-expect';
import { stopAllPrometheus } from '../helpers/prometheus-server';
import { until } from '../helpers/waits';

const OUTAGE = ['Shop Aachen', 'Shop Bochum', 'Shop Dortmund'];
const STAYS_UP = 'Shop Kiel';
const IN_MAINTENANCE = 'Shop Essen';
// Longer than a notified group's interval: a second notification would have come by then.
const QUIET_MS = 8_000;

let scene: AlertmanagerFleetScene | undefined;
let receiver: WebhookReceiver | undefined;
beforeAll(async () => {
  scene = await startAlertmanagerFleetScene([...OUTAGE, STAYS_UP, IN_MAINTENANCE], [IN_MAINTENANCE]);
}, 60_000);
afterAll(async () => {
  await scene?.stop();
  await receiver?.close();
  // Also what a start that failed half-way left behind.
  await stopAllPrometheus();
  await stopAllAlertmanagers();
  await closeEmbeddedServers();
  await killAllClis();
}, 30_000);

describe('Prometheus → the shipped alertmanager.yml → a webhook', () => {
  it('sends one grouped notification when several installations go down together, none for one in maintenance', async () => {
    const { prometheus, installations } = scene!;
    const all = [...OUTAGE, STAYS_UP, IN_MAINTENANCE].sort();
    await eventually(
      () => classes(prometheus),
      Object.fromEntries(all.map((name) => [name, 'conforms'])),
      'every installation conforming',
    );
    expect(await valuesBy(prometheus, 'retail_inspector_maintenance')).toEqual(
      Object.fromEntries(all.map((name) => [name, name === IN_MAINTENANCE ? 1 : 0])),
    );
    expect(told(scene!.receiver.notifications)).toEqual([]);
    const down = [...OUTAGE, IN_MAINTENANCE];
    await Promise.all(down.map((name) => installations.get(name)!.close()));
    await until(() => scene!.receiver.notifications.length > 0, 45_000, 'a notification');
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    expect(told(scene!.receiver.notifications)).toEqual([
      {
        path: '/retail-inspector/on-call-pager',
        status: 'firing',
        groupLabels: { alertname: 'RetailInspectorInstallationDown' },
        alerts: OUTAGE.map((name) => `firing RetailInspectorInstallationDown ${name}`),
      },
    ]);
    // Down all the same, and probed: its window is what keeps it out.
    expect((await classes(prometheus))[IN_MAINTENANCE]).toBe('unreachable');
    expect(await firing(prometheus)).toEqual(OUTAGE.map((name) => `RetailInspectorInstallationDown ${name}`));
    const [notification] = scene!.receiver.notifications;
    for (const alert of notification!.alerts)
      expect(alert.annotations.description).toContain(
        `${alert.labels.instance} could not be checked for 5 minutes: unreachable.`,
      );
  }, 90_000);
});

describe('the shipped alertmanager.yml’s inhibition in a real Alertmanager', () => {
  it('holds back a down installation’s violation alert, not another installation’s', async () => {
    receiver = await startWebhookReceiver();
    const alertmanager = await startAlertmanager(testAlertmanagerConfig(receiver.url, SCENE_WAITS));
    const alert = (alertname: string, instance: string, severity: string) => ({
      labels: { alertname, instance, severity, job: 'retail-inspector' },
      annotations: { summary: `${instance}: ${alertname}` },
    });
    await alertmanager.post([
      alert('RetailInspectorInstallationDown', 'Shop Bonn', 'critical'),
      alert('RetailInspectorViolatesSpecification', 'Shop Bonn', 'warning'),
      alert('RetailInspectorCategoriesDropped', 'Shop Bonn', 'warning'),
      alert('RetailInspectorViolatesSpecification', 'Shop Ulm', 'warning'),
    ]);
    await until(() => receiver!.notifications.length >= 2, 30_000, 'two notifications');
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    expect(told(receiver.notifications).sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      {
        path: '/retail-inspector/on-call-pager',
        status: 'firing',
        groupLabels: { alertname: 'RetailInspectorInstallationDown' },
        alerts: ['firing RetailInspectorInstallationDown Shop Bonn'],
      },
      {
        path: '/retail-inspector/support-tickets',
        status: 'firing',
        groupLabels: { alertname: 'RetailInspectorViolatesSpecification' },
        alerts: ['firing RetailInspectorViolatesSpecification Shop Ulm'],
      },
    ]);
    await alertmanager.stop();
  }, 60_000);
});

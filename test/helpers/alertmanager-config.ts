// deploy/prometheus/alertmanager.yml read for tests, and the test copy a real Alertmanager runs: the
// shipped routes, grouping and inhibition unchanged, only the waits shortened and every webhook sent
// to the test's receiver (each receiver's own path kept, so a notification says which receiver sent
// it). What the tests prove about grouping and inhibition so holds for the file users copy.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { DEPLOY_DIR, exampleConfig } from './prometheus-config';

/** deploy/prometheus/alertmanager.yml */
export const ALERTMANAGER_FILE = join(DEPLOY_DIR, 'alertmanager.yml');

interface Route {
  receiver?: string;
  group_by?: string[];
  group_wait?: string;
  group_interval?: string;
  matchers?: string[];
  routes?: Route[];
}

/** The parts of the shipped config the tests read. */
export interface AlertmanagerConfig {
  route: Route;
  inhibit_rules: { source_matchers: string[]; target_matchers: string[]; equal: string[] }[];
  receivers: { name: string; webhook_configs?: { url: string }[]; [kind: string]: unknown }[];
}

/** The shipped config as an object. */
export function shippedAlertmanagerConfig(): AlertmanagerConfig {
  return parse(readFileSync(ALERTMANAGER_FILE, 'utf8')) as AlertmanagerConfig;
}

/** How long a new group waits and how often a notified group tells of changes, in the test copy. */
export interface GroupWaits {
  readonly groupWait: string;
  readonly groupInterval: string;
}

/** The test scenes' waits: a new group waits longer than the installations of one outage take to fire (3 s). */
export const SCENE_WAITS: GroupWaits = { groupWait: '8s', groupInterval: '4s' };

/** The example prometheus.yml's `alerting:` with its Alertmanager replaced by `address` (host:port). */
export function exampleAlertingTo(address: string): object {
  const alerting = structuredClone(exampleConfig().alerting) as {
    alertmanagers: { static_configs: { targets: string[] }[] }[];
  };
  alerting.alertmanagers[0]!.static_configs[0]!.targets = [address];
  return alerting;
}

/**
 * The shipped config with `waits` on every route that sets them and every webhook posting to
 * `receiverUrl` + its own path; throws for a receiver that is not a webhook (the test could not see it).
 */
export function testAlertmanagerConfig(receiverUrl: string, waits: GroupWaits): string {
  const config = shippedAlertmanagerConfig();
  const shorten = (route: Route) => {
    route.group_wait &&= waits.groupWait;
    route.group_interval &&= waits.groupInterval;
    route.routes?.forEach(shorten);
  };
  shorten(config.route);
  config.route.group_wait = waits.groupWait;
  config.route.group_interval = waits.groupInterval;
  for (const receiver of config.receivers) {
    const kinds = Object.keys(receiver).filter((key) => key !== 'name');
    if (kinds.join() !== 'webhook_configs')
      throw new Error(`receiver ${receiver.name} is not only webhooks: ${kinds.join(', ')}`);
    for (const webhook of receiver.webhook_configs ?? [])
      webhook.url = `${receiverUrl}${new URL(webhook.url).pathname}`;
  }
  return stringify(config);
}

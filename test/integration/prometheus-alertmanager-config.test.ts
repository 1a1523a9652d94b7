// deploy/prometheus/alertmanager.yml held by Debian's amtool: a config `amtool check-config` accepts,
// each alert of the rules routed by its severity to its receiver, grouped by alert (never by
// installation), and inhibition rules that name only alerts the rules define.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ALERTMANAGER_FILE, shippedAlertmanagerConfig } from '../helpers/alertmanager-config';
import { DEPLOY_DIR, DEPLOY_FILES, exampleConfig } from '../helpers/prometheus-config';
import { describeToolRun, prometheusBinary, runAmtool } from '../helpers/prometheus-tools';

interface Rule {
  alert?: string;
  labels?: Record<string, string>;
}

async function alertRules(): Promise<Required<Rule>[]> {
  const rules = parse(await readFile(DEPLOY_FILES.rules, 'utf8')) as { groups: { rules: Rule[] }[] };
  return rules.groups.flatMap((group) => group.rules).filter((rule): rule is Required<Rule> => !!rule.alert);
}

const RECEIVER_OF_SEVERITY: Record<string, string> = {
  critical: 'on-call-pager',
  warning: 'support-tickets',
  info: 'support-chat',
};

describe('deploy/prometheus/alertmanager.yml with amtool', () => {
  it('is a config amtool check-config accepts, with its inhibition rule and receivers', async () => {
    const run = await runAmtool(['check-config', 'alertmanager.yml'], DEPLOY_DIR);
    expect(run.code, describeToolRun(run)).toBe(0);
    expect(run.stdout).toContain('SUCCESS');
    expect(run.stdout).toContain('- 1 inhibit rules');
    expect(run.stdout).toContain('- 3 receivers');
  });

  it('routes every alert of the rules by its severity: critical pages, warning files a ticket, info chats', async () => {
    const rules = await alertRules();
    expect(rules.length).toBe(8);
    for (const { alert, labels } of rules) {
      const expected = RECEIVER_OF_SEVERITY[labels.severity ?? ''];
      expect(expected, `${alert} has a severity a route matches`).toBeTruthy();
      const run = await runAmtool(
        [
          'config',
          'routes',
          'test',
          `--config.file=${ALERTMANAGER_FILE}`,
          `--verify.receivers=${expected}`,
          `alertname=${alert}`,
          `severity=${labels.severity}`,
          'instance=Shop Köln',
          'job=retail-inspector',
        ],
        DEPLOY_DIR,
      );
      expect(run.code, `${alert} goes to ${expected}${describeToolRun(run)}`).toBe(0);
    }
  });

  it('groups by alert, never by installation, so one outage of many installations is one notification', () => {
    const { route } = shippedAlertmanagerConfig();
    expect(route.group_by).toEqual(['alertname']);
    for (const child of route.routes ?? []) expect(child.group_by, child.receiver).toBeUndefined();
  });

  it('inhibits only alerts the rules define, for the same installation', async () => {
    const names = new Set((await alertRules()).map((rule) => rule.alert));
    const { inhibit_rules: inhibitions } = shippedAlertmanagerConfig();
    expect(inhibitions.length).toBeGreaterThan(0);
    for (const rule of inhibitions) {
      const named = [...rule.source_matchers, ...rule.target_matchers].flatMap((matcher) =>
        (/^alertname=~?"([^"]+)"$/.exec(matcher)?.[1] ?? '').split('|'),
      );
      expect(named.filter((name) => !names.has(name))).toEqual([]);
      expect(rule.equal).toEqual(expect.arrayContaining(['instance', 'job']));
    }
  });

  it("is where the example Prometheus sends its alerts (Alertmanager's port)", () => {
    const alerting = exampleConfig().alerting as {
      alertmanagers: { static_configs: { targets: string[] }[] }[];
    };
    expect(alerting.alertmanagers[0]?.static_configs[0]?.targets).toEqual(['127.0.0.1:9093']);
  });
});

describe('prometheusBinary for Alertmanager', () => {
  it("fails saying how to install Debian's prometheus-alertmanager when its binaries are not found", () => {
    for (const name of ['prometheus-alertmanager', 'amtool'] as const) {
      expect(() => prometheusBinary(name, { PATH: '/nonexistent' }, [])).toThrow(
        /is not installed.*sudo apt-get install -y prometheus-alertmanager.*\.ci\/run/,
      );
    }
  });
});

// deploy/prometheus/: the example config, the alert rules and their unit tests, held by Debian's
// promtool, and the rules' and dashboard's promises (every alert tested both ways, a runbook that
// exists, only the exporter's metric names) checked on the files themselves.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify, parse } from 'yaml';
import { headingAnchors } from '../helpers/doc-references';
import {
  commentedShardingRules,
  DEPLOY_DIR,
  DEPLOY_FILES,
  exampleConfig,
  shardedProbeRelabeling,
} from '../helpers/prometheus-config';
import { describeToolRun, prometheusBinary, runPromtool } from '../helpers/prometheus-tools';
import { PACKAGE_JSON, repoPath } from '../helpers/repo-paths';
import {
  dashboardQueries,
  EXPORTER_METRICS,
  metricNamesIn,
  type Dashboard,
} from '../helpers/prometheus-queries';

interface AlertRule {
  alert: string;
  expr: string;
  annotations: Record<string, string>;
}
interface RuleTest {
  input_series?: { series: string; values: string }[];
  alert_rule_test?: { alertname: string; exp_alerts: { exp_labels: Record<string, string> }[] }[];
}

// The alerts about one installation: all but the exporter's own.
const installationAlerts = () => alerts.filter((rule) => !rule.expr.includes('retail-inspector-exporter'));

// The installations a rule test keeps in a maintenance window throughout (`retail_inspector_maintenance` 1).
function alwaysInMaintenance(test: RuleTest): string[] {
  return (test.input_series ?? [])
    .filter((s) => s.series.startsWith('retail_inspector_maintenance{') && /^1x\d+$/.test(s.values))
    .map((s) => /instance="([^"]+)"/.exec(s.series)?.[1] ?? '');
}

let work = '';
let alerts: AlertRule[] = [];
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-prom-deploy-'));
  const rules = parse(await readFile(DEPLOY_FILES.rules, 'utf8')) as { groups: { rules: AlertRule[] }[] };
  alerts = rules.groups.flatMap((group) => group.rules).filter((rule) => rule.alert);
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('deploy/prometheus with promtool', () => {
  it('has a config promtool check config accepts, rule file included', async () => {
    const run = await runPromtool(['check', 'config', 'prometheus.yml'], DEPLOY_DIR);
    expect(run.code, describeToolRun(run)).toBe(0);
    expect(run.stdout).toContain(`SUCCESS: ${alerts.length} rules found`);
  });

  it('has commented sharding rules that make a config promtool accepts once uncommented', async () => {
    expect(commentedShardingRules().map((rule) => rule.action ?? 'replace')).toEqual([
      'hashmod',
      'replace',
      'replace',
    ]);
    // One route per shard, shard i to replica i.
    expect(
      commentedShardingRules()
        .filter((rule) => rule.target_label === '__address__')
        .map((rule) => rule.regex),
    ).toEqual(['0', '1']);
    const config = exampleConfig();
    const job = config.scrape_configs.find((j) => j.job_name === 'retail-inspector')!;
    Object.assign(job, { relabel_configs: shardedProbeRelabeling(['10.0.0.1:9941', '10.0.0.2:9941']) });
    const file = join(work, 'sharded.yml');
    await writeFile(file, stringify({ ...config, rule_files: [DEPLOY_FILES.rules] }));
    const run = await runPromtool(['check', 'config', file], work);
    expect(run.code, describeToolRun(run)).toBe(0);
  });

  it('has alert rules promtool check rules accepts', async () => {
    const run = await runPromtool(['check', 'rules', DEPLOY_FILES.rules], DEPLOY_DIR);
    expect(run.code, describeToolRun(run)).toBe(0);
    expect(alerts.map((a) => a.alert)).toEqual([
      'RetailInspectorInstallationDown',
      'RetailInspectorViolatesSpecification',
      'RetailInspectorTokenRefused',
      'RetailInspectorCategoriesDropped',
      'RetailInspectorSettingsChanged',
      'RetailInspectorCertificateExpiresSoon',
      'RetailInspectorCertificateExpiresSoon',
      'RetailInspectorExporterDown',
    ]);
  });

  it('passes its rule unit tests under promtool test rules', async () => {
    const run = await runPromtool(
      ['test', 'rules', 'retail-inspector.rules.test.yml'],
      join(DEPLOY_DIR, 'rules'),
    );
    expect(run.code, describeToolRun(run)).toBe(0);
    expect(run.stdout).toContain('SUCCESS');
  });
});

describe('deploy/prometheus availability recording rules', () => {
  const recorded = async () => {
    const file = parse(await readFile(DEPLOY_FILES.availability, 'utf8')) as {
      groups: { rules: { record?: string; expr: string }[] }[];
    };
    return file.groups.flatMap((group) => group.rules);
  };

  it('are included in the example config, and promtool check rules accepts them', async () => {
    expect(exampleConfig().rule_files).toContain('rules/retail-inspector.availability.yml');
    const run = await runPromtool(['check', 'rules', DEPLOY_FILES.availability], DEPLOY_DIR);
    expect(run.code, describeToolRun(run)).toBe(0);
    expect((await recorded()).map((rule) => rule.record)).toEqual([
      'retail_inspector:counted',
      'retail_inspector:answered',
      'retail_inspector:degraded',
      'retail_inspector:availability:ratio30d',
      'retail_inspector:degraded:ratio30d',
    ]);
  });

  it('give the exact ratios of a known pattern under promtool test rules, leaving out maintenance and our causes', async () => {
    const run = await runPromtool(
      ['test', 'rules', 'retail-inspector.availability.test.yml'],
      join(DEPLOY_DIR, 'rules'),
    );
    expect(run.code, describeToolRun(run)).toBe(0);
    expect(run.stdout).toContain('SUCCESS');
  });

  it('leave out runs in a maintenance window and count no class the availability rule leaves out', async () => {
    for (const rule of (await recorded()).filter((r) => !r.record!.includes('ratio30d'))) {
      expect(rule.expr, rule.record).toMatch(
        /\sunless on \(instance, job\) retail_inspector_maintenance == 1$/,
      );
      expect(rule.expr, rule.record).not.toMatch(/no-token|usage/);
    }
  });

  it('record every name of them the dashboard reads', async () => {
    const dashboard = JSON.parse(await readFile(DEPLOY_FILES.dashboard, 'utf8')) as Dashboard;
    const read = dashboardQueries(dashboard).flatMap(({ expr }) =>
      [...expr.matchAll(/\bretail_inspector:[a-z0-9_:]+/g)].map((m) => m[0]),
    );
    expect(read).toContain('retail_inspector:availability:ratio30d');
    const names = (await recorded()).map((rule) => rule.record);
    expect(read.filter((name) => !names.includes(name))).toEqual([]);
  });
});

describe('deploy/prometheus alert rules', () => {
  it('tests every alert both firing and not firing', async () => {
    const tests = (parse(await readFile(DEPLOY_FILES.ruleTests, 'utf8')) as { tests: RuleTest[] }).tests;
    const cases = tests.flatMap((test) => test.alert_rule_test ?? []);
    for (const { alert } of alerts) {
      const own = cases.filter((c) => c.alertname === alert);
      expect(
        own.some((c) => c.exp_alerts.length > 0),
        `${alert} is tested firing`,
      ).toBe(true);
      expect(
        own.some((c) => c.exp_alerts.length === 0),
        `${alert} is tested not firing`,
      ).toBe(true);
    }
  });

  it('keeps every installation alert silent in a maintenance window, tested beside one that fires', async () => {
    const tests = (parse(await readFile(DEPLOY_FILES.ruleTests, 'utf8')) as { tests: RuleTest[] }).tests;
    expect(installationAlerts().length).toBe(alerts.length - 1);
    for (const { alert, expr } of installationAlerts()) {
      expect(expr, alert).toMatch(/\sunless on \(instance, job\) retail_inspector_maintenance == 1$/);
      // A case that fires for the installation outside a window while the one in a window is there.
      const tested = tests.some((test) => {
        const maintained = alwaysInMaintenance(test);
        return (
          maintained.length > 0 &&
          (test.alert_rule_test ?? []).some(
            (c) =>
              c.alertname === alert &&
              c.exp_alerts.length > 0 &&
              c.exp_alerts.every((a) => !maintained.includes(a.exp_labels.instance ?? '')),
          )
        );
      });
      expect(tested, `${alert} is tested in and out of maintenance`).toBe(true);
    }
  });

  it('gives every alert a summary, a description and a runbook that is a section of fleet-monitoring.md', async () => {
    const homepage = (JSON.parse(await readFile(PACKAGE_JSON, 'utf8')) as { homepage: string }).homepage;
    const anchors = headingAnchors(await readFile(repoPath('docs', 'fleet-monitoring.md'), 'utf8'));
    for (const { alert, annotations } of alerts) {
      expect(Object.keys(annotations).sort(), alert).toEqual(['description', 'runbook_url', 'summary']);
      const [page, anchor = ''] = annotations.runbook_url!.split('#');
      expect(page, alert).toBe(`${homepage}fleet-monitoring.md`);
      expect(anchors.has(anchor), `${alert}'s runbook #${anchor} is a heading of fleet-monitoring.md`).toBe(
        true,
      );
    }
  });

  it('use only the metric names the exporter answers, in expressions and annotations', () => {
    const used = new Set(
      alerts.flatMap((rule) => metricNamesIn(rule.expr + JSON.stringify(rule.annotations))),
    );
    expect([...used].filter((name) => !EXPORTER_METRICS.includes(name))).toEqual([]);
    expect(used.size).toBeGreaterThanOrEqual(5);
  });

  it('name only the jobs of the example config', () => {
    const jobs = exampleConfig().scrape_configs.map((job) => job.job_name);
    const named = alerts.flatMap((rule) => [...rule.expr.matchAll(/job="([^"]+)"/g)].map((m) => m[1]!));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((job) => !jobs.includes(job))).toEqual([]);
  });
});

describe('deploy/prometheus Grafana dashboard', () => {
  it('has a fleet overview and one installation chosen by a variable of the probed names', async () => {
    const dashboard = JSON.parse(await readFile(DEPLOY_FILES.dashboard, 'utf8')) as Dashboard;
    const rows = dashboard.panels.filter((p) => p.type === 'row').map((p) => p.title);
    expect(rows).toEqual(['Fleet overview', 'One installation: $instance']);
    const variable = dashboard.templating.list.find((v) => v.name === 'instance');
    expect(variable?.definition).toBe('label_values(retail_inspector_up, instance)');
    for (const panel of dashboard.panels.filter((p) => p.type !== 'row')) {
      expect(panel.title, `panel ${panel.id} has a title`).toBeTruthy();
      expect(panel.targets?.length, `${panel.title} queries Prometheus`).toBeGreaterThan(0);
    }
  });

  it('queries only the metric names the exporter answers', async () => {
    const dashboard = JSON.parse(await readFile(DEPLOY_FILES.dashboard, 'utf8')) as Dashboard;
    const used = new Set(dashboardQueries(dashboard).flatMap(({ expr }) => metricNamesIn(expr)));
    expect([...used].filter((name) => !EXPORTER_METRICS.includes(name))).toEqual([]);
    expect(used.size).toBeGreaterThanOrEqual(10);
  });
});

describe('prometheusBinary', () => {
  it("fails saying how to install Debian's prometheus when neither binary is found", () => {
    for (const name of ['prometheus', 'promtool'] as const) {
      expect(() => prometheusBinary(name, { PATH: work }, [])).toThrow(
        /is not installed.*sudo apt-get install -y prometheus.*\.ci\/run/,
      );
    }
  });
});

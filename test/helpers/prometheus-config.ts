// The example Prometheus set-up in deploy/prometheus/, read for tests: the config as an object, the
// commented sharding rules made live, and a config for a test Prometheus built from the example's
// own relabeling, so what the tests prove holds for what users copy.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { repoPath } from './repo-paths';

/** deploy/prometheus/ and the files in it. */
export const DEPLOY_DIR = repoPath('deploy', 'prometheus');
export const DEPLOY_FILES = {
  config: join(DEPLOY_DIR, 'prometheus.yml'),
  rules: join(DEPLOY_DIR, 'rules', 'retail-inspector.rules.yml'),
  ruleTests: join(DEPLOY_DIR, 'rules', 'retail-inspector.rules.test.yml'),
  availability: join(DEPLOY_DIR, 'rules', 'retail-inspector.availability.yml'),
  dashboard: join(DEPLOY_DIR, 'grafana', 'retail-inspector-dashboard.json'),
} as const;

/** One relabeling rule as Prometheus's YAML writes it. */
export type RelabelRule = Record<string, unknown>;

/** One scrape job of the config. */
export interface ScrapeJob {
  readonly job_name: string;
  readonly relabel_configs?: RelabelRule[];
  readonly [key: string]: unknown;
}

/** The example config as an object. */
export function exampleConfig(): { scrape_configs: ScrapeJob[]; [key: string]: unknown } {
  return parse(readFileSync(DEPLOY_FILES.config, 'utf8')) as { scrape_configs: ScrapeJob[] };
}

/** The example's job named `name`; throws when it is not there. */
export function exampleJob(name: string): ScrapeJob {
  const job = exampleConfig().scrape_configs.find((j) => j.job_name === name);
  if (!job) throw new Error(`deploy/prometheus/prometheus.yml has no job named ${name}`);
  return job;
}

const SHARDING_MARKER = '# Several exporter replicas instead';

/**
 * The sharding rules the example keeps commented out after SHARDING_MARKER, uncommented and parsed:
 * the commented lines that follow the comment's prose, up to the first line that is not a comment.
 */
export function commentedShardingRules(): RelabelRule[] {
  const lines = readFileSync(DEPLOY_FILES.config, 'utf8').split('\n');
  const start = lines.findIndex((line) => line.trim().startsWith(SHARDING_MARKER));
  if (start < 0) throw new Error(`deploy/prometheus/prometheus.yml has no "${SHARDING_MARKER}" comment`);
  const block: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const match = /^\s*# ?(.*)$/.exec(line);
    if (!match) break;
    const text = match[1] ?? '';
    if (block.length === 0 && !text.startsWith('- ')) continue;
    block.push(text);
  }
  return parse(block.join('\n')) as RelabelRule[];
}

/**
 * The probe job's relabeling with the single exporter replaced by the commented sharding rules, the
 * example replicas' addresses (in order) replaced by `exporters`; throws when the example has fewer
 * replicas than given.
 */
export function shardedProbeRelabeling(exporters: readonly string[]): RelabelRule[] {
  const rules = exampleJob('retail-inspector').relabel_configs ?? [];
  const single = rules.findIndex((rule) => rule.target_label === '__address__');
  const sharding = commentedShardingRules();
  const hashmod = sharding.find((rule) => rule.action === 'hashmod');
  const routes = sharding.filter((rule) => rule.target_label === '__address__');
  if (!hashmod || routes.length !== exporters.length) {
    throw new Error(
      `the example's sharding rules route to ${routes.length} replicas, not ${exporters.length}`,
    );
  }
  const live = [
    { ...hashmod, modulus: exporters.length },
    ...routes.map((r, i) => ({ ...r, replacement: exporters[i] })),
  ];
  return [...rules.slice(0, single), ...live, ...rules.slice(single + 1)];
}

/**
 * The shard Prometheus's `hashmod` relabeling gives `value`: the MD5 of its UTF-8 bytes, the last 8
 * bytes read as a big-endian unsigned integer, modulo `modulus` (as Prometheus's relabel package).
 */
export function hashmodShard(value: string, modulus: number): number {
  const digest = createHash('md5').update(value, 'utf8').digest();
  return Number(digest.readBigUInt64BE(8) % BigInt(modulus));
}

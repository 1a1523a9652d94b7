// The built exporter through the answer zoo (test/helpers/answer-zoo.ts), on a free port and on a
// port fetch refuses (6667, reached through undici's request API): after each case its probes have
// answered with a class of failure, /metrics answers within a second, nothing reached its last
// resort, and its resident set falls back under RSS_BOUND_MB. One exporter for every case.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAllClis } from '../helpers/cli-process';
import { scrape, sample, startExporterProcess, type ExporterProcess } from '../helpers/exporter-process';
import {
  startAnswerZoo,
  startAnswerZooOnBlockedPort,
  ZOO_CASES,
  type AnswerZoo,
  type ZooCase,
} from '../helpers/answer-zoo';
import { closeAllServers } from '../helpers/local-servers';
import { residentFallsUnder } from '../helpers/process-memory';
import { CASE_MS, expectedClass, RSS_BOUND_MB, TIMEOUT_MS, RSS_SETTLE_MS } from '../helpers/zoo-expectations';

let folder: string;
let zoo: AnswerZoo;
let blocked: AnswerZoo;
let exporter: ExporterProcess;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-zoo-exporter-'));
  [zoo, blocked] = await Promise.all([startAnswerZoo(), startAnswerZooOnBlockedPort()]);
  const fleet = join(folder, 'fleet.csv');
  await writeFile(fleet, `name,base_url,token_env\nzoo,${zoo.url},\nzoo-bad-port,${blocked.url},\n`);
  exporter = await startExporterProcess(fleet, ['--timeout', String(TIMEOUT_MS)]);
}, 60_000);

afterAll(async () => {
  await killAllClis();
  await closeAllServers();
  await rm(folder, { recursive: true, force: true });
});

// The class the probe answered: the one outcome series at 1.
function outcomeOf(body: string): string | null {
  return /^retail_inspector_outcome\{class="([^"]+)"\} 1$/m.exec(body)?.[1] ?? null;
}

describe.each(ZOO_CASES)('the exporter after %s', (zooCase: ZooCase) => {
  it(
    `answers both probes as ${expectedClass(zooCase)}, then /metrics within 1 s, and gives its memory back`,
    async () => {
      zoo.set(zooCase);
      blocked.set(zooCase);
      const targets = ['zoo', 'zoo-bad-port'];
      const probes = await Promise.all(
        targets.map((target) => scrape(exporter.url, `/probe?target=${target}`, {}, TIMEOUT_MS + 5_000)),
      );
      probes.forEach((probe, i) => {
        expect(probe.status, `${targets[i]}: ${probe.body.slice(0, 300)}`).toBe(200);
        expect(outcomeOf(probe.body), targets[i]).toBe(expectedClass(zooCase));
      });
      const metrics = await scrape(exporter.url, '/metrics', {}, 1_000);
      expect(metrics.status).toBe(200);
      expect(metrics.ms).toBeLessThan(1_000);
      expect(sample(metrics.body, 'retail_inspector_exporter_uncaught_errors_total')).toBe(0);
      await residentFallsUnder(exporter.cli.child.pid!, RSS_BOUND_MB, RSS_SETTLE_MS);
      expect(exporter.cli.child.exitCode).toBeNull();
    },
    CASE_MS,
  );
});

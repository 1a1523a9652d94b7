// The built `watch` through the answer zoo (test/helpers/answer-zoo.ts), one installation on a free
// port and one on a port fetch refuses (6667): after each case a run that started after the switch
// has reported the case's class for both, nothing reached the last resort, watch still runs, and
// its resident set falls back under WATCH_RSS_BOUND_MB. One watch for every case, every second.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRun, killAllClis, startCli, type Cli } from '../helpers/cli-process';
import {
  CALM,
  startAnswerZoo,
  startAnswerZooOnBlockedPort,
  ZOO_CASES,
  type AnswerZoo,
  type ZooCase,
} from '../helpers/answer-zoo';
import { closeAllServers } from '../helpers/local-servers';
import { residentFallsUnder } from '../helpers/process-memory';
import { until } from '../helpers/waits';
import {
  CASE_MS,
  expectedClass,
  WATCH_RSS_BOUND_MB,
  TIMEOUT_MS,
  RSS_SETTLE_MS,
} from '../helpers/zoo-expectations';

// A run falls due every second, or every two after one with no answer (backed off), and then takes
// at most its timeout.
const NEXT_RUN_MS = 2_000 + TIMEOUT_MS + 5_000;
const NAMES = ['zoo', 'zoo-bad-port'] as const;

let folder: string;
let zoo: AnswerZoo;
let blocked: AnswerZoo;
let watch: Cli;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-zoo-watch-'));
  [zoo, blocked] = await Promise.all([startAnswerZoo(), startAnswerZooOnBlockedPort()]);
  const fleet = join(folder, 'fleet.csv');
  await writeFile(fleet, `name,base_url,token_env\nzoo,${zoo.url},\nzoo-bad-port,${blocked.url},\n`);
  watch = startCli([
    'watch',
    '--fleet',
    fleet,
    '--every',
    '1s',
    '--timeout',
    String(TIMEOUT_MS),
    '--log-format',
    'json',
  ]);
}, 60_000);

afterAll(async () => {
  await killAllClis();
  await closeAllServers();
  await rm(folder, { recursive: true, force: true });
});

interface RunLine {
  readonly type: string;
  readonly name: string;
  readonly at: number;
  readonly watchClass: string;
}

function runs(): RunLine[] {
  return watch
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as RunLine)
    .filter((line) => line.type === 'run');
}

// The first run of each installation that started at or after `since`, or undefined.
const firstSince = (name: string, since: number) =>
  runs().find((run) => run.name === name && run.at >= since);

async function runsSince(since: number, what: string): Promise<RunLine[]> {
  await until(
    () => NAMES.every((name) => firstSince(name, since) !== undefined),
    NEXT_RUN_MS,
    `${what}${describeRun({ stdout: watch.stdout(), stderr: watch.stderr() })}`,
  );
  return NAMES.map((name) => firstSince(name, since)!);
}

describe.each(ZOO_CASES)('watch after %s', (zooCase: ZooCase) => {
  it(
    `reports its runs as ${expectedClass(zooCase)}, runs on, and gives its memory back`,
    async () => {
      zoo.set(zooCase);
      blocked.set(zooCase);
      const during = await runsSince(Date.now(), `a run of both installations during ${zooCase}`);
      expect(during.map((run) => run.watchClass)).toEqual(NAMES.map(() => expectedClass(zooCase)));
      zoo.set(CALM);
      blocked.set(CALM);
      const next = await runsSince(Date.now(), `the next run of both installations after ${zooCase}`);
      expect(next.map((run) => run.watchClass)).toEqual(NAMES.map(() => 'wrong-address'));
      expect(watch.stderr()).not.toMatch(/caught an error nothing handled/i);
      await residentFallsUnder(watch.child.pid!, WATCH_RSS_BOUND_MB, RSS_SETTLE_MS);
      expect(watch.child.exitCode).toBeNull();
    },
    CASE_MS,
  );
});

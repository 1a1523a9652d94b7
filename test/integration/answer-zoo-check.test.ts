// The built `check` through the answer zoo (test/helpers/answer-zoo.ts) on a port fetch refuses
// (6667, reached through undici's request API, where a 70 MB answer used to end it with a stack
// trace): a short-lived command may fail fast, but each case ends as a verdict, "not checked" with
// exit code 2 and the case's class, never an unexpected error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRun, killAllClis, runCli } from '../helpers/cli-process';
import { startAnswerZooOnBlockedPort, ZOO_CASES, type AnswerZoo, type ZooCase } from '../helpers/answer-zoo';
import { closeAllServers } from '../helpers/local-servers';
import { CASE_MS, expectedClass, TIMEOUT_MS } from '../helpers/zoo-expectations';

let blocked: AnswerZoo;

beforeAll(async () => {
  blocked = await startAnswerZooOnBlockedPort();
}, 60_000);

afterAll(async () => {
  await killAllClis();
  await closeAllServers();
});

describe.each(ZOO_CASES)('check after %s on a bad port', (zooCase: ZooCase) => {
  it(
    `says not checked (${expectedClass(zooCase)}) with exit code 2`,
    async () => {
      blocked.set(zooCase);
      const run = await runCli(
        ['check', '--base-url', blocked.url, '--timeout', String(TIMEOUT_MS), '--json'],
        {},
        CASE_MS,
      );
      expect(run.code, describeRun(run)).toBe(2);
      expect(run.stderr, describeRun(run)).not.toMatch(/unexpected error|^\s+at /m);
      expect(JSON.parse(run.stdout), describeRun(run)).toMatchObject({
        outcome: 'not-checked',
        cause: expectedClass(zooCase),
      });
    },
    CASE_MS,
  );
});

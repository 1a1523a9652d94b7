// An installation that does not offer system information: its info operation answers the
// specification's own failure `{"status": false, "error": "Unknown method"}` while its categories
// answer at the same address. The built `check` (table and --json) and `check --fleet` say it was not
// checked because the installation does not offer it (cause `not-offered`, exit 2), never that it
// violates the specification, and never to check the address: the categories answered there.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeRun, killAllClis, runCli, type CliRun } from '../helpers/cli-process';
import { conformingRows, INFO_PATH, CATEGORIES_PATH } from '../helpers/fake-installation';
import { closeAllServers, startHttpServer } from '../helpers/local-servers';

const UNKNOWN_METHOD = JSON.stringify({ status: false, error: 'Unknown method' });

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-not-offered-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));
afterEach(async () => {
  await Promise.all([killAllClis(), closeAllServers()]);
});

/** An installation whose info answers `Unknown method` with `infoStatus`; its categories `categories`. */
async function withoutSystemInformation(
  infoStatus: number,
  categories: 'rows' | 'unknown' = 'rows',
): Promise<string> {
  const server = await startHttpServer((req, res, self) => {
    const path = new URL(req.url ?? '/', self.url).pathname;
    const json = { 'content-type': 'application/json; charset=utf-8' };
    if (path === CATEGORIES_PATH && categories === 'rows')
      res.writeHead(200, json).end(JSON.stringify({ status: true, rows: conformingRows(self.url) }));
    else if (path.startsWith('/img/')) res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>');
    else if (path === INFO_PATH || path === CATEGORIES_PATH)
      res.writeHead(path === INFO_PATH ? infoStatus : 200, json).end(UNKNOWN_METHOD);
    else res.writeHead(404, json).end(UNKNOWN_METHOD);
  });
  return server.url;
}

interface Report {
  exitCode: number;
  outcome: string;
  cause: string | null;
  suggestedBaseUrl: string | null;
  checks: { id: string; status: string; message: string; details: string[] }[];
}

async function check(baseUrl: string): Promise<{ human: CliRun; report: Report }> {
  const args = ['check', '--base-url', baseUrl, '--timeout', '3000'];
  const human = await runCli(args);
  const machine = await runCli([...args, '--json']);
  expect(machine.code, describeRun(machine)).toBe(human.code);
  return { human, report: JSON.parse(machine.stdout) as Report };
}

describe('retail-inspector check: system information not offered', () => {
  it.each([200, 404])(
    'is not checked (exit 2) when the info operation answers Unknown method with HTTP %i and the categories answer',
    async (status) => {
      const { human, report } = await check(await withoutSystemInformation(status));
      expect(human.code, describeRun(human)).toBe(2);
      expect(report).toMatchObject({
        exitCode: 2,
        outcome: 'not-checked',
        cause: 'not-offered',
        suggestedBaseUrl: null,
      });
      expect(report.checks.find((c) => c.id === 'info.status')).toMatchObject({
        message: 'the installation does not offer system information: Unknown method',
      });
      // The categories were read and checked all the same.
      expect(report.checks.find((c) => c.id === 'categories.count')?.message).toBe('5 categories');
      expect(human.stdout).toMatch(
        /FAIL {2}info\.status +the installation does not offer system information: Unknown method\n/,
      );
      expect(human.stdout).toContain(
        'GET /api/v2/products/getcategorys answered at this address, so the address is right',
      );
      expect(human.stdout).toMatch(
        /^Result: could not be checked: the installation does not offer one of the operations \(1 failed/m,
      );
      expect(human.stdout).not.toMatch(/check the address/i);
      expect(human.stdout).not.toContain('violates the specification');
      expect(human.stdout).not.toContain('Nothing answers this operation here');
    },
  );

  it('still calls both operations answering Unknown method a wrong address', async () => {
    const { human, report } = await check(await withoutSystemInformation(200, 'unknown'));
    expect(human.code, describeRun(human)).toBe(2);
    expect(report.cause).toBe('wrong-address');
    expect(human.stdout).toContain('Nothing answers this operation here: check the address');
  });
});

describe('retail-inspector check --fleet: system information not offered', () => {
  it('reports the row not checked with cause not-offered, in the table and in --json', async () => {
    const file = join(work, 'fleet.csv');
    await writeFile(file, `name,base_url\nNo Info Shop,${await withoutSystemInformation(200)}\n`);
    const table = await runCli(['check', '--fleet', file, '--timeout', '3000']);
    expect(table.code, describeRun(table)).toBe(2);
    const row = table.stdout.split('\n').find((line) => line.startsWith('No Info Shop'));
    expect(row).toMatch(/^No Info Shop\s+not checked\s+not-offered\s+1\s+/);
    expect(row).toContain('info.status: the installation does not offer system information: Unknown method');
    expect(table.stdout).toContain('0 violate the specification, 1 could not be checked (1 not-offered)');
    expect(table.stderr).toContain('No Info Shop: not checked (not-offered), exit 2');
    expect(table.stdout + table.stderr).not.toMatch(/check the address/i);

    const machine = await runCli(['check', '--fleet', file, '--timeout', '3000', '--json']);
    expect(machine.code, describeRun(machine)).toBe(2);
    const fleet = JSON.parse(machine.stdout) as { installations: { name: string; report: Report }[] };
    expect(fleet.installations[0]!.report).toMatchObject({ outcome: 'not-checked', cause: 'not-offered' });
  });
});

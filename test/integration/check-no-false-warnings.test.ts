// No false warnings: `retail-inspector check` (built, in a child process) against real loopback
// installations whose answers are unusual but break no rule of the specification: a JSON media type
// with the +json suffix (RFC 6839 §3.1), no categories at all, twelve decimals, and addresses with
// characters outside ASCII, which are URLs to the WHATWG URL Standard (RFC 3987 IRIs). Each
// conforms (exit 0); the non-ASCII addresses are the one warning, citing RFC 3986 §2.
import { afterEach, describe, expect, it } from 'vitest';
import { describeRun, killAllClis, runCli } from '../helpers/cli-process';
import {
  conformingInfo,
  conformingRows,
  json,
  startFakeInstallation,
  type FakeInstallationRoutes,
} from '../helpers/fake-installation';
import { closeAllServers } from '../helpers/local-servers';

interface JsonReport {
  exitCode: number;
  outcome: string;
  checks: { id: string; status: string; message: string; details: string[]; clause?: string }[];
}

afterEach(async () => {
  await killAllClis();
  await closeAllServers();
});

async function check(routes: FakeInstallationRoutes) {
  const installation = await startFakeInstallation(routes);
  const args = ['check', '--base-url', installation.url, '--timeout', '3000'];
  const human = await runCli(args);
  const machine = await runCli([...args, '--json']);
  return { human, report: JSON.parse(machine.stdout) as JsonReport };
}

const warnings = (report: JsonReport) => report.checks.filter((c) => c.status !== 'pass');

describe('retail-inspector check: no false warnings', () => {
  it('reads application/problem+json as JSON, with no content-type warning', async () => {
    const { human, report } = await check({
      info: (_req, base) => ({
        ...json(conformingInfo(base)),
        headers: { 'content-type': 'application/vnd.shop.v2+json' },
      }),
    });
    expect(human.code, describeRun(human)).toBe(0);
    expect(warnings(report)).toEqual([]);
  });

  it('says an empty category list and twelve decimals as they are, with no warning', async () => {
    const { human, report } = await check({
      info: (_req, base) => json({ ...conformingInfo(base), decimals: '12' }),
      categories: () => json({ status: true, rows: [] }),
    });
    expect(human.code, describeRun(human)).toBe(0);
    expect(warnings(report)).toEqual([]);
    expect(human.stdout).toMatch(/PASS\s+categories\.count\s+the list is empty/);
    expect(human.stdout).toMatch(/PASS\s+info\.decimals\s+decimals 12, .*the specification sets no limit/);
  });

  it('accepts addresses with characters outside ASCII and warns once per operation, citing RFC 3986 §2', async () => {
    const { human, report } = await check({
      info: (_req, base) => json({ ...conformingInfo(base), logo: `${base}/img/Bäckerei-Logo.svg` }),
      categories: (_req, base) =>
        json({
          status: true,
          rows: conformingRows(base).map((row, i) =>
            i < 2 ? { ...row, image: `${base}/img/Käse-${i}.svg` } : row,
          ),
        }),
    });
    expect(human.code, describeRun(human)).toBe(0);
    expect(report.outcome).toBe('conforms');
    expect(warnings(report).map((c) => [c.id, c.status])).toEqual([
      ['info.addresses-ascii', 'warn'],
      ['categories.addresses-ascii', 'warn'],
    ]);
    const images = report.checks.find((c) => c.id === 'categories.addresses-ascii')!;
    expect(images.message).toMatch(/^2 addresses hold characters outside ASCII/);
    expect(images.clause).toMatch(/^RFC 3986 §2/);
    expect(images.details.slice(1)).toEqual([
      expect.stringMatching(/^rows\[0\]\.image: http:\/\/127\.0\.0\.1:\d+\/img\/Käse-0\.svg$/),
      expect.stringMatching(/^rows\[1\]\.image: .*\/img\/Käse-1\.svg$/),
    ]);
    expect(human.stdout).toContain('Rule: RFC 3986 §2');
    // The shape checks pass: the addresses are URLs.
    expect(report.checks.find((c) => c.id === 'categories.shape')?.status).toBe('pass');
    // The logo and the images load from their addresses with the umlauts.
    expect(report.checks.find((c) => c.id === 'info.logo')?.status).toBe('pass');
  });
});

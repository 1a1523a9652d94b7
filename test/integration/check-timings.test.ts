// `check` says where each call's time went, as a user runs it: the built CLI against a conforming
// https installation on 127.0.0.1 (a certificate authority made for the run, trusted through
// NODE_EXTRA_CA_CERTS). `--json` gives each call's `timings`; the table one short line per call.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeRun, killAllClis, runCli } from '../helpers/cli-process';
import { startFakeInstallation } from '../helpers/fake-installation';
import type { LocalServer } from '../helpers/local-servers';
import { makeTestCertificates, type TestCertificates } from '../helpers/test-certificates';

const TOKEN = 'tok-Timings-3b7e91';
const PHASES = ['dns', 'connect', 'tls', 'firstByte', 'transfer', 'total', 'connection'];
let ca: TestCertificates;
let secure: LocalServer;
let plain: LocalServer;

beforeAll(async () => {
  ca = await makeTestCertificates('Check Timings CA', ['localhost', '127.0.0.1']);
  secure = await startFakeInstallation({}, ca);
  plain = await startFakeInstallation();
}, 60_000);

afterAll(async () => {
  await secure?.close();
  await plain?.close();
  await ca?.cleanup();
});

afterEach(async () => {
  await killAllClis();
});

const check = (baseUrl: string, extra: string[] = []) =>
  runCli(['check', '--base-url', baseUrl, '--token', TOKEN, '--timeout', '5000', ...extra], {
    NODE_EXTRA_CA_CERTS: ca.caFile,
  });

describe('retail-inspector check: where the time goes', () => {
  it('--json gives each call its phases: DNS for a name, connect, TLS over https, first byte, transfer', async () => {
    const run = await check(`https://localhost:${secure.port}`, ['--json']);
    expect(run.code, describeRun(run)).toBe(0);
    const report = JSON.parse(run.stdout) as {
      calls: Record<string, { totalMs: number; timings: Record<string, number | string | null> }>;
    };
    for (const operation of ['info', 'categories']) {
      const { timings, totalMs } = report.calls[operation]!;
      expect(Object.keys(timings)).toEqual(PHASES);
      expect(timings.total).toBe(totalMs);
      expect(timings.firstByte).toEqual(expect.any(Number));
      expect(timings.transfer).toEqual(expect.any(Number));
      // Each phase a tenth of a millisecond at most, as totalMs.
      for (const value of Object.values(timings))
        if (typeof value === 'number') expect(Number(value.toFixed(1))).toBe(value);
    }
    // The first call opened the connection: its name resolved, TCP and the TLS handshake timed.
    const info = report.calls.info!.timings;
    expect(info.dns).toEqual(expect.any(Number));
    expect(info.connect).toEqual(expect.any(Number));
    expect(info.tls).toBeGreaterThan(0);
    expect(info.connection).toBe('new');
  });

  it('over http to an IP address: no DNS, no TLS (null)', async () => {
    const run = await check(plain.url, ['--json']);
    expect(run.code, describeRun(run)).toBe(0);
    const { info } = (JSON.parse(run.stdout) as { calls: Record<string, { timings: object }> }).calls;
    expect(info!.timings).toMatchObject({ dns: null, tls: null, connect: expect.any(Number) });
  });

  it('the table has one line per call, the phases that happened only', async () => {
    const run = await check(plain.url);
    expect(run.code, describeRun(run)).toBe(0);
    const lines = run.stdout.split('\n');
    const at = lines.findIndex((line) => line.startsWith('Time: '));
    expect(lines[at]).toMatch(/^Time: info [\d.]+ ms: connect [\d.]+ · first byte [\d.]+ · transfer [\d.]+$/);
    expect(lines[at + 1]).toMatch(
      /^ {6}categories [\d.]+ ms: (connect [\d.]+ · )?first byte [\d.]+ · transfer [\d.]+$/,
    );
    expect(run.stdout).not.toMatch(/DNS|TLS/);
  });
});

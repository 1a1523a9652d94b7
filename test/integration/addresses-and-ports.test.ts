// Addresses as a user gets them wrong, and ports a browser refuses, with the built command line and
// the web host in child processes: TLS failures named by kind in our own words (certificates made
// with openssl for each run: one from a CA this machine does not trust, an expired one, one for
// another name; and plain HTTP called with https://), never OpenSSL's text; and installations on a
// port of the Fetch standard's bad-port list, which curl reaches and so must `check`, `export` and
// the web host.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeRun, killAllClis, runCli } from '../helpers/cli-process';
import { startOnBlockedPort } from '../helpers/blocked-port';
import { startFakeInstallation } from '../helpers/fake-installation';
import { exchange } from '../helpers/http-exchange';
import { closeAllServers } from '../helpers/local-servers';
import { makeTestCertificates, type TestCertificates } from '../helpers/test-certificates';
import { startWebHost } from '../helpers/web-host-process';

let trusted: TestCertificates;
let expired: TestCertificates;
let otherName: TestCertificates;

beforeAll(async () => {
  trusted = await makeTestCertificates('Addresses Test CA', ['127.0.0.1']);
  expired = await makeTestCertificates('Addresses Expired CA', ['127.0.0.1'], { expired: true });
  otherName = await makeTestCertificates('Addresses Other-Name CA', ['shop.test']);
}, 60_000);

afterAll(async () => {
  await Promise.all([trusted?.cleanup(), expired?.cleanup(), otherName?.cleanup()]);
});

afterEach(async () => {
  await Promise.all([killAllClis(), closeAllServers()]);
});

interface Report {
  exitCode: number;
  cause: string | null;
  checks: { id: string; message: string; details: string[] }[];
}

// OpenSSL's own words and codes, which must never reach the user.
const LIBRARY_TEXT = /SSL routines|ERR_SSL_|openssl|\\u000a|error:0A0/i;

async function checkJson(baseUrl: string, env: Record<string, string> = {}) {
  const run = await runCli(['check', '--base-url', baseUrl, '--timeout', '3000', '--json'], env);
  return { run, report: JSON.parse(run.stdout) as Report };
}

describe('retail-inspector check: TLS failures by kind', () => {
  it.each([
    [
      'plain HTTP called with https://',
      async () => (await startFakeInstallation()).url.replace('http://', 'https://'),
      {},
      'This server speaks plain HTTP: use http://',
      /answered in plain HTTP, not TLS: the address should start with http:\/\//,
    ],
    [
      'a certificate from an authority this machine does not trust',
      async () => (await startFakeInstallation({}, trusted)).url,
      {},
      'The server’s certificate is not trusted',
      /not signed by an authority this computer trusts/,
    ],
    [
      'an expired certificate',
      async () => (await startFakeInstallation({}, expired)).url,
      () => ({ NODE_EXTRA_CA_CERTS: expired.caFile }),
      'The server’s certificate has expired',
      /The certificate of 127\.0\.0\.1 expired on 2020-01-02\./,
    ],
    [
      'a certificate for another name',
      async () => (await startFakeInstallation({}, otherName)).url,
      () => ({ NODE_EXTRA_CA_CERTS: otherName.caFile }),
      'The server’s certificate is for another name',
      /is not issued for 127\.0\.0\.1: it names /,
    ],
  ])('names %s, in its own words', async (_, start, env, title, detail) => {
    const url = await start();
    const extra = typeof env === 'function' ? env() : env;
    const { run, report } = await checkJson(url, extra);
    expect(run.code, describeRun(run)).toBe(2);
    expect(report.cause).toBe('tls');
    const reachable = report.checks.find((c) => c.id === 'info.reachable')!;
    expect(reachable.message).toContain(title);
    expect(reachable.details.join('\n')).toMatch(detail);
    const human = await runCli(['check', '--base-url', url, '--timeout', '3000'], extra);
    expect(human.stdout).toContain(title);
    expect(human.stdout).toMatch(/^Result: could not be checked: the secure connection failed/m);
    expect(human.stdout + human.stderr + run.stdout).not.toMatch(LIBRARY_TEXT);
  });

  it('passes the same installation once its authority is trusted (the failures above are the certificates’)', async () => {
    const server = await startFakeInstallation({}, trusted);
    const { run } = await checkJson(server.url, { NODE_EXTRA_CA_CERTS: trusted.caFile });
    expect(run.code, describeRun(run)).toBe(0);
  });
});

describe('an installation on a port fetch refuses', () => {
  it('is checked by `check`, its images included', async () => {
    const blocked = await startOnBlockedPort();
    const run = await runCli(['check', '--base-url', blocked.url, '--timeout', '3000']);
    expect(run.code, describeRun(run)).toBe(0);
    expect(run.stdout).toMatch(/^ {2}PASS {2}info\.logo /m);
    expect(blocked.requests).toContain('/img/logo.svg');
  });

  it('is exported by `export`', async () => {
    const blocked = await startOnBlockedPort();
    const run = await runCli(['export', '--base-url', blocked.url, '--format', 'json']);
    expect(run.code, describeRun(run)).toBe(0);
    expect((JSON.parse(run.stdout) as unknown[]).length).toBe(5);
  });

  it('is reached by the web host’s connection test', async () => {
    const blocked = await startOnBlockedPort();
    const host = await startWebHost(20_000, 'ri-blocked-port-');
    try {
      const url = new URL(host.url);
      const key = new URLSearchParams(url.hash.slice(1)).get('key')!;
      const draft = { name: 'Blocked port', baseUrl: blocked.url, timeoutMs: 5_000, insecure: false };
      const answer = await exchange(url.origin, '/rpc/testConnection', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-inspector-key': key },
        body: JSON.stringify({ draft, callId: 'blocked-port-test' }),
        timeoutMs: 10_000,
      });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json()).toMatchObject({ ok: true, value: { ok: true } });
      expect(blocked.requests).toContain('/api/v2/auth/info');
    } finally {
      await host.stop();
    }
  });
});

// `check` reads the certificate an https installation serves, as a user runs it: the built CLI
// against real https installations on 127.0.0.1 whose certificates are made with openssl for the
// run (one expiring in 10 days, one expired, one for other names, all from private authorities
// trusted through NODE_EXTRA_CA_CERTS, and one self-signed), directly and through a real forward proxy.
import { execFile } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeRun, killAllClis, runCli } from '../helpers/cli-process';
import { startFakeInstallation } from '../helpers/fake-installation';
import type { LocalServer } from '../helpers/local-servers';
import { startRecordingProxy, type RecordingProxy } from '../helpers/recording-proxy';
import { makeTestCertificates, type TestCertificates } from '../helpers/test-certificates';

const TOKEN = 'tok-Cert-Check-51d0e2';
let soon: TestCertificates;
let expired: TestCertificates;
let otherNames: TestCertificates;
let soonServer: LocalServer;
let expiredServer: LocalServer;
let otherNamesServer: LocalServer;
let work: string;
let caFile: string;
let proxy: RecordingProxy | undefined;

beforeAll(async () => {
  soon = await makeTestCertificates('Cert Test CA', ['shop.test', '127.0.0.1'], { days: 10 });
  expired = await makeTestCertificates('Expired Test CA', ['127.0.0.1'], { expired: true });
  otherNames = await makeTestCertificates('Names Test CA', ['shop.example', 'www.shop.example']);
  soonServer = await startFakeInstallation({}, soon);
  expiredServer = await startFakeInstallation({}, expired);
  otherNamesServer = await startFakeInstallation({}, otherNames);
  work = await mkdtemp(join(tmpdir(), 'ri-certs-'));
  // One file of every authority, as NODE_EXTRA_CA_CERTS takes one file.
  const authorities = await Promise.all([soon, expired, otherNames].map((c) => readFile(c.caFile, 'utf8')));
  caFile = join(work, 'authorities.pem');
  await writeFile(caFile, authorities.join('\n'));
}, 60_000);

afterEach(async () => {
  await killAllClis();
  await proxy?.close();
  proxy = undefined;
});

afterAll(async () => {
  await Promise.all([soonServer, expiredServer, otherNamesServer].map((s) => s?.close()));
  await Promise.all([soon, expired, otherNames].map((c) => c?.cleanup()));
  await rm(work, { recursive: true, force: true });
});

const check = (baseUrl: string, extra: string[] = [], env: Record<string, string> = {}) =>
  runCli(['check', '--base-url', baseUrl, '--token', TOKEN, '--timeout', '5000', ...extra], {
    NODE_EXTRA_CA_CERTS: caFile,
    ...env,
  });

const notAfterOf = (certificates: TestCertificates) =>
  new Date(new X509Certificate(certificates.cert).validTo).toISOString();

describe('check over https', () => {
  it('reports the certificate in --json and warns with 9 days left under the default 30', async () => {
    const run = await check(soonServer.url, ['--json']);
    expect(run.code, describeRun(run)).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.certificate).toEqual({
      notAfter: notAfterOf(soon),
      daysLeft: 9,
      issuer: 'Cert Test CA',
      names: ['shop.test', '127.0.0.1'],
      matchesHost: true,
    });
    expect(report.outcome).toBe('conforms');
    const warning = report.checks.find((c: { id: string }) => c.id === 'tls.certificate');
    expect(warning).toMatchObject({ status: 'warn', message: 'the certificate expires in 9 days' });
  });

  it('prints one certificate line and no warning with --cert-warn-days 5', async () => {
    const run = await check(soonServer.url, ['--cert-warn-days', '5']);
    expect(run.code, describeRun(run)).toBe(0);
    const day = notAfterOf(soon).slice(0, 10);
    expect(run.stdout).toContain(
      `Certificate: valid until ${day} (9 days), issued by Cert Test CA, for shop.test, 127.0.0.1\n`,
    );
    expect(run.stdout).toMatch(/PASS {2}tls\.certificate +valid until/);
    expect(run.stdout).toContain('0 warnings');
  });

  it('has no certificate check with --cert-warn-days 0, and none over http', async () => {
    const off = JSON.parse((await check(soonServer.url, ['--json', '--cert-warn-days', '0'])).stdout);
    expect(off.checks.map((c: { id: string }) => c.id)).not.toContain('tls.certificate');
    expect(off.certificate.daysLeft).toBe(9);
    const plain = await startFakeInstallation();
    try {
      const overHttp = JSON.parse((await check(plain.url, ['--json'])).stdout);
      expect(overHttp.certificate).toBeNull();
      expect(overHttp.checks.map((c: { id: string }) => c.id)).not.toContain('tls.certificate');
    } finally {
      await plain.close();
    }
  });

  it('says the date an expired certificate ended, not checked with cause tls, sending no request', async () => {
    const before = expiredServer.requests.length;
    const run = await check(expiredServer.url, ['--json']);
    expect(run.code, describeRun(run)).toBe(2);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ outcome: 'not-checked', cause: 'tls', certificate: null });
    expect(run.stdout).toContain('The certificate of 127.0.0.1 expired on 2020-01-02.');
    expect(expiredServer.requests.length).toBe(before);
  });

  it('names what a certificate for another host covers', async () => {
    const run = await check(otherNamesServer.url);
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stdout).toContain(
      'The certificate the server showed is not issued for 127.0.0.1: it names shop.example, www.shop.example.',
    );
  });

  it('shows the days left per installation with --fleet, and its warning in each row', async () => {
    const plain = await startFakeInstallation();
    try {
      const file = join(work, 'fleet.csv');
      await writeFile(file, `name,base_url\nSecure Shop,${soonServer.url}\nPlain Shop,${plain.url}\n`);
      const run = await runCli(['check', '--fleet', file, '--timeout', '5000'], {
        NODE_EXTRA_CA_CERTS: caFile,
      });
      expect(run.code, describeRun(run)).toBe(0);
      const lines = run.stdout.split('\n');
      expect(lines[0]).toMatch(/CATEGORIES {2}CERT DAYS {2}FIRST PROBLEM$/);
      // Secure Shop: one warning (the certificate), 9 days; Plain Shop: none, no certificate.
      expect(lines.find((l) => l.startsWith('Secure Shop'))).toMatch(/conforms +- +0 +1 .* 9$/);
      expect(lines.find((l) => l.startsWith('Plain Shop'))).toMatch(/conforms +- +0 +0 .* -$/);
    } finally {
      await plain.close();
    }
  });

  it('refuses a --cert-warn-days that is not a whole number', async () => {
    const run = await check(soonServer.url, ['--cert-warn-days', 'soon']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--cert-warn-days must be a whole number from 0 to 3650, got "soon"');
  });
});

describe('check over https with a self-signed certificate', () => {
  it('trusts it through NODE_EXTRA_CA_CERTS and reports it as its own issuer, 39 days left: no warning', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'ri-self-signed-'));
    try {
      await promisify(execFile)(
        'openssl',
        ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
          .concat(['-keyout', 'key.pem', '-out', 'cert.pem', '-days', '40', '-subj', '/CN=Self Signed Shop'])
          .concat(['-addext', 'subjectAltName=IP:127.0.0.1']),
        { cwd: folder, timeout: 15_000 },
      );
      const cert = await readFile(join(folder, 'cert.pem'));
      const server = await startFakeInstallation({}, { key: await readFile(join(folder, 'key.pem')), cert });
      try {
        const run = await runCli(['check', '--base-url', server.url, '--json', '--timeout', '5000'], {
          NODE_EXTRA_CA_CERTS: join(folder, 'cert.pem'),
        });
        expect(run.code, describeRun(run)).toBe(0);
        const report = JSON.parse(run.stdout);
        expect(report.certificate).toEqual({
          notAfter: new Date(new X509Certificate(cert).validTo).toISOString(),
          daysLeft: 39,
          issuer: 'Self Signed Shop',
          names: ['127.0.0.1'],
          matchesHost: true,
        });
        expect(report.checks.find((c: { id: string }) => c.id === 'tls.certificate')).toMatchObject({
          status: 'pass',
        });
      } finally {
        await server.close();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('check over https through a proxy', () => {
  it("reads the installation's certificate at the end of the tunnel", async () => {
    proxy = await startRecordingProxy({ hosts: { 'shop.test': '127.0.0.1' } });
    const url = `https://shop.test:${soonServer.port}`;
    const run = await check(url, ['--json'], { HTTPS_PROXY: proxy.url });
    expect(run.code, describeRun(run)).toBe(0);
    expect(JSON.parse(run.stdout).certificate).toMatchObject({
      issuer: 'Cert Test CA',
      names: ['shop.test', '127.0.0.1'],
      matchesHost: true,
    });
    expect(proxy.records.map((r) => `${r.method} ${r.target}`)).toContain(
      `CONNECT shop.test:${soonServer.port}`,
    );
    const readable = await check(url, [], { HTTPS_PROXY: proxy.url });
    expect(readable.stdout).toContain(
      `, for shop.test, 127.0.0.1 (read through the proxy ${proxy.url}: the installation's unless the proxy intercepts TLS)\n`,
    );
  });

  it('reads a wrong-name certificate through the tunnel too, with only CONNECTs at the proxy', async () => {
    proxy = await startRecordingProxy({ hosts: { 'shop.test': '127.0.0.1' } });
    const run = await check(`https://shop.test:${otherNamesServer.port}`, [], { HTTPS_PROXY: proxy.url });
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stdout).toContain(
      `not issued for shop.test: it names shop.example, www.shop.example. (Read through the proxy ${proxy.url}: the certificate at the end of its tunnel`,
    );
    expect(new Set(proxy.records.map((r) => r.method))).toEqual(new Set(['CONNECT']));
    expect(JSON.stringify(proxy.records)).not.toContain(TOKEN);
  });
});

// The exporter and the web host read the certificate an https installation serves, as they run:
// the built CLI's exporter and web host against a real https installation on 127.0.0.1 whose
// certificate (10 days left, from a private authority trusted through NODE_EXTRA_CA_CERTS) is made
// with openssl for the run. `check`'s own cases: check-certificates.test.ts.
import { X509Certificate } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { killAllClis } from '../helpers/cli-process';
import { promtoolCheckMetrics, sample, scrape, startExporterProcess } from '../helpers/exporter-process';
import { startFakeInstallation } from '../helpers/fake-installation';
import { exchange } from '../helpers/http-exchange';
import type { LocalServer } from '../helpers/local-servers';
import { makeTestCertificates, type TestCertificates } from '../helpers/test-certificates';
import { startWebHost } from '../helpers/web-host-process';

const TOKEN = 'tok-Cert-Surfaces-7a24c9';
let soon: TestCertificates;
let soonServer: LocalServer;
let work: string;
let caFile: string;

beforeAll(async () => {
  soon = await makeTestCertificates('Cert Test CA', ['shop.test', '127.0.0.1'], { days: 10 });
  soonServer = await startFakeInstallation({}, soon);
  work = await mkdtemp(join(tmpdir(), 'ri-cert-surfaces-'));
  caFile = soon.caFile;
}, 60_000);

afterEach(async () => {
  await killAllClis();
});

afterAll(async () => {
  await soonServer?.close();
  await soon?.cleanup();
  await rm(work, { recursive: true, force: true });
});

const notAfterOf = (certificates: TestCertificates) =>
  new Date(new X509Certificate(certificates.cert).validTo).toISOString();

describe('exporter over https', () => {
  it("answers a probe with the certificate's notAfter in Unix seconds, and none over http", async () => {
    const plain = await startFakeInstallation();
    try {
      const file = join(work, 'exporter-fleet.csv');
      await writeFile(file, `name,base_url\nsecure,${soonServer.url}\nplain,${plain.url}\n`);
      const exporter = await startExporterProcess(file, ['--timeout', '5000'], {
        NODE_EXTRA_CA_CERTS: caFile,
      });
      const secure = await scrape(exporter.url, '/probe?target=secure');
      expect(secure.status, secure.body).toBe(200);
      const expiry = new Date(new X509Certificate(soon.cert).validTo).getTime() / 1000;
      expect(sample(secure.body, 'retail_inspector_tls_certificate_expiry_timestamp_seconds')).toBe(expiry);
      expect(secure.body).toContain('# TYPE retail_inspector_tls_certificate_expiry_timestamp_seconds gauge');
      // Under 30 days left: the certificate check warns, and the installation still conforms.
      expect(
        sample(secure.body, 'retail_inspector_check_status{check="tls.certificate",status="warn"}'),
      ).toBe(1);
      expect(sample(secure.body, 'retail_inspector_conforms')).toBe(1);
      expect((await promtoolCheckMetrics(secure.body)).code).toBe(0);
      const overHttp = await scrape(exporter.url, '/probe?target=plain');
      expect(overHttp.body).toContain('retail_inspector_conforms 1');
      expect(overHttp.body).not.toContain('retail_inspector_tls_certificate');
    } finally {
      await plain.close();
    }
  });

  it('warns in the certificate check under --cert-warn-days, and not with 9 days left under 5', async () => {
    const file = join(work, 'exporter-warn-fleet.csv');
    await writeFile(file, `name,base_url\nsecure,${soonServer.url}\n`);
    const exporter = await startExporterProcess(file, ['--timeout', '5000', '--cert-warn-days', '5'], {
      NODE_EXTRA_CA_CERTS: caFile,
    });
    const probe = await scrape(exporter.url, '/probe?target=secure');
    expect(probe.status, probe.body).toBe(200);
    const status = (s: string) =>
      sample(probe.body, `retail_inspector_check_status{check="tls.certificate",status="${s}"}`);
    expect([status('pass'), status('warn')]).toEqual([1, 0]);
    // The expiry is the same whatever the flag: alerting on it is Prometheus's.
    const expiry = new Date(new X509Certificate(soon.cert).validTo).getTime() / 1000;
    expect(sample(probe.body, 'retail_inspector_tls_certificate_expiry_timestamp_seconds')).toBe(expiry);
  });
});

describe('the web host over https', () => {
  it('gives the Diagnostics report the certificate and its warning', async () => {
    const host = await startWebHost(20_000, 'ri-cert-web-', undefined, { NODE_EXTRA_CA_CERTS: caFile });
    try {
      const url = new URL(host.url);
      const key = new URLSearchParams(url.hash.slice(1)).get('key')!;
      const rpc = async (method: string, args: unknown) => {
        const answer = await exchange(url.origin, `/rpc/${method}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-inspector-key': key },
          body: JSON.stringify(args),
          timeoutMs: 15_000,
        });
        expect(answer.status, answer.text).toBe(200);
        return answer.json() as { ok: boolean; value: Record<string, unknown> };
      };
      const saved = await rpc('saveProfile', { name: 'Secure Shop', baseUrl: soonServer.url, token: TOKEN });
      const profileId = (saved.value.profile as { id: string }).id;
      const report = (await rpc('runDiagnostics', { profileId, callId: 'cert-diagnostics' })).value;
      expect(report.certificate).toEqual({
        notAfter: notAfterOf(soon),
        daysLeft: 9,
        issuer: 'Cert Test CA',
        names: ['shop.test', '127.0.0.1'],
        matchesHost: true,
      });
      expect(report.checks).toContainEqual(
        expect.objectContaining({
          id: 'tls.certificate',
          status: 'warn',
          message: 'the certificate expires in 9 days',
        }),
      );
      expect(report.outcome).toBe('conforms');
    } finally {
      await host.stop();
    }
  });
});

// `retail-inspector watch` warns of an https installation's certificate near its end, as a user runs
// it: the built CLI against a real https installation on 127.0.0.1 whose certificate, made with
// openssl for the run, ends in 10 days (a private authority trusted through NODE_EXTRA_CA_CERTS).
// Several runs tell ONE warning (the 14-day level), in the JSON lines and to a real local webhook;
// a watch started again over the same --history folder tells it no more; the readable lines say it
// too, and over http nothing is said.
import { X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { killAllClis, startCli, stopCli, waitForStdout, type Cli } from '../helpers/cli-process';
import { historyFolderName } from '../../electron/core/watch/history/history-folder';
import { startFakeInstallation } from '../helpers/fake-installation';
import { closeAllServers, startHttpServer, type LocalServer } from '../helpers/local-servers';
import { makeTestCertificates, type TestCertificates } from '../helpers/test-certificates';
import { until } from '../helpers/waits';

const TOKEN = 'tok-WatchCert-7f3a90c2e1';
let certificates: TestCertificates;
let shop: LocalServer;
let work: string;

beforeAll(async () => {
  certificates = await makeTestCertificates('Watch Cert CA', ['shop.test', '127.0.0.1'], { days: 10 });
  work = await mkdtemp(join(tmpdir(), 'ri-watch-cert-'));
}, 60_000);
afterEach(async () => {
  await killAllClis();
  await closeAllServers();
});
afterAll(async () => {
  await certificates?.cleanup();
  await rm(work, { recursive: true, force: true });
});

type Line = Record<string, unknown> & { type: 'run' | 'event'; kind?: string };
const jsonLines = (cli: Cli): Line[] =>
  cli
    .stdout()
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Line);
const runs = (cli: Cli) => jsonLines(cli).filter((l) => l.type === 'run').length;

function watch(baseUrl: string, extra: string[]): Cli {
  return startCli(
    ['watch', '--base-url', baseUrl, '--token', TOKEN, '--every', '1s', '--timeout', '5000', ...extra],
    { NODE_EXTRA_CA_CERTS: certificates.caFile },
  );
}

const notAfter = () => new Date(new X509Certificate(certificates.cert).validTo).toISOString();

describe('watch of an https installation whose certificate ends in 10 days', () => {
  it('tells one warning over several runs, posts it, and tells it no more after a restart', async () => {
    shop = await startFakeInstallation({}, certificates);
    const posted: string[] = [];
    const receiver = await startHttpServer((req, res) => {
      let body = '';
      req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        posted.push(body);
        res.writeHead(204).end();
      });
    });
    const history = join(work, 'history');
    const flags = ['--history', history, '--log-format', 'json', '--webhook', `${receiver.url}/hook`];

    const first = watch(shop.url, flags);
    await waitForStdout(first, () => (runs(first) >= 4 ? true : null), 'four runs', 20_000);
    await until(() => posted.length >= 1, 10_000, 'the posted warning');
    expect(await stopCli(first)).toBe(0);
    const warnings = jsonLines(first).filter((l) => l.type === 'event');
    expect(warnings).toHaveLength(1);
    const warning = warnings[0]!;
    expect(warning).toMatchObject({
      kind: 'certificate-expiring',
      title: `Certificate of ${shop.url} expires in 9 days`,
      from: null,
      to: 'conforms',
      outcome: 'conforms',
      cause: null,
      baseUrl: shop.url,
      certificate: {
        notAfter: notAfter(),
        daysLeft: 9,
        issuer: 'Watch Cert CA',
        names: ['shop.test', '127.0.0.1'],
        threshold: 14,
      },
    });
    expect(String(warning.body).split('\n')[0]).toBe(
      `The certificate of ${shop.url} expires in 9 days, on ${notAfter().slice(0, 10)}, issued by Watch Cert CA, for shop.test, 127.0.0.1.`,
    );
    // Each run line names the certificate it was served.
    expect(jsonLines(first).find((l) => l.type === 'run')?.certificate).toMatchObject({ daysLeft: 9 });
    expect(posted).toHaveLength(1);
    expect(JSON.parse(posted[0]!)).toMatchObject({ kind: 'certificate-expiring', id: warning.id });
    expect(posted[0]).not.toContain(TOKEN);

    const again = watch(shop.url, flags);
    await waitForStdout(again, () => (runs(again) >= 3 ? true : null), 'three runs', 20_000);
    expect(await stopCli(again)).toBe(0);
    expect(jsonLines(again).filter((l) => l.type === 'event')).toEqual([]);
    expect(posted).toHaveLength(1);
    // What was told is kept beside the installation's history.
    const kept = JSON.parse(
      await readFile(join(history, historyFolderName(shop.url), 'certificate.json'), 'utf8'),
    );
    expect(kept).toEqual({ version: 2, certificates: [{ notAfter: notAfter(), threshold: 14 }] });
  });

  it('says it in the readable lines, and nothing over http', async () => {
    shop = await startFakeInstallation({}, certificates);
    const text = watch(shop.url, []);
    await waitForStdout(
      text,
      (t) => (t.split('\n').filter((l) => l.includes(': conforms')).length >= 3 ? true : null),
      'three runs',
      20_000,
    );
    expect(await stopCli(text)).toBe(0);
    const events = text
      .stdout()
      .split('\n')
      .filter((l) => l.includes('EVENT'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatch(/ {2}EVENT Certificate of https:\/\/127\.0\.0\.1:\d+ expires in 9 days$/);
    expect(text.stdout()).toContain(
      `, on ${notAfter().slice(0, 10)}, issued by Watch Cert CA, for shop.test, 127.0.0.1.`,
    );

    const plain = await startFakeInstallation({});
    const overHttp = watch(plain.url, ['--log-format', 'json']);
    await waitForStdout(overHttp, () => (runs(overHttp) >= 3 ? true : null), 'three runs', 20_000);
    expect(await stopCli(overHttp)).toBe(0);
    expect(jsonLines(overHttp).filter((l) => l.type === 'event')).toEqual([]);
  });
});

// The command line and the web host behind a proxy and a private certificate authority, as a user
// runs them: the built CLI in a child process with HTTP_PROXY / HTTPS_PROXY / NO_PROXY (either case)
// and NODE_EXTRA_CA_CERTS, a real local forward proxy that records what it forwards, and a local
// installation reachable only under a name that the proxy alone resolves (shop.test), so a call that
// succeeds went through the proxy. The certificates are made with openssl for each run.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadDataset } from '../../electron/core/dataset/load-dataset';
import {
  describeRun,
  killAllClis,
  runCli,
  startCli,
  stopCli,
  waitForStdout,
  type CliRun,
} from '../helpers/cli-process';
import { conformingInfo, conformingRows, json, startFakeInstallation } from '../helpers/fake-installation';
import { exchange } from '../helpers/http-exchange';
import { closedPort, type LocalServer } from '../helpers/local-servers';
import { startRecordingProxy, type RecordingProxy } from '../helpers/recording-proxy';
import { makeTestCertificates, type TestCertificates } from '../helpers/test-certificates';

const TOKEN = 'tok-Proxy-Path-9f3c2a71';
const PROXY_USER = 'proxy-user';
const PROXY_PASSWORD = 'Pr0xy-Secret-66';
const NAME = 'shop.test';

let ca: TestCertificates;
let otherCa: TestCertificates;
let plain: LocalServer;
let secure: LocalServer;
let proxy: RecordingProxy;
let work: string;

// Image URLs built from the Host header, so the images too are fetched under the proxy-only name.
const underRequestedName = (scheme: string) => ({
  info: (req: IncomingMessage) => json(conformingInfo(`${scheme}://${req.headers.host}`)),
  categories: (req: IncomingMessage) =>
    json({ status: true, rows: conformingRows(`${scheme}://${req.headers.host}`) }),
});

beforeAll(async () => {
  ca = await makeTestCertificates('Retail Inspector Test CA', [NAME, '127.0.0.1']);
  otherCa = await makeTestCertificates('Some Other CA', [NAME]);
  plain = await startFakeInstallation(underRequestedName('http'));
  secure = await startFakeInstallation(underRequestedName('https'), ca);
}, 60_000);

afterAll(async () => {
  await plain?.close();
  await secure?.close();
  await ca?.cleanup();
  await otherCa?.cleanup();
});

beforeEach(async () => {
  proxy = await startRecordingProxy({ hosts: { [NAME]: '127.0.0.1' } });
  work = await mkdtemp(join(tmpdir(), 'ri-proxy-'));
});

afterEach(async () => {
  await killAllClis();
  await proxy.close();
  await rm(work, { recursive: true, force: true });
});

const plainUrl = () => `http://${NAME}:${plain.port}`;
const secureUrl = () => `https://${NAME}:${secure.port}`;

function check(baseUrl: string, env: Record<string, string>, extra: string[] = []): Promise<CliRun> {
  return runCli(['check', '--base-url', baseUrl, '--token', TOKEN, '--timeout', '5000', ...extra], {
    NODE_EXTRA_CA_CERTS: ca.caFile,
    ...env,
  });
}

function expectNoSecrets(run: CliRun): void {
  for (const secret of [TOKEN, PROXY_PASSWORD, encodeURIComponent(TOKEN)]) {
    expect(run.stdout).not.toContain(secret);
    expect(run.stderr).not.toContain(secret);
  }
}

/** Everything the proxy could have logged, as one text. */
const proxyLog = () => JSON.stringify(proxy.records);

describe('check behind a proxy', () => {
  it.each(['HTTP_PROXY', 'http_proxy'])(
    'goes through %s for the calls and the images, the token never in what the proxy saw',
    async (variable) => {
      const run = await check(plainUrl(), { [variable]: proxy.url }, ['--insecure']);
      expect(run.code, describeRun(run)).toBe(0);
      expect(proxy.records.length).toBeGreaterThan(0);
      // undici tunnels plain http too: the proxy sees host and port, not the path and query.
      for (const record of proxy.records)
        expect(record).toMatchObject({ method: 'CONNECT', target: `${NAME}:${plain.port}` });
      expect(plain.requests).toContain('/img/logo.svg');
      expect(proxyLog()).not.toContain(TOKEN);
      expect(run.stderr).toContain(`Proxy: ${proxy.url} for http and https`);
      expectNoSecrets(run);
    },
  );

  it.each(['NO_PROXY', 'no_proxy'])(
    'calls a host that %s names directly, not through the proxy',
    async (variable) => {
      // Directly, shop.test does not resolve: the check fails as unreachable, and the proxy saw nothing.
      const run = await check(plainUrl(), { HTTP_PROXY: proxy.url, [variable]: `example.org,${NAME}` }, [
        '--insecure',
      ]);
      expect(run.code, describeRun(run)).toBe(2);
      expect(proxy.records).toEqual([]);
      expect(run.stdout).toMatch(/not found|could not be found|resolve/i);
    },
  );

  it('calls an installation on this machine directly even with a proxy set', async () => {
    const run = await check(plain.url, { HTTP_PROXY: proxy.url });
    expect(run.code, describeRun(run)).toBe(0);
    expect(proxy.records).toEqual([]);
  });

  it('sends the proxy credentials of the URL to the proxy and prints them masked', async () => {
    await proxy.close();
    proxy = await startRecordingProxy({
      hosts: { [NAME]: '127.0.0.1' },
      credentials: `${PROXY_USER}:${PROXY_PASSWORD}`,
    });
    const proxyWithCredentials = `http://${PROXY_USER}:${PROXY_PASSWORD}@127.0.0.1:${proxy.port}`;
    const run = await check(
      plainUrl(),
      { HTTPS_PROXY: proxyWithCredentials, HTTP_PROXY: proxyWithCredentials },
      ['--insecure', '--json'],
    );
    expect(run.code, describeRun(run)).toBe(0);
    expect(proxy.records.length).toBeGreaterThan(0);
    expect(run.stderr).toContain(`Proxy: http://****:****@127.0.0.1:${proxy.port} for http and https`);
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: true });
    expectNoSecrets(run);
  });

  it('names the proxy, credentials masked, when the proxy itself refuses the connection', async () => {
    const port = await closedPort();
    const run = await check(secureUrl(), {
      HTTPS_PROXY: `http://${PROXY_USER}:${PROXY_PASSWORD}@127.0.0.1:${port}`,
    });
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stdout).toContain(
      `the proxy http://****:****@127.0.0.1:${port} (HTTPS_PROXY): connect ECONNREFUSED`,
    );
    expectNoSecrets(run);
  });

  it("fails with the proxy's 407 when its credentials are wrong, printing neither them nor the token", async () => {
    await proxy.close();
    proxy = await startRecordingProxy({
      hosts: { [NAME]: '127.0.0.1' },
      credentials: `${PROXY_USER}:${PROXY_PASSWORD}`,
    });
    const run = await check(secureUrl(), {
      HTTPS_PROXY: `http://${PROXY_USER}:wrong-${PROXY_PASSWORD}@127.0.0.1:${proxy.port}`,
    });
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stdout).toMatch(/^ +the proxy /m);
    expect(run.stdout).toContain(
      `the proxy http://****:****@127.0.0.1:${proxy.port} (HTTPS_PROXY) refused the connection with HTTP 407: it wants a user name and password, or refused the ones given`,
    );
    expect(proxy.records.length).toBeGreaterThan(0);
    expect(proxyLog()).not.toContain(TOKEN);
    expectNoSecrets(run);
  });

  it('says which proxy variable is not an address, without its credentials, and exits 2', async () => {
    const run = await check(plainUrl(), { HTTPS_PROXY: `http://${PROXY_USER}:${PROXY_PASSWORD}@bad host:1` });
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stderr).toContain('HTTPS_PROXY (http://****@bad host:1) is not a proxy address');
    expectNoSecrets(run);
  });
});

describe('HTTPS with a private certificate authority in NODE_EXTRA_CA_CERTS', () => {
  it('trusts the installation through HTTPS_PROXY', async () => {
    const run = await check(secureUrl(), { HTTPS_PROXY: proxy.url });
    expect(run.code, describeRun(run)).toBe(0);
    expect(proxy.records.map((r) => `${r.method} ${r.target}`)).toContain(`CONNECT ${NAME}:${secure.port}`);
    expect(run.stderr).toContain(`Proxy: ${proxy.url} for https; http direct`);
    expectNoSecrets(run);
  });

  it('trusts the installation without a proxy', async () => {
    const run = await check(secure.url, {});
    expect(run.code, describeRun(run)).toBe(0);
  });

  it('refuses the installation as a TLS failure when NODE_EXTRA_CA_CERTS names another authority', async () => {
    const run = await check(secureUrl(), { HTTPS_PROXY: proxy.url, NODE_EXTRA_CA_CERTS: otherCa.caFile });
    expect(run.code, describeRun(run)).toBe(2);
    expect(run.stdout).toMatch(/certificate|TLS|secure connection/i);
    expectNoSecrets(run);
  });
});

describe('capture and the web host behind a proxy', () => {
  it('captures through the proxy, images included', async () => {
    const out = join(work, 'shop.json');
    const run = await runCli(
      ['capture', '--base-url', secureUrl(), '--out', out, '--token', TOKEN, '--quiet'],
      { HTTPS_PROXY: proxy.url, NODE_EXTRA_CA_CERTS: ca.caFile },
    );
    expect(run.code, describeRun(run)).toBe(0);
    const dataset = await loadDataset(out);
    expect(dataset.assets.size).toBeGreaterThan(0);
    expect(proxy.records.every((r) => r.method === 'CONNECT' && r.target === `${NAME}:${secure.port}`)).toBe(
      true,
    );
    expect(proxyLog()).not.toContain(TOKEN);
    expectNoSecrets(run);
  });

  it('tests a connection from the web host through the proxy, trusting the private authority', async () => {
    const web = startCli(['web', '--port', '0'], {
      HTTPS_PROXY: proxy.url,
      NODE_EXTRA_CA_CERTS: ca.caFile,
      RETAIL_INSPECTOR_DATA_DIR: join(work, 'data'),
    });
    const open = await waitForStdout(
      web,
      (text) => /^Open (http:\/\/\S+)/m.exec(text)?.[1] ?? null,
      'the Open line',
    );
    const key = new URLSearchParams(new URL(open).hash.slice(1)).get('key') ?? '';
    const reply = await exchange(new URL(open).origin, '/rpc/testConnection', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-inspector-key': key },
      body: JSON.stringify({ draft: { name: 'Shop', baseUrl: secureUrl(), token: TOKEN } }),
      timeoutMs: 15_000,
    });
    expect(reply.json()).toMatchObject({
      ok: true,
      value: { ok: true, data: { company_name: 'Fake Shop Ltd' } },
    });
    expect(proxy.records.map((r) => `${r.method} ${r.target}`)).toContain(`CONNECT ${NAME}:${secure.port}`);
    expect(web.stderr()).toContain(`Proxy: ${proxy.url} for https; http direct`);
    expect(await stopCli(web)).toBe(0);
    expect(web.stdout() + web.stderr()).not.toContain(TOKEN);
  });
});

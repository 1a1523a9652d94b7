// Where a call's time goes, as the command line, the web host and the exporter measure it: the v2
// client over the proxy-aware Node fetch against real servers on 127.0.0.1 (port 0), over http,
// over https with a certificate authority made for the run, on a reused keep-alive connection,
// against a server that waits before its headers and between its body's chunks, and through a real
// CONNECT proxy; and over a fetch that measures no phases, as the desktop app's. Each call's
// meta.timings splits it into DNS, connect, TLS, first byte and transfer.
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { readFile } from 'node:fs/promises';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CallTimings } from '../../shared/call-result';
import { proxyAwareFetch, type ProxyAwareFetch } from '../../electron/core/client/proxy-aware-fetch';
import { createV2Client } from '../../electron/core/client/v2-client';
import { runWatch } from '../../electron/core/watch/watch-run';
import { checkInstallation } from '../../electron/core/checks/run-checks';
import { conformingInfo } from '../helpers/fake-installation';
import { startRecordingProxy, type RecordingProxy } from '../helpers/recording-proxy';
import { makeTestCertificates, type TestCertificates } from '../helpers/test-certificates';

const NAME = 'shop.test';
const HEADERS_DELAY_MS = 300;
const CHUNK_DELAY_MS = 250;

interface Server {
  readonly port: number;
  readonly connections: () => number;
  close(): Promise<void>;
}

interface ServerOptions {
  readonly tls?: TestCertificates;
  /** Waits before the headers and between the two halves of the body. */
  readonly slow?: boolean;
  /** Reads the request and never answers. */
  readonly silent?: boolean;
}

// An installation that keeps connections alive, so a second call can reuse one.
async function startServer(options: ServerOptions = {}): Promise<Server> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (options.silent) return;
    const body = JSON.stringify(conformingInfo(`http://${req.headers.host}`));
    if (!options.slow) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      return;
    }
    const half = Math.floor(body.length / 2);
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(body.slice(0, half));
      setTimeout(() => res.end(body.slice(half)), CHUNK_DELAY_MS);
    }, HEADERS_DELAY_MS);
  };
  const server = options.tls
    ? createHttpsServer({ key: options.tls.key, cert: options.tls.cert }, handler)
    : createHttpServer(handler);
  server.keepAliveTimeout = 10_000;
  server.on(options.tls ? 'secureConnection' : 'connection', (socket: Socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => accepted,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}

let ca: TestCertificates;
const defaultAuthorities = getCACertificates('default');
const open: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  ca = await makeTestCertificates('Timings Test CA', [NAME, 'localhost', '127.0.0.1']);
  // The authority trusted in this process, as NODE_EXTRA_CA_CERTS trusts it in the CLI's.
  setDefaultCACertificates([...defaultAuthorities, await readFile(ca.caFile, 'utf8')]);
}, 60_000);

afterAll(async () => {
  setDefaultCACertificates(defaultAuthorities);
  await ca?.cleanup();
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((o) => o.close()));
});

async function server(options: ServerOptions = {}): Promise<Server> {
  const started = await startServer(options);
  open.push(started);
  return started;
}

function fetchOf(env: Record<string, string> = {}): ProxyAwareFetch {
  const made = proxyAwareFetch(env);
  open.push(made);
  return made;
}

async function timingsOf(fetch: ProxyAwareFetch, baseUrl: string): Promise<CallTimings> {
  const result = await createV2Client({ fetch: fetch.fetch }).getInfo({ baseUrl, insecure: true });
  expect(result.ok, JSON.stringify(result)).toBe(true);
  expect(result.meta.timings).toBeDefined();
  const timings = result.meta.timings!;
  expect(timings.total).toBe(result.meta.totalMs);
  return timings;
}

// Every phase that happened is a duration, and together they fit in the total.
function expectConsistent(t: CallTimings): void {
  const phases = [t.dns, t.connect, t.tls, t.firstByte, t.transfer].filter((p) => p !== null);
  for (const phase of phases) expect(phase).toBeGreaterThanOrEqual(0);
  expect(phases.reduce((sum, p) => sum + p, 0)).toBeLessThanOrEqual(t.total + 1);
}

describe('a call over http', () => {
  it('has a connect, a first byte and a transfer, no TLS, and no DNS for an IP address', async () => {
    const plain = await server();
    const t = await timingsOf(fetchOf(), `http://127.0.0.1:${plain.port}`);
    expect(t.dns).toBeNull();
    expect(t.tls).toBeNull();
    expect(t.connect).toEqual(expect.any(Number));
    expect(t.firstByte).toEqual(expect.any(Number));
    expect(t.transfer).toEqual(expect.any(Number));
    expectConsistent(t);
  });

  it('resolves a host name: DNS is timed', async () => {
    const plain = await server();
    const t = await timingsOf(fetchOf(), `http://localhost:${plain.port}`);
    expect(t.dns).toEqual(expect.any(Number));
    expect(t.connect).toEqual(expect.any(Number));
    expectConsistent(t);
  });

  it('on a reused keep-alive connection has no DNS, connect or TLS', async () => {
    const plain = await server();
    const fetch = fetchOf();
    const first = await timingsOf(fetch, `http://127.0.0.1:${plain.port}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await timingsOf(fetch, `http://127.0.0.1:${plain.port}`);
    expect(plain.connections()).toBe(1);
    expect(first.connect).toEqual(expect.any(Number));
    expect(first.connection).toBe('new');
    expect(second).toMatchObject({ dns: null, connect: null, tls: null, connection: 'reused' });
    expect(second.firstByte).toEqual(expect.any(Number));
    expect(second.transfer).toEqual(expect.any(Number));
  });

  it('puts a server that thinks in first byte, and a body that trickles in transfer', async () => {
    const slow = await server({ slow: true });
    const t = await timingsOf(fetchOf(), `http://127.0.0.1:${slow.port}`);
    // A timer fires no earlier than asked; a millisecond of slack for the clocks' rounding, and a few
    // for the transfer, timed from the moment the client got the answer, just after its headers.
    expect(t.firstByte).toBeGreaterThanOrEqual(HEADERS_DELAY_MS - 1);
    expect(t.transfer).toBeGreaterThanOrEqual(CHUNK_DELAY_MS - 5);
    expect(t.connect!).toBeLessThan(HEADERS_DELAY_MS);
    expectConsistent(t);
  });

  it('still shows the connection of a call that timed out waiting for the headers, first byte null', async () => {
    const silent = await server({ silent: true });
    const result = await createV2Client({ fetch: fetchOf().fetch }).getInfo(
      { baseUrl: `http://127.0.0.1:${silent.port}`, insecure: true },
      { timeoutMs: 300 },
    );
    expect(result.ok || result.failure).toMatchObject({ kind: 'network', reason: 'timeout' });
    expect(result.meta.timings).toMatchObject({
      dns: null,
      connect: expect.any(Number),
      tls: null,
      firstByte: null,
      transfer: null,
      total: result.meta.totalMs,
    });
  });

  it('gives a watch run the first byte of its calls beside their time, for the history', async () => {
    const slow = await server({ slow: true });
    const fetch = fetchOf();
    const { result } = await runWatch(
      { client: createV2Client({ fetch: fetch.fetch }), fetch: fetch.fetch },
      {
        profileId: 'shop',
        installation: { baseUrl: `http://127.0.0.1:${slow.port}`, insecure: true },
        timeoutMs: 5000,
        maskData: (text) => text,
      },
    );
    // Both calls (info, categories) waited for their headers.
    expect(result.firstByteMs).toBeGreaterThanOrEqual(2 * HEADERS_DELAY_MS - 2);
    expect(result.responseMs!).toBeGreaterThanOrEqual(result.firstByteMs! + 2 * CHUNK_DELAY_MS - 10);
  });
});

describe('a check', () => {
  it('sends its calls one after another over one kept-alive connection, not a connection each', async () => {
    const plain = await server();
    const fetch = fetchOf();
    const run = await checkInstallation(
      { client: createV2Client({ fetch: fetch.fetch }), fetch: fetch.fetch },
      { baseUrl: `http://127.0.0.1:${plain.port}`, token: 'tok' },
      5_000,
    );
    // info, the logo it names and the categories (this server answers every path with the info).
    expect(run.report.calls.info?.timings?.connection).toBe('new');
    expect(run.report.calls.categories?.timings).toMatchObject({ connect: null, connection: 'reused' });
    expect(plain.connections()).toBe(1);
  });
});

describe("a call over a fetch that measures no phases (as the desktop app's net.request)", () => {
  it('has only first byte (from the start of the call), transfer and total', async () => {
    const slow = await server({ slow: true });
    const result = await createV2Client({ fetch: (url, init) => globalThis.fetch(url, init) }).getInfo({
      baseUrl: `http://127.0.0.1:${slow.port}`,
      insecure: true,
    });
    expect(result.ok).toBe(true);
    const t = result.meta.timings!;
    // Not "reused": this fetch cannot say how it connected.
    expect(t).toMatchObject({
      dns: null,
      connect: null,
      tls: null,
      total: result.meta.totalMs,
      connection: null,
    });
    expect(t.firstByte).toBe(result.meta.firstByteMs);
    expect(t.firstByte).toBeGreaterThanOrEqual(HEADERS_DELAY_MS - 1);
    // Timed from the fetch's answer, which its first use in a process can hand over some ms late.
    expect(t.transfer).toBeGreaterThan(CHUNK_DELAY_MS / 2);
  });
});

describe('a call over https', () => {
  it('has a TLS handshake, then none on the reused connection', async () => {
    const secure = await server({ tls: ca });
    const fetch = fetchOf();
    const first = await timingsOf(fetch, `https://localhost:${secure.port}`);
    expect(first.dns).toEqual(expect.any(Number));
    expect(first.connect).toEqual(expect.any(Number));
    expect(first.tls).toEqual(expect.any(Number));
    expect(first.tls).toBeGreaterThan(0);
    expectConsistent(first);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await timingsOf(fetch, `https://localhost:${secure.port}`);
    expect(secure.connections()).toBe(1);
    expect(first.connection).toBe('new');
    expect(second).toMatchObject({ dns: null, connect: null, tls: null, connection: 'reused' });
  });
});

describe('a call through an HTTP proxy (CONNECT tunnel)', () => {
  let proxy: RecordingProxy;
  beforeAll(async () => {
    proxy = await startRecordingProxy({ hosts: { [NAME]: '127.0.0.1' } });
  });
  afterAll(async () => {
    await proxy.close();
  });

  it('over http: no DNS of ours (the proxy resolves the name), connect is reaching it and the tunnel', async () => {
    const plain = await server();
    const t = await timingsOf(fetchOf({ HTTP_PROXY: proxy.url }), `http://${NAME}:${plain.port}`);
    expect(proxy.records.at(-1)).toMatchObject({ method: 'CONNECT', target: `${NAME}:${plain.port}` });
    expect(t).toMatchObject({ dns: null, tls: null });
    expect(t.connect).toEqual(expect.any(Number));
    expect(t.firstByte).toEqual(expect.any(Number));
    expectConsistent(t);
  });

  it('over https: TLS is the handshake with the installation through the tunnel', async () => {
    const secure = await server({ tls: ca });
    const t = await timingsOf(fetchOf({ HTTPS_PROXY: proxy.url }), `https://${NAME}:${secure.port}`);
    expect(proxy.records.at(-1)).toMatchObject({ method: 'CONNECT', target: `${NAME}:${secure.port}` });
    expect(t.dns).toBeNull();
    expect(t.connect).toEqual(expect.any(Number));
    expect(t.tls).toEqual(expect.any(Number));
    expect(t.tls).toBeGreaterThan(0);
    expectConsistent(t);
  });
});

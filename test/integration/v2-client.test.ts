// The v2 client with Node's real fetch against real loopback servers: the embedded server for the
// happy path, and small misbehaving servers for every failure class. Every call must end in its
// typed result within its bound: never a throw, a crash or a hang, and never the token.
import { Readable, pipeline } from 'node:stream';
import { createGzip, gzipSync } from 'node:zlib';
import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CallFailure, CallResult } from '../../shared/call-result';
import {
  createV2Client,
  DEFAULT_MAX_BYTES,
  type CallOptions,
  type CallRecord,
  type Installation,
} from '../../electron/core/client/v2-client';
import { loadDataset, type LoadedDataset } from '../../electron/core/dataset/load-dataset';
import { startEmbeddedServer, type EmbeddedServer } from '../../electron/core/server/embedded-server';
import { closeAllServers, closedPort, startHttpServer, startRawServer } from '../helpers/local-servers';
import { writeDatasetFolder } from '../helpers/temp-dataset';
import { STORE_SETTINGS } from '../helpers/store-settings';

const INFO = '/api/v2/auth/info';
const CATEGORIES = '/api/v2/products/getcategorys';
const TOKEN = 'tok-5f3a9c-SECRET';

const INFO_BODY = {
  status: true,
  code: '200',
  version: 'v2',
  id: '7',
  logo: 'https://cdn.example.com/logo.png',
  assets_url: 'https://cdn.example.com/',
  company_name: 'Testladen',
  ...STORE_SETTINGS,
};

const CATEGORIES_BODY = {
  status: true,
  rows: [
    { id: '10', code: 'BROT', name: 'Brot', slug: 'brot', image: 'https://cdn.example.com/brot.png' },
    { id: '11', code: 'KAES', name: 'Käse', slug: null, image: 'https://cdn.example.com/none.png' },
  ],
};

const HTML_LOGIN = `<!DOCTYPE html>
<html>
  <head><title>Sign in</title></head>
  <body><form action="/login"><input name="user"></form></body>
</html>`;

const HTML_502 = `<html>
<head><title>502 Bad Gateway</title></head>
<body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body>
</html>`;

// --- harness ------------------------------------------------------------------------------------

const records: CallRecord[] = [];
const client = createV2Client({ fetch: (url, init) => fetch(url, init), onCall: (r) => records.push(r) });

afterEach(async () => {
  records.length = 0;
  await closeAllServers();
});

/** Runs one call, checks it neither throws nor outlives `boundMs`, and returns it with its duration. */
async function timed<T>(
  run: () => Promise<CallResult<T>>,
  boundMs = 5_000,
): Promise<{ result: CallResult<T>; elapsedMs: number }> {
  const t0 = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the call did not end within ${boundMs} ms`)), boundMs);
  });
  try {
    const result = await Promise.race([run(), bound]);
    return { result, elapsedMs: performance.now() - t0 };
  } finally {
    clearTimeout(timer);
  }
}

function info(baseUrl: string, options: CallOptions = {}, extra: Partial<Installation> = {}) {
  return timed(() => client.getInfo({ baseUrl, token: TOKEN, ...extra }, options));
}

function categories(baseUrl: string, options: CallOptions = {}, extra: Partial<Installation> = {}) {
  return timed(() => client.getCategories({ baseUrl, token: TOKEN, ...extra }, options));
}

/** The failure of a result that must have failed with `kind`. */
function failure<K extends CallFailure['kind']>(
  result: CallResult<unknown>,
  kind: K,
): Extract<CallFailure, { kind: K }> {
  if (result.ok) throw new Error(`expected a ${kind} failure, got success`);
  expect(result.failure.kind).toBe(kind);
  return result.failure as Extract<CallFailure, { kind: K }>;
}

/** Checks the measured times make sense: firstByteMs only with an answer, both within totalMs. */
function expectSaneTimes(result: CallResult<unknown>, answered: boolean) {
  const { meta } = result;
  expect(meta.totalMs).toBeGreaterThanOrEqual(0);
  if (answered) {
    expect(meta.firstByteMs).toBeGreaterThanOrEqual(0);
    expect(meta.firstByteMs).toBeLessThanOrEqual(meta.totalMs);
  } else {
    expect(meta.httpStatus).toBeUndefined();
    expect(meta.firstByteMs).toBeUndefined();
    expect(meta.bytes).toBe(0);
  }
}

/** Checks the token appears nowhere in the result nor in what onCall reported. */
function expectNoToken(result: CallResult<unknown>, token = TOKEN) {
  const forms = [token, encodeURIComponent(token), JSON.stringify(token).slice(1, -1)];
  const texts = [JSON.stringify(result), JSON.stringify(records)];
  for (const text of texts) for (const form of forms) expect(text).not.toContain(form);
}

function sendJson(
  res: ServerResponse,
  body: unknown,
  status = 200,
  contentType = 'application/json; charset=utf-8',
) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** A server answering info and categories with the given bodies, everything else 404. */
function apiServer(infoBody: unknown = INFO_BODY, categoriesBody: unknown = CATEGORIES_BODY) {
  return startHttpServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === INFO) sendJson(res, infoBody);
    else if (path === CATEGORIES) sendJson(res, categoriesBody);
    else sendJson(res, { status: false, error: 'Unknown method' }, 404);
  });
}

/** Yields `total` bytes of spaces in 64 KiB slices of one shared buffer: nothing big is allocated. */
function* lazyBytes(total: number): Generator<Buffer> {
  const slice = Buffer.alloc(64 * 1024, 0x20);
  for (let sent = 0; sent < total; sent += slice.length) {
    yield sent + slice.length <= total ? slice : slice.subarray(0, total - sent);
  }
}

const MB = 1_000_000;

// --- the embedded server ------------------------------------------------------------------------

describe('v2 client against the embedded server', () => {
  let folder: Awaited<ReturnType<typeof writeDatasetFolder>>;
  let dataset: LoadedDataset;
  const servers: EmbeddedServer[] = [];

  beforeAll(async () => {
    folder = await writeDatasetFolder();
    dataset = await loadDataset(folder.file);
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });
  afterAll(() => folder.cleanup());

  async function embedded(tokens?: string[]) {
    const server = await startEmbeddedServer({ dataset, port: 0, ...(tokens ? { tokens } : {}) });
    servers.push(server);
    return server;
  }

  it('gets the system information as validated data with its measurements', async () => {
    const server = await embedded();
    const { result } = await info(server.url);
    if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.failure)}`);
    expect(result.data).toMatchObject({ status: true, company_name: 'Testladen Müller', version: 'v2' });
    expect(result.data.logo).toBe(`${server.url}/brand/logo.svg`);
    expect(result.meta).toMatchObject({ method: 'GET', url: `${server.url}${INFO}`, httpStatus: 200 });
    expect(result.meta.bytes).toBeGreaterThan(100);
    expect(result.meta.leniencies).toEqual([]);
    expectSaneTimes(result, true);
    expect(records).toEqual([
      { meta: result.meta, ok: true, failureKind: undefined, body: expect.any(String) },
    ]);
    expect(Buffer.byteLength(records[0]!.body)).toBe(result.meta.bytes);
  });

  it('gets the categories with the token masked in the reported URL', async () => {
    const server = await embedded();
    const { result } = await categories(server.url);
    if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.failure)}`);
    expect(result.data.rows.map((r) => r.id)).toEqual(['10', '11', '12', '13']);
    expect(result.data.rows[2]?.image).toBe(`${server.url}/_inspector/placeholder.svg`);
    expect(result.meta).toMatchObject({
      httpStatus: 200,
      url: `${server.url}${CATEGORIES}?et_auth_token=***`,
    });
    expectSaneTimes(result, true);
    expectNoToken(result);
  });

  it('accepts a base URL with a trailing slash and a pasted API path', async () => {
    const server = await embedded();
    expect((await info(`${server.url}/`)).result.ok).toBe(true);
    expect((await categories(`${server.url}${CATEGORIES}?et_auth_token=${TOKEN}`)).result.ok).toBe(true);
  });

  it("reports a wrong token as the installation's own failure with HTTP 401", async () => {
    const server = await embedded(['the-right-token']);
    const { result } = await categories(server.url);
    expect(failure(result, 'api-failure').message).toMatch(/^Invalid et_auth_token/);
    expect(result.meta.httpStatus).toBe(401);
    expectSaneTimes(result, true);
    expectNoToken(result);
    expect(records[0]).toMatchObject({ ok: false, failureKind: 'api-failure' });
    const right = await categories(server.url, {}, { token: 'the-right-token' });
    expect(right.result.ok).toBe(true);
  });
});

// --- where the token goes -----------------------------------------------------------------------

describe('v2 client: the token on the wire', () => {
  it('sends the token as et_auth_token on categories only, never on info', async () => {
    const server = await apiServer();
    expect((await info(server.url)).result.ok).toBe(true);
    expect((await categories(server.url)).result.ok).toBe(true);
    expect(server.requests).toEqual([INFO, `${CATEGORIES}?et_auth_token=${TOKEN}`]);
  });

  it('percent-encodes a token with reserved characters and masks it in the reported URL', async () => {
    const token = 'a b&c=d/e+f';
    const server = await apiServer();
    const { result } = await categories(server.url, {}, { token });
    expect(result.ok).toBe(true);
    expect(new URLSearchParams(server.requests[0]!.split('?')[1]).get('et_auth_token')).toBe(token);
    expect(result.meta.url).toBe(`${server.url}${CATEGORIES}?et_auth_token=***`);
  });

  it('sends no et_auth_token when no token is configured', async () => {
    const server = await apiServer();
    expect((await categories(server.url, {}, { token: undefined })).result.ok).toBe(true);
    expect(server.requests).toEqual([CATEGORIES]);
  });
});

// --- no answer ----------------------------------------------------------------------------------

describe('v2 client: servers that do not answer in time', () => {
  it('times out against a server that accepts the connection but never answers', async () => {
    const server = await startRawServer(() => undefined);
    const { result, elapsedMs } = await info(server.url, { timeoutMs: 300 });
    const f = failure(result, 'network');
    expect(f.reason).toBe('timeout');
    expect(f.message).toMatch(/0\.3 s/);
    expect(elapsedMs).toBeGreaterThanOrEqual(250);
    expect(elapsedMs).toBeLessThan(1_500);
    expect(result.meta.totalMs).toBeGreaterThanOrEqual(250);
    expectSaneTimes(result, false);
    expect(server.requests).toEqual([INFO]);
    expect(records).toHaveLength(1);
  });

  it('times out the whole call when headers arrive but the body trickles forever', async () => {
    const server = await startRawServer((socket) => {
      socket.write('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{');
      const timer = setInterval(() => (socket.writable ? socket.write(' ') : clearInterval(timer)), 50);
      socket.on('close', () => clearInterval(timer));
    });
    const { result, elapsedMs } = await info(server.url, { timeoutMs: 300 });
    expect(failure(result, 'network').reason).toBe('timeout');
    expect(elapsedMs).toBeLessThan(1_500);
    expect(result.meta.httpStatus).toBe(200);
    expectSaneTimes(result, true);
    expect(result.meta.firstByteMs).toBeLessThan(result.meta.totalMs);
  });

  it('times out a trickling chunked body too', async () => {
    const server = await startRawServer((socket) => {
      socket.write('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n');
      const timer = setInterval(
        () => (socket.writable ? socket.write('1\r\n \r\n') : clearInterval(timer)),
        50,
      );
      socket.on('close', () => clearInterval(timer));
    });
    const { result, elapsedMs } = await categories(server.url, { timeoutMs: 300 });
    expect(failure(result, 'network').reason).toBe('timeout');
    expect(elapsedMs).toBeLessThan(1_500);
  });
});

// --- below HTTP ---------------------------------------------------------------------------------

describe('v2 client: connection failures', () => {
  it('reports a connection closed on request as a reset', async () => {
    const server = await startHttpServer((req) => req.socket.destroy());
    const { result, elapsedMs } = await info(server.url);
    const f = failure(result, 'network');
    // undici reports a FIN without an answer as "other side closed" (UND_ERR_SOCKET).
    expect(f.reason).toBe('reset');
    expect(f.message).toMatch(/UND_ERR_SOCKET|ECONNRESET/);
    expect(elapsedMs).toBeLessThan(2_000);
    expectSaneTimes(result, false);
  });

  it('reports a TCP reset (RST) as a reset', async () => {
    const server = await startRawServer((socket) => socket.resetAndDestroy());
    const { result } = await categories(server.url);
    const f = failure(result, 'network');
    expect(f.reason).toBe('reset');
    expect(f.message).toMatch(/ECONNRESET/);
    expectSaneTimes(result, false);
    expectNoToken(result);
  });

  it('reports a closed port as refused', async () => {
    const port = await closedPort();
    const { result, elapsedMs } = await info(`http://127.0.0.1:${port}`);
    const f = failure(result, 'network');
    expect(f.reason).toBe('refused');
    expect(f.message).toMatch(/ECONNREFUSED/);
    expect(elapsedMs).toBeLessThan(2_000);
    expectSaneTimes(result, false);
  });

  it('reports a name that never resolves as a DNS failure', async () => {
    // .invalid is reserved (RFC 6761): the resolver answers NXDOMAIN (ENOTFOUND) without a network.
    // A machine without any resolver may say EAI_AGAIN, which is classified as dns as well.
    const { result } = await timed(
      () =>
        client.getInfo({ baseUrl: 'http://does-not-exist.invalid', insecure: true }, { timeoutMs: 4_000 }),
      6_000,
    );
    const f = failure(result, 'network');
    expect(f.reason).toBe('dns');
    expect(f.message).toMatch(/ENOTFOUND|EAI_AGAIN/);
    expectSaneTimes(result, false);
  });

  it('does not call plain http to another host without insecure, and says why', async () => {
    const { result } = await info('http://does-not-exist.invalid');
    expect(failure(result, 'invalid-url').message).toMatch(/unencrypted/);
    expect(result.meta.url).toBe('');
  });
});

// --- redirects ----------------------------------------------------------------------------------

describe('v2 client: redirects', () => {
  it('stops a redirect loop on the same host with a redirect failure', async () => {
    const server = await startHttpServer((req, res) => {
      res.writeHead(302, { location: req.url ?? '/' }).end();
    });
    const { result, elapsedMs } = await categories(server.url);
    expect(failure(result, 'redirect').message).toMatch(/redirects/);
    expect(server.requests.length).toBeGreaterThan(1);
    expect(server.requests.length).toBeLessThanOrEqual(10);
    expect(elapsedMs).toBeLessThan(2_000);
    expectNoToken(result);
  });

  it('refuses a redirect to another host and never contacts it', async () => {
    const other = await apiServer();
    const server = await startHttpServer((req, res) => {
      // Same machine, other host name: the client must treat it as another installation.
      res.writeHead(301, { location: `http://localhost:${other.port}${req.url ?? '/'}` }).end();
    });
    const { result } = await categories(server.url);
    expect(failure(result, 'redirect').message).toContain(`http://localhost:${other.port}`);
    expect(other.connections()).toBe(0);
    expect(server.requests).toEqual([`${CATEGORIES}?et_auth_token=${TOKEN}`]);
    expectNoToken(result);
  });

  it('refuses a redirect to another loopback address', async () => {
    const server = await startHttpServer((req, res) => {
      res.writeHead(307, { location: `http://127.0.0.2:${server.port}${req.url ?? '/'}` }).end();
    });
    const { result } = await categories(server.url);
    expect(failure(result, 'redirect').message).toContain('127.0.0.2');
    expect(server.requests).toHaveLength(1);
    expectNoToken(result);
  });

  it('follows a same-host redirect to the real path and succeeds', async () => {
    const server = await startHttpServer((req, res) => {
      const url = req.url ?? '/';
      if (url.startsWith('/shop/')) {
        const path = url.slice('/shop'.length).split('?')[0];
        sendJson(res, path === INFO ? INFO_BODY : CATEGORIES_BODY);
      } else res.writeHead(302, { location: `/shop${url}` }).end();
    });
    const infoCall = await info(server.url);
    expect(infoCall.result.ok).toBe(true);
    expect(infoCall.result.meta.httpStatus).toBe(200);
    const categoriesCall = await categories(server.url);
    expect(categoriesCall.result.ok).toBe(true);
    expect(server.requests).toEqual([
      INFO,
      `/shop${INFO}`,
      `${CATEGORIES}?et_auth_token=${TOKEN}`,
      `/shop${CATEGORIES}?et_auth_token=${TOKEN}`,
    ]);
    expectNoToken(categoriesCall.result);
  });
});

// --- size ---------------------------------------------------------------------------------------

describe('v2 client: body size', () => {
  it('refuses a 200 MB chunked body as too large without holding it in memory', async () => {
    const server = await startHttpServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      pipeline(Readable.from(lazyBytes(200 * MB)), res, () => undefined);
    });
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 10);
    try {
      const { result, elapsedMs } = await timed(() => client.getCategories({ baseUrl: server.url }), 20_000);
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      expect(failure(result, 'too-large').limitBytes).toBe(DEFAULT_MAX_BYTES);
      expect(result.meta.httpStatus).toBe(200);
      expect(result.meta.bytes).toBeGreaterThan(DEFAULT_MAX_BYTES);
      expect(result.meta.bytes).toBeLessThan(DEFAULT_MAX_BYTES + MB);
      expect(records[0]?.body).toBe('');
      expect(elapsedMs).toBeLessThan(15_000);
    } finally {
      clearInterval(sampler);
    }
    expect(rssPeak - rssBefore).toBeLessThan(150 * MB);
  });

  it('refuses a declared Content-Length over the cap before reading the body', async () => {
    const server = await startHttpServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': 200 * MB });
      pipeline(Readable.from(lazyBytes(200 * MB)), res, () => undefined);
    });
    const { result, elapsedMs } = await info(server.url);
    expect(failure(result, 'too-large').limitBytes).toBe(DEFAULT_MAX_BYTES);
    expect(result.meta.bytes).toBe(0);
    expect(elapsedMs).toBeLessThan(2_000);
  });

  it('applies the cap to the decompressed size, whatever small Content-Length the gzip body declares', async () => {
    // 20 MB of spaces gzip to about 20 KB: the declared length says nothing about the size read.
    const zipped = gzipSync(Buffer.alloc(20 * MB, 0x20));
    expect(zipped.length).toBeLessThan(100_000);
    const server = await startHttpServer((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'content-length': zipped.length,
      });
      res.end(zipped);
    });
    const { result, elapsedMs } = await info(server.url, { maxBytes: MB });
    expect(failure(result, 'too-large').limitBytes).toBe(MB);
    expect(result.meta.bytes).toBeGreaterThan(MB);
    expect(result.meta.bytes).toBeLessThan(2 * MB);
    expect(elapsedMs).toBeLessThan(3_000);
  });

  it('refuses an endless gzip stream once its decompressed size passes the cap', async () => {
    const server = await startHttpServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      pipeline(Readable.from(lazyBytes(Number.MAX_SAFE_INTEGER)), createGzip(), res, () => undefined);
    });
    const { result, elapsedMs } = await categories(server.url, { maxBytes: 2 * MB });
    expect(failure(result, 'too-large').limitBytes).toBe(2 * MB);
    expect(elapsedMs).toBeLessThan(5_000);
  });

  it('accepts a body of exactly maxBytes', async () => {
    const text = JSON.stringify(INFO_BODY);
    const server = await apiServer();
    const { result } = await info(server.url, { maxBytes: Buffer.byteLength(text) });
    expect(result.ok).toBe(true);
    expect(result.meta.bytes).toBe(Buffer.byteLength(text));
  });
});

// --- bodies -------------------------------------------------------------------------------------

describe('v2 client: what the body says', () => {
  it('reports an HTML login page with status 200 as not JSON, with its content type and first characters', async () => {
    const server = await startHttpServer((_req, res) =>
      sendJson(res, HTML_LOGIN, 200, 'text/html; charset=utf-8'),
    );
    const { result } = await info(server.url);
    const f = failure(result, 'not-json');
    expect(f.contentType).toBe('text/html; charset=utf-8');
    expect(f.preview).toMatch(/^<!DOCTYPE html> <html> <head><title>Sign in<\/title>/);
    expect(result.meta).toMatchObject({ httpStatus: 200, bytes: Buffer.byteLength(HTML_LOGIN) });
    expectSaneTimes(result, true);
  });

  it('reports an HTML 502 page as an HTTP status failure with a preview', async () => {
    const server = await startHttpServer((_req, res) => sendJson(res, HTML_502, 502, 'text/html'));
    const { result } = await categories(server.url);
    const f = failure(result, 'http-status');
    expect(f.statusText).toBe('502 Bad Gateway');
    expect(f.preview).toContain('<title>502 Bad Gateway</title>');
    expect(f.preview).not.toContain('\n');
    expect(result.meta.httpStatus).toBe(502);
  });

  it('shortens a long preview', async () => {
    const page = `<html><body>${'x'.repeat(5_000)}</body></html>`;
    const server = await startHttpServer((_req, res) => sendJson(res, page, 200, 'text/html'));
    const f = failure((await info(server.url)).result, 'not-json');
    expect(f.preview.length).toBeLessThanOrEqual(201);
    expect(f.preview.endsWith('…')).toBe(true);
  });

  it('accepts valid JSON after a UTF-8 byte order mark, with a warning', async () => {
    const server = await startHttpServer((_req, res) => {
      const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(INFO_BODY))]);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body);
    });
    const { result } = await info(server.url);
    expect(result.ok).toBe(true);
    expect(result.meta.leniencies).toEqual([
      { id: 'bom', message: expect.stringMatching(/byte order mark/i), strictFails: true },
    ]);
    expect(result.meta.bytes).toBe(Buffer.byteLength(JSON.stringify(INFO_BODY)) + 3);
  });

  it('reports a number where the info id must be a string as a contract failure at path id', async () => {
    const server = await apiServer({ ...INFO_BODY, id: 7 });
    const { result } = await info(server.url);
    const f = failure(result, 'contract');
    expect(f.issues).toEqual([{ path: 'id', message: 'expected string, got 7 (number)' }]);
    expect(result.meta.httpStatus).toBe(200);
  });

  it('reports a number where a category id must be a string at path rows[0].id', async () => {
    const rows = [{ ...CATEGORIES_BODY.rows[0], id: 7 }, CATEGORIES_BODY.rows[1]];
    const server = await apiServer(INFO_BODY, { status: true, rows });
    const f = failure((await categories(server.url)).result, 'contract');
    expect(f.issues).toEqual([{ path: 'rows[0].id', message: 'expected string, got 7 (number)' }]);
  });

  it('reports status "true" as a string as a contract failure at path status', async () => {
    const server = await apiServer({ ...INFO_BODY, status: 'true' });
    const f = failure((await info(server.url)).result, 'contract');
    expect(f.issues).toEqual([
      { path: 'status', message: expect.stringMatching(/expected true.*"true" \(string\)/) },
    ]);
  });

  it("reports every broken field at once, including the spec's text formats", async () => {
    const server = await apiServer({ ...INFO_BODY, id: 'seven', default_currency: 'euro', logo: 5 });
    const f = failure((await info(server.url)).result, 'contract');
    expect(f.issues.map((i) => i.path).sort()).toEqual(['default_currency', 'id', 'logo']);
    expect(f.issues.find((i) => i.path === 'id')?.message).toMatch(/numeric text.*"seven"/);
  });

  it('accepts a gzip-encoded body', async () => {
    const text = JSON.stringify(CATEGORIES_BODY);
    const zipped = gzipSync(text);
    const server = await startHttpServer((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-encoding': 'gzip',
        'content-length': zipped.length,
      });
      res.end(zipped);
    });
    const { result } = await categories(server.url);
    expect(result.ok).toBe(true);
    expect(result.meta.bytes).toBe(Buffer.byteLength(text));
    expect(result.meta.leniencies).toEqual([]);
  });

  it('accepts a chunked body written in several pieces', async () => {
    const text = JSON.stringify(INFO_BODY);
    const server = await startHttpServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const pieces = [text.slice(0, 5), text.slice(5, 60), text.slice(60, 61), text.slice(61)];
      let i = 0;
      const next = () => {
        const piece = pieces[i++];
        if (piece === undefined) res.end();
        else res.write(piece, () => setTimeout(next, 5));
      };
      next();
    });
    const { result } = await info(server.url);
    expect(result.ok).toBe(true);
    expect(result.meta.bytes).toBe(Buffer.byteLength(text));
  });

  it('splits no multi-byte character across chunks', async () => {
    const text = JSON.stringify({ ...INFO_BODY, company_name: 'Bäckerei Größe €' });
    const bytes = Buffer.from(text);
    const at = bytes.indexOf(Buffer.from('ä')) + 1;
    const server = await startHttpServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(bytes.subarray(0, at), () => setTimeout(() => res.end(bytes.subarray(at)), 20));
    });
    const { result } = await info(server.url);
    if (!result.ok) throw new Error(JSON.stringify(result.failure));
    expect(result.data.company_name).toBe('Bäckerei Größe €');
  });

  it("reports status false with HTTP 200 as the installation's failure with its message", async () => {
    const server = await apiServer({ status: false, error: 'Unknown method' });
    const { result } = await info(server.url);
    expect(failure(result, 'api-failure').message).toBe('Unknown method');
    expect(result.meta.httpStatus).toBe(200);
  });

  it("reports status false with HTTP 500 as the installation's failure, not as an HTTP status", async () => {
    const server = await startHttpServer((_req, res) =>
      sendJson(res, { status: false, error: 'Database is down' }, 500),
    );
    const { result } = await categories(server.url);
    expect(failure(result, 'api-failure').message).toBe('Database is down');
    expect(result.meta.httpStatus).toBe(500);
  });

  it('reports status false without a message as a failure saying so', async () => {
    const server = await apiServer({ status: false });
    expect(failure((await info(server.url)).result, 'api-failure').message).toMatch(/no error message/);
  });

  it('reports JSON that is not a failure body on HTTP 503 as an HTTP status failure', async () => {
    const server = await startHttpServer((_req, res) => sendJson(res, { message: 'maintenance' }, 503));
    const f = failure((await info(server.url)).result, 'http-status');
    expect(f.statusText).toBe('503 Service Unavailable');
    expect(f.preview).toBe('{"message":"maintenance"}');
  });

  it('accepts JSON sent as text/plain, with a warning', async () => {
    const server = await startHttpServer((_req, res) => sendJson(res, INFO_BODY, 200, 'text/plain'));
    const { result } = await info(server.url);
    expect(result.ok).toBe(true);
    expect(result.meta.leniencies).toEqual([
      { id: 'content-type', message: expect.stringContaining('text/plain'), strictFails: false },
    ]);
  });

  it('reports an empty 200 body as not JSON', async () => {
    const server = await startHttpServer((_req, res) => sendJson(res, '', 200));
    const f = failure((await info(server.url)).result, 'not-json');
    expect(f).toEqual({ kind: 'not-json', contentType: 'application/json; charset=utf-8', preview: '' });
  });
});

// --- cancellation -------------------------------------------------------------------------------

describe('v2 client: cancellation', () => {
  it('ends in cancelled when the caller aborts while waiting for the answer', async () => {
    const server = await startRawServer(() => undefined);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const { result, elapsedMs } = await info(server.url, { signal: controller.signal });
    expect(failure(result, 'cancelled')).toEqual({ kind: 'cancelled' });
    expect(elapsedMs).toBeLessThan(1_000);
    expectSaneTimes(result, false);
  });

  it('ends in cancelled when the caller aborts while the body is being read', async () => {
    const server = await startRawServer((socket) => {
      socket.write('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
      const timer = setInterval(() => (socket.writable ? socket.write(' ') : clearInterval(timer)), 20);
      socket.on('close', () => clearInterval(timer));
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 150);
    const { result, elapsedMs } = await categories(server.url, { signal: controller.signal });
    expect(failure(result, 'cancelled')).toEqual({ kind: 'cancelled' });
    expect(result.meta.httpStatus).toBe(200);
    expect(elapsedMs).toBeLessThan(1_000);
  });

  it('does not call at all with a signal that is already aborted', async () => {
    const server = await apiServer();
    const { result } = await info(server.url, { signal: AbortSignal.abort() });
    expect(failure(result, 'cancelled')).toEqual({ kind: 'cancelled' });
    expect(server.connections()).toBe(0);
  });
});

// --- the token never comes back -----------------------------------------------------------------

describe('v2 client: the token never comes back', () => {
  it('masks the token a server echoes in its error message', async () => {
    const server = await startHttpServer((req, res) => {
      const token = new URL(req.url ?? '/', 'http://x').searchParams.get('et_auth_token');
      sendJson(res, { status: false, error: `Token ${token} has expired` }, 401);
    });
    const { result } = await categories(server.url);
    expect(failure(result, 'api-failure').message).toBe('Token *** has expired');
    expect(records[0]?.body).toContain('Token *** has expired');
    expectNoToken(result);
  });

  it('masks the token a server echoes in image URLs, and warns that such links may not work', async () => {
    const server = await startHttpServer((req, res) => {
      const query = (req.url ?? '').split('?')[1] ?? '';
      const rows = CATEGORIES_BODY.rows.map((r) => ({ ...r, image: `${r.image}?${query}` }));
      sendJson(res, { status: true, rows });
    });
    const { result } = await categories(server.url);
    if (!result.ok) throw new Error(JSON.stringify(result.failure));
    expect(result.data.rows[0]?.image).toBe('https://cdn.example.com/brot.png?et_auth_token=***');
    expect(result.meta.leniencies).toEqual([
      {
        id: 'token-echo',
        message: expect.stringMatching(/holds the token itself in an address/),
        strictFails: false,
      },
    ]);
    expectNoToken(result);
  });

  it('masks the token a server echoes in an HTML error page', async () => {
    const server = await startHttpServer((req, res) =>
      sendJson(res, `<html><body>Bad request ${req.url}</body></html>`, 400, 'text/html'),
    );
    const { result } = await categories(server.url);
    expect(failure(result, 'http-status').preview).toContain('et_auth_token=***');
    expectNoToken(result);
  });

  it('masks the token in a contract failure that quotes it', async () => {
    const server = await apiServer(INFO_BODY, {
      status: true,
      rows: [{ id: TOKEN, code: 'X', name: 'X', slug: null, image: 'https://cdn.example.com/x.png' }],
    });
    const { result } = await categories(server.url);
    expect(failure(result, 'contract').issues[0]?.message).toContain('"***" (string)');
    expectNoToken(result);
  });

  describe("with a token that JSON escapes (PHP's json_encode writes / as \\/ by default)", () => {
    const token = 'tok/5f3a9c+SECRET';
    const escaped = 'tok\\/5f3a9c+SECRET';
    const php = (value: unknown) => JSON.stringify(value).replace(/\//g, '\\/');
    const phpServer = () =>
      startHttpServer((req, res) => {
        const given = new URL(req.url ?? '/', 'http://x').searchParams.get('et_auth_token') ?? '';
        if (req.url?.startsWith('/fail/')) {
          sendJson(res, php({ status: false, error: `Token ${given} has expired` }), 401);
        } else {
          const rows = [{ ...CATEGORIES_BODY.rows[0], image: `https://cdn.example.com/i.png?t=${given}` }];
          sendJson(res, php({ status: true, rows }));
        }
      });

    it('masks the token in an error message', async () => {
      const server = await phpServer();
      const { result } = await categories(`${server.url}/fail`, {}, { token });
      expect(failure(result, 'api-failure').message).toBe('Token *** has expired');
      expect(JSON.stringify(result)).not.toContain(escaped);
    });

    it('masks the token in the returned data', async () => {
      const server = await phpServer();
      const { result } = await categories(server.url, {}, { token });
      if (!result.ok) throw new Error(JSON.stringify(result.failure));
      expect(result.data.rows[0]?.image).toBe('https://cdn.example.com/i.png?t=***');
      expect(JSON.stringify(result)).not.toContain(token);
    });

    it('masks the token in a value that itself holds JSON (an error text json_encoded twice)', async () => {
      // PHP: json_encode(['error' => 'Bad token: ' . json_encode($token)]): the value read back holds
      // the escaped spelling "tok\/5f3a9c+SECRET", which the raw text spells "tok\\\/...".
      const server = await startHttpServer((req, res) => {
        const given = new URL(req.url ?? '/', 'http://x').searchParams.get('et_auth_token') ?? '';
        const rows = [{ ...CATEGORIES_BODY.rows[0], name: `Bad token: ${php(given)}` }];
        sendJson(res, php({ status: true, rows }));
      });
      const { result } = await categories(server.url, {}, { token });
      if (!result.ok) throw new Error(JSON.stringify(result.failure));
      expect(result.data.rows[0]?.name).toBe('Bad token: "***"');
      expect(records[0]?.body).toContain('Bad token: \\"***\\"');
      // Masked where shown, but no fault of the answer: the echo is in no address (tokenEchoLeniency).
      expect(result.meta.leniencies.map((l) => l.id)).not.toContain('token-echo');
    });

    it('masks the token in the raw body reported to onCall', async () => {
      const server = await phpServer();
      await categories(`${server.url}/fail`, {}, { token });
      await categories(server.url, {}, { token });
      expect(records).toHaveLength(2);
      for (const record of records) expect(record.body).not.toContain(escaped);
    });
  });
});

// The embedded server over real loopback HTTP, held to docs/embedded-server.md rule by rule.
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CategoriesResponseSchema, FailureBodySchema, SystemInfoSchema } from '../../shared/v2';
import { loadDataset, type LoadedDataset } from '../../electron/core/dataset/load-dataset';
import type {
  EmbeddedServer,
  EmbeddedServerOptions,
  RequestEvent,
} from '../../electron/core/server/embedded-server';
import { isAppError } from '../../electron/core/lib/app-error';
import { openApiContract, type Exchange } from '../helpers/openapi-contract';
import { rawRequest as sendRequest } from '../helpers/raw-http';
import { DEMO_DATASET } from '../helpers/repo-paths';
import { SVG, validDatasetDocument, writeDatasetFolder } from '../helpers/temp-dataset';
import { closeEmbeddedServers, startTrackedServer } from '../helpers/embedded-servers';

const INFO = '/api/v2/auth/info';
const CATEGORIES = '/api/v2/products/getcategorys';

// Every answer under /api/v2 that these tests receive, checked at the end against the OpenAPI
// description the server publishes (the last describe block).
const exchanges: Exchange[] = [];

async function rawRequest(...args: Parameters<typeof sendRequest>): ReturnType<typeof sendRequest> {
  const res = await sendRequest(...args);
  const [, target, options] = args;
  const contentType = res.headers['content-type'];
  exchanges.push({
    method: options?.method ?? 'GET',
    target,
    status: res.status,
    contentType: Array.isArray(contentType) ? contentType[0] : contentType,
    // What a client reads: a gzipped body is decoded first.
    text: res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body).toString('utf8') : res.text,
  });
  return res;
}

let folder: Awaited<ReturnType<typeof writeDatasetFolder>>;
let dataset: LoadedDataset;

function serve(options: Partial<EmbeddedServerOptions> = {}): Promise<EmbeddedServer> {
  return startTrackedServer({ dataset, ...options });
}

beforeAll(async () => {
  folder = await writeDatasetFolder();
  dataset = await loadDataset(folder.file);
});
afterEach(closeEmbeddedServers);
afterAll(() => folder.cleanup());

describe('embedded server: the two operations', () => {
  it('answers auth/info with status true, string fields and absolute URLs against its own origin', async () => {
    const server = await serve();
    const res = await rawRequest(server.url, INFO);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = SystemInfoSchema.parse(res.json());
    expect(body.company_name).toBe('Testladen Müller');
    expect(body.logo).toBe(`${server.url}/brand/logo.svg`);
    expect(body.assets_url).toBe(`${server.url}/images/`);
    expect(body).toMatchObject({ code: '200', version: 'v2' });
    for (const [key, value] of Object.entries(body))
      if (key !== 'status') expect(typeof value).toBe('string');
  });

  it('answers getcategorys with every row, absolute image URLs and the placeholder for rows without image', async () => {
    const server = await serve();
    const body = CategoriesResponseSchema.parse(
      (await rawRequest(server.url, `${CATEGORIES}?et_auth_token=x`)).json(),
    );
    expect(body.rows.map((r) => r.id)).toEqual(['10', '11', '12', '13']);
    expect(body.rows[0]?.image).toBe(`${server.url}/images/brot.svg`);
    expect(body.rows[1]).toMatchObject({ slug: null, image: `${server.url}/images/k%C3%A4se%201.svg` });
    expect(body.rows[2]?.image).toBe(`${server.url}/_inspector/placeholder.svg`);
    expect(body.rows[3]?.image).toBe('https://cdn.example.com/x.png');
  });

  it('builds absolute URLs from the Host the client used', async () => {
    const server = await serve();
    const res = await rawRequest(server.url, INFO, { headers: { host: `localhost:${server.port}` } });
    expect((res.json() as { logo: string }).logo).toBe(`http://localhost:${server.port}/brand/logo.svg`);
  });

  it('ignores a Host header that could inject text into URLs', async () => {
    const server = await serve();
    const res = await rawRequest(server.url, INFO, { headers: { host: 'evil.com/"><script>' } });
    expect((res.json() as { logo: string }).logo).toBe(`${server.url}/brand/logo.svg`);
  });

  it('answers HEAD with headers only', async () => {
    const server = await serve();
    const res = await rawRequest(server.url, INFO, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(100);
    expect(res.body.length).toBe(0);
  });
});

describe('embedded server: failures', () => {
  it('answers an unknown path under /api/v2/ with 404 Unknown method', async () => {
    const server = await serve();
    for (const path of ['/api/v2/auth/infos', '/api/v2/products', '/api/v2/', '/api/v2/auth/info/extra']) {
      const res = await rawRequest(server.url, path);
      expect(res.status, path).toBe(404);
      expect(res.json()).toEqual({ status: false, error: 'Unknown method' });
    }
  });

  it('answers another HTTP method on the two paths with 405 and the same body', async () => {
    const server = await serve();
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      for (const path of [INFO, CATEGORIES]) {
        const res = await rawRequest(server.url, path, { method });
        expect(res.status).toBe(405);
        expect(res.headers.allow).toBe('GET, HEAD');
        expect(res.json()).toEqual({ status: false, error: 'Unknown method' });
      }
    }
  });

  it('answers unknown paths outside the API with a JSON 404', async () => {
    const server = await serve();
    const res = await rawRequest(server.url, '/nothing-here.png');
    expect(res.status).toBe(404);
    expect(FailureBodySchema.parse(res.json()).error).toBe('Not found');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers a malformed request with a JSON 400 and keeps serving', async () => {
    const server = await serve();
    const { connect } = await import('node:net');
    const reply = await new Promise<string>((resolve) => {
      const socket = connect(server.port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let text = '';
      socket.on('data', (d) => (text += d));
      socket.on('close', () => resolve(text));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect(reply).toContain('{"status":false,"error":"Bad request"}');
    expect((await rawRequest(server.url, INFO)).status).toBe(200);
  });
});

describe('embedded server: tokens', () => {
  it('accepts any token, or none, when no token is configured', async () => {
    const server = await serve();
    expect((await rawRequest(server.url, CATEGORIES)).status).toBe(200);
    expect((await rawRequest(server.url, `${CATEGORIES}?et_auth_token=anything`)).status).toBe(200);
  });

  it('refuses a missing or wrong token with 401 when tokens are configured, and accepts each configured one', async () => {
    const document = { ...validDatasetDocument(), auth: { tokens: ['from-dataset'] } };
    const protectedFolder = await writeDatasetFolder(document);
    try {
      const server = await serve({ dataset: await loadDataset(protectedFolder.file), tokens: ['from-flag'] });
      const missing = await rawRequest(server.url, CATEGORIES);
      expect(missing.status).toBe(401);
      expect(FailureBodySchema.parse(missing.json()).error).toMatch(/Missing et_auth_token/);
      const wrong = await rawRequest(server.url, `${CATEGORIES}?et_auth_token=from-datase`);
      expect(wrong.status).toBe(401);
      expect(FailureBodySchema.parse(wrong.json()).error).toMatch(/Invalid et_auth_token/);
      expect((await rawRequest(server.url, `${CATEGORIES}?et_auth_token=from-dataset`)).status).toBe(200);
      expect((await rawRequest(server.url, `${CATEGORIES}?et_auth_token=from-flag`)).status).toBe(200);
      // The spec does not say info needs a token; this server keeps it open, as installations do.
      expect((await rawRequest(server.url, INFO)).status).toBe(200);
    } finally {
      await protectedFolder.cleanup();
    }
  });

  it('decodes a percent-encoded token before comparing it', async () => {
    const server = await serve({ tokens: ['a b&c'] });
    expect((await rawRequest(server.url, `${CATEGORIES}?et_auth_token=a%20b%26c`)).status).toBe(200);
  });
});

describe('embedded server: images', () => {
  it('serves disk images, embedded assets and the placeholder with image content types and safe headers', async () => {
    const server = await serve();
    for (const path of ['/images/brot.svg', '/images/k%C3%A4se%201.svg', '/brand/logo.svg']) {
      const res = await rawRequest(server.url, path);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.text).toBe(SVG);
    }
    const placeholder = await rawRequest(server.url, '/_inspector/placeholder.svg');
    expect(placeholder.status).toBe(200);
    expect(placeholder.text).toContain('<svg');
  });

  it.each([
    '/../dataset.json',
    '/images/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%252e%252e/dataset.json',
    '/images%2f..%2f..%2fdataset.json',
    '/images\\..\\..\\dataset.json',
    '/..%5c..%5cdataset.json',
    '/dataset.json',
    '/%00/images/brot.svg',
    '/images/brot.svg%00.json',
    '/%zz',
  ])('never serves a file outside the dataset for %s', async (target) => {
    const server = await serve();
    const res = await rawRequest(server.url, target);
    expect(res.status).toBe(404);
    expect(res.json()).toEqual({ status: false, error: 'Not found' });
  });
});

describe('embedded server: HTTP caching and compression', () => {
  it('answers 304 to a matching If-None-Match', async () => {
    const server = await serve();
    const first = await rawRequest(server.url, CATEGORIES);
    const etag = String(first.headers.etag);
    const second = await rawRequest(server.url, CATEGORIES, { headers: { 'if-none-match': etag } });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
  });

  it('gzips large bodies for clients that accept gzip, and only for them', async () => {
    const rows = Array.from({ length: 200 }, (_, i) => ({
      id: String(i),
      code: `C${i}`,
      name: `Kategorie ${i}`,
      slug: null,
      image: null,
    }));
    const big = await writeDatasetFolder({ ...validDatasetDocument(), categories: rows });
    try {
      const server = await serve({ dataset: await loadDataset(big.file) });
      const plain = await rawRequest(server.url, CATEGORIES);
      const zipped = await rawRequest(server.url, CATEGORIES, {
        headers: { 'accept-encoding': 'gzip, deflate' },
      });
      const refused = await rawRequest(server.url, CATEGORIES, {
        headers: { 'accept-encoding': 'gzip;q=0' },
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.body.length).toBeLessThan(plain.body.length / 4);
      expect(gunzipSync(zipped.body).toString()).toBe(plain.text);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(refused.headers['content-encoding']).toBeUndefined();
    } finally {
      await big.cleanup();
    }
  });
});

describe('embedded server: binding, events and faults', () => {
  it('binds 127.0.0.1 by default', async () => {
    const server = await serve();
    expect(server.host).toBe('127.0.0.1');
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('refuses a port in use with PORT_IN_USE', async () => {
    const first = await serve();
    const error = await serve({ port: first.port }).catch((e: unknown) => e);
    expect(isAppError(error, 'PORT_IN_USE')).toBe(true);
    expect((error as Error).message).toContain(String(first.port));
  });

  it('emits one event per request with method, path, status, duration and size, the token masked', async () => {
    const server = await serve();
    const events: RequestEvent[] = [];
    server.onRequest((e) => events.push(e));
    const res = await rawRequest(server.url, `${CATEGORIES}?et_auth_token=s3cret-token&x=1`);
    await new Promise((r) => setTimeout(r, 50));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      method: 'GET',
      path: `${CATEGORIES}?et_auth_token=***&x=1`,
      status: 200,
    });
    expect(events[0]?.bytes).toBe(res.body.length);
    expect(events[0]?.durationMs).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(events)).not.toContain('s3cret-token');
  });

  it('delays every answer by the configured latency', async () => {
    const server = await serve({ faults: { latencyMs: 250, failRate: 0 } });
    const t0 = performance.now();
    expect((await rawRequest(server.url, INFO)).status).toBe(200);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(240);
  });

  it('answers realistic failures at the configured rate and can change faults while running', async () => {
    let i = 0;
    // Alternates "fail" with each failure kind in turn, so every kind shows up deterministically.
    const rolls = [0, 0.05, 0, 0.45, 0, 0.65, 0, 0.95];
    const server = await serve({
      faults: { latencyMs: 0, failRate: 1 },
      random: () => rolls[i++ % rolls.length]!,
    });
    const outcomes: string[] = [];
    for (let n = 0; n < 4; n++) {
      outcomes.push(
        await rawRequest(server.url, INFO).then(
          (r) => `${r.status} ${r.headers['content-type']}`,
          () => 'reset',
        ),
      );
    }
    expect(outcomes).toEqual([
      '500 application/json; charset=utf-8',
      '502 text/html; charset=utf-8',
      '503 application/json; charset=utf-8',
      'reset',
    ]);
    server.setFaults({ latencyMs: 0, failRate: 0 });
    expect((await rawRequest(server.url, INFO)).status).toBe(200);
    expect(() => server.setFaults({ latencyMs: 0, failRate: 2 })).toThrow(/between 0 and 1/);
  });
});

describe('embedded server: every answer above, held to its OpenAPI description', () => {
  it('validates each answer under /api/v2 with a third-party validator against GET /openapi.json', async () => {
    const server = await serve({ dataset: await loadDataset(DEMO_DATASET) });
    const contract = await openApiContract((await sendRequest(server.url, '/openapi.json')).json() as never);
    // HEAD and 304 carry no body; 5xx here are injected faults imitating a broken proxy (Faults).
    const contractual = exchanges.filter(
      (e) => e.target.startsWith('/api/v2') && e.method !== 'HEAD' && e.status !== 304 && e.status < 500,
    );
    expect(contractual.flatMap((e) => contract.problems(e))).toEqual([]);
    // What the tests above exchanged covers every documented answer, with and without tokens.
    const seen = new Set(contractual.map((e) => `${e.method} ${e.target.split('?')[0]} ${e.status}`));
    expect([...seen]).toEqual(
      expect.arrayContaining([
        `GET ${INFO} 200`,
        `GET ${CATEGORIES} 200`,
        `GET ${CATEGORIES} 401`,
        `POST ${CATEGORIES} 405`,
        `POST ${INFO} 405`,
      ]),
    );
    expect(contractual.some((e) => e.status === 404)).toBe(true);
    expect(contractual.some((e) => e.target.includes('et_auth_token=') && e.status === 200)).toBe(true);
    expect(contractual.some((e) => !e.target.includes('et_auth_token=') && e.status === 401)).toBe(true);
  });
});

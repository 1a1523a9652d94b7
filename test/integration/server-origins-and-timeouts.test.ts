// The embedded server under many Host headers and slow clients, over real loopback HTTP: the
// categories body is not rebuilt into unbounded memory per origin, and headers time out at the bound.
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDataset, type LoadedDataset } from '../../electron/core/dataset/load-dataset';
import type { EmbeddedServer, EmbeddedServerOptions } from '../../electron/core/server/embedded-server';
import { rawRequest } from '../helpers/raw-http';
import { slowHeaders } from '../helpers/slow-client';
import { validDatasetDocument, writeDatasetFolder } from '../helpers/temp-dataset';
import { closeEmbeddedServers, startTrackedServer } from '../helpers/embedded-servers';

const CATEGORIES = '/api/v2/products/getcategorys';
const ROWS = 100_000;
const HOSTS = 45;

let folder: Awaited<ReturnType<typeof writeDatasetFolder>>;
let dataset: LoadedDataset;

function serve(options: Partial<EmbeddedServerOptions> = {}): Promise<EmbeddedServer> {
  return startTrackedServer({ dataset, ...options });
}

beforeAll(async () => {
  // Every row with an image of its own, a shared one, or none (the placeholder).
  const categories = Array.from({ length: ROWS }, (_, i) => ({
    id: String(i),
    code: `C${i}`,
    name: `Kategorie ${i}`,
    slug: null,
    image: i % 3 === 0 ? null : i % 3 === 1 ? 'images/brot.svg' : `https://cdn.example.com/${i}.png`,
  }));
  folder = await writeDatasetFolder({ ...validDatasetDocument(), categories });
  dataset = await loadDataset(folder.file);
}, 60_000);
afterEach(closeEmbeddedServers);
afterAll(() => folder.cleanup());

interface Row {
  id: string;
  image: string;
}

describe('embedded server: many Host headers', () => {
  it(`answers ${HOSTS} different Host headers each with its own origin while its cached bytes stay bounded`, async () => {
    const budget = 40_000_000;
    const server = await serve({ bodyCacheBytes: budget });
    const first = await rawRequest(server.url, CATEGORIES, { timeoutMs: 20_000 });
    const bodyBytes = first.body.length;
    expect(bodyBytes).toBeGreaterThan(5_000_000);
    const etags = new Set<string>();
    const cached: number[] = [];
    for (let i = 0; i < HOSTS; i++) {
      const host = `shop-${i}.example:${8000 + i}`;
      const res = await rawRequest(server.url, CATEGORIES, { headers: { host }, timeoutMs: 20_000 });
      expect(res.status).toBe(200);
      const rows = (res.json() as { rows: Row[] }).rows;
      expect(rows).toHaveLength(ROWS);
      expect(rows[0]!.image).toBe(`http://${host}/_inspector/placeholder.svg`);
      expect(rows[1]!.image).toBe(`http://${host}/images/brot.svg`);
      expect(rows[2]!.image).toBe('https://cdn.example.com/2.png');
      expect(rows[ROWS - 1]!.image).toBe(`http://${host}/_inspector/placeholder.svg`);
      expect(res.text).not.toContain('\\u0000');
      etags.add(String(res.headers.etag));
      cached.push(server.cachedBodyBytes());
    }
    // One ETag per origin, and the same one when an origin comes back.
    expect(etags.size).toBe(HOSTS);
    const again = await rawRequest(server.url, CATEGORIES, { headers: { host: 'shop-3.example:8003' } });
    expect(etags.has(String(again.headers.etag))).toBe(true);
    // Bounded by the budget plus one body, not growing with the number of origins.
    expect(Math.max(...cached)).toBeLessThanOrEqual(budget + bodyBytes * 1.1);
    expect(cached.at(-1)).toBeGreaterThan(0);
  }, 120_000);

  it('answers a burst of new Host headers from the body serialized once, and other requests meanwhile', async () => {
    const server = await serve();
    await rawRequest(server.url, CATEGORIES, { method: 'HEAD', timeoutMs: 20_000 });
    // HEAD: each request needs its origin's body (for Content-Length and ETag) but moves no bytes.
    const burst = Array.from({ length: 30 }, (_, i) =>
      rawRequest(server.url, CATEGORIES, {
        method: 'HEAD',
        headers: { host: `burst-${i}.example` },
        timeoutMs: 30_000,
      }),
    );
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const normal = await rawRequest(server.url, '/api/v2/auth/info', { timeoutMs: 30_000 });
      const heads = await Promise.all(burst);
      expect(normal.status).toBe(200);
      expect(heads.every((res) => res.status === 200)).toBe(true);
      // Serializing 100,000 rows per new origin takes ~110 ms: 30 of them held every other request
      // for over 3 s. Each new origin is the body serialized once with the origin put in: no
      // serialization of the rows happened during the burst (asserted so, not timed: the machine's
      // load would decide a time).
      const serializedRows = stringify.mock.results.filter(
        (result) => typeof result.value === 'string' && result.value.length > 1_000_000,
      );
      expect(serializedRows).toHaveLength(0);
    } finally {
      stringify.mockRestore();
    }
  }, 60_000);

  it('keeps a repeated origin cheap: the second request for it is served from the cache', async () => {
    const server = await serve();
    const host = 'localhost:1234';
    const get = async () => {
      const res = await rawRequest(server.url, CATEGORIES, { headers: { host }, timeoutMs: 20_000 });
      expect(res.status).toBe(200);
      return res.text;
    };
    const first = await get();
    const cachedBytes = server.cachedBodyBytes();
    expect(await get()).toBe(first);
    expect(server.cachedBodyBytes()).toBe(cachedBytes);
  });
});

describe('embedded server: gzip of a large body', () => {
  it('answers the plain body until the gzip made in the background is ready, then the same bytes gzipped', async () => {
    const server = await serve();
    const gzip = { 'accept-encoding': 'gzip' };
    const plain = await rawRequest(server.url, CATEGORIES, { timeoutMs: 20_000 });
    let zipped = await rawRequest(server.url, CATEGORIES, { headers: gzip, timeoutMs: 20_000 });
    const deadline = performance.now() + 15_000;
    while (zipped.headers['content-encoding'] !== 'gzip' && performance.now() < deadline) {
      // Until then every answer is complete and plain: a client is never kept waiting for gzip.
      expect(zipped.text).toBe(plain.text);
      await new Promise((resolve) => setTimeout(resolve, 50));
      zipped = await rawRequest(server.url, CATEGORIES, { headers: gzip, timeoutMs: 20_000 });
    }
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    expect(gunzipSync(zipped.body).toString()).toBe(plain.text);
  }, 60_000);
});

describe('embedded server: header timeout', () => {
  it('closes a connection whose headers arrive too slowly within about a second of a 300 ms bound, with a JSON 408', async () => {
    const server = await serve({ timeouts: { headersMs: 300 } });
    const { closedAfterMs, received } = await slowHeaders(server.port, 50, CATEGORIES);
    expect(closedAfterMs).toBeGreaterThanOrEqual(290);
    expect(closedAfterMs).toBeLessThan(1_000);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    const body = JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4)) as unknown;
    expect(body).toMatchObject({ status: false, error: expect.stringMatching(/timeout/i) });
  });

  it('still answers a client that sends its headers in time', async () => {
    const server = await serve({ timeouts: { headersMs: 300 } });
    const res = await rawRequest(server.url, '/api/v2/auth/info');
    expect(res.status).toBe(200);
  });

  it('refuses a timeout that is not a positive whole number of milliseconds', async () => {
    await expect(serve({ timeouts: { headersMs: 0 } })).rejects.toThrow(/headersMs/);
  });
});

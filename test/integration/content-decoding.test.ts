// Content decoding of dispatcherFetch (content-decoding.ts) over real loopback servers: a small gzip or
// deflate answer decoded in one call, a large or explosive one streamed, with the same bytes, the
// same errors and the client's size cap refusing a gzip bomb with the same failure as before.
import { randomBytes } from 'node:crypto';
import { deflateSync, gzipSync } from 'node:zlib';
import { Agent } from 'undici';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { describeFailure } from '../../shared/describe-failure';
import { dispatcherFetch } from '../../electron/core/client/dispatcher-fetch';
import { readCappedBody } from '../../electron/core/client/read-capped-body';
import { createV2Client } from '../../electron/core/client/v2-client';
import { closeAllServers, startHttpServer } from '../helpers/local-servers';

const MB = 1_000_000;
const agent = new Agent();
const client = createV2Client({ fetch: (url, init) => dispatcherFetch(agent, url, init) });
afterEach(closeAllServers);
afterAll(() => agent.close());

// A server answering `coded` with `encoding`, written in pieces of `piece` bytes (several reads).
function codedServer(coded: Buffer, encoding: string, piece = coded.length) {
  return startHttpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': encoding });
    for (let at = 0; at < coded.length; at += piece) res.write(coded.subarray(at, at + piece));
    res.end();
  });
}

async function bodyOf(url: string): Promise<Buffer> {
  const read = await readCappedBody(await dispatcherFetch(agent, url, {}), 64 * MB);
  if (!read.ok) throw new Error('the body was refused as too large');
  return Buffer.from(read.bytes);
}

describe('dispatcherFetch content decoding', () => {
  it('decodes a small gzip answer sent in many pieces to the same bytes', async () => {
    const text = JSON.stringify({
      status: true,
      rows: Array.from({ length: 2_000 }, (_, i) => ({ id: `${i}` })),
    });
    const server = await codedServer(gzipSync(text), 'gzip', 1_000);
    expect((await bodyOf(server.url)).toString()).toBe(text);
  });

  it('decodes a deflate answer', async () => {
    const server = await codedServer(deflateSync('{"status":true}'), 'deflate');
    expect((await bodyOf(server.url)).toString()).toBe('{"status":true}');
  });

  it('streams a gzip answer larger than a megabyte compressed, to the same bytes', async () => {
    const plain = randomBytes(3 * MB);
    const server = await codedServer(gzipSync(plain), 'x-gzip', 64 * 1024);
    expect((await bodyOf(server.url)).equals(plain)).toBe(true);
  });

  it('decodes a small gzip answer that expands past 16 MB by streaming it', async () => {
    const server = await codedServer(gzipSync(Buffer.alloc(20 * MB, 0x20)), 'gzip');
    expect((await bodyOf(server.url)).length).toBe(20 * MB);
  });

  it('fails the body of a truncated gzip answer', async () => {
    const coded = gzipSync('{"status":true,"rows":[]}');
    const server = await codedServer(coded.subarray(0, coded.length - 6), 'gzip');
    const response = await dispatcherFetch(agent, server.url, {});
    const failure: unknown = await readCappedBody(response, MB).then(
      () => null,
      (error: unknown) => error,
    );
    // zlib's words, on the error itself or (through the web stream) on its cause.
    const words = [failure, (failure as { cause?: unknown } | null)?.cause].map((e) =>
      e instanceof Error ? e.message : '',
    );
    expect(words.join(' ')).toMatch(/unexpected end of file/);
  });

  it('refuses a gzip bomb at the client cap with the too-large failure', async () => {
    for (const size of [5 * MB, 40 * MB]) {
      const server = await codedServer(gzipSync(Buffer.alloc(size, 0x20)), 'gzip');
      const result = await client.getCategories({ baseUrl: server.url, token: 'secret' }, { maxBytes: MB });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.failure).toEqual({ kind: 'too-large', limitBytes: MB });
      expect(describeFailure(result.failure).detail).toBe('It grew past 1 MB.');
      expect(result.meta.bytes).toBeGreaterThan(MB);
    }
  });
});

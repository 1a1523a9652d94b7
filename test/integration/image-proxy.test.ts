// The desktop page's images as main fetches them (electron/core/host/image-proxy.ts), over real
// loopback HTTP with Node's fetch standing in for the app's net.request fetch: only images are
// answered, each fetched once while cached, never with credentials, and bounded in size and number.
import { afterEach, describe, expect, it } from 'vitest';
import { createImageProxy } from '../../electron/core/host/image-proxy';
import type { FetchLike } from '../../electron/core/client/v2-client';
import { closeAllServers, startHttpServer } from '../helpers/local-servers';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const nodeFetch: FetchLike = (url, init) => fetch(url, init);

afterEach(closeAllServers);

/** A server of a few images, a page and a large file, recording each request's headers. */
async function imageServer() {
  const headers: Record<string, string | string[] | undefined>[] = [];
  const server = await startHttpServer((req, res) => {
    headers.push(req.headers);
    const path = req.url ?? '/';
    if (path.startsWith('/img/')) return void res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (path === '/big.png')
      return void res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(3_000));
    if (path === '/moved.png') return void res.writeHead(302, { location: '/img/target.png' }).end();
    if (path === '/page')
      return void res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>router admin</h1>');
    res.writeHead(404).end();
  });
  return { server, headers };
}

describe('the image proxy', () => {
  it('answers an image with its type, and fetches it once while it is cached', async () => {
    const { server } = await imageServer();
    const proxy = createImageProxy({ fetch: nodeFetch });
    const first = await proxy.image(`${server.url}/img/a.png`);
    expect(first).toEqual({ ok: true, bytes: new Uint8Array(PNG), contentType: 'image/png' });
    expect(await proxy.image(`${server.url}/img/a.png#fragment`)).toEqual(first);
    const both = await Promise.all([
      proxy.image(`${server.url}/img/b.png`),
      proxy.image(`${server.url}/img/b.png`),
    ]);
    expect(both[0]).toEqual(both[1]);
    expect(server.requests).toEqual(['/img/a.png', '/img/b.png']);
  });

  it('follows a redirect to the image, as capture does', async () => {
    const { server } = await imageServer();
    expect(await createImageProxy({ fetch: nodeFetch }).image(`${server.url}/moved.png`)).toMatchObject({
      ok: true,
      contentType: 'image/png',
    });
  });

  it('answers nothing but images: a page, a missing file and a file past the size cap are refused', async () => {
    const { server } = await imageServer();
    const proxy = createImageProxy({ fetch: nodeFetch, maxImageBytes: 2_000 });
    expect(await proxy.image(`${server.url}/page`)).toEqual({
      ok: false,
      status: 502,
      reason: 'is text/html, not an image',
    });
    expect(await proxy.image(`${server.url}/missing.png`)).toMatchObject({ ok: false, status: 502 });
    expect(await proxy.image(`${server.url}/big.png`)).toEqual({
      ok: false,
      status: 502,
      reason: 'is larger than 0.002 MB',
    });
  });

  it.each([
    'file:///etc/passwd',
    'app://inspector/index.html',
    'javascript:alert(1)',
    'not a url',
    '',
    'http://user:secret@127.0.0.1/a.png',
  ])('refuses %j without fetching anything', async (url) => {
    let fetched = 0;
    const proxy = createImageProxy({ fetch: async () => (fetched++, new Response(PNG)) });
    expect(await proxy.image(url)).toEqual({
      ok: false,
      status: 400,
      reason: 'not an http(s) image address',
    });
    expect(fetched).toBe(0);
  });

  it('sends no cookie, no authorization and no token, only the image address', async () => {
    const { server, headers } = await imageServer();
    await createImageProxy({ fetch: nodeFetch }).image(`${server.url}/img/c.png?size=96`);
    expect(server.requests).toEqual(['/img/c.png?size=96']);
    expect(headers[0]).not.toHaveProperty('cookie');
    expect(headers[0]).not.toHaveProperty('authorization');
    expect(headers[0]?.accept).toMatch(/^image\//);
  });

  it('keeps at most its byte budget, dropping the least recently used image first', async () => {
    const { server } = await imageServer();
    const proxy = createImageProxy({ fetch: nodeFetch, cacheBytes: PNG.length * 2 });
    for (const name of ['a', 'b', 'a', 'c', 'a', 'b']) await proxy.image(`${server.url}/img/${name}.png`);
    // a and b fill it; a is used again; c pushes out b (least recent); b comes back and pushes out c.
    expect(server.requests).toEqual(['/img/a.png', '/img/b.png', '/img/c.png', '/img/b.png']);
  });
});

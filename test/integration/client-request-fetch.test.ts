// The desktop app's fetch (core's clientRequestFetch) over the stand-in's ClientRequest, which keeps
// Electron's event order and redirect policies, against real loopback servers. The v2 client over it
// must meet redirects as it does over Node's fetch in the command line and web host, where Electron's
// own net.fetch fails every redirect as "Redirect was cancelled"; bodies must stream under a cap and
// stop when the signal aborts.
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallResult } from '../../shared/call-result';
import { clientRequestFetch } from '../../electron/core/client/client-request-fetch';
import { classifyNetworkError } from '../../electron/core/client/network-errors';
import { readCappedBody } from '../../electron/core/client/read-capped-body';
import { createV2Client, type FetchLike } from '../../electron/core/client/v2-client';
import { fetchImage } from '../../electron/core/checks/fetch-resource';
import { fetchImageBytes } from '../../electron/core/capture/fetch-image-bytes';
import { ClientRequest, fetchOverClientRequest, netRequests } from '../helpers/electron-stand-in/net.mjs';
import { closeAllServers, closedPort, startHttpServer, type LocalServer } from '../helpers/local-servers';
import { CATEGORIES_PATH, startFakeInstallation } from '../helpers/fake-installation';
import { SVG } from '../helpers/temp-dataset';
import { bounded, until } from '../helpers/waits';

const TOKEN = 'tok-4e1b7d-SECRET';

/** The desktop app's fetch, as main builds it, over the stand-in's net.request. */
const desktopFetch: FetchLike = clientRequestFetch((options) => new ClientRequest(options));
/** Electron's net.fetch, which main used before. */
const electronNetFetch: FetchLike = (url, init) =>
  fetchOverClientRequest(url, init, (options) => new ClientRequest(options));
/** The command line's and web host's fetch (Node's). */
const nodeFetch: FetchLike = (url, init) => fetch(url, init);

afterEach(async () => {
  netRequests.length = 0;
  await closeAllServers();
});

/** A server that answers each path by `route`; `hits` counts its requests. */
function redirecting(
  route: (path: string, base: string) => { status: number; location?: string; body?: string },
) {
  return startHttpServer((req, res, server) => {
    const answer = route(req.url ?? '/', server.url);
    res.writeHead(answer.status, answer.location ? { location: answer.location } : {});
    res.end(answer.body ?? '');
  });
}

function categoriesCall(fetch: FetchLike, baseUrl: string): Promise<CallResult<unknown>> {
  return bounded(
    createV2Client({ fetch }).getCategories({ baseUrl, token: TOKEN }, { timeoutMs: 5_000 }),
    8_000,
    'the categories call',
  );
}

function failureMessage(result: CallResult<unknown>): string {
  if (result.ok) throw new Error('expected a failure');
  return 'message' in result.failure ? String(result.failure.message) : result.failure.kind;
}

describe('clientRequestFetch: redirects', () => {
  it('answers a manual redirect with the 3xx and an absolute location, and does not follow it', async () => {
    const server = await redirecting((path) =>
      path === '/old' ? { status: 301, location: '/new' } : { status: 200, body: 'new' },
    );
    const response = await desktopFetch(`${server.url}/old`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${server.url}/new`);
    expect(response.body).toBeNull();
    expect(server.requests).toEqual(['/old']);
  });

  it('lets Chromium follow when asked to, and tells where the answer came from', async () => {
    const other = await startHttpServer((_req, res) => res.end('moved here'));
    const server = await redirecting(() => ({ status: 302, location: `${other.url}/img.png` }));
    const response = await desktopFetch(`${server.url}/img.png`, { redirect: 'follow' });
    expect(await response.text()).toBe('moved here');
    expect(response.redirected).toBe(true);
    expect(response.url).toBe(`${other.url}/img.png`);
  });

  it('fails a redirect loop after 20 hops, as Chromium does', async () => {
    const server = await redirecting((path) => ({ status: 302, location: path }));
    const error = await desktopFetch(`${server.url}/loop`, {}).catch((e: unknown) => e);
    expect(String(error)).toContain('net::ERR_TOO_MANY_REDIRECTS');
    expect(server.requests).toHaveLength(21);
  });

  it("shows what Electron's net.fetch does with a manual redirect: it rejects (electron/electron#43715)", async () => {
    const server = await redirecting(() => ({ status: 302, location: '/elsewhere' }));
    const error = await electronNetFetch(`${server.url}/`, { redirect: 'manual' }).catch((e: unknown) => e);
    expect(String(error)).toContain('Redirect was cancelled');
  });
});

describe('v2 client over the desktop fetch: redirects as in the command line and web host', () => {
  it('follows a same-host redirect to the real path, over both fetches alike', async () => {
    for (const fetch of [nodeFetch, desktopFetch]) {
      const shop = await startFakeInstallationBehind('/shop');
      const result = await categoriesCall(fetch, shop.url);
      expect(result.ok).toBe(true);
      expect(shop.requests).toEqual([
        `${CATEGORIES_PATH}?et_auth_token=${TOKEN}`,
        `/shop${CATEGORIES_PATH}?et_auth_token=${TOKEN}`,
      ]);
    }
  });

  it('refuses a redirect to another host without contacting it, with the same message in every host', async () => {
    const messages: string[] = [];
    for (const fetch of [nodeFetch, desktopFetch]) {
      const other = await startFakeInstallation();
      const server = await redirecting((path) => ({
        status: 302,
        location: `http://localhost:${other.port}${path}`,
      }));
      const result = await categoriesCall(fetch, server.url);
      messages.push(failureMessage(result).replace(String(other.port), 'PORT'));
      expect(other.connections()).toBe(0);
      expect(JSON.stringify(result)).not.toContain(TOKEN);
    }
    expect(messages[1]).toBe(messages[0]);
    expect(messages[0]).toMatch(/not followed, to keep the token on the host it belongs to/);
  });

  it('stops a redirect loop after 5 hops with the same message in every host', async () => {
    const messages: string[] = [];
    for (const fetch of [nodeFetch, desktopFetch]) {
      const server = await redirecting((path) => ({ status: 302, location: path }));
      const result = await categoriesCall(fetch, server.url);
      messages.push(failureMessage(result));
      expect(server.requests).toHaveLength(6);
      // No answer was read anywhere, so no warning says one was read at another address.
      expect(result.meta.leniencies).toEqual([]);
    }
    expect(messages).toEqual([
      'More than 5 redirects; the address probably loops.',
      'More than 5 redirects; the address probably loops.',
    ]);
  });

  it("fails every redirect with Electron's net.fetch, the wiring main had before", async () => {
    const shop = await startFakeInstallationBehind('/shop');
    const result = await categoriesCall(electronNetFetch, shop.url);
    expect(result.ok).toBe(false);
    expect(failureMessage(result)).toContain('Redirect was cancelled');
  });
});

describe('image checks and capture over the desktop fetch', () => {
  it('finds an image behind a redirect to another host and says where it was', async () => {
    const cdn = await startHttpServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(SVG);
    });
    const server = await redirecting(() => ({ status: 301, location: `${cdn.url}/logo.svg` }));
    expect(await fetchImage(desktopFetch, `${server.url}/logo.svg`, 5_000)).toEqual(
      await fetchImage(nodeFetch, `${server.url}/logo.svg`, 5_000),
    );
    const bytes = await fetchImageBytes(desktopFetch, `${server.url}/logo.svg`, {
      timeoutMs: 5_000,
      maxBytes: 1_000_000,
    });
    expect(bytes).toMatchObject({ ok: true, contentType: 'image/svg+xml' });
  });
});

describe('clientRequestFetch: bodies, aborts and failures', () => {
  it('streams a body paced by the reader, and a capped read stops the download', async () => {
    let written = 0;
    let closed = false;
    const server = await startHttpServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (!closed) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
      };
      res.on('close', () => (closed = true));
      pump();
    });
    const response = await desktopFetch(server.url, {});
    const read = await readCappedBody(response, 1_000_000);
    expect(read).toMatchObject({ ok: false, reason: 'too-large' });
    await until(() => closed, 5_000, 'the server to see the request end');
    // 1 MB read, the rest what the loopback socket buffers hold: the body was not drained.
    expect(written).toBeLessThan(10_000_000);
  });

  it('rejects with the abort reason when the signal aborts before the answer, and ends the request', async () => {
    let closed = false;
    const server = await startHttpServer((_req, res) => res.on('close', () => (closed = true)));
    const controller = new AbortController();
    const pending = desktopFetch(server.url, { signal: controller.signal });
    await until(() => server.requests.length === 1, 5_000, 'the request to arrive');
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await until(() => closed, 5_000, 'the server to see the request end');
  });

  it('ends the body with the abort reason when the signal aborts while it is read', async () => {
    const server = await startHttpServer((_req, res) => {
      res.writeHead(200);
      res.write('first part');
    });
    const controller = new AbortController();
    const response = await desktopFetch(server.url, { signal: controller.signal });
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('first part');
    controller.abort();
    await expect(reader.read()).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('fails a body cut short by the server', async () => {
    const server = await startHttpServer((_req, res) => {
      res.writeHead(200, { 'content-length': '100' });
      res.write('only part');
      setTimeout(() => res.destroy(), 20);
    });
    const response = await desktopFetch(server.url, {});
    await expect(response.text()).rejects.toThrow(/ERR_CONTENT_LENGTH_MISMATCH/);
  });

  it('names a refused connection as Chromium does, which the app classifies as refused', async () => {
    const error = await desktopFetch(`http://127.0.0.1:${await closedPort()}/`, {}).catch((e: unknown) => e);
    expect(String(error)).toContain('net::ERR_CONNECTION_REFUSED');
    expect(classifyNetworkError(error)).toBe('refused');
  });

  it("sends the caller's headers, no cookies, and asks net.request not to use the session's credentials", async () => {
    const seen: Record<string, string | string[] | undefined>[] = [];
    const server = await startHttpServer((req, res) => {
      seen.push(req.headers);
      res.end('{}');
    });
    await (
      await desktopFetch(server.url, { headers: { accept: 'application/json' }, cache: 'no-store' })
    ).text();
    expect(seen[0]).toMatchObject({ accept: 'application/json' });
    expect(seen[0]!.cookie).toBeUndefined();
    expect(netRequests).toEqual([{ method: 'GET', url: server.url, redirect: 'follow' }]);
  });

  it('gives 204 and 304 answers no body, and a gzip body its decoded text', async () => {
    const server = await startHttpServer((req, res) => {
      if (req.url === '/empty') return res.writeHead(204).end();
      if (req.url === '/same') return res.writeHead(304).end();
      res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('{"status":true}'));
    });
    expect((await desktopFetch(`${server.url}/empty`, {})).body).toBeNull();
    expect((await desktopFetch(`${server.url}/same`, {})).body).toBeNull();
    expect(await (await desktopFetch(`${server.url}/zipped`, {})).text()).toBe('{"status":true}');
  });

  it('hands on a repeated header as Electron does: the first of one Node keeps once, others joined', async () => {
    const server = await startHttpServer((_req, res) => {
      res.setHeader('Server', ['first-server', 'second-server']);
      res.setHeader('Last-Modified', ['Tue, 01 Sep 2026 10:00:00 GMT', 'Wed, 02 Sep 2026 10:00:00 GMT']);
      res.setHeader('Expires', ['0', '-1']);
      res.setHeader('Age', ['5', '7']);
      res.setHeader('X-Shop-Note', ['one', 'two']);
      res.end('{}');
    });
    const response = await desktopFetch(server.url, {});
    await response.text();
    const { headers } = response;
    expect(headers.get('server')).toBe('first-server');
    expect(headers.get('last-modified')).toBe('Tue, 01 Sep 2026 10:00:00 GMT');
    expect(headers.get('expires')).toBe('0');
    expect(headers.get('age')).toBe('5');
    expect(headers.get('x-shop-note')).toBe('one, two');
  });

  it('rejects a URL that net.request refuses, instead of throwing', async () => {
    await expect(desktopFetch('data:image/png;base64,AAAA', {})).rejects.toThrow(/http: and https:/);
  });
});

/** A fake installation that answers only under `prefix`, and redirects there from the bare paths. */
async function startFakeInstallationBehind(prefix: string): Promise<LocalServer> {
  const install = await startFakeInstallation();
  return startHttpServer((req, res) => {
    const url = req.url ?? '/';
    if (!url.startsWith(prefix)) {
      res.writeHead(302, { location: `${prefix}${url}` }).end();
      return;
    }
    const path = url.slice(prefix.length);
    void fetch(`${install.url}${path}`).then(async (answer) => {
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
      res.end(await answer.text());
    });
  });
}

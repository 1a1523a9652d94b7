// dispatcherFetch, the fetch over undici's request API that reaches the ports fetch refuses: against
// real loopback servers it does what the client asks of fetch (redirects followed or handed back,
// bodies decoded, the answer's url, cancellation).
import { gzipSync } from 'node:zlib';
import { Agent } from 'undici';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { dispatcherFetch } from '../../electron/core/client/dispatcher-fetch';
import { closeAllServers, startHttpServer } from '../helpers/local-servers';

const agent = new Agent();
afterEach(closeAllServers);
afterAll(() => agent.close());

describe('dispatcherFetch', () => {
  it('follows redirects when asked, and gives the address the answer came from', async () => {
    const server = await startHttpServer((req, res) => {
      if (req.url === '/a') return void res.writeHead(302, { location: '/b' }).end();
      if (req.url === '/b') return void res.writeHead(301, { location: '/c?x=1' }).end();
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`at ${req.url}`);
    });
    const response = await dispatcherFetch(agent, `${server.url}/a`, { redirect: 'follow' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('at /c?x=1');
    expect(response.url).toBe(`${server.url}/c?x=1`);
    expect(response.redirected).toBe(true);
  });

  it('hands a redirect back when asked for manual redirects', async () => {
    const server = await startHttpServer((_req, res) => res.writeHead(307, { location: '/elsewhere' }).end());
    const response = await dispatcherFetch(agent, `${server.url}/a`, { redirect: 'manual' });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/elsewhere');
    expect(response.redirected).toBe(false);
  });

  it('sends the headers given and decodes a gzip body as fetch does', async () => {
    let accept: string | undefined;
    const server = await startHttpServer((req, res) => {
      accept = req.headers.accept;
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(gzipSync('{"status":true}'));
    });
    const response = await dispatcherFetch(agent, server.url, { headers: { accept: 'application/json' } });
    expect(accept).toBe('application/json');
    expect(await response.json()).toEqual({ status: true });
  });

  it('gives no body for a 204 and for HEAD', async () => {
    const server = await startHttpServer((req, res) =>
      res.writeHead(req.method === 'HEAD' ? 200 : 204).end(),
    );
    expect((await dispatcherFetch(agent, server.url, {})).body).toBeNull();
    expect((await dispatcherFetch(agent, server.url, { method: 'HEAD' })).body).toBeNull();
  });

  it('stops reading when its signal aborts', async () => {
    const server = await startHttpServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first part, then nothing');
    });
    const controller = new AbortController();
    const response = await dispatcherFetch(agent, server.url, { signal: controller.signal });
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await expect(reader.read()).rejects.toThrow();
  });

  it('rejects as fetch does when nothing listens', async () => {
    const server = await startHttpServer((_req, res) => res.end());
    const url = server.url;
    await server.close();
    await expect(dispatcherFetch(agent, url, {})).rejects.toThrow(TypeError);
  });
});

// The fetch a worker thread uses (electron/core/workers/fetch-proxy.ts): the host makes the request
// over real loopback HTTP and hands the worker its status, headers, final URL and body bytes, cut one
// byte past the cap; a network error keeps its code across, so it is worded as the same failure; an
// abort in the worker cancels the host's request. The two halves are joined here as the pool joins
// them (watch-workers.test.ts runs them across a real thread).
import { afterEach, describe, expect, it } from 'vitest';
import { classifyNetworkError } from '../../electron/core/client/network-errors';
import { readCappedBody } from '../../electron/core/client/read-capped-body';
import { answerFetch, proxiedFetch } from '../../electron/core/workers/fetch-proxy';
import { closeAllServers, closedPort, startHttpServer } from '../helpers/local-servers';
import { bounded, until } from '../helpers/waits';

/** A proxied fetch whose host half reads at most `cap` bytes; counts the requests the host made. */
function proxy(cap?: number) {
  const made: string[] = [];
  const fetchVia = proxiedFetch({
    send: (request, reply) => {
      const controller = new AbortController();
      made.push(request.url);
      void answerFetch(fetch, request, controller.signal, cap).then((answer) => reply(answer.reply));
      return () => controller.abort();
    },
  });
  return { fetch: fetchVia, made };
}

afterEach(closeAllServers);

describe('a fetch proxied from a worker to its host', () => {
  it('gives the status, headers, final URL and bytes of the answer, made by the host', async () => {
    const server = await startHttpServer((req, res) => {
      if (req.url === '/old') return void res.writeHead(302, { location: '/new' }).end();
      res.writeHead(418, { 'content-type': 'application/json', 'x-shop': 'Köln' }).end('{"status":false}');
    });
    const { fetch: viaHost, made } = proxy();
    const response = await viaHost(`${server.url}/old`, { method: 'GET', redirect: 'follow' });
    expect(made).toEqual([`${server.url}/old`]);
    expect(response.status).toBe(418);
    expect(response.headers.get('x-shop')).toBe('Köln');
    expect(response.url).toBe(`${server.url}/new`);
    expect(response.redirected).toBe(true);
    expect(await response.text()).toBe('{"status":false}');
  });

  it('cuts a body longer than the cap one byte past it, so the reader refuses it as too large', async () => {
    const server = await startHttpServer((_req, res) => res.end('x'.repeat(50_000)));
    const response = await proxy(1_001).fetch(server.url, { method: 'GET' });
    const read = await readCappedBody(response, 1_000);
    expect(read).toMatchObject({ ok: false, reason: 'too-large' });
  });

  it('keeps a network error’s code, so a closed port is worded as when fetched directly', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/`;
    const refusal = (pending: Promise<unknown>) =>
      pending.then(
        () => null,
        (error: unknown) => error,
      );
    const proxied = await refusal(proxy().fetch(url, { method: 'GET' }));
    const direct = await refusal(fetch(url));
    expect(proxied).toBeInstanceOf(Error);
    expect(classifyNetworkError(proxied)).toBe('refused');
    expect(classifyNetworkError(proxied)).toBe(classifyNetworkError(direct));
  });

  it('cancels the host’s request when the worker aborts', async () => {
    let closed = false;
    const server = await startHttpServer((req) => req.socket.on('close', () => (closed = true)));
    const controller = new AbortController();
    const pending = proxy().fetch(server.url, { method: 'GET', signal: controller.signal });
    await until(() => server.requests.length === 1, 5_000, 'the request at the server');
    controller.abort();
    await expect(bounded(pending, 5_000, 'the aborted fetch')).rejects.toMatchObject({ name: 'AbortError' });
    await until(() => closed, 5_000, 'the host’s request to be cancelled');
  });
});

// Delivering watch events to a webhook (electron/core/watch/webhook-delivery.ts and the command's
// notifier) against real local receivers: retried with growing waits on no answer, 429 and 5xx, a
// Retry-After honoured, other refusals not retried, and a failure reported naming the origin only.
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerResponse } from 'node:http';
import { deliverWebhook } from '../../electron/core/watch/webhook-delivery';
import { createNotifier } from '../../electron/cli/watch-notify';
import type { WatchEvent } from '../../shared/watch';
import { closeAllServers, closedPort, startHttpServer } from '../helpers/local-servers';
import { bounded, until } from '../helpers/waits';

afterEach(closeAllServers);

const fetchLike = (url: string, init: RequestInit) => fetch(url, init);

/** A receiver answering `statuses` in turn (the last one from then on), recording each body. */
async function receiver(statuses: number[], headers: Record<string, string> = {}) {
  const bodies: string[] = [];
  const server = await startHttpServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      bodies.push(body);
      res.writeHead(statuses[Math.min(bodies.length - 1, statuses.length - 1)]!, headers).end();
    });
  });
  return { url: `${server.url}/hook`, bodies };
}

describe('webhook delivery', () => {
  it('retries 503 and 429 with doubling waits, then delivers', async () => {
    const hook = await receiver([503, 429, 200]);
    const waits: number[] = [];
    const delivery = await deliverWebhook(
      hook.url,
      { a: 1 },
      {
        fetch: fetchLike,
        sleep: async (ms) => void waits.push(ms),
        random: () => 0.5,
      },
    );
    expect(delivery).toEqual({ ok: true, attempts: 3, status: 200 });
    expect(waits).toEqual([1_000, 2_000]);
    expect(hook.bodies).toEqual(['{"a":1}', '{"a":1}', '{"a":1}']);
  });

  it('honours a Retry-After of a few seconds', async () => {
    const hook = await receiver([503, 200], { 'retry-after': '7' });
    const waits: number[] = [];
    await deliverWebhook(
      hook.url,
      {},
      { fetch: fetchLike, sleep: async (ms) => void waits.push(ms), random: () => 0.5 },
    );
    expect(waits).toEqual([7_000]);
  });

  it('does not retry a refusal such as 400 or 404', async () => {
    const hook = await receiver([404]);
    const delivery = await deliverWebhook(hook.url, {}, { fetch: fetchLike, sleep: async () => undefined });
    expect(delivery).toEqual({ ok: false, attempts: 1, reason: 'HTTP 404' });
  });

  it('gives up after five attempts when nothing answers', async () => {
    const port = await closedPort();
    const waits: number[] = [];
    const delivery = await deliverWebhook(
      `http://127.0.0.1:${port}/hook`,
      {},
      {
        fetch: fetchLike,
        sleep: async (ms) => void waits.push(ms),
        random: () => 0,
      },
    );
    expect(delivery).toMatchObject({
      ok: false,
      attempts: 5,
      reason: 'the address cannot be reached',
    });
    expect(waits).toEqual([800, 1_600, 3_200, 6_400]);
  });
});

describe('webhook delivery when the watch stops', () => {
  it('makes no further attempt once stopped during a retry pause', async () => {
    const hook = await receiver([503]);
    const stop = new AbortController();
    const delivery = await deliverWebhook(
      hook.url,
      {},
      {
        fetch: fetchLike,
        signal: stop.signal,
        // Ctrl+C arrives while it waits to retry.
        sleep: async () => stop.abort(),
      },
    );
    expect(delivery).toEqual({ ok: false, attempts: 1, reason: 'HTTP 503', stopped: true });
    expect(hook.bodies).toHaveLength(1);
  });
});

const event = (title: string) => ({ title }) as WatchEvent;

describe('the watch command’s notifier', () => {
  it.runIf(process.platform !== 'win32')(
    'delivers later events after an on-change command that hangs is killed',
    async () => {
      const hook = await receiver([204]);
      const lines: string[] = [];
      const notifier = createNotifier({
        webhook: hook.url,
        command: 'sleep 100000; exit 0',
        fetch: fetchLike,
        commandOptions: { env: process.env, secretNames: [], secrets: [], timeoutMs: 500 },
        err: (line) => lines.push(line),
      });
      notifier.notify(event('first'), { n: 1 });
      notifier.notify(event('second'), { n: 2 });
      await until(() => hook.bodies.length === 2, 10_000, 'the second event posted');
      expect(hook.bodies).toEqual(['{"n":1}', '{"n":2}']);
      await bounded(notifier.settled(5_000), 10_000, 'the notifier to settle');
      expect(lines).toContain(
        'On-change command for "first": it did not finish within 0.5 s and was stopped',
      );
    },
  );

  it('keeps a bounded queue, dropping the oldest, and reports what stop cut as not delivered', async () => {
    const held: ServerResponse[] = [];
    // A receiver that accepts and never answers.
    const server = await startHttpServer((_req, res) => void held.push(res));
    const lines: string[] = [];
    const notifier = createNotifier({
      webhook: `${server.url}/hooks/s3cret-path`,
      command: null,
      fetch: fetchLike,
      commandOptions: { env: {}, secretNames: [], secrets: [] },
      err: (line) => lines.push(line),
      maxWaiting: 2,
    });
    for (const n of [1, 2, 3, 4, 5]) notifier.notify(event(`E${n}`), { n });
    await until(() => held.length === 1, 5_000, 'the first delivery under way');
    const started = performance.now();
    await bounded(notifier.settled(200), 5_000, 'the notifier to settle');
    expect(performance.now() - started).toBeLessThan(4_000);
    expect(lines).toEqual([
      '"E2" dropped, not delivered: 2 events were waiting for the webhook or command (1 dropped so far)',
      '"E3" dropped, not delivered: 2 events were waiting for the webhook or command (2 dropped so far)',
      `Webhook ${server.url}: "E1" not delivered: watch stopped`,
      `"E4" not delivered (webhook ${server.url}): watch stopped`,
      `"E5" not delivered (webhook ${server.url}): watch stopped`,
    ]);
    expect(held).toHaveLength(1);
  });

  it('reports an event not delivered, naming the webhook by its origin only', async () => {
    const port = await closedPort();
    const lines: string[] = [];
    const notifier = createNotifier({
      webhook: `http://127.0.0.1:${port}/hooks/s3cret-path`,
      command: null,
      fetch: fetchLike,
      commandOptions: { env: {}, secretNames: [], secrets: [] },
      err: (line) => lines.push(line),
      retry: { sleep: async () => undefined },
    });
    const event = { title: 'Shop: could not be checked (refused)' } as WatchEvent;
    notifier.notify(event, { title: event.title });
    await until(() => lines.length > 0, 5_000, 'the failure reported');
    await notifier.settled(5_000);
    expect(lines).toEqual([
      `Webhook http://127.0.0.1:${port}: "Shop: could not be checked (refused)" not delivered after 5 attempts (the address cannot be reached)`,
    ]);
  });
});

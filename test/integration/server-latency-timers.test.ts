// The embedded server's latency (up to 10 minutes per answer) holds no timer past the client that
// asked or past the server: a closed server lets the process end, a client gone frees its delay.
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDataset, type LoadedDataset } from '../../electron/core/dataset/load-dataset';
import { closeEmbeddedServers, startTrackedServer } from '../helpers/embedded-servers';
import { writeDatasetFolder } from '../helpers/temp-dataset';

const TEN_MINUTES = 600_000;

let folder: Awaited<ReturnType<typeof writeDatasetFolder>>;
let dataset: LoadedDataset;

beforeAll(async () => {
  folder = await writeDatasetFolder();
  dataset = await loadDataset(folder.file);
});
// Only the global timers are faked (the server's delay is one); HTTP itself and `sleep` run for real.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(async () => {
  vi.useRealTimers();
  await closeEmbeddedServers();
});
afterAll(() => folder.cleanup());

/** The delays pending (the fake clock's count: a 10-minute one is never waited for). */
const timers = () => vi.getTimerCount();

/** Resolves once `check` holds, polling each 10 ms; fails after `ms` saying what it waited for. */
async function until(what: string, check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await sleep(10);
  }
}

/** Sends GET auth/info to `url` and leaves it waiting; returns the request to destroy it. */
function pending(url: string) {
  const req = request(`${url}/api/v2/auth/info`, { agent: false });
  req.on('error', () => undefined);
  req.end();
  return req;
}

describe('embedded server: latency timers', () => {
  it('frees the delay of a client that went away before its answer', async () => {
    const server = await startTrackedServer({ dataset, faults: { latencyMs: TEN_MINUTES, failRate: 0 } });
    const gone: number[] = [];
    server.onRequest((event) => gone.push(event.status));
    const req = pending(server.url);
    await until('the delayed answer', () => timers() === 1);
    req.destroy();
    // The request event comes when the server saw the client go (status 0: nothing was answered).
    await until('the server to see the client go', () => gone.length === 1);
    expect(gone).toEqual([0]);
    expect(timers()).toBe(0);
  });

  it('frees every delay on close, and closes at once', async () => {
    const server = await startTrackedServer({ dataset, faults: { latencyMs: TEN_MINUTES, failRate: 0 } });
    const reqs = [pending(server.url), pending(server.url), pending(server.url)];
    await until('three delayed answers', () => timers() === 3);
    await server.close();
    expect(timers()).toBe(0);
    for (const req of reqs) req.destroy();
  });
});

// An image server's Retry-After as an HTTP date (electron/core/capture/download-image.ts) is honoured
// as the seconds form is: the capture waits until that time (up to its 30 s cap) before trying again,
// against a real local server answering 503 and then the image.
import { afterEach, describe, expect, it } from 'vitest';
import { downloadImage } from '../../electron/core/capture/download-image';
import { closeAllServers, startHttpServer } from '../helpers/local-servers';

afterEach(closeAllServers);

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

async function busyThenImage(retryAfter: string) {
  let calls = 0;
  return startHttpServer((_req, res) => {
    if (calls++ === 0) res.writeHead(503, { 'retry-after': retryAfter }).end();
    else res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  });
}

async function waitsFor(retryAfter: string): Promise<number[]> {
  const server = await busyThenImage(retryAfter);
  const waits: number[] = [];
  const download = await downloadImage(
    (url, init) => fetch(url, init),
    `${server.url}/logo.png`,
    { timeoutMs: 5_000, maxBytes: 1_000_000 },
    { retries: 2, baseDelayMs: 100, random: () => 0.5, sleep: async (ms) => void waits.push(ms) },
  );
  expect(download).toMatchObject({ ok: true, attempts: 2 });
  return waits;
}

describe('an image server asking to wait', () => {
  it('waits until the HTTP date it names', async () => {
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 + 20_000).toUTCString();
    const [wait] = await waitsFor(at);
    expect(wait).toBeGreaterThan(15_000);
    expect(wait).toBeLessThanOrEqual(20_000);
  });

  it('waits at most 30 s, however far the date', async () => {
    expect(await waitsFor(new Date(Date.now() + 3_600_000).toUTCString())).toEqual([30_000]);
  });
});

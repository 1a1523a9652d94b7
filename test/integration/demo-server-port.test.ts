// The demo server keeps its port across a Stop and Start (and another dataset opened) while that
// port is free, so the addresses an export names, its images' included, keep answering; when
// another program took the port meanwhile, the demo starts on a new one instead of failing.
import { createServer, type Server } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDemoServer, type DemoServer } from '../../electron/core/server/demo-server';
import { DEMO_DATASET } from '../helpers/repo-paths';

let demo: DemoServer;
let squatter: Server | undefined;

beforeEach(() => {
  demo = createDemoServer({ defaultDataset: DEMO_DATASET });
});
afterEach(async () => {
  await demo.stop();
  await new Promise<void>((resolve) => (squatter ? squatter.close(() => resolve()) : resolve()));
  squatter = undefined;
});

function portOf(url: string | null): number {
  if (!url) throw new Error('the demo server is not running');
  return Number(new URL(url).port);
}

async function imageAnswers(url: string): Promise<number> {
  const info = (await (await fetch(`${url}/api/v2/auth/info`)).json()) as { logo: string };
  return (await fetch(info.logo, { signal: AbortSignal.timeout(5_000) })).status;
}

describe('demo server port', () => {
  it('is the same after a stop and a start, and after a restart, so an image address keeps answering', async () => {
    const first = await demo.start();
    const logo = ((await (await fetch(`${first.url}/api/v2/auth/info`)).json()) as { logo: string }).logo;
    await demo.stop();
    const second = await demo.start();
    expect(portOf(second.url)).toBe(portOf(first.url));
    expect((await fetch(logo, { signal: AbortSignal.timeout(5_000) })).status).toBe(200);
    const third = await demo.start(DEMO_DATASET);
    expect(portOf(third.url)).toBe(portOf(first.url));
  });

  it('is a new one when another program took the old port meanwhile', async () => {
    const first = await demo.start();
    await demo.stop();
    squatter = createServer();
    await new Promise<void>((resolve, reject) => {
      squatter!.once('error', reject);
      squatter!.listen(portOf(first.url), '127.0.0.1', () => resolve());
    });
    const second = await demo.start();
    expect(second.running).toBe(true);
    expect(portOf(second.url)).not.toBe(portOf(first.url));
    expect(await imageAnswers(second.url!)).toBe(200);
    // The new port is the one kept from now on.
    await demo.stop();
    expect(portOf((await demo.start()).url)).toBe(portOf(second.url));
  });
});

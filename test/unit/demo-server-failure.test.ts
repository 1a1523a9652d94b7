// The demo controller keeps why a start failed while nothing runs (its status's `failure`), so the
// app's first start, which nobody awaits, is still shown; a start that works or a Stop ends it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DemoStatus } from '../../shared/ipc-contract';
import { createDemoServer, type DemoServer } from '../../electron/core/server/demo-server';
import { DEMO_DATASET } from '../helpers/repo-paths';

let folder: string;
let bad: string;
let demo: DemoServer;
let told: DemoStatus[];

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-demo-failure-'));
  bad = join(folder, 'dataset.json');
  await writeFile(bad, '{"info": "not a dataset"}');
  told = [];
  demo = createDemoServer({ defaultDataset: bad, onStatus: (status) => told.push(status) });
});
afterEach(async () => {
  await demo.stop();
  await rm(folder, { recursive: true, force: true });
});

describe('demo server: a start that fails', () => {
  it('keeps the reason in the status and tells it, until a start works', async () => {
    const error = await demo.ensureRunning().then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).toContain(bad);
    expect(demo.status()).toMatchObject({ running: false, failure: error!.message });
    expect(told.at(-1)).toMatchObject({ running: false, failure: error!.message });
    const started = await demo.start(DEMO_DATASET);
    expect(started.running).toBe(true);
    expect(started.failure).toBeUndefined();
    // A bad file while one runs leaves it running, with nothing failed to show.
    await expect(demo.start(bad)).rejects.toThrow();
    expect(demo.status()).toMatchObject({ running: true });
    expect(demo.status().failure).toBeUndefined();
  });

  it('forgets the reason on Stop', async () => {
    await expect(demo.ensureRunning()).rejects.toThrow();
    expect((await demo.stop()).failure).toBeUndefined();
    expect(demo.status().failure).toBeUndefined();
  });
});

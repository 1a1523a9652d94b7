// The desktop app's main bundle whose bundled demo dataset is bad: the demo server's first start
// (which nobody awaits) fails, and the app says so instead of leaving an unhandled rejection. Its
// demo status carries the failure (what the window shows), one line on stderr tells it, and the
// app is up all the same. A built main booted on the Electron stand-in.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATASET as BUNDLED } from '../../electron/core/host/resources';
import { methodChannel } from '../../shared/ipc-methods';
import { APP_WINDOW, bootMain, DIST_MAIN, type BootedMain } from '../helpers/booted-main';
import { DIST } from '../helpers/repo-paths';

let resources: string;
let main: BootedMain | null = null;

beforeAll(async () => {
  if (!existsSync(DIST.main))
    throw new Error('dist/electron/main.js is missing: run `node scripts/build.mjs`');
  resources = await mkdtemp(join(tmpdir(), 'ri-bad-demo-'));
  await mkdir(join(resources, 'demo'));
  await writeFile(join(resources, BUNDLED), '{"info": "not a dataset"}');
  main = await bootMain({ ...DIST_MAIN, resourcesPath: resources });
});
afterAll(async () => {
  await main?.stop();
  await rm(resources, { recursive: true, force: true });
});

describe('main bundle: a bundled demo dataset that is bad', () => {
  it('says why the demo server did not start, in its status and on stderr, with nothing unhandled', async () => {
    const booted = main!;
    await expect
      .poll(() => booted.stderr(), { timeout: 10_000 })
      .toContain('The demo server did not start: ');
    const status = (await booted.invoke(methodChannel('demoStatus'), APP_WINDOW)) as {
      value: { running: boolean; failure?: string };
    };
    expect(status.value.running).toBe(false);
    expect(status.value.failure).toContain(join(resources, BUNDLED));
    expect(booted.stderr()).toContain(`The demo server did not start: ${status.value.failure}`);
    expect(booted.stderr()).not.toContain('Caught an error nothing handled');
    expect(booted.stderr()).not.toContain('unhandled rejection');
    // The app is up: its window loaded.
    expect((await booted.record()).windows[0]!.loads).toEqual([
      { url: 'app://inspector/index.html', status: 200 },
    ]);
  });
});

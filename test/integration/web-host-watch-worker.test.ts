// The built `retail-inspector web` (dist/cli.js) runs watch runs in the worker built beside it
// (dist/electron/watch-worker.mjs), as the desktop app does: a run of the demo connection through
// the page's RPC conforms, with the worker found and started.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROFILE_ID } from '../../shared/profiles';
import { DIST } from '../helpers/repo-paths';
import { startWebHost, type WebHostProcess } from '../helpers/web-host-process';

let host: WebHostProcess;

beforeAll(async () => {
  if (!existsSync(DIST.cli) || !existsSync(DIST.watchWorker))
    throw new Error('dist/ is missing: run `node scripts/build.mjs`');
  host = await startWebHost(30_000, 'ri-web-watch-');
});
afterAll(async () => {
  await host?.stop();
});

describe('web host: the watch worker', () => {
  it('runs a watch of the demo connection in the worker built beside the command', async () => {
    const page = new URL(host.url);
    const key = new URLSearchParams(page.hash.slice(1)).get('key') ?? '';
    const response = await fetch(new URL('/rpc/runWatchNow', page.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-inspector-key': key },
      body: JSON.stringify({ profileId: DEMO_PROFILE_ID }),
      signal: AbortSignal.timeout(30_000),
    });
    const run = (await response.json()) as { ok: boolean; value: { watchClass: string; summary: string } };
    // A worker that could not start would fail the run as not checked, saying the worker stopped.
    expect(run.value.summary).not.toMatch(/worker/);
    expect(run).toMatchObject({ ok: true, value: { watchClass: 'conforms' } });
  });
});

// `retail-inspector watch` stopped (Ctrl+C) while a run is under way past the grace it gets: that run
// is cut short by us, so it says nothing of the installation. It is dropped everywhere: no line on
// standard output, no run in the history, no event even with --confirm-runs 1. A real process against
// a real embedded server made slow.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHistoryStore } from '../../electron/core/watch/history/history-store';
import { killAllClis, startCli, stopCli, waitForStdout } from '../helpers/cli-process';
import { closeEmbeddedServers } from '../helpers/embedded-servers';
import {
  shopDocument,
  startChangingInstallation,
  type ChangingInstallation,
} from '../helpers/changing-installation';

let work: string;
let shop: ChangingInstallation | null = null;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-watch-stop-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));
afterEach(async () => {
  await killAllClis();
  await closeEmbeddedServers();
  await shop?.cleanup();
  shop = null;
});

describe('retail-inspector watch: stopped during a run', () => {
  it('drops the run it cuts short: no line, no history, no event', async () => {
    shop = await startChangingInstallation(shopDocument(), []);
    const history = join(work, 'history');
    const cli = startCli([
      'watch',
      '--base-url',
      shop.url,
      '--every',
      '1s',
      '--timeout',
      '2500',
      '--confirm-runs',
      '1',
      '--history',
      history,
      '--log-format',
      'json',
    ]);
    await waitForStdout(cli, (t) => (t.includes('"conforms"') ? true : null), 'the first run');
    // Every answer now takes 2.2 s: the next run (info, categories, then images) needs about 6.6 s,
    // longer than the 5 s a run under way gets after Ctrl+C (twice the timeout).
    shop.server().setFaults({ latencyMs: 2_200, failRate: 0 });
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(await stopCli(cli, 'SIGINT')).toBe(0);
    expect(cli.stderr()).toContain('Stopping: waiting for 1 run(s) under way (at most 5s)');
    const printed = cli
      .stdout()
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => JSON.parse(line) as { type: string; watchClass?: string });
    expect(printed.map((line) => `${line.type} ${line.watchClass ?? ''}`)).toEqual(['run conforms']);
    const kept = await createHistoryStore(history).history(shop.url, 0, Date.now() + 60_000, 100);
    expect([kept.runs, kept.events]).toEqual([1, []]);
  }, 20_000);
});

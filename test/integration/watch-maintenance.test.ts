// `retail-inspector watch --maintenance FILE` as a real process against two real embedded servers
// that break during a window: the runs go on and say they are in maintenance (the run line, the JSON
// line, the history's flag), no event, webhook or command goes out during it; at its end the shop
// still broken is one event, the shop that recovered within the window none; afterwards events come
// as ever; no reminder goes out during a window either. And a bad file is refused naming the file
// and the JSON path.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FLAG } from '../../electron/core/watch/history/history-format';
import { createHistoryStore } from '../../electron/core/watch/history/history-store';
import { killAllClis, runCli, startCli, stopCli, waitForStdout, type Cli } from '../helpers/cli-process';
import { closeEmbeddedServers } from '../helpers/embedded-servers';
import { closeAllServers, closedPort, startHttpServer } from '../helpers/local-servers';
import {
  shopDocument,
  startChangingInstallation,
  type ChangingInstallation,
} from '../helpers/changing-installation';

const TOKEN = 'tok-Maint-7f3a9c2e51';

let work: string;
const shops: ChangingInstallation[] = [];
beforeAll(async () => void (work = await mkdtemp(join(tmpdir(), 'ri-watch-maint-'))));
afterAll(() => rm(work, { recursive: true, force: true }));
afterEach(async () => {
  await killAllClis();
  await Promise.all([closeEmbeddedServers(), closeAllServers()]);
  await Promise.all(shops.splice(0).map((s) => s.cleanup()));
});

interface Line {
  type: 'run' | 'event';
  name: string;
  connectionName?: string;
  watchClass?: string;
  maintenance?: boolean;
  maintenanceEnds?: string;
  kind?: string;
  from?: string | null;
  to?: string;
  title?: string;
  body?: string;
  afterMaintenance?: boolean;
  at: number;
}

const lines = (cli: Cli): Line[] =>
  cli
    .stdout()
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Line);
const runsOf = (cli: Cli, name: string) => lines(cli).filter((l) => l.type === 'run' && l.name === name);
const eventsOf = (cli: Cli) => lines(cli).filter((l) => l.type === 'event');
/** Waits until `name`'s runs satisfy `ok`. */
const runsUntil = (cli: Cli, name: string, ok: (runs: Line[]) => boolean, what: string) =>
  waitForStdout(cli, () => (ok(runsOf(cli, name)) ? true : null), what, 40_000);
// The wall-clock start of a window in UTC, as the file writes it: "2026-12-01T21:30:05".
const utcStart = (ms: number) => new Date(ms).toISOString().slice(0, 19);

describe('retail-inspector watch --maintenance', () => {
  it('says nothing during a window, then one event for what still differs at its end', async () => {
    const broken = await startChangingInstallation(shopDocument(), [TOKEN]);
    const recovers = await startChangingInstallation(shopDocument(), [TOKEN]);
    shops.push(broken, recovers);
    const fleet = join(work, 'fleet.csv');
    await writeFile(
      fleet,
      `name,base_url,token_env\nShop Köln,${broken.url},RETAIL_INSPECTOR_TOKEN_SHOP\nShop Bonn,${recovers.url},RETAIL_INSPECTOR_TOKEN_SHOP\n`,
    );
    const windowStart = Date.now() + 4_000;
    const maintenance = join(work, 'windows.yaml');
    await writeFile(
      maintenance,
      [
        'windows:',
        '  - targets: [" Shop Köln", "Shop Bonn"]',
        `    start: "${utcStart(windowStart)}"`,
        '    duration: 14s',
        '    every: once',
        '    timezone: UTC',
        '',
      ].join('\n'),
    );
    const hook = join(work, 'hook-calls.txt');
    const history = join(work, 'history');
    const cli = startCli(
      [
        'watch',
        '--fleet',
        fleet,
        '--every',
        '1s',
        '--log-format',
        'json',
        '--maintenance',
        maintenance,
        '--history',
        history,
        '--on-change',
        `cat >> '${hook}'; echo >> '${hook}'`,
      ],
      { RETAIL_INSPECTOR_TOKEN_SHOP: TOKEN },
    );
    // Before the window: conforming runs, not in maintenance.
    for (const name of ['Shop Köln', 'Shop Bonn'])
      await runsUntil(cli, name, (r) => r.some((l) => l.maintenance), `${name} in its window`);
    expect(runsOf(cli, 'Shop Köln')[0]).toMatchObject({ watchClass: 'conforms' });
    expect(runsOf(cli, 'Shop Köln')[0]!.maintenance).toBeUndefined();
    const inWindow = runsOf(cli, 'Shop Köln').find((l) => l.maintenance)!;
    expect(inWindow.maintenanceEnds).toBe(
      new Date(Math.floor(windowStart / 1000) * 1000 + 14_000).toISOString(),
    );

    // Both break in the window; the one recovers before it ends.
    await broken.serve(shopDocument(), ['another-token']);
    await recovers.serve(shopDocument(), ['another-token']);
    const refusedTwice = (r: Line[]) =>
      r.filter((l) => l.maintenance && l.watchClass === 'refused').length >= 2;
    await runsUntil(cli, 'Shop Köln', refusedTwice, 'Shop Köln refused twice in its window');
    await runsUntil(cli, 'Shop Bonn', refusedTwice, 'Shop Bonn refused twice in its window');
    await recovers.serve(shopDocument(), [TOKEN]);
    expect(eventsOf(cli)).toEqual([]);

    // After the window: one event for Shop Köln (still refused), none for Shop Bonn.
    const afterWindow = (r: Line[]) => r.filter((l) => !l.maintenance && l.at >= windowStart).length >= 2;
    await runsUntil(cli, 'Shop Köln', afterWindow, 'Shop Köln after its window');
    await runsUntil(cli, 'Shop Bonn', afterWindow, 'Shop Bonn after its window');
    const bonn = runsOf(cli, 'Shop Bonn');
    expect(bonn.filter((l) => l.maintenance && l.watchClass === 'conforms').length).toBeGreaterThanOrEqual(2);
    expect(eventsOf(cli)).toMatchObject([
      {
        connectionName: 'Shop Köln',
        kind: 'transition',
        from: 'conforms',
        to: 'refused',
        afterMaintenance: true,
        body: expect.stringContaining('at the end of a maintenance window'),
      },
    ]);
    const ended = eventsOf(cli)[0]!;
    expect(ended.at).toBeGreaterThanOrEqual(windowStart + 14_000 - 1_000);

    // Past the window it speaks as ever: Shop Köln's recovery is an event.
    await broken.serve(shopDocument(), [TOKEN]);
    await waitForStdout(cli, () => (eventsOf(cli).length >= 2 ? true : null), 'the recovery event', 20_000);
    expect(eventsOf(cli)[1]).toMatchObject({ connectionName: 'Shop Köln', from: 'refused', to: 'conforms' });
    expect(eventsOf(cli)[1]!.afterMaintenance).toBeUndefined();
    expect(await stopCli(cli, 'SIGINT')).toBe(0);

    // The command heard the same two events, none from the window.
    const calls = (await readFile(hook, 'utf8')).split('\n').filter((l) => l.trim() !== '');
    expect(calls.map((c) => (JSON.parse(c) as Line).title)).toEqual(eventsOf(cli).map((e) => e.title));
    // The history marks the runs in the window, so the timeline can show it.
    const store = createHistoryStore(history);
    const columns = await store.columns('Shop Bonn', 0, Date.now() + 60_000);
    const marked = Array.from(columns.flags.subarray(0, columns.length), (f) => (f & FLAG.maintenance) !== 0);
    expect(marked).toEqual(
      bonn.concat(runsOf(cli, 'Shop Bonn').slice(bonn.length)).map((l) => l.maintenance === true),
    );
    const kept = await store.history('Shop Köln', 0, Date.now() + 60_000, 10_000);
    expect(kept.events.map((e) => e.title)).toEqual(eventsOf(cli).map((e) => e.title));
    expect(kept.runs).toBe(runsOf(cli, 'Shop Köln').length);
  }, 90_000);

  it('started within a window, reports at its end what broke in it, measured against its first run', async () => {
    const shop = await startChangingInstallation(shopDocument(), [TOKEN]);
    shops.push(shop);
    const fleet = join(work, 'fleet-started-inside.csv');
    await writeFile(fleet, `name,base_url,token_env\nShop Köln,${shop.url},RETAIL_INSPECTOR_TOKEN_SHOP\n`);
    const start = Date.now() - 1_000;
    const file = join(work, 'started-inside.json');
    await writeFile(
      file,
      JSON.stringify({
        windows: [{ targets: '*', start: utcStart(start), duration: '9s', every: 'once', timezone: 'UTC' }],
      }),
    );
    const cli = startCli(
      [
        'watch',
        '--fleet',
        fleet,
        '--every',
        '1s',
        '--log-format',
        'json',
        '--maintenance',
        file,
        '--history',
        join(work, 'history-started-inside'),
      ],
      { RETAIL_INSPECTOR_TOKEN_SHOP: TOKEN },
    );
    await runsUntil(cli, 'Shop Köln', (r) => r.some((l) => l.maintenance), 'a run in the window');
    expect(runsOf(cli, 'Shop Köln')[0]).toMatchObject({ watchClass: 'conforms', maintenance: true });
    await shop.serve(shopDocument(), ['another-token']);
    const end = Math.floor(start / 1000) * 1000 + 9_000;
    await runsUntil(cli, 'Shop Köln', (r) => r.some((l) => l.at >= end), 'a run after the window');
    await waitForStdout(cli, () => (eventsOf(cli).length >= 1 ? true : null), 'the event at its end', 5_000);
    expect(await stopCli(cli, 'SIGINT')).toBe(0);
    expect(eventsOf(cli)).toMatchObject([
      { connectionName: 'Shop Köln', from: 'conforms', to: 'refused', afterMaintenance: true },
    ]);
  }, 40_000);

  it('writes "[maintenance until …]" on a text run line, and names targets no installation has', async () => {
    const shop = await startChangingInstallation(shopDocument(), [TOKEN]);
    shops.push(shop);
    const file = join(work, 'now.json');
    const start = Date.now() - 1_000;
    await writeFile(
      file,
      JSON.stringify({
        windows: [
          { targets: '*', start: utcStart(start), duration: '1h', every: 'day', timezone: 'UTC' },
          { targets: ['Shop Kln'], start: utcStart(start), duration: '1h', every: 'day', timezone: 'UTC' },
        ],
      }),
    );
    const cli = startCli(['watch', '--base-url', shop.url, '--every', '1s', '--maintenance', file], {
      RETAIL_INSPECTOR_TOKEN: TOKEN,
    });
    await waitForStdout(
      cli,
      (out) => (/conforms.*\[maintenance until (\d{4}-\d\d-\d\d )?\d\d:\d\d/.test(out) ? true : null),
      'a run line in maintenance',
      20_000,
    );
    expect(cli.stderr()).toContain(`${file}: no installation is named "Shop Kln"`);
    expect(await stopCli(cli, 'SIGINT')).toBe(0);
  }, 40_000);

  it('sends no reminder during a window, nor its webhook', async () => {
    // A port nothing listens on: broken from the first run, which confirms it silently; reminders
    // of it would fall due every 2 s (its runs back off).
    const hooked: string[] = [];
    const hook = await startHttpServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        hooked.push(body);
        res.writeHead(204).end();
      });
    });
    const file = join(work, 'reminders.json');
    const start = Date.now() - 1_000;
    await writeFile(
      file,
      JSON.stringify({
        windows: [{ targets: '*', start: utcStart(start), duration: '1h', every: 'day', timezone: 'UTC' }],
      }),
    );
    const args = ['watch', '--base-url', `http://127.0.0.1:${await closedPort()}`, '--every', '1s'];
    const cli = startCli([...args, '--remind-every', '2s', '--maintenance', file, '--webhook', hook.url]);
    await waitForStdout(
      cli,
      (out) => ((out.match(/\[maintenance until/g) ?? []).length >= 4 ? true : null),
      'four run lines in maintenance (backed off)',
      30_000,
    );
    expect(await stopCli(cli, 'SIGINT')).toBe(0);
    expect(cli.stdout()).not.toContain('Reminder');
    expect(hooked).toEqual([]);
  }, 40_000);

  it('refuses a bad file naming the file and the JSON path', async () => {
    const bad = join(work, 'bad.json');
    const window = { targets: ['Shop Köln'], start: '2026-12-02T02:00', duration: '2h', every: 'once' };
    await writeFile(
      bad,
      JSON.stringify({
        windows: [
          { ...window, timezone: 'Europe/Berlin' },
          { ...window, timezone: 'Europe/Berlin' },
          { ...window, timezone: 'Europe/Berln' },
        ],
      }),
    );
    const run = await runCli(['watch', '--base-url', 'http://127.0.0.1:1', '--maintenance', bad]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${bad}: windows[2].timezone: unknown time zone "Europe/Berln"`);
    expect(run.stdout).toBe('');
  });
});

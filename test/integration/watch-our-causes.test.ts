// Our causes are ours (issue 26), with the built `retail-inspector watch` against real embedded
// servers (the server of `serve`): a row whose token variable is not set is not called and raises
// no event; when every installation stops answering at once (or the canary does not answer) that
// is one line "this computer cannot reach the network", no event for any installation, and when they
// answer again nothing is raised for those fine before and after.
import { afterEach, describe, expect, it } from 'vitest';
import type { EmbeddedServer } from '../../electron/core/server/embedded-server';
import {
  killAllClis,
  startCli,
  stopCli,
  waitForOutput,
  waitForStdout,
  type Cli,
} from '../helpers/cli-process';
import { closeEmbeddedServers, startTrackedServer } from '../helpers/embedded-servers';
import { closeAllServers, closedPort, startHttpServer } from '../helpers/local-servers';
import { loadDataset } from '../../electron/core/dataset/load-dataset';
import { shopDocument } from '../helpers/changing-installation';
import { SVG, writeDatasetFolder } from '../helpers/temp-dataset';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TOKEN = 'tok-OurCauses-7c2e91d4b8';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await killAllClis();
  await Promise.all([closeEmbeddedServers(), closeAllServers()]);
  await Promise.all(cleanups.splice(0).map((c) => c()));
});

interface Line {
  type: 'run' | 'event';
  name: string;
  watchClass?: string;
  offline?: boolean;
  to?: string;
}
const lines = (cli: Cli): Line[] =>
  cli
    .stdout()
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Line);
const runsOf = (cli: Cli, name?: string) =>
  lines(cli).filter((l) => l.type === 'run' && (name === undefined || l.name === name));
const eventsOf = (cli: Cli) => lines(cli).filter((l) => l.type === 'event');

/** An installation that can be stopped and started again on its port. */
async function installation(tokens: string[] = []) {
  const folder = await writeDatasetFolder(shopDocument(), {
    'images/brot.svg': SVG,
    'images/käse 1.svg': SVG,
  });
  cleanups.push(() => rm(folder.folder, { recursive: true, force: true }));
  const dataset = await loadDataset(folder.file);
  let server: EmbeddedServer | null = await startTrackedServer({ dataset, tokens });
  const port = server.port;
  return {
    url: server.url,
    stop: async () => {
      await server?.close();
      server = null;
    },
    start: async () => {
      server = await startTrackedServer({ dataset, tokens, port });
    },
  };
}

async function fleetFile(text: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'ri-our-causes-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  const file = join(folder, 'fleet.csv');
  await writeFile(file, text);
  return file;
}

/** Waits until every name has at least `n` runs matching `is` after `since` run lines. */
function eachHas(cli: Cli, names: string[], n: number, is: (l: Line) => boolean, since = 0, what = 'runs') {
  return waitForStdout(
    cli,
    () => {
      const later = runsOf(cli).slice(since);
      return names.every((name) => later.filter((l) => l.name === name && is(l)).length >= n) ? true : null;
    },
    what,
    30_000,
  );
}

const OFFLINE = /cannot reach the network/g;
const BACK = /reaches the network again/g;
const said = (pattern: RegExp) => (text: string) => (text.match(pattern) ? true : null);

describe('retail-inspector watch: no token here', () => {
  it('does not call a row whose token variable is not set, says no-token and raises no event; a row without token_env is called without one', async () => {
    const withToken = await installation([TOKEN]);
    const open = await installation();
    const untouched = await startHttpServer((_req, res) => res.writeHead(500).end());
    const fleet = await fleetFile(
      [
        'name,base_url,token_env',
        `Shop Köln,${withToken.url},RETAIL_INSPECTOR_TOKEN_SHOP`,
        `Ohne Token,${untouched.url},RETAIL_INSPECTOR_TOKEN_UNSET_SHOP`,
        `Offen,${open.url},`,
      ].join('\n') + '\n',
    );
    const cli = startCli(
      ['watch', '--fleet', fleet, '--every', '1s', '--log-format', 'json', '--confirm-runs', '1'],
      {
        RETAIL_INSPECTOR_TOKEN_SHOP: TOKEN,
      },
    );
    await eachHas(cli, ['Ohne Token'], 3, () => true);
    await eachHas(cli, ['Shop Köln', 'Offen'], 2, (l) => l.watchClass === 'conforms');
    expect(await stopCli(cli)).toBe(0);
    expect(runsOf(cli, 'Ohne Token').every((l) => l.watchClass === 'no-token')).toBe(true);
    expect(untouched.requests).toEqual([]);
    expect(eventsOf(cli)).toEqual([]);
  });
});

describe('retail-inspector watch: this computer offline', () => {
  it.each([
    ['', []],
    [
      ' (with --confirm-runs 1: what the first failing runs confirmed is dropped too)',
      ['--confirm-runs', '1'],
    ],
  ])(
    'says so once when every installation stops answering at once, raises no event, and nothing when they answer again%s',
    async (_what, extra) => {
      const shops = await Promise.all([installation(), installation(), installation()]);
      const names = ['Shop A', 'Shop B', 'Shop C'];
      const fleet = await fleetFile(
        ['name,base_url', ...shops.map((s, i) => `${names[i]},${s.url}`)].join('\n') + '\n',
      );
      const cli = startCli(['watch', '--fleet', fleet, '--every', '1s', '--log-format', 'json', ...extra]);
      await eachHas(cli, names, 2, (l) => l.watchClass === 'conforms', 0, 'two conforming runs each');

      const before = runsOf(cli).length;
      await Promise.all(shops.map((s) => s.stop()));
      await waitForOutput(cli, 'stderr', said(OFFLINE), 'the offline line', 20_000);
      // Enough failing runs that each would have confirmed its transition (2 runs in a row).
      await eachHas(cli, names, 2, (l) => l.watchClass === 'unreachable', before, 'two failing runs each');

      const during = runsOf(cli).length;
      await Promise.all(shops.map((s) => s.start()));
      await waitForOutput(cli, 'stderr', said(BACK), 'the line it is back', 30_000);
      await eachHas(
        cli,
        names,
        2,
        (l) => l.watchClass === 'conforms',
        during,
        'two conforming runs each after',
      );
      expect(await stopCli(cli)).toBe(0);

      expect(eventsOf(cli)).toEqual([]);
      expect(cli.stderr().match(OFFLINE)).toHaveLength(1);
      expect(cli.stderr().match(BACK)).toHaveLength(1);
      const failing = runsOf(cli).filter((l) => l.watchClass === 'unreachable');
      expect(failing.filter((l) => l.offline === true).length).toBeGreaterThanOrEqual(names.length);
    },
    90_000,
  );

  it('started while nothing answers, says so naming every installation, and raises no recovery when they answer', async () => {
    const shops = await Promise.all([installation(), installation(), installation()]);
    await Promise.all(shops.map((s) => s.stop()));
    const names = ['Shop A', 'Shop B', 'Shop C'];
    const fleet = await fleetFile(
      ['name,base_url', ...shops.map((s, i) => `${names[i]},${s.url}`)].join('\n') + '\n',
    );
    const cli = startCli(['watch', '--fleet', fleet, '--every', '1s', '--log-format', 'json']);
    await waitForOutput(cli, 'stderr', said(OFFLINE), 'the offline line', 20_000);
    await eachHas(cli, names, 2, (l) => l.watchClass === 'unreachable', 0, 'two failing runs each');
    const during = runsOf(cli).length;
    await Promise.all(shops.map((s) => s.start()));
    await eachHas(
      cli,
      names,
      2,
      (l) => l.watchClass === 'conforms',
      during,
      'two conforming runs each after',
    );
    expect(await stopCli(cli)).toBe(0);
    expect(eventsOf(cli)).toEqual([]);
    expect(cli.stderr()).toContain('none of the 3 installations watched answered');
    expect(cli.stderr().match(OFFLINE)).toHaveLength(1);
  }, 90_000);

  it('with --canary on a closed port, one installation that stops answering is this computer offline, not an event', async () => {
    const shop = await installation();
    const canary = `http://127.0.0.1:${await closedPort()}/`;
    const cli = startCli([
      'watch',
      '--base-url',
      shop.url,
      '--every',
      '1s',
      '--log-format',
      'json',
      '--canary',
      canary,
    ]);
    await eachHas(cli, [shop.url], 1, (l) => l.watchClass === 'conforms');
    const before = runsOf(cli).length;
    await shop.stop();
    await waitForOutput(cli, 'stderr', said(OFFLINE), 'the offline line', 20_000);
    await eachHas(cli, [shop.url], 2, (l) => l.watchClass === 'unreachable', before, 'two failing runs');
    const during = runsOf(cli).length;
    await shop.start();
    await eachHas(
      cli,
      [shop.url],
      2,
      (l) => l.watchClass === 'conforms',
      during,
      'two conforming runs after',
    );
    expect(await stopCli(cli)).toBe(0);
    expect(eventsOf(cli)).toEqual([]);
    expect(cli.stderr()).toContain('the canary did not answer');
    expect(cli.stderr().match(BACK)).toHaveLength(1);
  }, 60_000);

  it('sends no reminder while this computer is offline', async () => {
    const fleet = await fleetFile(
      [
        'name,base_url',
        `Shop A,http://127.0.0.1:${await closedPort()}`,
        `Shop B,http://127.0.0.1:${await closedPort()}`,
      ].join('\n') + '\n',
    );
    const cli = startCli(['watch', '--fleet', fleet, '--every', '1s', '--remind-every', '2s']);
    await waitForOutput(cli, 'stderr', said(OFFLINE), 'the offline line', 20_000);
    // Reminders of them would fall due every 2 s (their runs back off).
    await waitForStdout(
      cli,
      (out) => ((out.match(/could not be checked \(unreachable\)/g) ?? []).length >= 8 ? true : null),
      'four runs each',
      30_000,
    );
    expect(await stopCli(cli)).toBe(0);
    expect(cli.stdout()).not.toContain('Reminder');
  }, 60_000);

  it('refuses a --canary that is not an http address', async () => {
    const cli = startCli(['watch', '--base-url', 'http://127.0.0.1:9', '--canary', 'ftp://example.com']);
    const code = await new Promise<number | null>((resolve) => cli.child.once('close', resolve));
    expect(code).toBe(2);
    expect(cli.stderr()).toContain('--canary must be an http:// or https:// address');
  });
});

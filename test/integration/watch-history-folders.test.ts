// The folders of `retail-inspector watch --history DIR`, as a real process writes them: no two
// installations share one (a row named like another's hashed folder, "Shop" and "shop"), and a
// history laid out the old way ("id-" and a digest) is found and moved, never lost.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHistoryStore } from '../../electron/core/watch/history/history-store';
import { historyFolderName, legacyFolderName } from '../../electron/core/watch/history/history-folder';
import { killAllClis, startCli, stopCli, waitForStdout, type Cli } from '../helpers/cli-process';
import { closeEmbeddedServers } from '../helpers/embedded-servers';
import {
  shopDocument,
  startChangingInstallation,
  type ChangingInstallation,
} from '../helpers/changing-installation';
import { seedHistory } from '../helpers/watch-history-seed';

let work: string;
let shop: ChangingInstallation;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-watch-folders-'));
  shop = await startChangingInstallation(shopDocument());
});
afterAll(async () => {
  await shop.cleanup();
  await closeEmbeddedServers();
  await rm(work, { recursive: true, force: true });
});
afterEach(() => killAllClis());

const oldHashed = (name: string) => `id-${createHash('sha256').update(name).digest('hex').slice(0, 32)}`;

const runLines = (cli: Cli) =>
  cli
    .stdout()
    .split('\n')
    .filter((l) => l.includes('"type":"run"'));

// Watches `rows` (name and address) until each has run `runs` times, then stops.
async function watchFleet(history: string, names: readonly string[], runs = 1): Promise<Cli> {
  const fleet = join(work, `fleet-${Math.random().toString(36).slice(2)}.csv`);
  await writeFile(fleet, ['name,base_url', ...names.map((n) => `"${n}",${shop.url}`), ''].join('\n'));
  const cli = startCli([
    'watch',
    '--fleet',
    fleet,
    '--every',
    '1s',
    '--history',
    history,
    '--log-format',
    'json',
  ]);
  await waitForStdout(
    cli,
    () => (runLines(cli).length >= names.length * runs ? true : null),
    `${runs} runs of each`,
    20_000,
  );
  expect(await stopCli(cli, 'SIGINT')).toBe(0);
  return cli;
}

async function noteOf(history: string, name: string): Promise<unknown> {
  const text = await readFile(join(history, historyFolderName(name), 'connection.json'), 'utf8');
  return (JSON.parse(text) as { name: unknown }).name;
}

describe('watch --history: one folder per installation', () => {
  it('keeps "Shop Köln", a row named like its old hashed folder, "Shop" and "shop" apart', async () => {
    const history = join(work, 'apart');
    const names = ['Shop Köln', oldHashed('Shop Köln'), 'Shop', 'shop'];
    await watchFleet(history, names);
    expect(new Set(names.map(historyFolderName)).size).toBe(4);
    // A hashed name carries "+", which no plain name has; plain names are lower case only.
    expect(historyFolderName('Shop Köln')).toMatch(/^\+[0-9a-f]{32}$/);
    expect(historyFolderName('Shop')).toMatch(/^\+[0-9a-f]{32}$/);
    expect(historyFolderName('shop')).toBe('shop');
    for (const name of names) expect(await noteOf(history, name)).toBe(name);
    const store = createHistoryStore(history);
    for (const name of names)
      expect((await store.history(name, 0, Date.now() + 1, 100)).runs).toBeGreaterThan(0);
    expect((await readdir(history)).filter((f) => !f.startsWith('.')).sort()).toEqual(
      names.map(historyFolderName).sort(),
    );
  });
});

describe('watch --history: a history laid out the old way', () => {
  it('finds the runs of "Shop Köln" under "id-<digest>", moves them to its folder, and adds to them', async () => {
    const history = join(work, 'old-layout');
    const day = 86_400_000;
    const from = Date.now() - 3 * day;
    const seeded = await seedHistory(
      history,
      'Shop Köln',
      { from, to: from + day, stepMs: 3_600_000 },
      () => ({
        watchClass: 'conforms',
        responseMs: 12,
        categories: 3,
      }),
    );
    // The old layout: the folder "id-<digest>", with the command line's note of whose it is.
    const old = join(history, legacyFolderName('Shop Köln'));
    expect(legacyFolderName('Shop Köln')).toBe(oldHashed('Shop Köln'));
    await rename(join(history, historyFolderName('Shop Köln')), old);
    await writeFile(join(old, 'connection.json'), JSON.stringify({ name: 'Shop Köln', baseUrl: shop.url }));
    // An old folder of a plain name that is no longer plain ("Shop": capitals), with no note.
    await seedHistory(history, 'Shop', { from, to: from + day, stepMs: 3_600_000 }, () => ({
      watchClass: 'refused',
      responseMs: 5,
      categories: null,
    }));
    await rename(join(history, historyFolderName('Shop')), join(history, 'Shop'));
    // And one another row's note claims: left where it is.
    await mkdir(join(history, legacyFolderName('Bonn Süd')));
    await writeFile(
      join(history, legacyFolderName('Bonn Süd'), 'connection.json'),
      '{"name":"someone else"}',
    );

    await watchFleet(history, ['Shop Köln', 'Shop', 'Bonn Süd']);

    expect(existsSync(old)).toBe(false);
    expect(existsSync(join(history, 'Shop'))).toBe(false);
    expect(existsSync(join(history, legacyFolderName('Bonn Süd')))).toBe(true);
    const store = createHistoryStore(history);
    const koeln = await store.history('Shop Köln', 0, Date.now() + 1, 10_000);
    expect(koeln.runs).toBeGreaterThan(seeded);
    const shopRuns = await store.history('Shop', 0, Date.now() + 1, 10_000);
    expect(shopRuns.runs).toBeGreaterThan(seeded);
    expect(await noteOf(history, 'Shop Köln')).toBe('Shop Köln');
  });
});

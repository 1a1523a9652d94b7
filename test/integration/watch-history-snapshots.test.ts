// `retail-inspector watch --history DIR` keeps a snapshot when the settings or the categories change,
// in the app's snapshot format under DIR/.snapshots: the built command against a real embedded
// server whose dataset changes between runs, then the history and the snapshot pair read back with
// the app's own stores, and, copied into an app's data folder under a connection's id, opened
// through the handler table as the timeline opens them (getHistory, listSnapshots, compareDatasets).
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { AppServices } from '../../electron/core/host/app-services';
import { dispatch } from '../../electron/core/handlers';
import { connectionKey } from '../../electron/core/snapshots/snapshot-names';
import { createSnapshotStore } from '../../electron/core/snapshots/snapshot-store';
import { historyFolderName } from '../../electron/core/watch/history/history-folder';
import { createHistoryStore } from '../../electron/core/watch/history/history-store';
import type { ArgsOf, Results } from '../../shared/ipc-contract';
import type { MethodName } from '../../shared/ipc-methods';
import type { Result } from '../../shared/result';
import { killAllClis, startCli, stopCli, waitForStdout, type Cli } from '../helpers/cli-process';
import { closeEmbeddedServers } from '../helpers/embedded-servers';
import {
  shopDocument,
  startChangingInstallation,
  type ChangingInstallation,
} from '../helpers/changing-installation';
import { createTestAppServices } from '../helpers/test-app-services';

const TOKEN = 'tok-WatchSnapshots-5d2e81c0f7';
const NAME = 'Shop Köln';

let work: string;
let shop: ChangingInstallation | null = null;
let services: AppServices | null = null;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-watch-snapshots-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));
afterEach(async () => {
  await killAllClis();
  await services?.dispose();
  services = null;
  await closeEmbeddedServers();
  await shop?.cleanup();
  shop = null;
});

interface Line {
  type: 'run' | 'event';
  kind?: string;
  changed?: string[];
  snapshotId?: string | null;
  open?: { view: string; before?: string; after?: string };
}

const lines = (cli: Cli): Line[] =>
  cli
    .stdout()
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Line);

async function call<M extends MethodName>(method: M, args: ArgsOf<M>): Promise<Results[M]> {
  const result = (await dispatch(services!.handlers, method, args, services!.mask)) as Result<Results[M]>;
  if (!result.ok) throw new Error(`${method}: ${result.error.code} ${result.error.message}`);
  return result.value;
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

it('keeps the pair a change event names, and the app opens the Changes view for it', async () => {
  shop = await startChangingInstallation(shopDocument(), [TOKEN]);
  const history = join(work, 'history');
  const fleet = join(work, 'fleet.csv');
  await writeFile(fleet, `name,base_url,token_env\n${NAME},${shop.url},RETAIL_INSPECTOR_TOKEN_SHOP\n`);
  const cli = startCli(
    ['watch', '--fleet', fleet, '--every', '1s', '--log-format', 'json', '--history', history],
    { RETAIL_INSPECTOR_TOKEN_SHOP: TOKEN },
  );
  const runs = () => lines(cli).filter((l) => l.type === 'run');
  await waitForStdout(cli, () => (runs().length >= 2 ? true : null), 'two runs', 20_000);
  const changed = shopDocument();
  changed.categories[0]!.name = 'Brot';
  changed.categories.push({ id: '99', code: 'NEU', name: 'Neu', slug: null, image: null });
  await shop.serve(changed, [TOKEN]);
  const changeEvents = () => lines(cli).filter((l) => l.type === 'event' && l.kind === 'change');
  await waitForStdout(cli, () => (changeEvents().length >= 1 ? true : null), 'the categories change', 20_000);
  const afterCategories = runs().at(-1)!.snapshotId;
  const settings = structuredClone(changed);
  settings.info.default_currency = 'CHF';
  await shop.serve(settings, [TOKEN]);
  await waitForStdout(cli, () => (changeEvents().length >= 2 ? true : null), 'the settings change', 20_000);
  expect(await stopCli(cli)).toBe(0);

  // Each run names the snapshot it stands on; each change opens exactly the pair before and after.
  // (A run that met the server between two datasets kept none: it is left out.)
  const ids = [...new Set(runs().flatMap((r) => (r.snapshotId ? [r.snapshotId] : [])))];
  expect(ids).toHaveLength(3);
  expect(ids[1]).toBe(afterCategories);
  const pairs = [
    { view: 'changes', before: ids[0]!, after: ids[1]! },
    { view: 'changes', before: ids[1]!, after: ids[2]! },
  ];
  expect(changeEvents().map((e) => [e.changed, e.open])).toEqual([
    [['categories'], pairs[0]],
    [['settings'], pairs[1]],
  ]);

  // Read back with the app's own stores: a point per snapshot, the events' pairs, intact datasets.
  const kept = await createHistoryStore(history).history(NAME, 0, Date.now() + 60_000, 1_000);
  expect(kept.points.map((p) => p.snapshotId)).toEqual(ids);
  expect(kept.events.map((e) => e.open)).toEqual(pairs);
  const snapshots = createSnapshotStore({ root: join(history, '.snapshots') });
  const listed = await snapshots.list(NAME);
  expect(listed.snapshots.map((s) => [s.id, s.state])).toEqual([...ids].reverse().map((id) => [id, 'ok']));
  const read = await Promise.all(ids.map((id) => snapshots.read(id!)));
  expect(read.map((r) => r.dataset.categories.length)).toEqual([3, 4, 4]);
  expect(read.map((r) => r.dataset.info.default_currency)).toEqual([
    shopDocument().info.default_currency,
    shopDocument().info.default_currency,
    'CHF',
  ]);
  for (const file of await filesUnder(history))
    expect((await readFile(file)).toString('latin1'), file).not.toContain(TOKEN);

  // Copied into an app's data folder under a connection's id (not the fleet row's name), the
  // timeline's calls open that pair: its points, its event, and the snapshot before each.
  const dataDir = join(work, 'app');
  services = await createTestAppServices(dataDir);
  const { profile } = await call('saveProfile', { name: NAME, baseUrl: shop.url, token: TOKEN });
  const key = connectionKey(profile.id);
  expect(key).not.toBe(connectionKey(NAME));
  await cp(join(history, historyFolderName(NAME)), join(dataDir, 'history', historyFolderName(profile.id)), {
    recursive: true,
  });
  await cp(join(history, '.snapshots', connectionKey(NAME)), join(dataDir, 'snapshots', key), {
    recursive: true,
  });
  const shown = await call('getHistory', {
    profileId: profile.id,
    from: 0,
    to: Date.now() + 60_000,
    buckets: 100,
  });
  expect(shown.runs).toBe(runs().length);
  const usable = (await call('listSnapshots', { profileId: profile.id })).snapshots.filter(
    (s) => s.state === 'ok',
  );
  expect(usable.map((s) => s.id)).toEqual([...shown.points].reverse().map((p) => p.snapshotId));
  // The categories' change, opened from its event as a notification or the list opens it.
  const open = shown.events[0]!.open;
  expect(open).toEqual({ view: 'changes', before: usable[2]!.id, after: usable[1]!.id });
  if (open.view !== 'changes') throw new Error('not a pair');
  const comparison = await call('compareDatasets', {
    before: { kind: 'snapshot', id: open.before },
    after: { kind: 'snapshot', id: open.after },
  });
  const diff = JSON.parse(comparison.diffJson) as { counts: { added: number; changed: number } };
  expect(diff.counts).toMatchObject({ added: 1, changed: 1 });
  expect(comparison.after.connectionName).toBe(NAME);
}, 60_000);

it('says once that a snapshot cannot be kept, and goes on watching', async () => {
  shop = await startChangingInstallation(shopDocument(), [TOKEN]);
  const history = join(work, 'history-without-room');
  await mkdir(history);
  // Where the snapshots go, a file: every save fails.
  await writeFile(join(history, '.snapshots'), 'not a folder');
  const cli = startCli(
    ['watch', '--base-url', shop.url, '--every', '1s', '--log-format', 'json', '--history', history],
    { RETAIL_INSPECTOR_TOKEN: TOKEN },
  );
  const runs = () => lines(cli).filter((l) => l.type === 'run');
  await waitForStdout(cli, () => (runs().length >= 3 ? true : null), 'three runs', 20_000);
  expect(await stopCli(cli)).toBe(0);
  expect(runs().map((r) => r.snapshotId)).toEqual(runs().map(() => null));
  const said = cli
    .stderr()
    .split('\n')
    .filter((l) => l.includes('No snapshot was kept'));
  expect(said).toHaveLength(1);
  expect(said[0]).toMatch(new RegExp(`^${shop.url.replace(/[.]/g, '\\.')}: No snapshot was kept: `));
  expect(cli.stderr()).not.toContain(TOKEN);
}, 60_000);

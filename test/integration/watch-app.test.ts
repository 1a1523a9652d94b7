// Watch in the app, through the handler table as the renderer calls it, against a real embedded
// server whose dataset, token and faults change between runs: what a user would see on the board,
// in the history and in the notifications (watchEvent). One flaky answer never alerts; a refused
// token is its own class, never a violation; a change within the same class names what changed and
// opens the Changes view for exactly that pair; no token reaches an event, a result or a file.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventName } from '../../shared/ipc-methods';
import type { EventPayloads } from '../../shared/ipc-contract';
import { DEMO_PROFILE_ID } from '../../shared/profiles';
import { watchClassCode } from '../../shared/watch';
import { createDemoServer, type DemoServer } from '../../electron/core/server/demo-server';
import type { ProfileStore } from '../../electron/core/profiles/profile-store';
import { closeEmbeddedServers } from '../helpers/embedded-servers';
import {
  createHandlerSession,
  openProfileStore,
  settleHandlerSessions,
  type HandlerSession,
  type HandlerSessionParts,
} from '../helpers/handler-session';
import {
  shopDocument,
  startChangingInstallation,
  type ChangingInstallation,
} from '../helpers/changing-installation';
import { DEMO_DATASET } from '../helpers/repo-paths';

const TOKEN = 'tok-Watch-8c1f5e2a9d';

let folder: string;
let profiles: ProfileStore;
let demo: DemoServer;
let session: HandlerSession;
let shop: ChangingInstallation;
let events: { event: EventName; payload: unknown }[];
let shopId: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-watch-app-'));
  profiles = await openProfileStore(folder);
  demo = createDemoServer({ defaultDataset: DEMO_DATASET });
  events = [];
  session = sessionOver(folder, { env: { RETAIL_INSPECTOR_TOKEN_SHOP_KOELN: TOKEN } });
  shop = await startChangingInstallation(shopDocument(), [TOKEN]);
  const saved = await session.value('saveProfile', { name: 'Shop Köln', baseUrl: shop.url, token: TOKEN });
  shopId = saved.profile.id;
});

afterEach(async () => {
  await settleHandlerSessions();
  await demo.stop();
  await closeEmbeddedServers();
  await shop.cleanup();
  await rm(folder, { recursive: true, force: true });
});

// A session over the data folder: a second one over the same folder is the app opened again.
function sessionOver(
  dataFolder: string,
  parts: Pick<HandlerSessionParts, 'env' | 'watchFirstLookMs'> = {},
): HandlerSession {
  return createHandlerSession({
    profiles,
    demo,
    capturesDir: join(dataFolder, 'captures'),
    emit: (event, payload) => events.push({ event, payload }),
    ...parts,
  });
}

const watchEvents = () =>
  events.filter((e) => e.event === 'watchEvent').map((e) => e.payload as EventPayloads['watchEvent']);

async function runs(n: number) {
  const results = [];
  for (let i = 0; i < n; i++) results.push(await session.value('runWatchNow', { profileId: shopId }));
  return results;
}

describe('watch in the app: transitions', () => {
  it('confirms the first run silently and keeps it in the history, with its snapshot', async () => {
    const [first] = await runs(1);
    expect(first).toMatchObject({ profileId: shopId, watchClass: 'conforms', categories: 3 });
    expect(first!.summary).toMatch(/^conforms, 3 categories, \d+ ms$/);
    expect(first!.snapshotId).toMatch(/\./);
    expect(watchEvents()).toEqual([]);
    const history = await session.value('getHistory', {
      profileId: shopId,
      from: 0,
      to: Date.now() + 1,
      buckets: 100,
    });
    expect(history).toMatchObject({ runs: 1, buckets: 1, cls: [0], categoriesMax: [3] });
    expect(history.points).toEqual([{ at: first!.at, snapshotId: first!.snapshotId }]);
    // The calls' first byte is kept beside their time: whole ms plus one at offset 10 of the record.
    expect(first!.firstByteMs).toEqual(expect.any(Number));
    const bin = (await filesUnder(folder)).find((f) => f.endsWith('.bin'))!;
    expect((await readFile(bin)).readUInt16LE(8 + 10)).toBe(first!.firstByteMs! + 1);
  });

  it('raises nothing for one flaky answer, and records it', async () => {
    await runs(1);
    shop.server().setFaults({ latencyMs: 0, failRate: 1 });
    const [flaky] = await runs(1);
    shop.server().setFaults({ latencyMs: 0, failRate: 0 });
    await runs(2);
    expect(flaky!.watchClass).not.toBe('conforms');
    expect(flaky!.watchClass).not.toBe('violates');
    expect(watchEvents()).toEqual([]);
    const history = await session.value('getHistory', {
      profileId: shopId,
      from: 0,
      to: Date.now() + 1,
      buckets: 100,
    });
    expect(history.cls).toEqual([0, watchClassCode(flaky!.watchClass), 0, 0]);
  });

  it('tells a refused token apart: its own class after two runs, never "violates", and back again', async () => {
    await runs(1);
    await shop.serve(shopDocument(), ['another-token-entirely']);
    const refused = await runs(3);
    expect(refused.map((r) => r.watchClass)).toEqual(['refused', 'refused', 'refused']);
    expect(watchEvents()).toHaveLength(1);
    const [event] = watchEvents();
    expect(event).toMatchObject({
      profileId: shopId,
      connectionName: 'Shop Köln',
      kind: 'transition',
      from: 'conforms',
      to: 'refused',
      changed: [],
      title: 'Shop Köln: could not be checked (refused)',
      open: { view: 'diagnostics', profileId: shopId },
    });
    expect(event!.body).toContain('the installation refused the call');
    await shop.serve(shopDocument(), [TOKEN]);
    await runs(2);
    expect(watchEvents().map((e) => `${e.from} -> ${e.to}`)).toEqual([
      'conforms -> refused',
      'refused -> conforms',
    ]);
    const fleet = await session.value('listFleet', undefined);
    const row = fleet.find((r) => r.profileId === shopId)!;
    expect(row).toMatchObject({
      name: 'Shop Köln',
      watchClass: 'conforms',
      categories: 3,
      every: 'off',
      running: false,
    });
    // The sparkline's current bucket holds the worst of the last half hour: refused.
    expect(row.spark.cls.at(-1)).toBe(watchClassCode('refused'));
  });
});

describe('watch in the app: a large fleet', () => {
  it('lists the board at once while histories are read, and tells the window when they are', async () => {
    await runs(1);
    const lines = ['name,base_url,token_env'];
    for (let i = 0; i < 400; i++)
      lines.push(`Shop ${i},https://shop-${i}.example.com,RETAIL_INSPECTOR_TOKEN_SHOP_KOELN`);
    await session.value('importFleet', { text: lines.join('\n'), format: 'csv' });
    // A new session, as after a restart: nothing of the histories is read yet.
    await session.watch.dispose();
    session = sessionOver(folder, { watchFirstLookMs: 0 });
    events = [];
    const first = await session.value('listFleet', undefined);
    expect(first).toHaveLength(402);
    const reading = first.filter((row) => row.reading);
    expect(reading.length).toBeGreaterThan(0);
    expect(
      reading.every(
        (row) => row.watchClass === null && row.spark.cls.length === 48 && row.spark.ms.length === 48,
      ),
    ).toBe(true);
    await vi.waitFor(() => expect(events.map((e) => e.event)).toContain('fleetUpdated'), { timeout: 10_000 });
    // It says the board's histories are read, so a board shown loads at once (not at its pace).
    expect(events.find((e) => e.event === 'fleetUpdated')!.payload).toMatchObject({ boardRead: true });
    const then = await session.value('listFleet', undefined);
    expect(then.filter((row) => row.reading)).toEqual([]);
    expect(then.find((row) => row.profileId === shopId)).toMatchObject({
      watchClass: 'conforms',
      categories: 3,
    });
  });
});

describe('watch in the app: across a restart', () => {
  it('reports what changed while the app was closed, measured against the state confirmed before', async () => {
    await runs(2);
    await session.watch.dispose();
    await shop.serve(shopDocument(), ['another-token-entirely']);
    // The app opens again over the same data folder: a new session, the same history.
    session = sessionOver(folder);
    await runs(2);
    expect(watchEvents().map((e) => `${e.from} -> ${e.to}`)).toEqual(['conforms -> refused']);
  });

  it('claims no more than that the categories changed when what they were before was not read in this session', async () => {
    await runs(1);
    await session.watch.dispose();
    const changed = shopDocument();
    changed.categories.push({ id: '99', code: 'NEU', name: 'Neu', slug: null, image: null });
    await shop.serve(changed, [TOKEN]);
    session = sessionOver(folder);
    await runs(2);
    expect(watchEvents()).toMatchObject([
      {
        kind: 'change',
        changed: ['categories'],
        title: 'Shop Köln: categories changed',
        body: 'The categories changed. Seen in 2 runs in a row.',
      },
    ]);
  });

  it('confirms silently when the kept state cannot be read', async () => {
    await runs(1);
    await session.watch.dispose();
    const [key] = await readdir(join(folder, 'history'));
    await writeFile(join(folder, 'history', key!, 'state.json'), '{"version":1,"confirmed":');
    await shop.serve(shopDocument(), ['another-token-entirely']);
    session = sessionOver(folder);
    const results = await runs(3);
    expect(results.map((r) => r.watchClass)).toEqual(['refused', 'refused', 'refused']);
    expect(watchEvents()).toEqual([]);
  });
});

describe('watch in the app: changes within a class', () => {
  it('names the categories that changed and opens the Changes view for exactly that pair', async () => {
    const [before] = await runs(1);
    const changed = shopDocument();
    changed.categories[0]!.name = 'Brot';
    changed.categories.push({ id: '99', code: 'NEU', name: 'Neu', slug: null, image: null });
    await shop.serve(changed, [TOKEN]);
    const [, after] = await runs(2);
    const [event] = watchEvents();
    expect(event).toMatchObject({
      kind: 'change',
      from: null,
      to: 'conforms',
      changed: ['categories'],
      title: 'Shop Köln: 2 categories changed',
      body: 'Categories: 1 added, 1 changed. Seen in 2 runs in a row.',
      open: { view: 'changes', before: before!.snapshotId, after: after!.snapshotId },
    });
    const open = event!.open as { before: string; after: string };
    const comparison = await session.value('compareDatasets', {
      before: { kind: 'snapshot', id: open.before },
      after: { kind: 'snapshot', id: open.after },
    });
    const diff = JSON.parse(comparison.diffJson) as { counts: { added: number; changed: number } };
    expect(diff.counts).toMatchObject({ added: 1, changed: 1 });
    const history = await session.value('getHistory', {
      profileId: shopId,
      from: 0,
      to: Date.now() + 1,
      buckets: 100,
    });
    expect(history.points.map((p) => p.snapshotId)).toEqual([before!.snapshotId, after!.snapshotId]);
    expect(history.events.map((e) => e.id)).toEqual([event!.id]);
  });

  it('names the settings that changed', async () => {
    await runs(1);
    const changed = shopDocument();
    changed.info.default_currency = 'CHF';
    await shop.serve(changed, [TOKEN]);
    await runs(2);
    expect(watchEvents()).toMatchObject([
      {
        kind: 'change',
        changed: ['settings'],
        title: 'Shop Köln: 1 setting changed',
        body: 'Settings changed: default_currency. Seen in 2 runs in a row.',
      },
    ]);
  });

  it('raises nothing when the content changes back before a second run confirms it', async () => {
    await runs(1);
    const changed = shopDocument();
    changed.categories[0]!.name = 'Brot';
    await shop.serve(changed, [TOKEN]);
    await runs(1);
    await shop.serve(shopDocument(), [TOKEN]);
    await runs(2);
    expect(watchEvents()).toEqual([]);
  });
});

describe('watch in the app: the token', () => {
  it('never puts the token in a result, an event, the history or a snapshot, even when the installation echoes it', async () => {
    await runs(1);
    const echoing = shopDocument();
    echoing.categories[0]!.name = `Brot ${TOKEN}`;
    echoing.info.company_name = `Laden ${TOKEN}`;
    await shop.serve(echoing, [TOKEN]);
    const results = await runs(2);
    await shop.serve(shopDocument(), ['another-token-entirely']);
    results.push(...(await runs(2)));
    expect(watchEvents().length).toBeGreaterThanOrEqual(2);
    const fleet = await session.value('listFleet', undefined);
    const history = await session.value('getHistory', {
      profileId: shopId,
      from: 0,
      to: Date.now() + 1,
      buckets: 100,
    });
    expect(JSON.stringify([results, events, fleet, history])).not.toContain(TOKEN);
    const files = await filesUnder(folder);
    expect(files.some((f) => f.endsWith('.bin'))).toBe(true);
    expect(files.some((f) => f.endsWith('.events.jsonl'))).toBe(true);
    expect(
      files.filter((f) => /snapshots\/.+\d{9}Z-[0-9a-f]{16}\.json$/.test(f)).length,
    ).toBeGreaterThanOrEqual(2);
    for (const file of files) {
      if (file.endsWith('profiles.json')) continue;
      expect((await readFile(file)).toString('latin1'), file).not.toContain(TOKEN);
    }
  });
});

describe('watch settings', () => {
  it('keeps each connection’s interval and the options in watch.json, off by default', async () => {
    expect(await session.value('getWatchSettings', undefined)).toEqual({
      every: {},
      confirmRuns: 2,
      retentionDays: 90,
      maintenance: [],
      notice: null,
    });
    await session.value('setWatch', { profileId: shopId, every: 5 });
    await session.value('setWatch', { profileId: DEMO_PROFILE_ID, every: 1 });
    const settings = await session.value('setWatchOptions', { confirmRuns: 3 });
    expect(settings).toEqual({
      every: { [shopId]: 5, demo: 1 },
      confirmRuns: 3,
      retentionDays: 90,
      maintenance: [],
      notice: null,
    });
    const file = JSON.parse(await readFile(join(folder, 'watch.json'), 'utf8'));
    expect(file).toEqual({ version: 1, every: { [shopId]: 5, demo: 1 }, confirmRuns: 3, retentionDays: 90 });
    await session.value('setWatch', { profileId: shopId, every: 'off' });
    expect((await session.value('getWatchSettings', undefined)).every).toEqual({ demo: 1 });
    expect((await session.errorOf('setWatch', { profileId: 'gone', every: 5 })).code).toBe(
      'PROFILE_NOT_FOUND',
    );
    expect((await session.errorOf('setWatch', { profileId: shopId, every: 2 })).code).toBe(
      'INVALID_ARGUMENT',
    );
  });

  it('reads a damaged watch.json as all off, with a notice, and saves anew on the next change', async () => {
    await writeFile(join(folder, 'watch.json'), '{"version": 1, "every": ');
    const fresh = createHandlerSession({ profiles, demo, capturesDir: join(folder, 'captures') });
    const settings = await fresh.value('getWatchSettings', undefined);
    expect(settings.every).toEqual({});
    expect(settings.notice).toMatch(
      /^The watch settings could not be read \(.*watch\.json is not valid JSON\), so no connection is watched/,
    );
    expect((await fresh.value('setWatch', { profileId: shopId, every: 15 })).notice).toBeNull();
  });
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

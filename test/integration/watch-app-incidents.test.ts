// The app's watch through the handler table, against real embedded servers: when several watched
// connections go down together the window gets ONE grouped watchEvent (what its notifications and
// in-page notices show), while each connection's own history still keeps its own transition; a
// lone one is its own event; the incident settings are kept in watch.json and apply at once (grouping
// off, as the Watch settings dialog sends it, tells each on its own; a number out of range is refused).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventName } from '../../shared/ipc-methods';
import type { EventPayloads } from '../../shared/ipc-contract';
import { createDemoServer, type DemoServer } from '../../electron/core/server/demo-server';
import type { ProfileStore } from '../../electron/core/profiles/profile-store';
import { closeEmbeddedServers } from '../helpers/embedded-servers';
import {
  createHandlerSession,
  openProfileStore,
  settleHandlerSessions,
  type HandlerSession,
} from '../helpers/handler-session';
import {
  shopDocument,
  startChangingInstallation,
  type ChangingInstallation,
} from '../helpers/changing-installation';
import { DEMO_DATASET } from '../helpers/repo-paths';

let folder: string;
let profiles: ProfileStore;
let demo: DemoServer;
let session: HandlerSession;
let shops: ChangingInstallation[];
let ids: string[];
let events: { event: EventName; payload: unknown }[];

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-watch-incidents-app-'));
  profiles = await openProfileStore(folder);
  demo = createDemoServer({ defaultDataset: DEMO_DATASET });
  events = [];
  session = createHandlerSession({
    profiles,
    demo,
    capturesDir: join(folder, 'captures'),
    emit: (event, payload) => events.push({ event, payload }),
  });
  shops = await Promise.all(Array.from({ length: 5 }, () => startChangingInstallation(shopDocument())));
  ids = [];
  for (const [i, shop] of shops.entries()) {
    const saved = await session.value('saveProfile', { name: `Shop ${i + 1}`, baseUrl: shop.url, token: '' });
    ids.push(saved.profile.id);
    await session.value('setWatch', { profileId: saved.profile.id, every: 60 });
  }
});

afterEach(async () => {
  await settleHandlerSessions();
  await demo.stop();
  await closeEmbeddedServers();
  await Promise.all(shops.map((s) => s.cleanup()));
  await rm(folder, { recursive: true, force: true });
});

const watchEvents = () =>
  events.filter((e) => e.event === 'watchEvent').map((e) => e.payload as EventPayloads['watchEvent']);

// Each connection run once, in turn, as a round of the schedule runs them.
async function round(): Promise<void> {
  for (const profileId of ids) await session.value('runWatchNow', { profileId });
}

describe('watch in the app: one incident, one message', () => {
  it('tells 4 connections going down together as one grouped event; each history keeps its own', async () => {
    await round();
    await Promise.all(shops.slice(0, 4).map((s) => s.server().close()));
    await round();
    await round();
    // Big enough and nobody left to join: told at once.
    const told = watchEvents();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: '4 installations: could not be checked (unreachable)',
      count: 4,
      connections: ['Shop 1', 'Shop 2', 'Shop 3', 'Shop 4'],
      open: { view: 'fleet' },
    });
    for (const profileId of ids.slice(0, 4)) {
      const history = await session.value('getHistory', {
        profileId,
        from: 0,
        to: Date.now() + 1,
        buckets: 10,
      });
      expect(history.events.map((e) => e.title)).toEqual([
        `Shop ${ids.indexOf(profileId) + 1}: could not be checked (unreachable)`,
      ]);
    }

    await Promise.all(shops.slice(0, 4).map((s) => s.serve(shopDocument())));
    await round();
    await round();
    expect(watchEvents()).toHaveLength(2);
    expect(watchEvents()[1]).toMatchObject({ title: '4 installations: conforms', count: 4 });
    expect(watchEvents()[1]!.body).toMatch(/before: could not be checked \(unreachable\) for \d+ s\./);
  });

  it('tells a lone connection as its own event, and keeps the incident settings in watch.json', async () => {
    const settings = await session.value('setWatchOptions', {
      incidents: { groupMin: 2, remindMinutes: 30 },
    });
    expect(settings.incidents).toEqual({ groupMin: 2, remindMinutes: 30 });
    const file = JSON.parse(await readFile(join(folder, 'watch.json'), 'utf8'));
    expect(file.incidents).toEqual({ groupMin: 2, remindMinutes: 30 });

    await round();
    await shops[2]!.server().close();
    await round();
    await round();
    expect(watchEvents().map((e) => [e.title, e.count])).toEqual([
      ['Shop 3: could not be checked (unreachable)', undefined],
    ]);
  });
});

describe('watch in the app: the Watch settings dialog’s options', () => {
  it('refuses a number out of range, keeping the file; grouping off tells each connection on its own', async () => {
    // What the dialog sends with grouping off: only groupMin 0, the rest kept.
    await session.value('setWatchOptions', { confirmRuns: 2, incidents: { groupMin: 0, remindMinutes: 60 } });
    const before = await readFile(join(folder, 'watch.json'), 'utf8');
    for (const options of [
      { confirmRuns: 11 },
      { incidents: { groupShare: 150 } },
      { incidents: { groupMin: -1 } },
    ])
      expect((await session.errorOf('setWatchOptions', options)).code).toBe('INVALID_ARGUMENT');
    expect(await readFile(join(folder, 'watch.json'), 'utf8')).toBe(before);

    await round();
    await Promise.all(shops.slice(0, 4).map((s) => s.server().close()));
    await round();
    await round();
    expect(watchEvents().map((e) => [e.title, e.count])).toEqual(
      [1, 2, 3, 4].map((n) => [`Shop ${n}: could not be checked (unreachable)`, undefined]),
    );
  });
});

describe('watch in the app: a connection run by hand', () => {
  it('is told at once: connections that are not watched (only run by hand) never hold it back', async () => {
    const extra = await startChangingInstallation(shopDocument());
    shops.push(extra);
    const saved = await session.value('saveProfile', { name: 'By hand', baseUrl: extra.url, token: '' });
    await round();
    for (const profileId of ids) await session.value('setWatch', { profileId, every: 'off' });
    await session.value('runWatchNow', { profileId: saved.profile.id });
    await extra.server().close();
    await session.value('runWatchNow', { profileId: saved.profile.id });
    await session.value('runWatchNow', { profileId: saved.profile.id });
    expect(watchEvents().map((e) => e.title)).toEqual(['By hand: could not be checked (unreachable)']);
  });
});

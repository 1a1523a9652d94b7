// Maintenance windows in the app, through the handler table as the renderer calls them, against a
// real embedded server that breaks during a window: no watchEvent while it lasts, the board says
// until when a connection is in one, watch.json keeps the windows (the format of a --maintenance
// file, targets by connection id), and once the window is gone the one event says what still
// differs. A window croner refuses is INVALID_ARGUMENT.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventPayloads } from '../../shared/ipc-contract';
import type { MaintenanceWindow } from '../../shared/maintenance';
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

const TOKEN = 'tok-WatchMaint-51d0e7a3c8';

let folder: string;
let profiles: ProfileStore;
let demo: DemoServer;
let session: HandlerSession;
let shop: ChangingInstallation;
let events: EventPayloads['watchEvent'][];
let shopId: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-watch-app-maint-'));
  profiles = await openProfileStore(folder);
  demo = createDemoServer({ defaultDataset: DEMO_DATASET });
  events = [];
  session = createHandlerSession({
    profiles,
    demo,
    capturesDir: join(folder, 'captures'),
    emit: (event, payload) => {
      if (event === 'watchEvent') events.push(payload as EventPayloads['watchEvent']);
    },
  });
  shop = await startChangingInstallation(shopDocument(), [TOKEN]);
  shopId = (await session.value('saveProfile', { name: 'Shop Köln', baseUrl: shop.url, token: TOKEN }))
    .profile.id;
});

afterEach(async () => {
  await settleHandlerSessions();
  await demo.stop();
  await closeEmbeddedServers();
  await shop.cleanup();
  await rm(folder, { recursive: true, force: true });
});

const runs = async (n: number) => {
  for (let i = 0; i < n; i++) await session.value('runWatchNow', { profileId: shopId });
};

// A daily window of an hour that began a minute ago, in UTC.
const windowNow = (targets: string[]): MaintenanceWindow => ({
  targets,
  start: new Date(Date.now() - 60_000).toISOString().slice(0, 19),
  duration: '1h',
  every: 'day',
  timezone: 'UTC',
});

describe('maintenance windows in the app', () => {
  it('raises no event during a window, shows it on the board, and one event once it is over', async () => {
    await runs(1);
    const window = windowNow([shopId]);
    const settings = await session.value('setMaintenance', { windows: [window] });
    expect(settings.maintenance).toEqual([window]);
    const file = JSON.parse(await readFile(join(folder, 'watch.json'), 'utf8'));
    expect(file.maintenance).toEqual({ windows: [window] });

    const row = (await session.value('listFleet', undefined)).find((r) => r.profileId === shopId)!;
    expect(row.maintenanceUntil).toBeGreaterThan(Date.now());
    const demoRow = (await session.value('listFleet', undefined)).find((r) => r.profileId !== shopId)!;
    expect(demoRow.maintenanceUntil).toBeUndefined();

    await shop.serve(shopDocument(), ['another-token']);
    await runs(3);
    expect(events).toEqual([]);
    const result = await session.value('runWatchNow', { profileId: shopId });
    expect(result).toMatchObject({ watchClass: 'refused', maintenance: true });

    // The window removed: the next run ends it, and what still differs is one event.
    await session.value('setMaintenance', { windows: [] });
    await runs(1);
    expect(events).toMatchObject([{ from: 'conforms', to: 'refused', afterMaintenance: true }]);
    await runs(2);
    expect(events).toHaveLength(1);
  });

  it('refuses a window croner cannot read, keeping the windows before', async () => {
    await session.value('setMaintenance', { windows: [windowNow(['*'])] });
    const error = await session.errorOf('setMaintenance', {
      windows: [{ ...windowNow([shopId]), every: '0 61 * * *' }],
    });
    expect(error.code).toBe('INVALID_ARGUMENT');
    expect(error.message).toContain('windows[0].every: not a cron expression');
    expect((await session.value('getWatchSettings', undefined)).maintenance).toHaveLength(1);
    const zone = await session.errorOf('setMaintenance', {
      windows: [{ ...windowNow(['*']), timezone: 'Mars/Olympus' }],
    });
    expect(zone.code).toBe('INVALID_ARGUMENT');
  });
});

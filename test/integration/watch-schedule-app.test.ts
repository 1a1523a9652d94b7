// The watch schedule inside the app's services (createAppServices, as Electron's main and the web host
// build them): a watched connection runs on its schedule in main while the app is open, the board
// hears of each run (`fleetUpdated`, coalesced), a confirmed transition is a `watchEvent`, and dispose
// stops the schedule. The schedule's clock is a manual one; the installation is a real server.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../electron/core/handlers';
import type { EventPayloads } from '../../shared/ipc-contract';
import type { EventName } from '../../shared/ipc-methods';
import { closeEmbeddedServers } from '../helpers/embedded-servers';
import {
  shopDocument,
  startChangingInstallation,
  type ChangingInstallation,
} from '../helpers/changing-installation';
import { manualClock } from '../helpers/manual-clock';
import { createTestAppServices } from '../helpers/test-app-services';
import { valueOf } from '../helpers/result-value';
import { until } from '../helpers/waits';

const TOKEN = 'tok-Schedule-3b7d90e1c4';
const MINUTE = 60_000;

let folder: string;
let shop: ChangingInstallation;
let services: Awaited<ReturnType<typeof createTestAppServices>> | null;
let time: ReturnType<typeof manualClock>;
let events: { event: EventName; payload: unknown }[];

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-watch-schedule-'));
  shop = await startChangingInstallation(shopDocument(), [TOKEN]);
  time = manualClock(Date.now());
  services = await createTestAppServices(folder, { watch: { clock: time.clock, random: () => 0.5 } });
  events = [];
  services.events.subscribe((event, payload) => events.push({ event, payload }));
});

afterEach(async () => {
  await services?.dispose();
  await closeEmbeddedServers();
  await shop.cleanup();
  await rm(folder, { recursive: true, force: true });
});

const call = async <T>(method: Parameters<typeof dispatch>[1], args: unknown) =>
  valueOf(await dispatch(services!.handlers, method, args)) as T;

const historyRuns = async (profileId: string) =>
  (await services!.watch.history(profileId, 0, time.clock.now() + MINUTE, 1_000)).runs;

describe('watch schedule in the app', () => {
  it('spreads the first runs of connections watched before the app started over their interval', async () => {
    const { profile } = await services!.profiles.save({ name: 'Shop', baseUrl: shop.url, token: TOKEN });
    await call('setWatch', { profileId: profile.id, every: 5 });
    await services!.dispose();
    time = manualClock(Date.now());
    services = await createTestAppServices(folder, { watch: { clock: time.clock, random: () => 0.5 } });
    time.advance(150_000 - 1);
    expect(services.watch.runsDone()).toBe(0);
    time.advance(1);
    await until(() => services!.watch.runsDone() >= 1, 10_000, 'the first run after start-up');
  });

  it('runs a watched connection every minute from its phase, tells the board, and raises a confirmed transition', async () => {
    const { profile } = await services!.profiles.save({ name: 'Shop Köln', baseUrl: shop.url, token: TOKEN });
    await call('setWatch', { profileId: profile.id, every: 1 });
    // Just switched on: the first run within 10 s (phase 0.5: at 5 s), then every minute from there.
    time.advance(4_999);
    const waiting = await call<{ profileId: string; running: boolean }[]>('listFleet', undefined);
    expect(waiting.find((r) => r.profileId === profile.id)?.running).toBe(false);
    expect(services!.watch.runsDone()).toBe(0);
    time.advance(1);
    await until(() => services!.watch.runsDone() >= 1, 10_000, 'the first run');
    expect(await historyRuns(profile.id)).toBe(1);
    await shop.serve(shopDocument(), ['another-token-entirely']);
    for (let run = 2; run <= 3; run++) {
      time.advance(MINUTE);
      await until(() => services!.watch.runsDone() >= run, 10_000, `run ${run}`);
    }
    const raised = events
      .filter((e) => e.event === 'watchEvent')
      .map((e) => e.payload as EventPayloads['watchEvent']);
    expect(raised).toMatchObject([
      { kind: 'transition', from: 'conforms', to: 'refused', connectionName: 'Shop Köln' },
    ]);
    const updates = events
      .filter((e) => e.event === 'fleetUpdated')
      .map((e) => (e.payload as { profileId: string }).profileId);
    expect(new Set(updates)).toEqual(new Set([profile.id]));
    const fleet = await call<{ profileId: string; every: unknown; watchClass: unknown }[]>(
      'listFleet',
      undefined,
    );
    expect(fleet.find((r) => r.profileId === profile.id)).toMatchObject({ every: 1, watchClass: 'refused' });
  });

  it('stops on dispose: no run starts after it', async () => {
    const { profile } = await services!.profiles.save({ name: 'Shop', baseUrl: shop.url, token: TOKEN });
    await call('setWatch', { profileId: profile.id, every: 1 });
    await services!.dispose();
    const disposed = services!;
    services = null;
    time.advance(10 * MINUTE);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(disposed.watch.runsDone()).toBe(0);
    expect(time.pending()).toBe(0);
  });

  it('watches the demo connection too', async () => {
    await call('setWatch', { profileId: 'demo', every: 5 });
    time.advance(5_000);
    await until(() => services!.watch.runsDone() >= 1, 10_000, 'the demo run');
    const fleet = await call<{ profileId: string; watchClass: unknown; categories: number }[]>(
      'listFleet',
      undefined,
    );
    expect(fleet[0]).toMatchObject({ profileId: 'demo', watchClass: 'conforms' });
    expect(fleet[0]!.categories).toBeGreaterThan(0);
  });
});

// The watch schedule inside the app's services (createAppServices, as Electron's main and the web host
// build them): a watched connection runs on its schedule in main while the app is open, the board
// hears of each run (`fleetUpdated`, coalesced), a confirmed transition is a `watchEvent`, and dispose
// stops the schedule. The schedule's clock is a manual one; the installation is a real server.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
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
import { bounded, until } from '../helpers/waits';
import { startFaultyFront } from '../helpers/faulty-front';
import { closeAllServers } from '../helpers/local-servers';
import { watchClassCode } from '../../shared/watch';

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
  await closeAllServers();
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

  it('says a run that failed for a reason other than the stop on the host’s log, masked, and goes on', async () => {
    await services!.dispose();
    const lines: string[] = [];
    services = await createTestAppServices(folder, {
      watch: { clock: time.clock, random: () => 0.5 },
      log: (line) => lines.push(line),
    });
    const { profile } = await services.profiles.save({ name: 'Shop Bonn', baseUrl: shop.url, token: TOKEN });
    await call('setWatch', { profileId: profile.id, every: 1 });
    // A bug where the run reads its installation (here: the token's reader), not a fault of the shop.
    const tokenFor = services.profiles.tokenFor;
    services.profiles.tokenFor = () => {
      throw new TypeError(`the key store broke while reading ${TOKEN}`);
    };
    time.advance(5_000);
    await until(() => lines.length >= 1, 10_000, 'the line saying the run failed');
    expect(lines[0]).toMatch(
      /^The run of Shop Bonn failed and was not recorded: TypeError: the key store broke while reading .+; watching goes on$/,
    );
    expect(lines.join('\n')).not.toContain(TOKEN);
    // The watch goes on: the next run, with the reader mended, is recorded.
    services.profiles.tokenFor = tokenFor;
    const done = services.watch.runsDone();
    time.advance(MINUTE);
    await until(() => services!.watch.runsDone() > done, 10_000, 'the next run');
    expect(await historyRuns(profile.id)).toBe(1);
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

  it('drops a run cut short by dispose: not a result, not in the history, no event, the state kept', async () => {
    // The first run answers; from the second on the installation holds the call and never answers.
    const front = await startFaultyFront(shop.url, {
      '/api/v2/auth/info': (n) => (n >= 2 ? 'hang' : 'proxy'),
    });
    const { profile } = await services!.profiles.save({
      name: 'Shop',
      baseUrl: front.url,
      token: TOKEN,
      timeoutMs: 120_000,
    });
    await call('setWatchOptions', { confirmRuns: 1 });
    await call('setWatch', { profileId: profile.id, every: 1 });
    time.advance(5_000);
    await until(() => services!.watch.runsDone() >= 1, 10_000, 'the first run');
    time.advance(MINUTE);
    await until(() => front.count('/api/v2/auth/info') >= 2, 10_000, 'the second run to start');
    const disposed = services!;
    services = null;
    // Stopping: the run under way gets its grace (on the schedule's clock), then is cut short.
    const stopping = disposed.dispose();
    time.advance(5_000);
    await bounded(stopping, 10_000, 'the dispose');
    expect(disposed.watch.runsDone()).toBe(1);
    expect(events.filter((e) => e.event === 'watchEvent')).toEqual([]);
    const kept = await disposed.watch.history(profile.id, 0, time.clock.now() + MINUTE, 1_000);
    expect(kept.cls).toEqual([watchClassCode('conforms')]);
    const [key] = await readdir(join(folder, 'history'));
    const state = JSON.parse(await readFile(join(folder, 'history', key!, 'state.json'), 'utf8'));
    expect(state.confirmed.watchClass).toBe('conforms');
  });

  it('records a run that timed out by itself as a timeout', async () => {
    const front = await startFaultyFront(shop.url, { '/api/v2/auth/info': () => 'hang' });
    const { profile } = await services!.profiles.save({
      name: 'Shop',
      baseUrl: front.url,
      token: TOKEN,
      timeoutMs: 1_000,
    });
    const result = await bounded(services!.watch.runNow(profile.id), 10_000, 'the run');
    expect(result.watchClass).toBe('timeout');
    expect(await historyRuns(profile.id)).toBe(1);
  });

  it('leaves no timer behind on dispose and tells the board nothing after it', async () => {
    const { profile } = await services!.profiles.save({ name: 'Shop', baseUrl: shop.url, token: TOKEN });
    // The board heard of the run's start; its end waits for the half-second's update.
    await services!.watch.runNow(profile.id);
    const disposed = services!;
    services = null;
    await disposed.dispose();
    const told = events.length;
    expect(time.pending()).toBe(0);
    time.advance(MINUTE);
    expect(events.length).toBe(told);
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

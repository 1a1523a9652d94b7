// Watch runs and the snapshots of loads in worker threads (electron/core/workers/, watch/worker/),
// through the app's services as Electron's main and the web host build them, with the worker built
// from the sources: the same verdicts, snapshots, history and events as on the main thread, every
// request made by the host's fetch, and a worker that hangs or crashes recorded as a failed run
// within a bound, never a hang.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../electron/core/handlers';
import type { EventPayloads } from '../../shared/ipc-contract';
import type { EventName } from '../../shared/ipc-methods';
import { watchClassCode } from '../../shared/watch';
import { closeEmbeddedServers } from '../helpers/embedded-servers';
import {
  shopDocument,
  startChangingInstallation,
  type ChangingInstallation,
} from '../helpers/changing-installation';
import { valueOf } from '../helpers/result-value';
import { createTestAppServices } from '../helpers/test-app-services';
import { bounded, until } from '../helpers/waits';
import { startFaultyFront } from '../helpers/faulty-front';
import { closeAllServers } from '../helpers/local-servers';
import { builtWatchWorker, stuckWorker } from '../helpers/watch-worker-build';

const TOKEN = 'tok-Workers-5e8a1c3f7b';

let folder: string;
let shop: ChangingInstallation;
let services: Awaited<ReturnType<typeof createTestAppServices>> | null = null;
let events: { event: EventName; payload: unknown }[];
let fetched: string[];

async function open(
  workerFile: string | URL,
  deadlineMs?: number,
  connection: { baseUrl: string; timeoutMs?: number } = { baseUrl: shop.url },
) {
  fetched = [];
  services = await createTestAppServices(folder, {
    workerFile,
    fetch: (url, init) => {
      fetched.push(url);
      return fetch(url, init);
    },
    ...(deadlineMs ? { watch: { deadlineMs: () => deadlineMs } } : {}),
  });
  events = [];
  services.events.subscribe((event, payload) => events.push({ event, payload }));
  const { profile } = await services.profiles.save({ name: 'Shop Köln', token: TOKEN, ...connection });
  return profile.id;
}

const call = async <T>(method: Parameters<typeof dispatch>[1], args: unknown) =>
  valueOf(await dispatch(services!.handlers, method, args)) as T;

const history = (profileId: string) => services!.watch.history(profileId, 0, Date.now() + 60_000, 1_000);

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-watch-workers-'));
  shop = await startChangingInstallation(shopDocument(), [TOKEN]);
});

afterEach(async () => {
  await services?.dispose();
  services = null;
  await closeEmbeddedServers();
  await closeAllServers();
  await shop.cleanup();
  await rm(folder, { recursive: true, force: true });
});

describe('watch runs in a worker thread', () => {
  it('gives the verdict, keeps the snapshot and the history, with every request made by the host', async () => {
    const id = await open(await builtWatchWorker());
    const result = await services!.watch.runNow(id);
    expect(result).toMatchObject({ profileId: id, watchClass: 'conforms', categories: 3 });
    expect(result.snapshotId).toMatch(/\./);
    expect(fetched.some((url) => url.endsWith('/api/v2/auth/info'))).toBe(true);
    expect(fetched.some((url) => url.includes('/api/v2/products/getcategorys'))).toBe(true);
    const kept = await history(id);
    expect(kept.runs).toBe(1);
    expect(kept.cls).toEqual([watchClassCode('conforms')]);
    expect(kept.points.map((p) => p.snapshotId)).toEqual([result.snapshotId]);
    const snapshots = await call<{ snapshots: { id: string }[] }>('listSnapshots', { profileId: id });
    expect(snapshots.snapshots.map((s) => s.id)).toEqual([result.snapshotId]);
  });

  it('confirms a change in the worker and raises its event, naming what changed, without the token', async () => {
    const id = await open(await builtWatchWorker());
    await services!.watch.runNow(id);
    const changed = shopDocument();
    changed.categories = changed.categories.slice(1);
    await shop.serve(changed);
    await services!.watch.runNow(id);
    await services!.watch.runNow(id);
    const watchEvents = events
      .filter((e) => e.event === 'watchEvent')
      .map((e) => e.payload as EventPayloads['watchEvent']);
    expect(watchEvents).toHaveLength(1);
    expect(watchEvents[0]).toMatchObject({ kind: 'change', changed: ['categories'], to: 'conforms' });
    expect(watchEvents[0]!.title).toMatch(/Shop Köln: 1 category (removed|changed)/);
    expect(watchEvents[0]!.open.view).toBe('changes');
    expect(JSON.stringify(events)).not.toContain(TOKEN);
  });

  it('keeps quiet in a maintenance window in the worker, and says what differs at its end', async () => {
    const id = await open(await builtWatchWorker());
    await services!.watch.runNow(id);
    const start = new Date(Date.now() - 60_000).toISOString().slice(0, 19);
    await services!.watch.setMaintenance([
      { targets: [id], start, duration: '1h', every: 'once', timezone: 'UTC' },
    ]);
    await shop.serve(shopDocument(), ['another-token']);
    for (let i = 0; i < 3; i++)
      expect(await services!.watch.runNow(id)).toMatchObject({ watchClass: 'refused', maintenance: true });
    const said = () =>
      events.filter((e) => e.event === 'watchEvent').map((e) => e.payload as EventPayloads['watchEvent']);
    expect(said()).toEqual([]);
    await services!.watch.setMaintenance([]);
    await services!.watch.runNow(id);
    expect(said()).toMatchObject([{ from: 'conforms', to: 'refused', afterMaintenance: true }]);
  });

  it('masks the token an answer echoes in what the worker keeps, as on the main thread', async () => {
    const echoing = shopDocument();
    echoing.info.company_name = `Shop ${TOKEN}`;
    await shop.serve(echoing);
    const id = await open(await builtWatchWorker());
    await services!.watch.runNow(id);
    await Promise.all([call('getInfo', { profileId: id }), call('getCategories', { profileId: id })]);
    await services!.snapshotRecorder.settled();
    const kept = await readdir(folder, { recursive: true, withFileTypes: true });
    const files = kept.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
    expect(files.some((file) => file.includes(join('snapshots', id)))).toBe(true);
    for (const file of files) expect(await readFile(file, 'latin1'), file).not.toContain(TOKEN);
    const snapshots = await call<{ snapshots: { companyName: string }[] }>('listSnapshots', {
      profileId: id,
    });
    expect(snapshots.snapshots[0]).toMatchObject({ companyName: 'Shop ***' });
  });

  it('prepares and keeps the snapshot of a categories load the app made', async () => {
    const id = await open(await builtWatchWorker());
    await Promise.all([call('getInfo', { profileId: id }), call('getCategories', { profileId: id })]);
    await services!.snapshotRecorder.settled();
    const notices = events.filter((e) => e.event === 'snapshotNotice').map((e) => e.payload);
    expect(notices).toMatchObject([{ profileId: id, outcome: 'saved', message: null }]);
    const files = await readdir(join(folder, 'snapshots', id));
    expect(files.some((name) => name.endsWith('.json'))).toBe(true);
  });
});

describe('a snapshot sent to a worker in parts', () => {
  it('arrives whole and in order: the load of 4,500 rows equals the watch run’s snapshot', async () => {
    const many = shopDocument();
    many.categories = Array.from({ length: 4_500 }, (_, i) => ({
      id: String(i + 1),
      code: `C${i}`,
      name: `Row ${4_500 - i}`,
      slug: null,
      image: null,
    }));
    await shop.serve(many);
    const id = await open(await builtWatchWorker());
    const run = await services!.watch.runNow(id);
    expect(run.categories).toBe(4_500);
    events.length = 0;
    await Promise.all([call('getInfo', { profileId: id }), call('getCategories', { profileId: id })]);
    await services!.snapshotRecorder.settled();
    const notices = events.filter((e) => e.event === 'snapshotNotice').map((e) => e.payload);
    expect(notices).toEqual([{ profileId: id, outcome: 'unchanged', id: run.snapshotId, message: null }]);
  });
});

describe('a watch worker that fails', () => {
  it('records a run whose worker hangs as timed out once its deadline and grace pass', async () => {
    const id = await open(stuckWorker('hang'), 300);
    const started = Date.now();
    const result = await bounded(services!.watch.runNow(id), 10_000, 'the run of a hung worker');
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(result.watchClass).toBe('timeout');
    expect(result.summary).toMatch(/did not finish within .* and was stopped/);
    expect((await history(id)).cls).toEqual([watchClassCode('timeout')]);
  });

  it('records a run the worker stopped at its deadline as timed out, not as not checked', async () => {
    const front = await startFaultyFront(shop.url, { '/api/v2/auth/info': () => 'hang' });
    const id = await open(await builtWatchWorker(), 300, { baseUrl: front.url, timeoutMs: 120_000 });
    const result = await bounded(services!.watch.runNow(id), 10_000, 'the run past its deadline');
    expect(result.watchClass).toBe('timeout');
    expect(result.summary).toMatch(/did not finish within 1 s and was stopped/);
    expect((await history(id)).cls).toEqual([watchClassCode('timeout')]);
  });

  it('drops a run cut short by dispose: the run fails saying so, nothing is recorded, no event', async () => {
    const front = await startFaultyFront(shop.url, { '/api/v2/auth/info': () => 'hang' });
    const id = await open(await builtWatchWorker(), undefined, { baseUrl: front.url, timeoutMs: 120_000 });
    const run = services!.watch.runNow(id);
    const failure = run.then(
      () => null,
      (error: unknown) => error,
    );
    await until(() => front.count('/api/v2/auth/info') >= 1, 10_000, 'the run to start');
    await bounded(services!.watch.dispose(0), 10_000, 'the dispose');
    expect(await failure).toMatchObject({ message: expect.stringMatching(/watch is stopping/) });
    expect((await history(id)).runs).toBe(0);
    expect(await readdir(join(folder, 'history')).catch(() => [])).toEqual([]);
    expect(events.filter((e) => e.event === 'watchEvent')).toEqual([]);
    await expect(services!.watch.runNow(id)).rejects.toThrow(/watch is stopping/);
  });

  it('records a run whose worker crashes as not checked, saying the worker stopped', async () => {
    const id = await open(stuckWorker('crash'));
    const result = await bounded(services!.watch.runNow(id), 10_000, 'the run of a crashed worker');
    expect(result.watchClass).toBe('usage');
    expect(result.summary).toMatch(/background worker stopped \(stand-in worker failure\)/);
    expect((await history(id)).cls).toEqual([watchClassCode('usage')]);
  });

  it('fails each run, saying why, when the worker script is missing', async () => {
    const id = await open(join(folder, 'no-such-worker.mjs'));
    const result = await bounded(services!.watch.runNow(id), 10_000, 'the run without a worker');
    expect(result.watchClass).toBe('usage');
    expect(result.summary).toMatch(/background worker stopped \(Cannot find module .*no-such-worker\.mjs/);
  });

  it('starts a new worker for the next run after one ended its thread', async () => {
    const id = await open(stuckWorker('exit'));
    const first = await bounded(services!.watch.runNow(id), 10_000, 'the first run');
    const second = await bounded(services!.watch.runNow(id), 10_000, 'the second run');
    expect([first.summary, second.summary]).toEqual([
      expect.stringMatching(/exit code 3/),
      expect.stringMatching(/exit code 3/),
    ]);
    expect((await history(id)).runs).toBe(2);
  });
});

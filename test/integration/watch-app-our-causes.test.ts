// Our causes are ours in the app's watch (issue 26), through the handler table as the renderer calls
// it, with the runs in a worker thread as in Electron's main and the web host: after a web host
// restart (no key store, so tokens were kept for the session only) a watched connection is not
// called and raises no event (no-token), and says so in the board; when every watched connection
// stops answering at once, one watchConnectivity notice and no watchEvent, and when they answer
// again, one notice that it is over and still no event for those fine before and after.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../electron/core/handlers';
import { NO_ENCRYPTION } from '../../electron/core/profiles/encryptor';
import type { EmbeddedServer } from '../../electron/core/server/embedded-server';
import type { EventPayloads } from '../../shared/ipc-contract';
import type { EventName } from '../../shared/ipc-methods';
import type { FleetRow, WatchResult } from '../../shared/watch';
import { loadDataset } from '../../electron/core/dataset/load-dataset';
import { closeEmbeddedServers, startTrackedServer } from '../helpers/embedded-servers';
import { shopDocument } from '../helpers/changing-installation';
import { closeAllServers, startHttpServer } from '../helpers/local-servers';
import { valueOf } from '../helpers/result-value';
import { SVG, writeDatasetFolder } from '../helpers/temp-dataset';
import { createTestAppServices } from '../helpers/test-app-services';
import { builtWatchWorker } from '../helpers/watch-worker-build';

const TOKEN = 'tok-AppOurCauses-3b7d9e1f45';

let folder: string;
let services: Awaited<ReturnType<typeof createTestAppServices>> | null = null;
let events: { event: EventName; payload: unknown }[];
const cleanups: (() => Promise<void>)[] = [];

async function open() {
  await services?.dispose();
  // The web host: no key store, and weak storage not allowed, so tokens live for the session only.
  services = await createTestAppServices(folder, {
    encryptor: NO_ENCRYPTION,
    workerFile: await builtWatchWorker(),
  });
  events = [];
  services.events.subscribe((event, payload) => events.push({ event, payload }));
}

const call = async <T>(method: Parameters<typeof dispatch>[1], args: unknown) =>
  valueOf(await dispatch(services!.handlers, method, args)) as T;
const runNow = (profileId: string) => call<WatchResult>('runWatchNow', { profileId });
const of = <E extends EventName>(name: E) =>
  events.filter((e) => e.event === name).map((e) => e.payload as EventPayloads[E]);

async function installation(tokens: string[] = [TOKEN]) {
  const made = await writeDatasetFolder(shopDocument(), { 'images/brot.svg': SVG, 'images/käse 1.svg': SVG });
  cleanups.push(() => rm(made.folder, { recursive: true, force: true }));
  const dataset = await loadDataset(made.file);
  let server: EmbeddedServer | null = await startTrackedServer({ dataset, tokens });
  const port = server.port;
  return {
    url: server.url,
    stop: async () => {
      await server?.close();
      server = null;
    },
    start: async () => void (server = await startTrackedServer({ dataset, tokens, port })),
  };
}

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-app-our-causes-'));
});

afterEach(async () => {
  await services?.dispose();
  services = null;
  await closeEmbeddedServers();
  await closeAllServers();
  await Promise.all(cleanups.splice(0).map((c) => c()));
  await rm(folder, { recursive: true, force: true });
});

describe("the app's watch: a token that is not here", () => {
  it('after a web host restart, does not call a watched connection whose token was kept for the session, raises no event, and says so on the board', async () => {
    const answered: string[] = [];
    const front = await startHttpServer((req, res) => {
      answered.push(req.url ?? '');
      res.writeHead(403, { 'content-type': 'application/json' }).end('{"status":false,"error":"no"}');
    });
    const open1 = await installation([]);
    await open();
    const { profile } = await call<{ profile: { id: string } }>('saveProfile', {
      name: 'Shop Köln',
      baseUrl: front.url,
      token: TOKEN,
    });
    const { profile: without } = await call<{ profile: { id: string } }>('saveProfile', {
      name: 'Ohne Token',
      baseUrl: open1.url,
    });
    await call('setWatch', { profileId: profile.id, every: 60 });
    await call('setWatch', { profileId: without.id, every: 60 });

    await open(); // the web host started again: the token is gone
    answered.length = 0;
    const results = [await runNow(profile.id), await runNow(profile.id), await runNow(profile.id)];
    expect(results.map((r) => r.watchClass)).toEqual(['no-token', 'no-token', 'no-token']);
    expect(results[0]!.summary).toContain('enter the token again');
    expect(answered).toEqual([]);
    // Nor do the page's loads and Diagnostics call it: they say what to do instead.
    for (const method of ['getInfo', 'runDiagnostics'] as const) {
      const refused = await dispatch(services!.handlers, method, {
        profileId: profile.id,
        callId: `c-${method}`,
      });
      expect(refused).toMatchObject({ ok: false, error: { code: 'NO_TOKEN' } });
    }
    expect(answered).toEqual([]);
    // A connection that never had a token is called without one, as before.
    expect((await runNow(without.id)).watchClass).toBe('conforms');
    expect(of('watchEvent')).toEqual([]);

    const rows = await call<FleetRow[]>('listFleet', {});
    expect(rows.find((r) => r.profileId === profile.id)).toMatchObject({ watchClass: 'no-token' });
    const { profiles: views } = await call<{ profiles: { id: string; tokenMissing?: boolean }[] }>(
      'listProfiles',
      {},
    );
    expect(views.find((p) => p.id === profile.id)?.tokenMissing).toBe(true);
    expect(views.find((p) => p.id === without.id)?.tokenMissing).toBe(false);
  }, 60_000);
});

describe("the app's watch: this computer offline", () => {
  it.each([
    ['', 2],
    [' (one confirming run: what the first failing runs confirmed is dropped too)', 1],
  ])(
    'one notice when every watched connection stops answering at once, no event, and none when they answer again%s',
    async (_what, confirmRuns) => {
      const shops = await Promise.all([installation(), installation(), installation()]);
      await open();
      await call('setWatchOptions', { confirmRuns });
      const ids: string[] = [];
      for (const [i, shop] of shops.entries()) {
        const { profile } = await call<{ profile: { id: string } }>('saveProfile', {
          name: `Shop ${i + 1}`,
          baseUrl: shop.url,
          token: TOKEN,
        });
        await call('setWatch', { profileId: profile.id, every: 60 });
        ids.push(profile.id);
      }
      for (const id of ids) expect((await runNow(id)).watchClass).toBe('conforms');

      await Promise.all(shops.map((s) => s.stop()));
      const during: WatchResult[] = [];
      for (let round = 0; round < 3; round++) for (const id of ids) during.push(await runNow(id));
      expect(during.every((r) => r.watchClass === 'unreachable')).toBe(true);
      expect(of('watchConnectivity').map((n) => n.offline)).toEqual([true]);
      expect(of('watchConnectivity')[0]!.why).toContain('3 installations');
      // A page opened meanwhile learns it from hostInfo.
      expect((await call<{ watchOffline: unknown }>('hostInfo', {})).watchOffline).toMatchObject({
        why: expect.stringContaining('3 installations'),
      });

      await Promise.all(shops.map((s) => s.start()));
      for (let round = 0; round < 3; round++) for (const id of ids) await runNow(id);
      expect(of('watchConnectivity').map((n) => n.offline)).toEqual([true, false]);
      expect((await call<{ watchOffline: unknown }>('hostInfo', {})).watchOffline).toBeNull();
      // What the gate held is looked at again within a second: nothing of it may be told then.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(of('watchEvent')).toEqual([]);
    },
    60_000,
  );
});

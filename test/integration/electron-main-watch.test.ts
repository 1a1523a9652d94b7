// The desktop app's watch notifications (issue 20, point 1): the built main bundle booted against the
// recording stand-in for `electron`, a connection to a real embedded server whose dataset and token
// change between runs. A confirmed watch event becomes a real `new Notification(...)` with its title
// and body, shown; clicking it focuses the window and sends the page `watchOpen` with exactly what the
// event names (Diagnostics of that connection, or the Changes view for that pair of snapshots). The
// token is in no notification. Without notification support, main makes none and the page is told so.
import { existsSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventChannel, methodChannel, type MethodName } from '../../shared/ipc-methods';
import type { WatchEvent, WatchResult } from '../../shared/watch';
import { APP_WINDOW, bootMain, DIST_MAIN, type BootedMain, type MainRecord } from '../helpers/booted-main';
import {
  shopDocument,
  startChangingInstallation,
  type ChangingInstallation,
} from '../helpers/changing-installation';
import { closeEmbeddedServers } from '../helpers/embedded-servers';
import { DIST } from '../helpers/repo-paths';

const TOKEN = 'tok-StandIn-5e8a1c3f7b';

const boots: BootedMain[] = [];
const shops: ChangingInstallation[] = [];

beforeAll(() => {
  if (!existsSync(DIST.main))
    throw new Error('dist/electron/main.js is missing: run `node scripts/build.mjs`');
});
afterEach(async () => {
  await Promise.all(boots.splice(0).map((b) => b.stop()));
  await closeEmbeddedServers();
  await Promise.all(shops.splice(0).map((s) => s.cleanup()));
});

async function call<T>(app: BootedMain, method: MethodName, args?: unknown): Promise<T> {
  const answer = (await app.invoke(methodChannel(method), APP_WINDOW, args)) as {
    ok: boolean;
    value: T;
    error?: { message: string };
  };
  if (!answer.ok) throw new Error(`${method}: ${answer.error?.message}`);
  return answer.value;
}

/** Main booted with one saved connection, "Shop Köln", to a real installation. */
async function bootWithShop(env: Record<string, string> = {}) {
  const shop = await startChangingInstallation(shopDocument(), [TOKEN]);
  shops.push(shop);
  const app = await bootMain({ ...DIST_MAIN, env });
  boots.push(app);
  const saved = await call<{ profile: { id: string } }>(app, 'saveProfile', {
    name: 'Shop Köln',
    baseUrl: shop.url,
    token: TOKEN,
  });
  const profileId = saved.profile.id;
  const runs = async (n: number) => {
    const results: WatchResult[] = [];
    for (let i = 0; i < n; i++) results.push(await call<WatchResult>(app, 'runWatchNow', { profileId }));
    return results;
  };
  return { app, shop, profileId, runs };
}

const sentOn = (record: MainRecord, channel: string) =>
  record.windows[0]!.sent.filter((s) => s.channel === channel).map((s) => s.args[0]);

describe('watch notifications in the desktop app', () => {
  it('shows a confirmed change as a system notification whose click opens the Changes view for that pair', async () => {
    const { app, shop, runs } = await bootWithShop();
    const [first] = await runs(1);
    await shop.serve({ ...shopDocument(), categories: shopDocument().categories.slice(1) });
    const [, second] = await runs(2);

    const record = await app.record();
    const [event] = sentOn(record, eventChannel('watchEvent')) as WatchEvent[];
    expect(event).toMatchObject({
      kind: 'change',
      changed: ['categories'],
      open: { view: 'changes', before: first!.snapshotId, after: second!.snapshotId },
    });
    expect(record.notifications).toEqual([
      { options: { title: event!.title, body: event!.body }, shown: true },
    ]);
    expect(event!.title).toMatch(/^Shop Köln: /);
    expect(JSON.stringify(record.notifications)).not.toContain(TOKEN);

    const focusesBefore = record.calls.filter((c) => c.what === 'window.focus').length;
    await app.clickNotification(0);
    const after = await app.record();
    expect(after.calls.filter((c) => c.what === 'window.focus').length).toBe(focusesBefore + 1);
    expect(after.windows[0]!.shown).toBe(true);
    expect(sentOn(after, eventChannel('watchOpen'))).toEqual([event!.open]);
  });

  it('shows a refused token as a notification whose click opens Diagnostics of that connection', async () => {
    const { app, shop, profileId, runs } = await bootWithShop();
    await runs(1);
    await shop.serve(shopDocument(), ['another-token-entirely']);
    await runs(2);

    const record = await app.record();
    expect(record.notifications).toHaveLength(1);
    expect(record.notifications[0]!.options['title']).toMatch(/^Shop Köln: .*refused/);
    expect(JSON.stringify(record.notifications)).not.toContain(TOKEN);
    await app.clickNotification(0);
    expect(sentOn(await app.record(), eventChannel('watchOpen'))).toEqual([
      { view: 'diagnostics', profileId },
    ]);
  });

  it('makes no notification for one flaky answer', async () => {
    const { app, shop, runs } = await bootWithShop();
    await runs(1);
    await shop.serve(shopDocument(), ['another-token-entirely']);
    await runs(1);
    await shop.serve(shopDocument(), [TOKEN]);
    await runs(2);
    const record = await app.record();
    expect(record.notifications).toEqual([]);
    expect(sentOn(record, eventChannel('watchEvent'))).toEqual([]);
  });

  it('leaves notifications to the page where the system has none', async () => {
    const { app, shop, runs } = await bootWithShop({ STAND_IN_NO_NOTIFICATIONS: '1' });
    expect(await call(app, 'hostInfo')).toMatchObject({ nativeNotifications: false });
    await runs(1);
    await shop.serve(shopDocument(), ['another-token-entirely']);
    await runs(2);
    const record = await app.record();
    expect(record.notifications).toEqual([]);
    expect(sentOn(record, eventChannel('watchEvent'))).toHaveLength(1);
  });
});

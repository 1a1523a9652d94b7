// The desktop app's watch notifications in the app's language (issue 30): the built main bundle
// booted against the recording stand-in for `electron`, a connection to a real embedded server whose
// token stops being accepted. After the page tells main its language (setLanguage 'de') a confirmed
// event is a German notification; appearance.json keeps the language, so after a restart, with no
// page to tell it again, the next one is German too; 'system' is the application locale
// (app.getLocale()). The page is still sent the event itself, its English title and its words.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventChannel, methodChannel, type MethodName } from '../../shared/ipc-methods';
import type { WatchEvent } from '../../shared/watch';
import { APP_WINDOW, bootMain, DIST_MAIN, type BootedMain, type MainRecord } from '../helpers/booted-main';
import {
  shopDocument,
  startChangingInstallation,
  type ChangingInstallation,
} from '../helpers/changing-installation';
import { closeEmbeddedServers } from '../helpers/embedded-servers';
import { DIST } from '../helpers/repo-paths';

const TOKEN = 'tok-Language-3f9b7c1e5a';

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
    error?: { message: string; code?: string };
  };
  if (!answer.ok) throw new Error(`${method}: ${answer.error?.code} ${answer.error?.message}`);
  return answer.value;
}

/** Main booted (with `seed`, `env`) and "Shop Köln" saved; `refuse` makes its next two runs an event. */
async function bootWithShop(
  options: { seed?: (dataDir: string) => Promise<void>; env?: Record<string, string> } = {},
) {
  const shop = await startChangingInstallation(shopDocument(), [TOKEN]);
  shops.push(shop);
  const app = await bootMain({ ...DIST_MAIN, ...options });
  boots.push(app);
  const saved = await call<{ profile: { id: string } }>(app, 'saveProfile', {
    name: 'Shop Köln',
    baseUrl: shop.url,
    token: TOKEN,
  });
  const profileId = saved.profile.id;
  const runs = async (n: number) => {
    for (let i = 0; i < n; i++) await call(app, 'runWatchNow', { profileId });
  };
  const refuse = async () => {
    await runs(1);
    await shop.serve(shopDocument(), ['another-token-entirely']);
    await runs(2);
  };
  return { app, refuse };
}

const notified = (record: MainRecord) =>
  record.notifications.map((n) => ({ title: n.options['title'], body: n.options['body'], shown: n.shown }));
const sentEvents = (record: MainRecord) =>
  record.windows[0]!.sent.filter((s) => s.channel === eventChannel('watchEvent')).map(
    (s) => s.args[0] as WatchEvent,
  );

const GERMAN = {
  title: 'Shop Köln: nicht prüfbar (abgewiesen)',
  body: 'Jetzt nicht prüfbar: die Installation hat den Aufruf abgelehnt (2 Läufe in Folge); vorher: konform.',
  shown: true,
};

describe('watch notifications in the app’s language', () => {
  it('are German once the page says German, and still after a restart (appearance.json)', async () => {
    const { app, refuse } = await bootWithShop();
    expect(await call(app, 'setLanguage', { language: 'de' })).toEqual({ applied: true });
    await refuse();
    const record = await app.record();
    expect(notified(record)).toEqual([GERMAN]);
    // The page gets the event as ever: its English title, and the words it says in its own language.
    const [event] = sentEvents(record);
    expect(event!.title).toBe('Shop Köln: could not be checked (refused)');
    expect(event!.words?.title).toMatchObject({ id: 'watch.event.named' });
    expect(JSON.stringify(record.notifications)).not.toContain(TOKEN);

    const saved = await readFile(join(app.dataDir, 'appearance.json'), 'utf8');
    expect(JSON.parse(saved)).toEqual({ theme: 'system', language: 'de' });
    await app.stop();

    // Started again: no page has told this main anything.
    const again = await bootWithShop({
      seed: (dataDir) => writeFile(join(dataDir, 'appearance.json'), saved),
    });
    await again.refuse();
    expect(notified(await again.app.record())).toEqual([GERMAN]);
  });

  it('follow the system’s language for "system", and are English before any language is told', async () => {
    const french = await bootWithShop({ env: { STAND_IN_LOCALE: 'fr-CH' } });
    expect(await call(french.app, 'setLanguage', { language: 'system' })).toEqual({ applied: true });
    await french.refuse();
    expect(notified(await french.app.record())).toEqual([
      {
        title: 'Shop Köln : vérification impossible (refusé)',
        body: 'Maintenant : vérification impossible : l’installation a refusé l’appel (2 exécutions consécutives) ; avant : conforme.',
        shown: true,
      },
    ]);

    const english = await bootWithShop();
    await english.refuse();
    const [shown] = notified(await english.app.record());
    expect(shown!.title).toBe('Shop Köln: could not be checked (refused)');
    expect(shown!.body).toBe(sentEvents(await english.app.record())[0]!.body);
  });

  it('refuses a language it does not know', async () => {
    const { app } = await bootWithShop();
    const answer = (await app.invoke(methodChannel('setLanguage'), APP_WINDOW, { language: 'tlh' })) as {
      ok: boolean;
      error?: { code: string };
    };
    expect(answer).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
  });
});

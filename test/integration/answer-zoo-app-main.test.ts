// The built main bundle (the desktop app's main process, against the Electron stand-in, whose
// net.request runs over real HTTP) through the answer zoo (test/helpers/answer-zoo.ts): getInfo and
// getCategories over IPC, through net.request and client-request-fetch.ts, answer each case with its
// failure kind, the next IPC call answers within a second, nothing reached the last resort, and
// the process's resident set falls back under APP_MAIN_RSS_BOUND_MB. One main process for every case. Only a
// free port: Chromium refuses the bad ports (6667) before any traffic, so the app never meets them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { methodChannel } from '../../shared/ipc-methods';
import { CALM, startAnswerZoo, ZOO_CASES, type AnswerZoo, type ZooCase } from '../helpers/answer-zoo';
import { APP_WINDOW, bootMain, DIST_MAIN, type BootedMain } from '../helpers/booted-main';
import { closeAllServers } from '../helpers/local-servers';
import { residentFallsUnder } from '../helpers/process-memory';
import {
  APP_MAIN_RSS_BOUND_MB,
  CASE_MS,
  expectedKind,
  TIMEOUT_MS,
  RSS_SETTLE_MS,
} from '../helpers/zoo-expectations';

let zoo: AnswerZoo;
let app: BootedMain;
let profileId: string;

interface Reply {
  readonly ok: boolean;
  readonly value?: { readonly ok: boolean; readonly failure?: { readonly kind: string } };
}

const call = async (method: Parameters<typeof methodChannel>[0], args: unknown) =>
  (await app.invoke(methodChannel(method), APP_WINDOW, args)) as Reply;

beforeAll(async () => {
  zoo = await startAnswerZoo();
  app = await bootMain({ ...DIST_MAIN, env: {} });
  // The timeout bounds the drip.
  const saved = await call('saveProfile', { name: 'Zoo', baseUrl: zoo.url, timeoutMs: TIMEOUT_MS });
  profileId = (saved.value as unknown as { profile: { id: string } }).profile.id;
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await closeAllServers();
});

describe.each(ZOO_CASES)("the app's main process after %s", (zooCase: ZooCase) => {
  it(
    `answers getInfo and getCategories with ${expectedKind(zooCase)}, then the next call within 1 s`,
    async () => {
      zoo.set(zooCase);
      const replies = await Promise.all([
        call('getInfo', { profileId }),
        call('getCategories', { profileId, sortLocale: 'en' }),
      ]);
      for (const reply of replies) {
        expect(reply).toMatchObject({ ok: true, value: { ok: false } });
        expect(reply.value?.failure?.kind).toBe(expectedKind(zooCase));
      }
      zoo.set(CALM);
      const started = performance.now();
      expect(await call('listProfiles', {})).toMatchObject({ ok: true });
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(app.stderr()).not.toMatch(/caught an error nothing handled/i);
      await residentFallsUnder(app.pid, APP_MAIN_RSS_BOUND_MB, RSS_SETTLE_MS);
    },
    CASE_MS,
  );
});

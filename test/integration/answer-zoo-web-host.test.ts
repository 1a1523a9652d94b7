// The built web host (`retail-inspector web`) through the answer zoo (test/helpers/answer-zoo.ts):
// its RPC calls go through the handler table the app's IPC uses, for a connection on a free port
// and one on a port fetch refuses (6667). After each case getInfo and getCategories have answered
// with a failure of the case's kind, the next call answers within a second, nothing reached the
// last resort, and the resident set falls back under WEB_HOST_RSS_BOUND_MB. One web host for every case.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAllClis, startCli, waitForOutput, type Cli } from '../helpers/cli-process';
import {
  CALM,
  startAnswerZoo,
  startAnswerZooOnBlockedPort,
  ZOO_CASES,
  type AnswerZoo,
  type ZooCase,
} from '../helpers/answer-zoo';
import { closeAllServers } from '../helpers/local-servers';
import { residentFallsUnder } from '../helpers/process-memory';
import {
  CASE_MS,
  expectedKind,
  RSS_SETTLE_MS,
  TIMEOUT_MS,
  WEB_HOST_RSS_BOUND_MB,
} from '../helpers/zoo-expectations';

let folder: string;
let zoo: AnswerZoo;
let blocked: AnswerZoo;
let host: Cli;
let origin: string;
let key: string;
const profiles: Record<string, string> = {};

interface Reply {
  readonly ok: boolean;
  readonly value?: { readonly ok: boolean; readonly failure?: { readonly kind: string } };
  readonly error?: unknown;
}

function rpc(method: string, args: unknown, timeoutMs = 30_000): Promise<Reply> {
  return fetch(`${origin}/rpc/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-inspector-key': key, origin },
    body: JSON.stringify(args),
    signal: AbortSignal.timeout(timeoutMs),
  }).then((res) => res.json() as Promise<Reply>);
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-zoo-web-'));
  [zoo, blocked] = await Promise.all([startAnswerZoo(), startAnswerZooOnBlockedPort()]);
  host = startCli(['web', '--port', '0'], { RETAIL_INSPECTOR_DATA_DIR: join(folder, 'data') });
  const open = await waitForOutput(host, 'stdout', (text) => /^Open (\S+)/m.exec(text)?.[1] ?? null, 'Open');
  origin = new URL(open).origin;
  key = new URLSearchParams(new URL(open).hash.slice(1)).get('key')!;
  for (const [name, server] of [
    ['zoo', zoo],
    ['zoo-bad-port', blocked],
  ] as const) {
    // The timeout bounds the drip.
    const saved = await rpc('saveProfile', { name, baseUrl: server.url, timeoutMs: TIMEOUT_MS });
    profiles[name] = (saved.value as unknown as { profile: { id: string } }).profile.id;
  }
}, 60_000);

afterAll(async () => {
  await killAllClis();
  await closeAllServers();
  await rm(folder, { recursive: true, force: true });
});

describe.each(ZOO_CASES)('the web host after %s', (zooCase: ZooCase) => {
  it(
    `answers getInfo and getCategories with ${expectedKind(zooCase)}, then the next call within 1 s`,
    async () => {
      zoo.set(zooCase);
      blocked.set(zooCase);
      // One connection at a time, its two calls at once, as a page loads one connection.
      for (const [name, profileId] of Object.entries(profiles)) {
        const replies = await Promise.all([
          rpc('getInfo', { profileId }),
          rpc('getCategories', { profileId, sortLocale: 'en' }),
        ]);
        for (const reply of replies) {
          expect(reply, name).toMatchObject({ ok: true, value: { ok: false } });
          expect(reply.value?.failure?.kind, name).toBe(expectedKind(zooCase));
        }
      }
      zoo.set(CALM);
      blocked.set(CALM);
      const started = performance.now();
      expect(await rpc('listProfiles', {}, 1_000)).toMatchObject({ ok: true });
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(host.stderr()).not.toMatch(/caught an error nothing handled/i);
      await residentFallsUnder(host.child.pid!, WEB_HOST_RSS_BOUND_MB, RSS_SETTLE_MS);
      expect(host.child.exitCode).toBeNull();
    },
    CASE_MS,
  );
});

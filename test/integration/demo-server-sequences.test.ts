// The demo server as the app drives it, through the handler table: every order of Stop, Start,
// Refresh (info and categories loaded at once, as the top bar's button does) and connection switches
// (another connection loaded, then the demo again), one after another and overlapping. Whatever the
// order, one demo server at most answers (every address it had before refuses), and each load's
// settings, logo and categories come from that one server, whose logo loads.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDemoServer, type DemoServer } from '../../electron/core/server/demo-server';
import type { Category, SystemInfo } from '../../shared/v2';
import { startFakeInstallation } from '../helpers/fake-installation';
import { createHandlerSession, openProfileStore, type HandlerSession } from '../helpers/handler-session';
import { closeAllServers } from '../helpers/local-servers';
import { DEMO_DATASET } from '../helpers/repo-paths';

const OPS = ['stop', 'start', 'refresh', 'switch'] as const;
type Op = (typeof OPS)[number];

let folder: string;
let otherProfileId: string;
/** Every address the demo server had, from its status events. */
let seen: Set<string>;
let demo: DemoServer;
let session: HandlerSession | undefined;

async function freshSession(): Promise<void> {
  await session?.snapshotRecorder.settled();
  seen = new Set();
  demo = createDemoServer({
    defaultDataset: DEMO_DATASET,
    onStatus: (status) => void (status.url && seen.add(status.url)),
  });
  const profiles = await openProfileStore(folder);
  session = createHandlerSession({ profiles, demo, capturesDir: join(folder, 'captures') });
}

function current(): HandlerSession {
  if (!session) throw new Error('no session');
  return session;
}

/** Loads the demo connection as Refresh does; checks both answers came from one server. */
async function refreshDemo(): Promise<void> {
  const [info, categories] = await Promise.all([
    current().value('getInfo', { profileId: 'demo' }),
    current().value('getCategories', { profileId: 'demo' }),
  ]);
  if (!info.ok || !categories.ok)
    throw new Error(`a demo load failed: ${JSON.stringify([info, categories])}`);
  const rows = JSON.parse((categories.data as { rowsJson: string }).rowsJson) as Category[];
  const origins = new Set([
    originOf(String(info.data.logo)),
    originOf(String(info.data.assets_url)),
    ...rows.map((row) => originOf(row.image)),
  ]);
  expect([...origins]).toEqual([originOf(demo.status().url!)]);
}

async function run(op: Op): Promise<void> {
  if (op === 'stop') await current().value('stopDemo', {});
  else if (op === 'start') await current().value('startDemo', {});
  else if (op === 'refresh') await refreshDemo();
  else {
    const other = await current().value('getInfo', { profileId: otherProfileId });
    expect(other.ok).toBe(true);
    await refreshDemo();
  }
}

/** At most one demo server answers, and it is the one the status names; its logo loads. */
async function expectOneServer(): Promise<void> {
  const { url } = demo.status();
  const answering: string[] = [];
  for (const address of seen) {
    const answered = await fetch(`${address}/api/v2/auth/info`, { signal: AbortSignal.timeout(5_000) }).then(
      () => true,
      () => false,
    );
    if (answered) answering.push(address);
  }
  expect(answering).toEqual(url ? [url] : []);
  if (!url) return;
  const info = (await (await fetch(`${url}/api/v2/auth/info`)).json()) as SystemInfo;
  const logo = await fetch(info.logo, { signal: AbortSignal.timeout(5_000) });
  expect([logo.status, logo.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
}

function originOf(url: string): string {
  return new URL(url).origin;
}

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-demo-sequences-'));
  const other = await startFakeInstallation();
  const profiles = await openProfileStore(folder);
  otherProfileId = (await profiles.save({ name: 'Other shop', baseUrl: other.url, token: 'tok-other-12345' }))
    .profile.id;
});

afterEach(async () => {
  await session?.snapshotRecorder.settled();
  await demo?.stop();
  await closeAllServers();
  await rm(folder, { recursive: true, force: true });
});

describe('the demo server under Stop, Start, Refresh and connection switches', () => {
  it('keeps one server and one origin per load through every sequence of three steps', async () => {
    const sequences = OPS.flatMap((a) => OPS.flatMap((b) => OPS.map((c) => [a, b, c] as const)));
    for (const sequence of sequences) {
      await freshSession();
      for (const op of sequence) {
        await run(op).catch((error: Error) => {
          throw new Error(`${sequence.join(' → ')}: ${op}: ${error.message}`);
        });
        await expectOneServer();
      }
      await demo.stop();
    }
  }, 120_000);

  it('keeps one server when the steps overlap, and the next Refresh loads from it alone', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...OPS), { minLength: 2, maxLength: 6 }), async (ops) => {
        await freshSession();
        // Overlapping loads may meet a server that a Stop closes under them: that load fails, no other.
        await Promise.allSettled(ops.map((op) => run(op)));
        await expectOneServer();
        await refreshDemo();
        await expectOneServer();
        await demo.stop();
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});

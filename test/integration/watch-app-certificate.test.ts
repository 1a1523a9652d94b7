// The app's watch warns of an https installation's certificate near its end, through the handler
// table as the renderer calls it: a real https installation on 127.0.0.1 whose certificate (10 days
// left, from a private authority made with openssl for the run) is read as the desktop app reads it,
// Chromium handing the verified certificate to the book (certificate-book.ts) and the host's fetch
// marking the answers with it (book-certificate-fetch.ts). Several runs raise ONE watchEvent (the
// window's notification); the app opened again over the same data folder raises it no more, and the
// connection's timeline lists it.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EventName } from '../../shared/ipc-methods';
import type { EventPayloads } from '../../shared/ipc-contract';
import { fetchWithBookCertificates } from '../../electron/core/client/book-certificate-fetch';
import { certificateBook } from '../../electron/core/client/certificate-book';
import type { FetchLike } from '../../electron/core/client/v2-client';
import { createDemoServer, type DemoServer } from '../../electron/core/server/demo-server';
import type { ProfileStore } from '../../electron/core/profiles/profile-store';
import { createHandlerSession, openProfileStore, settleHandlerSessions } from '../helpers/handler-session';
import { startFakeInstallation } from '../helpers/fake-installation';
import type { LocalServer } from '../helpers/local-servers';
import { DEMO_DATASET } from '../helpers/repo-paths';
import { makeTestCertificates, type TestCertificates } from '../helpers/test-certificates';

const TOKEN = 'tok-AppCert-2b8e61d0f4';
let certificates: TestCertificates;
let shop: LocalServer;
let folder: string;
let profiles: ProfileStore;
let demo: DemoServer;
let agent: Agent;
let events: { event: EventName; payload: unknown }[];

beforeAll(async () => {
  certificates = await makeTestCertificates('App Cert CA', ['127.0.0.1'], { days: 10 });
  shop = await startFakeInstallation({}, certificates);
  agent = new Agent({ connect: { ca: await readFile(certificates.caFile, 'utf8') } });
  folder = await mkdtemp(join(tmpdir(), 'ri-watch-app-cert-'));
  profiles = await openProfileStore(folder);
  demo = createDemoServer({ defaultDataset: DEMO_DATASET });
  events = [];
}, 60_000);
afterEach(settleHandlerSessions);
afterAll(async () => {
  await demo?.stop();
  await shop?.close();
  await agent?.close();
  await certificates?.cleanup();
  await rm(folder, { recursive: true, force: true });
});

// The desktop app's fetch: Chromium verified the certificate (here: the test's authority) and
// handed it to the book, which marks each https answer of that host.
function appFetch(): FetchLike {
  const book = certificateBook();
  book.record('127.0.0.1', certificates.cert.toString('utf8'));
  const chromium: FetchLike = (url, init) =>
    undiciFetch(url, { ...(init as object), dispatcher: agent }) as unknown as Promise<Response>;
  return fetchWithBookCertificates(chromium, book);
}

const session = () =>
  createHandlerSession({
    profiles,
    demo,
    capturesDir: join(folder, 'captures'),
    emit: (event, payload) => events.push({ event, payload }),
    fetch: appFetch(),
  });

const warnings = () =>
  events
    .filter((e) => e.event === 'watchEvent')
    .map((e) => e.payload as EventPayloads['watchEvent'])
    .filter((e) => e.kind === 'certificate-expiring');

describe('the app watch of an https installation whose certificate ends in 10 days', () => {
  it('notifies once, not again after the app is opened again, and lists it in the timeline', async () => {
    let app = session();
    const saved = await app.value('saveProfile', { name: 'Secure Shop', baseUrl: shop.url, token: TOKEN });
    const profileId = saved.profile.id;
    for (let i = 0; i < 3; i++) {
      const result = await app.value('runWatchNow', { profileId });
      expect(result.watchClass).toBe('conforms');
      expect(result.certificate).toMatchObject({ daysLeft: 9, issuer: 'App Cert CA' });
    }
    await app.watch.dispose();
    expect(warnings().map((e) => e.title)).toEqual(['Certificate of Secure Shop expires in 9 days']);
    expect(warnings()[0]).toMatchObject({
      profileId,
      open: { view: 'diagnostics', profileId },
      certificate: { threshold: 14, names: ['127.0.0.1'] },
    });

    app = session();
    for (let i = 0; i < 2; i++) await app.value('runWatchNow', { profileId });
    await app.watch.dispose();
    expect(warnings()).toHaveLength(1);
    const history = await app.value('getHistory', { profileId, from: 0, to: Date.now() + 1, buckets: 100 });
    expect(history.events.map((e) => e.title)).toEqual(['Certificate of Secure Shop expires in 9 days']);
  });
});

// Snapshots as the app takes them: the app's services over a temp data folder (as both hosts build
// them), a real installation on 127.0.0.1, loads through the handler table as the renderer makes
// them. Proves the rules a user relies on: an unchanged reload adds nothing, a change adds one
// snapshot that the built `serve --data` answers as the installation did, info and categories are
// paired as documented, no token reaches a file, and a failing snapshot never fails the load.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../electron/core/handlers';
import type { AppServices } from '../../electron/core/host/app-services';
import type { ArgsOf, Results } from '../../shared/ipc-contract';
import type { MethodName } from '../../shared/ipc-methods';
import type { Result } from '../../shared/result';
import type { SnapshotListing, SnapshotNotice } from '../../shared/snapshots';
import { DEMO_PROFILE_ID } from '../../shared/profiles';
import { startWebHost } from '../../electron/web-host/web-host';
import { DEMO_COMPANY } from '../helpers/demo-company';
import { describeRun, killAllClis, startCli, stopCli, waitForStdout } from '../helpers/cli-process';
import { conformingInfo, json } from '../helpers/fake-installation';
import { closeAllServers, startHttpServer, type LocalServer } from '../helpers/local-servers';
import { createTestAppServices } from '../helpers/test-app-services';
import { leaksIn, startEchoingInstallation, tokenSpellings } from '../helpers/token-echo';

const TOKEN = 'tok-SNAPSHOT-SECRET/4e1b+77aa';
const CORE = 'SNAPSHOT-SECRET';
const OTHER_TOKEN = 'tok-OTHER-SHOP-KEY/9c0d+12ef';

let folder: string;
let services: AppServices;
let notices: SnapshotNotice[];

/** What the installation answers; tests change it between loads. */
let company: string;
let rows: Record<string, unknown>[];
let infoDelayMs: number;

async function call<M extends MethodName>(method: M, args: ArgsOf<M>): Promise<Results[M]> {
  const result = (await dispatch(services.handlers, method, args, services.mask)) as Result<Results[M]>;
  if (!result.ok) throw new Error(`${method}: ${result.error.code} ${result.error.message}`);
  return result.value;
}

/** An installation answering `company` and `rows` (after `infoDelayMs` for info), token required. */
function startInstallation(): Promise<LocalServer> {
  return startHttpServer((req, res, server) => {
    const url = new URL(req.url ?? '/', server.url);
    const send = (reply: ReturnType<typeof json>) => {
      res.writeHead(reply.status ?? 200, reply.headers);
      res.end(reply.body);
    };
    if (url.pathname === '/api/v2/auth/info') {
      const body = json({ ...conformingInfo(server.url), company_name: company });
      void delay(infoDelayMs).then(() => send(body));
    } else if (url.searchParams.get('et_auth_token') !== TOKEN) {
      send(json({ status: false, error: 'Wrong token' }, 401));
    } else {
      send(json({ status: true, rows }));
    }
  });
}

/** Loads a connection as Refresh does (info and categories at once), then waits for its snapshot. */
async function refresh(profileId: string): Promise<void> {
  const [info, categories] = await Promise.all([
    call('getInfo', { profileId }),
    call('getCategories', { profileId }),
  ]);
  expect(info.ok && categories.ok).toBe(true);
  await services.snapshotRecorder.settled();
}

async function saveProfile(baseUrl: string): Promise<string> {
  const { profile } = await call('saveProfile', { name: 'Shop', baseUrl, token: TOKEN });
  return profile.id;
}

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-snapshot-app-'));
  services = await createTestAppServices(folder);
  notices = [];
  services.events.subscribe((event, payload) => {
    if (event === 'snapshotNotice') notices.push(payload as SnapshotNotice);
  });
  company = 'Fake Shop Ltd';
  infoDelayMs = 0;
  rows = [
    { id: '1', code: 'BRD', name: 'Bread', slug: 'bread', image: 'https://cdn.example.com/bread.png' },
    { id: '2', code: 'CHS', name: 'Cheese', slug: null, image: 'https://cdn.example.com/cheese.png' },
    { id: '10', code: 'AAA', name: 'Apples', slug: null, image: 'https://cdn.example.com/apples.png' },
  ];
});

afterEach(async () => {
  await services.dispose();
  await Promise.all([killAllClis(), closeAllServers()]);
  await rm(folder, { recursive: true, force: true });
});

describe('snapshots of loads', () => {
  it('forgets a connection’s snapshots when the connection is deleted', async () => {
    const installation = await startInstallation();
    const profileId = await saveProfile(installation.url);
    await refresh(profileId);
    expect((await call('listSnapshots', { profileId })).snapshots).toHaveLength(1);
    await call('deleteProfile', { id: profileId });
    expect((await call('listSnapshots', { profileId })).snapshots).toEqual([]);
    const left = await readdir(join(folder, 'snapshots', profileId)).catch(() => []);
    expect(left.filter((name) => name.endsWith('.json'))).toEqual([]);
  });

  it('keeps one snapshot for identical loads, a second after a change, and serve --data answers it', async () => {
    const installation = await startInstallation();
    const profileId = await saveProfile(installation.url);
    await refresh(profileId);
    await refresh(profileId);
    let listing = await call('listSnapshots', { profileId });
    expect(listing.snapshots).toHaveLength(1);
    expect(notices.map((n) => n.outcome)).toEqual(['saved', 'unchanged']);
    expect(notices[1]!.id).toBe(listing.snapshots[0]!.id);

    rows = [
      { ...rows[0]!, name: 'Bread & Rolls' },
      rows[2]!,
      { id: '11', code: 'N', name: 'New', slug: null, image: 'https://cdn.example.com/new.png' },
    ];
    await refresh(profileId);
    listing = await call('listSnapshots', { profileId });
    expect(listing.snapshots.map((s) => s.categories)).toEqual([3, 3]);
    expect(
      listing.snapshots.every((s) => s.state === 'ok' && s.file.startsWith(join(folder, 'snapshots'))),
    ).toBe(true);
    expect(listing.totals.bytes).toBeGreaterThan(0);

    const serve = startCli(['serve', '--data', listing.snapshots[0]!.file, '--port', '0', '--quiet']);
    const url = await waitForStdout(
      serve,
      (text) => /Listening on (http:\/\/\S+)/.exec(text)?.[1] ?? null,
      'Listening',
    );
    const served = (await (await fetch(`${url}/api/v2/products/getcategorys?et_auth_token=x`)).json()) as {
      rows: { id: string; name: string }[];
    };
    // The installation's order, not the app's sorted one.
    expect(served.rows.map((r) => [r.id, r.name])).toEqual([
      ['1', 'Bread & Rolls'],
      ['10', 'Apples'],
      ['11', 'New'],
    ]);
    const info = (await (await fetch(`${url}/api/v2/auth/info`)).json()) as { company_name: string };
    expect(info.company_name, describeRun({ stdout: serve.stdout(), stderr: serve.stderr() })).toBe(
      'Fake Shop Ltd',
    );
    await stopCli(serve);
  }, 30_000);

  it('pairs a categories load with the info load still under way for the same connection', async () => {
    const installation = await startInstallation();
    const profileId = await saveProfile(installation.url);
    // Categories alone, before any info: nothing to pair with, no snapshot.
    await call('getCategories', { profileId });
    await services.snapshotRecorder.settled();
    expect((await call('listSnapshots', { profileId })).snapshots).toEqual([]);

    company = 'Renamed Shop GmbH';
    infoDelayMs = 300;
    await refresh(profileId);
    const [snapshot] = (await call('listSnapshots', { profileId })).snapshots;
    expect(snapshot?.companyName).toBe('Renamed Shop GmbH');
  });

  it('never writes its own token into a snapshot, in any spelling, and another connection’s only as data', async () => {
    // This installation echoes its token in every spelling; a second saved connection's token is
    // also spelt in its company name. The snapshot masks its own token wherever it stands, the other
    // connection's only where it stands as a token (et_auth_token=…): in this shop's data it is a
    // name like any other, and rewriting it would report changes that never happened.
    const echo = await startEchoingInstallation(TOKEN);
    await call('saveProfile', { name: 'Other', baseUrl: 'https://other.example.com', token: OTHER_TOKEN });
    const profileId = await saveProfile(`${echo.url}/spellings-json`);
    await refresh(profileId);
    const { snapshots } = await call('listSnapshots', { profileId });
    expect(snapshots).toHaveLength(1);
    expect(snapshots[0]!.companyName).toContain('***');
    const root = join(folder, 'snapshots');
    const files = (await readdir(root, { recursive: true, withFileTypes: true })).filter((d) => d.isFile());
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) {
      const text = await readFile(join(file.parentPath, file.name), 'utf8');
      const found = tokenSpellings(TOKEN).filter(([, spelling]) => text.includes(spelling));
      expect(
        found.map(([name]) => name),
        file.name,
      ).toEqual([]);
      expect(leaksIn(text, TOKEN, CORE), file.name).toEqual([]);
    }
    expect(leaksIn(JSON.stringify(notices), TOKEN, CORE)).toEqual([]);
  });

  it('keeps a name that spells another connection’s token, and masks that token as et_auth_token', async () => {
    const installation = await startInstallation();
    await call('saveProfile', { name: 'Other', baseUrl: 'https://other.example.com', token: OTHER_TOKEN });
    const profileId = await saveProfile(installation.url);
    company = `Shop ${OTHER_TOKEN}`;
    rows = [
      {
        id: '1',
        code: 'A',
        name: OTHER_TOKEN,
        slug: null,
        image: `${installation.url}/a.png?et_auth_token=${encodeURIComponent(OTHER_TOKEN)}`,
      },
    ];
    await refresh(profileId);
    const { snapshots } = await call('listSnapshots', { profileId });
    const stored = JSON.parse(await readFile(snapshots[0]!.file, 'utf8')) as {
      info: { company_name: string };
      categories: { name: string; image: string }[];
    };
    expect(stored.info.company_name).toBe(`Shop ${OTHER_TOKEN}`);
    expect(stored.categories[0]!.name).toBe(OTHER_TOKEN);
    expect(stored.categories[0]!.image).toBe(`${installation.url}/a.png?et_auth_token=***`);
  });

  it('counts each connection’s loads of this session, failed ones too, beside its snapshots', async () => {
    const installation = await startInstallation();
    const profileId = await saveProfile(installation.url);
    await refresh(profileId);
    await refresh(profileId);
    // The installation now refuses the token: two loads fail.
    const { profile } = await call('saveProfile', {
      id: profileId,
      name: 'Shop',
      baseUrl: installation.url,
      token: 'tok-refused-by-the-shop',
    });
    for (let i = 0; i < 2; i++) {
      const failed = await call('getCategories', { profileId: profile.id });
      expect(failed.ok).toBe(false);
    }
    const listing = await call('listSnapshots', { profileId });
    expect(listing.loads).toEqual({ total: 4, failed: 2 });
    expect(listing.snapshots).toHaveLength(1);
    expect((await call('listSnapshots', { profileId: DEMO_PROFILE_ID })).loads).toEqual({
      total: 0,
      failed: 0,
    });
  });

  it('reports a snapshot that cannot be written as a notice and still answers the load', async () => {
    const installation = await startInstallation();
    const profileId = await saveProfile(installation.url);
    // The snapshots folder is taken by a file: nothing can be written there.
    await writeFile(join(folder, 'snapshots'), 'not a folder');
    await refresh(profileId);
    expect(notices).toEqual([
      {
        profileId,
        outcome: 'failed',
        id: null,
        message: expect.stringContaining('The snapshot of this load was not kept'),
      },
    ]);
  });

  it('lists a corrupt snapshot at start-up without breaking it, and deletes, pins and keeps as told', async () => {
    const installation = await startInstallation();
    const profileId = await saveProfile(installation.url);
    await refresh(profileId);
    rows = rows.slice(1);
    await refresh(profileId);
    const [newest, oldest] = (await call('listSnapshots', { profileId })).snapshots;
    await writeFile(newest!.file, '{"format":');
    await services.dispose();
    services = await createTestAppServices(folder);

    const listing = await call('listSnapshots', { profileId });
    expect(listing.snapshots.map((s) => [s.id, s.state])).toEqual([
      [newest!.id, 'corrupt'],
      [oldest!.id, 'ok'],
    ]);
    await call('pinSnapshot', { id: oldest!.id, pinned: true });
    expect((await call('listSnapshots', { profileId })).snapshots[1]!.pinned).toBe(true);
    expect(await call('deleteSnapshot', { id: newest!.id })).toEqual({ deleted: true });
    expect(await call('setSnapshotSettings', { keep: 5 })).toEqual({ keep: 5 });
    expect(await call('getSnapshotSettings', {})).toEqual({ keep: 5 });
    expect(await call('deleteSnapshots', { profileId })).toEqual({ deleted: 1 });
    expect((await call('listSnapshots', { profileId })).snapshots).toEqual([]);
  });

  it('refuses bad arguments with a clear error', async () => {
    const refused = async (method: MethodName, args: unknown) =>
      ((await dispatch(services.handlers, method, args, services.mask)) as Result<unknown>).ok;
    expect(await refused('setSnapshotSettings', { keep: 0 })).toBe(false);
    expect(await refused('setSnapshotSettings', { keep: 1.5 })).toBe(false);
    const result = await dispatch(
      services.handlers,
      'deleteSnapshot',
      { id: '../../profiles.json' },
      services.mask,
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
  });

  it('serves the snapshot calls over the web host RPC, as the browser tab calls them', async () => {
    const host = await startWebHost({
      handlers: services.handlers,
      events: services.events,
      rendererDir: folder,
      port: 0,
      mask: services.mask,
    });
    try {
      const key = new URLSearchParams(new URL(host.openUrl).hash.slice(1)).get('key') ?? '';
      const rpc = async (method: MethodName, args: unknown) => {
        const response = await fetch(`${host.url}/rpc/${method}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-inspector-key': key },
          body: JSON.stringify(args),
          signal: AbortSignal.timeout(10_000),
        });
        return (await response.json()) as Result<unknown>;
      };
      await rpc('getInfo', { profileId: DEMO_PROFILE_ID });
      await rpc('getCategories', { profileId: DEMO_PROFILE_ID });
      await services.snapshotRecorder.settled();
      const listed = await rpc('listSnapshots', { profileId: DEMO_PROFILE_ID });
      expect(listed.ok).toBe(true);
      const listing = (listed as { ok: true; value: SnapshotListing }).value;
      expect(listing.snapshots).toEqual([
        expect.objectContaining({ companyName: DEMO_COMPANY, state: 'ok' }),
      ]);
      expect(await rpc('setSnapshotSettings', { keep: 0 })).toMatchObject({
        ok: false,
        error: { code: 'INVALID_ARGUMENT' },
      });
    } finally {
      await host.close();
    }
  });
});

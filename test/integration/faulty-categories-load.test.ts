// A categories load of an installation whose rows break the specification's value rules, through
// the app's handler table over real services and a real stand-in installation on 127.0.0.1: the
// load succeeds with every row as received and the faulty rows listed; no snapshot is kept of it
// (a snapshot is a dataset, which holds only conforming answers) and its notice says why; an
// answer that cannot be read as categories at all still fails; Diagnostics keeps its strict verdict.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../electron/core/handlers';
import type { AppServices } from '../../electron/core/host/app-services';
import type { ArgsOf, CategoriesPayload, Results } from '../../shared/ipc-contract';
import type { MethodName } from '../../shared/ipc-methods';
import type { Result } from '../../shared/result';
import type { SnapshotNotice } from '../../shared/snapshots';
import { json, startFakeInstallation } from '../helpers/fake-installation';
import { startFaultyInstallation } from '../helpers/faulty-categories';
import { closeAllServers } from '../helpers/local-servers';
import { createTestAppServices } from '../helpers/test-app-services';

const TOKEN = 'tok-Faulty-Load-77c1d0';
let folder: string;
let services: AppServices;
let notices: SnapshotNotice[];

async function call<M extends MethodName>(method: M, args: ArgsOf<M>): Promise<Results[M]> {
  const result = (await dispatch(services.handlers, method, args, services.mask)) as Result<Results[M]>;
  if (!result.ok) throw new Error(`${method}: ${result.error.code} ${result.error.message}`);
  return result.value;
}

async function profileFor(baseUrl: string): Promise<string> {
  return (await call('saveProfile', { name: 'Shop', baseUrl, token: TOKEN })).profile.id;
}

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-faulty-load-'));
  services = await createTestAppServices(folder);
  notices = [];
  services.events.subscribe((event, payload) => {
    if (event === 'snapshotNotice') notices.push(payload as SnapshotNotice);
  });
});

afterEach(async () => {
  await services.dispose();
  await closeAllServers();
  await rm(folder, { recursive: true, force: true });
});

describe('a categories load with rows that break the specification', () => {
  it('answers every row as received with the 3 faulty ones listed, keeps no snapshot, and Diagnostics still says violates', async () => {
    const installation = await startFaultyInstallation(TOKEN);
    const profileId = await profileFor(installation.url);
    const [info, loaded] = await Promise.all([
      call('getInfo', { profileId }),
      call('getCategories', { profileId, sortLocale: 'en' }),
    ]);
    expect(info.ok).toBe(true);
    expect(loaded.ok).toBe(true);
    const data = (loaded as Extract<typeof loaded, { ok: true }>).data as CategoriesPayload & {
      rowsJson: string;
    };
    const rows = JSON.parse(data.rowsJson) as Record<string, unknown>[];
    expect(rows.map((r) => r.name)).toEqual(['Brot', 'Käse', 'Milch', 'Obst', 'Wein']);
    expect(rows[2]!.id).toBe(23);
    expect(rows[1]!.image).toBe('img/kaese.svg');
    expect('slug' in rows[3]!).toBe(false);
    expect(data.faults).toEqual({
      total: 3,
      unreadable: 0,
      rows: [
        [1, { image: expect.stringContaining('expected an absolute http(s) URL') }],
        [2, { id: 'expected string, got 23 (number)' }],
        [3, { slug: expect.stringMatching(/^missing/) }],
      ],
    });

    await services.snapshotRecorder.settled();
    expect((await call('listSnapshots', { profileId })).snapshots).toEqual([]);
    expect(notices).toEqual([
      {
        profileId,
        outcome: 'failed',
        id: null,
        message: 'The snapshot of this load was not kept: 3 categories break the API specification.',
      },
    ]);
    expect(services.snapshotRecorder.loadCounts(profileId)).toEqual({ total: 1, failed: 0 });

    const report = await call('runDiagnostics', { profileId });
    expect(report.outcome).toBe('violates');
    expect(report.exitCode).toBe(1);
  });

  it('Test connection says Connected (the token was accepted), with a note on the faulty rows', async () => {
    const installation = await startFaultyInstallation(TOKEN);
    const tested = await call('testConnection', {
      draft: { name: 'Shop', baseUrl: installation.url, token: TOKEN },
    });
    expect(tested.ok).toBe(true);
    expect(tested.notes).toEqual([
      '3 of 5 categories break the specification. The Categories panel shows each row as received, its faulty values marked.',
    ]);
    // A wrong token is still refused, faulty rows or not.
    const refused = await call('testConnection', {
      draft: { name: 'Shop', baseUrl: installation.url, token: 'tok-Wrong-0000000' },
    });
    expect(!refused.ok && refused.failure.kind).toBe('api-failure');
  });

  it('still fails an answer that cannot be read as categories (no rows array)', async () => {
    const installation = await startFakeInstallation({ categories: () => json({ status: true, items: [] }) });
    const profileId = await profileFor(installation.url);
    const loaded = await call('getCategories', { profileId });
    expect(loaded.ok).toBe(false);
    expect(!loaded.ok && loaded.failure.kind).toBe('contract');
  });
});

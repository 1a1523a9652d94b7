// The settings as received (issue: one faulty setting hid them all): getInfo and Test connection
// against a real HTTP stand-in answer every field as sent with each faulty field named in the
// schema's words; only an answer that is no `status: true` record stays a failure; a faulty record
// is never kept as a snapshot (a snapshot is a dataset, which must conform).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDemoServer, type DemoServer } from '../../electron/core/server/demo-server';
import {
  createHandlerSession,
  openProfileStore,
  settleHandlerSessions,
  type HandlerSession,
} from '../helpers/handler-session';
import {
  conformingInfo,
  conformingRows,
  html,
  json,
  startFakeInstallation,
  type Route,
} from '../helpers/fake-installation';
import { startFaultyInstallation } from '../helpers/faulty-categories';
import { closeAllServers } from '../helpers/local-servers';
import { DEMO_DATASET } from '../helpers/repo-paths';

let folder: string;
let demo: DemoServer;
let session: HandlerSession;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-info-received-'));
  demo = createDemoServer({ defaultDataset: DEMO_DATASET });
  const profiles = await openProfileStore(folder);
  session = createHandlerSession({ profiles, demo, capturesDir: join(folder, 'captures') });
});

afterEach(async () => {
  await settleHandlerSessions();
  await demo.stop();
  await closeAllServers();
  await rm(folder, { recursive: true, force: true });
});

/** A saved connection to a stand-in whose info answer is `info`. */
async function connectionTo(info: Route): Promise<string> {
  const server = await startFakeInstallation({ info });
  const { profile } = await session.value('saveProfile', { name: 'Shop', baseUrl: server.url });
  return profile.id;
}

// Two faulty settings and a faulty extra field; the rest conforms.
const faulty: Route = (_req, base) => {
  const { language: _dropped, ...rest } = conformingInfo(base);
  return json({ ...rest, default_currency: 'EURO', decimals: 2, fiscal_year: 2026 });
};

describe('getInfo: the settings as received', () => {
  it('answers every field as sent, and names every faulty field with the rule it breaks', async () => {
    const profileId = await connectionTo(faulty);
    const result = await session.value('getInfo', { profileId });
    if (!result.ok) throw new Error(`getInfo failed: ${JSON.stringify(result.failure)}`);
    expect(result.data).toMatchObject({
      status: true,
      company_name: 'Fake Shop Ltd',
      default_currency: 'EURO',
      decimals: 2,
      fiscal_year: 2026,
      timezone: 'Europe/Berlin',
    });
    expect(result.data).not.toHaveProperty('language');
    const byField = Object.fromEntries(result.faults.list.map((f) => [f.field, f.message]));
    expect(byField).toEqual({
      language: 'missing (expected string)',
      default_currency: 'expected a three-letter currency code, got "EURO" (string)',
      decimals: 'expected string, got 2 (number)',
      fiscal_year: 'expected string, got 2026 (number)',
    });
    expect(result.faults.total).toBe(4);
  });

  it('answers a conforming record with no faults', async () => {
    const profileId = await connectionTo((_req, base) => json(conformingInfo(base)));
    expect(await session.value('getInfo', { profileId })).toMatchObject({
      ok: true,
      faults: { list: [], total: 0 },
    });
  });

  it.each<[string, Route, string]>([
    ['status false', () => json({ status: false, error: 'Unknown method' }), 'api-failure'],
    ['an HTML page', () => html('<h1>502 Bad Gateway</h1>', 502), 'http-status'],
    ['a JSON array', () => json([{ status: true }]), 'contract'],
    [
      'a record without status true',
      (_req, base) => json({ ...conformingInfo(base), status: 'yes' }),
      'contract',
    ],
  ])('still fails an answer that is no status-true record (%s)', async (_name, route, kind) => {
    const profileId = await connectionTo(route);
    const result = await session.value('getInfo', { profileId });
    expect(result).toMatchObject({ ok: false, failure: { kind } });
  });

  it('keeps no snapshot of a faulty record, nor pairs the earlier one with later categories', async () => {
    let info: Route = (_req, base) => json(conformingInfo(base));
    let rows = (base: string) => conformingRows(base);
    const server = await startFakeInstallation({
      info: (req, base) => info(req, base),
      categories: (_req, base) => json({ status: true, rows: rows(base) }),
    });
    const { profile } = await session.value('saveProfile', { name: 'Shop', baseUrl: server.url });
    const load = () =>
      Promise.all([
        session.value('getInfo', { profileId: profile.id }),
        session.value('getCategories', { profileId: profile.id }),
      ]);
    await load();
    await session.snapshotRecorder.settled();
    expect((await session.value('listSnapshots', { profileId: profile.id })).snapshots).toHaveLength(1);
    // New categories with a faulty record: paired with the earlier record they would make a new one.
    info = faulty;
    rows = (base) => conformingRows(base).slice(1);
    await load();
    await session.snapshotRecorder.settled();
    expect((await session.value('listSnapshots', { profileId: profile.id })).snapshots).toHaveLength(1);
  });
});

describe('testConnection: connected, with a note on the faulty settings', () => {
  it('answers connected and names the settings that break the specification', async () => {
    const server = await startFakeInstallation({ info: faulty });
    const result = await session.value('testConnection', { draft: { name: 'Draft', baseUrl: server.url } });
    expect(result.ok).toBe(true);
    expect(result.notes).toEqual([
      '4 settings break the specification: Language, Currency, Amounts, Fiscal year. ' +
        'The Installation panel shows each as received, with the reason.',
    ]);
  });

  it('answers connected when settings conform and 3 of 5 categories break the specification, saying so', async () => {
    const server = await startFaultyInstallation();
    const result = await session.value('testConnection', { draft: { name: 'Draft', baseUrl: server.url } });
    expect(result.ok).toBe(true);
    expect(result.notes).toEqual([
      '3 of 5 categories break the specification. ' +
        'The Categories panel shows each row as received, its faulty values marked.',
    ]);
  });

  it('still fails when the categories answer has no rows to show', async () => {
    const server = await startFakeInstallation({ categories: () => json({ status: true, rows: 'none' }) });
    const result = await session.value('testConnection', { draft: { name: 'Draft', baseUrl: server.url } });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'contract' }, notes: [] });
  });
});

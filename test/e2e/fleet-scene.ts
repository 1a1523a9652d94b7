// The fleet the Fleet tab's end-to-end tests and screenshots look at: a real installation (an
// embedded server whose dataset changes between runs) behind several connections imported from a
// fleet file: one conforming with a year of one-minute results behind it, one whose token is
// refused, one at a wrong address, one that is unreachable, one with a long name, and a few whose
// last day is seeded history. Runs are made through the app (runWatchNow), history is written as the
// history store writes it (test/helpers/watch-history-seed.ts), before the app first reads it.
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  shopDocument,
  startChangingInstallation,
  type ChangingInstallation,
} from '../helpers/changing-installation';
import { seedHistory, type SeededRun } from '../helpers/watch-history-seed';
import { callInspector, type WebApp } from './web-app';

export const TOKEN = 'tok-FleetScene-4b9d2c7e1a';
export const LONG_NAME = 'Filiale Wien – Lager und Verkauf, Venloer Straße 1234, zweiter Stock (Hinterhof)';

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;

/** A port nothing listens on (a server is bound to it, then closed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The fleet file of the scene (CSV with a token column), for `installation`. */
export async function sceneFleetCsv(installation: ChangingInstallation): Promise<string> {
  const url = installation.url;
  const rows = [
    ['Shop Köln', url, TOKEN],
    ['Zentrale Berlin', url, 'a-token-it-does-not-know'],
    ['Outlet Graz', `${url}/shop`, TOKEN],
    [LONG_NAME, `http://127.0.0.1:${await closedPort()}`, ''],
    ['Shop Hamburg', url, TOKEN],
    ['Shop München', url, TOKEN],
    ['Shop Zürich', url, TOKEN],
    ['Shop Leipzig', url, TOKEN],
  ];
  return ['name,base_url,token', ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n') + '\r\n';
}

/** The id of every connection, by name. */
export async function profileIds(page: Page): Promise<Map<string, string>> {
  const listed = await callInspector(page, 'listProfiles', {});
  if (!listed.ok) throw new Error(listed.error.message);
  return new Map(listed.value.profiles.map((p) => [p.name, p.id]));
}

// A conforming run of a quiet installation, slower by day, with the odd outage (one run in
// `outageEvery` times out).
function quietRun(at: number, index: number, outageEvery = 997): SeededRun | null {
  const hour = new Date(at).getUTCHours();
  if (index % outageEvery === 13) return { watchClass: 'timeout', responseMs: null, categories: null };
  return {
    watchClass: 'conforms',
    responseMs: 60 + (hour >= 8 && hour < 20 ? 80 : 0) + (index % 17) * 3,
    categories: 3,
  };
}

/**
 * Seeds the history: Shop Köln a year of one-minute results (two long outages, a week of
 * violations, categories growing from 2 to 3, snapshots older than two days no longer kept), the
 * others their last day every five minutes (Shop Zürich violating since the afternoon).
 */
export async function seedSceneHistory(app: WebApp, ids: Map<string, string>, now: number): Promise<void> {
  const root = join(app.dataDir, 'history');
  const to = now - 2 * MINUTE;
  await seedHistory(root, ids.get('Shop Köln')!, { from: to - 365 * DAY, to, stepMs: MINUTE }, (at, i) => {
    const daysAgo = (to - at) / DAY;
    if (daysAgo > 200 && daysAgo < 203)
      return { watchClass: 'unreachable', responseMs: null, categories: null };
    if (daysAgo > 90 && daysAgo < 97) return { watchClass: 'violates', responseMs: 180, categories: 2 };
    if (daysAgo > 20 && daysAgo < 20.3) return { watchClass: 'refused', responseMs: 40, categories: null };
    // About one outage a week.
    const run = quietRun(at, i, 10_007);
    if (!run) return null;
    const snapshotId =
      daysAgo > 2 && i % 20_000 === 0 ? `fake.20250101T000000000Z-${String(i).padStart(16, '0')}` : undefined;
    return { ...run, categories: daysAgo > 150 ? 2 : 3, ...(snapshotId ? { snapshotId } : {}) };
  });
  const day = { from: to - DAY, to, stepMs: 5 * MINUTE };
  for (const name of ['Shop Hamburg', 'Shop München', 'Shop Leipzig'])
    await seedHistory(root, ids.get(name)!, day, (at, i) => quietRun(at, i));
  await seedHistory(root, ids.get('Shop Zürich')!, day, (at, i) =>
    to - at < 6 * 3_600_000 ? { watchClass: 'violates', responseMs: 210, categories: 3 } : quietRun(at, i),
  );
}

/** Starts the installation the scene's connections call. */
export function startSceneInstallation(): Promise<ChangingInstallation> {
  return startChangingInstallation(shopDocument(), [TOKEN]);
}

/** Runs `name`'s watch now, through the app; throws when the host refuses. */
export async function runNow(page: Page, ids: Map<string, string>, name: string) {
  const result = await callInspector(page, 'runWatchNow', { profileId: ids.get(name)! });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

// Availability in the app from a watch history of known runs, through the handler table as the
// renderer calls it: the fleet board's "30 days" (listFleet, read from the daily sums, then followed
// run by run), the timeline's figure (getAvailability) and the report the board exports
// (exportAvailability), which is the file `retail-inspector report` writes for the same folder,
// byte for byte (one rule, one reader of a folder, one writer).
import { readdir, rm, writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportOutcome } from '../../shared/ipc-contract';
import { DEMO_PROFILE_ID } from '../../shared/profiles';
import { createDemoServer, type DemoServer } from '../../electron/core/server/demo-server';
import type { ProfileStore } from '../../electron/core/profiles/profile-store';
import { FLAG } from '../../electron/core/watch/history/history-format';
import { historyFolderName } from '../../electron/core/watch/history/history-folder';
import { describeRun, killAllClis, runCli } from '../helpers/cli-process';
import { FakeDialogs } from '../helpers/fake-dialogs';
import {
  createHandlerSession,
  openProfileStore,
  settleHandlerSessions,
  type HandlerSession,
} from '../helpers/handler-session';
import { DEMO_DATASET } from '../helpers/repo-paths';
import { seedHistory } from '../helpers/watch-history-seed';
import { availabilityStart } from '../../electron/core/watch/fleet-board';

const MIN = 60_000;
const DAY = 86_400_000;
const STEP = 10 * MIN;

let folder: string;
let profiles: ProfileStore;
let demo: DemoServer;
let session: HandlerSession;
let koeln: string;
let bonn: string;
// The seeded runs end here (a little before the test's calls), aligned to the step.
let end: number;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-availability-'));
  profiles = await openProfileStore(folder);
  demo = createDemoServer({ defaultDataset: DEMO_DATASET });
  session = createHandlerSession({
    profiles,
    demo,
    capturesDir: join(folder, 'captures'),
    watchFirstLookMs: 30_000,
  });
  koeln = (
    await session.value('saveProfile', {
      name: 'Shop Köln',
      baseUrl: 'https://koeln.example',
      token: 'tok-K-1',
    })
  ).profile.id;
  bonn = (
    await session.value('saveProfile', {
      name: 'Shop Bonn',
      baseUrl: 'https://bonn.example',
      token: 'tok-B-2',
    })
  ).profile.id;
  end = Math.floor(Date.now() / STEP) * STEP - STEP;
  const history = join(folder, 'history');
  // Köln: a run every 10 minutes, 10 days down before the board's 30 days (they must not count: the
  // window starts at the UTC day 30 days before), a day or so without runs, then 29 days, 4,176 runs, in which day 5 starts with an hour down (6 runs), one
  // violating run, 2 h in a maintenance window and 1 h offline.
  const start = end - 40 * DAY;
  const counted = end - 29 * DAY;
  const day5 = counted + 5 * DAY;
  await seedHistory(history, koeln, { from: start, to: end, stepMs: STEP }, (at) => {
    if (at < availabilityStart(end)) return { watchClass: 'unreachable', responseMs: null, categories: null };
    if (at < counted) return null;
    const since = at - day5;
    if (since >= 0 && since < 60 * MIN) return { watchClass: 'timeout', responseMs: null, categories: null };
    if (since === 60 * MIN) return { watchClass: 'violates', responseMs: 90, categories: 67 };
    if (since >= 2 * 60 * MIN && since < 4 * 60 * MIN)
      return { watchClass: 'unreachable', responseMs: null, categories: null, flags: FLAG.maintenance };
    if (since >= 4 * 60 * MIN && since < 5 * 60 * MIN)
      return { watchClass: 'refused', responseMs: null, categories: null, flags: FLAG.offline };
    return { watchClass: 'conforms', responseMs: 120, categories: 67 };
  });
  // Bonn: the last 2 days every hour, a quarter of them without a token here (not counted).
  await seedHistory(history, bonn, { from: end - 2 * DAY, to: end, stepMs: 60 * MIN }, (_, i) =>
    i % 4 === 0
      ? { watchClass: 'no-token', responseMs: null, categories: null }
      : { watchClass: 'violates', responseMs: 200, categories: 5 },
  );
});

afterEach(async () => {
  await settleHandlerSessions();
  await demo.stop();
  await killAllClis();
  await rm(folder, { recursive: true, force: true });
});

// Köln's figures over the last 30 days: 4,176 runs, 18 not counted, 6 down, 1 degraded.
const KOELN = { ratio: 4_152 / 4_158, degradedRatio: 1 / 4_158, counted: 4_158 };
// Bonn's: 48 runs, 12 without a token, 36 degraded.
const BONN = { ratio: 1, degradedRatio: 1, counted: 36 };

describe('availability in the app', () => {
  it('shows each connection’s last 30 days on the board, exactly, and adds each new run', async () => {
    const rows = await session.value('listFleet', {});
    const of = (id: string) => rows.find((row) => row.profileId === id)!;
    expect(of(koeln).availability30).toEqual(KOELN);
    expect(of(bonn).availability30).toEqual(BONN);
    // The demo never ran: no figure.
    expect(of(DEMO_PROFILE_ID).availability30).toBeNull();
    // The whole days came from the daily sums, kept beside the month files for next time.
    const files = await readdir(join(folder, 'history', historyFolderName(koeln)));
    expect(files.some((name) => name.endsWith('.days.json'))).toBe(true);

    // A run of the demo (conforms) counts at once, without reading the history again.
    await session.value('runWatchNow', { profileId: DEMO_PROFILE_ID });
    const after = await session.value('listFleet', {});
    expect(after.find((row) => row.profileId === DEMO_PROFILE_ID)!.availability30).toEqual({
      ratio: 1,
      degradedRatio: 0,
      counted: 1,
    });
  });

  it('lists the board before the 30 days are read, and tells the window when they are', async () => {
    const events: string[] = [];
    const quick = createHandlerSession({
      profiles,
      demo,
      capturesDir: join(folder, 'captures'),
      emit: (event) => events.push(event),
      watchFirstLookMs: 0,
    });
    const first = await quick.value('listFleet', {});
    const koelnRow = first.find((row) => row.profileId === koeln)!;
    // Its row is there at once, its 30 days marked as being read, never a figure of nothing.
    expect(koelnRow.reading === true || koelnRow.readingAvailability === true).toBe(true);
    expect(koelnRow.availability30).toBeNull();
    await vi.waitFor(() => expect(events).toContain('fleetUpdated'), { timeout: 10_000 });
    await vi.waitFor(async () => {
      const then = await quick.value('listFleet', {});
      expect(then.find((row) => row.profileId === koeln)).toMatchObject({ availability30: KOELN });
      expect(then.some((row) => row.reading || row.readingAvailability)).toBe(false);
    });
  });

  it('counts the timeline’s range from the runs, and exports the report `report` writes for the folder', async () => {
    const from = end - 29 * DAY;
    const to = end;
    const figures = await session.value('getAvailability', { profileIds: [koeln], from, to });
    expect(figures.connections).toEqual([
      {
        name: 'Shop Köln',
        baseUrl: 'https://koeln.example',
        availability: KOELN.ratio,
        degraded: KOELN.degradedRatio,
        counted: 4_158,
        upRuns: 4_151,
        degradedRuns: 1,
        downRuns: 6,
        notCountedRuns: 18,
        incidents: 1,
        longestIncidentMs: 60 * MIN,
        medianResponseMs: 120,
      },
    ]);

    // The command line names a folder by its connection.json, as `watch --history` writes it.
    for (const [id, name, baseUrl] of [
      [koeln, 'Shop Köln', 'https://koeln.example'],
      [bonn, 'Shop Bonn', 'https://bonn.example'],
    ] as const)
      await writeFile(
        join(folder, 'history', historyFolderName(id), 'connection.json'),
        JSON.stringify({ name, baseUrl }),
      );
    const range = { profileIds: [koeln, bonn], from: end - 30 * DAY, to: end };
    const flags = [
      '--from',
      new Date(range.from).toISOString().slice(0, 19) + 'Z',
      '--to',
      new Date(range.to).toISOString().slice(0, 19) + 'Z',
    ];
    for (const format of ['json', 'csv', 'markdown'] as const) {
      const outcome = await session.value('exportAvailability', { ...range, format });
      const cli = await runCli(
        ['report', '--history', join(folder, 'history'), ...flags, '--format', format],
        {
          TZ: 'UTC',
        },
      );
      expect(cli.code, describeRun(cli)).toBe(0);
      expect(downloaded(outcome).text).toBe(cli.stdout);
    }
    const json = JSON.parse(
      downloaded(await session.value('exportAvailability', { ...range, format: 'json' })).text,
    );
    expect(json.connections.map((c: { name: string; counted: number }) => [c.name, c.counted])).toEqual([
      ['Shop Bonn', 36],
      ['Shop Köln', 4_158],
    ]);
  });

  it('never writes a token into the report, even one pasted into a name or an address', async () => {
    const token = 'tok-Pasted-5e1c9a77';
    const careless = (
      await session.value('saveProfile', {
        name: `Shop ${token}`,
        baseUrl: `https://careless.example/?et_auth_token=${token}`,
        token,
      })
    ).profile.id;
    for (const format of ['json', 'csv', 'markdown'] as const) {
      const outcome = await session.value('exportAvailability', {
        profileIds: [careless, koeln],
        from: end - DAY,
        to: end,
        format,
      });
      expect(downloaded(outcome).text).not.toContain(token);
      // Markdown escapes the stars: `Shop \*\*\*`.
      expect(downloaded(outcome).text.replaceAll('\\*', '*')).toContain('Shop ***');
    }
  });

  it('saves the report through the save dialog in the desktop app', async () => {
    const file = join(folder, 'availability.md');
    const dialogs = new FakeDialogs(file);
    const desktop = createHandlerSession({ profiles, demo, capturesDir: join(folder, 'captures'), dialogs });
    const outcome = await desktop.value('exportAvailability', {
      profileIds: [koeln],
      from: end - 30 * DAY,
      to: end,
      format: 'markdown',
    });
    expect(outcome).toEqual({ status: 'saved', file });
    expect(dialogs.saves[0]!.defaultName).toMatch(
      /^availability-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.md$/,
    );
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(file, 'utf8')).toContain(
      '| Shop Köln | 99.85 % | 0.02 % | 4,158 | 6 | 1 | 1 h | 120 ms |',
    );
  });
});

function downloaded(outcome: ExportOutcome): { fileName: string; text: string } {
  if (outcome.status !== 'download') throw new Error(`expected a download, got ${outcome.status}`);
  return outcome;
}

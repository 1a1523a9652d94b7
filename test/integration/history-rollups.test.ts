// The watch history's daily sums as a report uses them: written beside the month files as finished
// days are read, used instead of the runs the next time, built again when damaged or foreign, and
// never trusted for a day that can still gain a run. Real files in a temporary folder.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarizeAvailability } from '../../shared/availability';
import { historyFolderName } from '../../electron/core/watch/history/history-folder';
import { createHistoryStore } from '../../electron/core/watch/history/history-store';
import { historyReport } from '../../electron/core/watch/history/history-report';
import { seedHistory } from '../helpers/watch-history-seed';

const MIN = 60_000;
const DAY = 86_400_000;
const NOV = Date.UTC(2026, 10, 1);
const DEC = Date.UTC(2026, 11, 1);
// "Now" for the reads: the 10th of December at noon, so all of November is finished.
const NOW = Date.UTC(2026, 11, 10, 12);

let work: string;
let history: string;
let folder: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ri-rollups-'));
  history = join(work, 'history');
  folder = join(history, historyFolderName('shop'));
  // Every 5 minutes from November into December; down each day 23:30–00:30 across midnight.
  await seedHistory(history, 'shop', { from: NOV, to: NOW, stepMs: 5 * MIN }, (at) => {
    const ofDay = at % DAY;
    const down = ofDay >= DAY - 30 * MIN || ofDay < 30 * MIN;
    return down
      ? { watchClass: 'timeout', responseMs: null, categories: null }
      : {
          watchClass: at % (2 * DAY) < DAY ? 'conforms' : 'violates',
          responseMs: 100 + (at % 7),
          categories: 5,
        };
  });
});
afterAll(() => rm(work, { recursive: true, force: true }));

async function rawFigures(from: number, to: number) {
  const columns = await createHistoryStore(history).columns('shop', from, to);
  return summarizeAvailability(columns);
}

async function reported(from: number, to: number) {
  const report = await historyReport(history, from, to, NOW);
  return report.connections[0]!;
}

describe('daily rollups', () => {
  it('give the figures of the runs themselves, across midnights and at the edges of a range', async () => {
    // A range that starts and ends mid-day, over a month's seam and into days not yet summed.
    const from = NOV + 3 * DAY + 7 * 3_600_000;
    const to = NOW - 3_600_000;
    const first = await reported(from, to);
    expect(first).toMatchObject(await rawFigures(from, to));
    expect(first.incidents).toBeGreaterThan(30);
    expect(first.longestIncidentMs).toBe(60 * MIN);
    // Written for next time: every finished day of November, and December's so far.
    const november = JSON.parse(await readFile(join(folder, '2026-11.days.json'), 'utf8')) as {
      until: number;
      days: Record<string, unknown>;
    };
    expect(november.until).toBe(DEC);
    expect(Object.keys(november.days)).toHaveLength(30);
    const december = JSON.parse(await readFile(join(folder, '2026-12.days.json'), 'utf8')) as {
      until: number;
    };
    expect(december.until).toBe(Date.UTC(2026, 11, 10));
    // The second read from the sums: the same figures.
    expect(await reported(from, to)).toEqual(first);
  });

  it('are used instead of the runs once written', async () => {
    const file = join(folder, '2026-11.days.json');
    const kept = await readFile(file, 'utf8');
    const sums = JSON.parse(kept) as { days: Record<string, { up: number }> };
    // A day's sum changed by hand shows in the report: the runs of that day were not read again.
    sums.days[String(NOV + 4 * DAY)]!.up += 1_000;
    await writeFile(file, JSON.stringify(sums));
    const month = await reported(NOV, DEC - 1);
    expect(month.upRuns).toBe((await rawFigures(NOV, DEC - 1)).upRuns + 1_000);
    await writeFile(file, kept);
  });

  it('are built again when damaged or written for another month file', async () => {
    const file = join(folder, '2026-11.days.json');
    const expected = await rawFigures(NOV, DEC - 1);
    await writeFile(
      file,
      '{"format": "retail-inspector-history-days", "version": 1, "records": 1, "until": 0, "days": {"x": 1}}',
    );
    expect(await reported(NOV, DEC - 1)).toMatchObject(expected);
    // More runs than the month file holds: the file was replaced since.
    const sums = JSON.parse(await readFile(file, 'utf8')) as { records: number };
    await writeFile(file, JSON.stringify({ ...sums, records: sums.records + 1 }));
    expect(await reported(NOV, DEC - 1)).toMatchObject(expected);
    expect((JSON.parse(await readFile(file, 'utf8')) as { records: number }).records).toBe(sums.records);
    await writeFile(file, 'not json');
    expect(await reported(NOV, DEC - 1)).toMatchObject(expected);
  });

  it('never sum a day that can still gain a run: a day that ended a quarter hour ago or less is read from its runs', async () => {
    await rm(join(folder, '2026-12.days.json'));
    // Ten minutes after midnight the 9th is not summed (a run begun before midnight may still be written).
    const early = await historyReport(history, NOV, NOW, Date.UTC(2026, 11, 10, 0, 10));
    const december = JSON.parse(await readFile(join(folder, '2026-12.days.json'), 'utf8')) as {
      until: number;
    };
    expect(december.until).toBe(Date.UTC(2026, 11, 9));
    expect(early.connections[0]).toMatchObject(await rawFigures(NOV, NOW));
  });

  it("are kept ahead by the watch: its first run past a day's close sums that day, once", async () => {
    const store = createHistoryStore(join(work, 'watched'));
    const days = join(work, 'watched', historyFolderName('kept'), '2026-12.days.json');
    const run = (at: number) =>
      store.append('kept', { at, cls: 0, flags: 0, responseMs: 90, firstByteMs: 60, categories: 5 });
    // The 1st and the 2nd, every hour; then runs just past the 2nd's end.
    for (let at = DEC; at < DEC + 2 * DAY; at += 3_600_000) await run(at);
    await store.settled();
    // Ten minutes into the 3rd the 2nd is not closed yet: only the 1st is summed.
    await run(DEC + 2 * DAY + 10 * MIN);
    await store.settled();
    const early = JSON.parse(await readFile(days, 'utf8')) as {
      until: number;
      days: Record<string, unknown>;
    };
    expect(early.until).toBe(DEC + DAY);
    expect(Object.keys(early.days)).toEqual([String(DEC)]);
    await run(DEC + 2 * DAY + 20 * MIN);
    await store.settled();
    const kept = JSON.parse(await readFile(days, 'utf8')) as {
      until: number;
      days: Record<string, { up: number }>;
    };
    expect(kept.until).toBe(DEC + 2 * DAY);
    expect(Object.keys(kept.days)).toEqual([String(DEC), String(DEC + DAY)]);
    expect(kept.days[String(DEC + DAY)]!.up).toBe(24);
  });
});

// The schedule math of maintenance windows, on fixed instants (no clock, no waiting): a window's
// start read in its time zone, its repeats across a change of daylight saving time, `month` on the
// 31st, a cron expression in a time zone, targets named as fleet rows are, and the file's messages.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaintenanceWindow } from '../../shared/maintenance';
import { checkWindows } from '../../electron/core/maintenance/maintenance-check';
import { readMaintenanceFile } from '../../electron/core/maintenance/maintenance-file';
import { compileSchedule } from '../../electron/core/maintenance/maintenance-schedule';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const berlin = (w: Partial<MaintenanceWindow>): MaintenanceWindow => ({
  targets: ['Shop Köln'],
  start: '2026-12-02T02:00',
  duration: '2h',
  every: 'once',
  timezone: 'Europe/Berlin',
  ...w,
});

describe('maintenance windows: when a target is in one', () => {
  it('reads the start in its time zone and ends after its duration (start in, end out)', () => {
    const schedule = compileSchedule([berlin({})]);
    // 02:00 in Berlin in December is 01:00 UTC.
    expect(schedule.inWindow('Shop Köln', at('2026-12-02T00:59:59Z'))).toBeNull();
    const span = schedule.inWindow('Shop Köln', at('2026-12-02T01:00:00Z'));
    expect(span).toMatchObject({ start: at('2026-12-02T01:00:00Z'), end: at('2026-12-02T03:00:00Z') });
    expect(schedule.inWindow('Shop Köln', at('2026-12-02T02:59:59.999Z'))).not.toBeNull();
    expect(schedule.inWindow('Shop Köln', at('2026-12-02T03:00:00Z'))).toBeNull();
    // once is once: the next night is not.
    expect(schedule.inWindow('Shop Köln', at('2026-12-03T01:30:00Z'))).toBeNull();
  });

  it('matches names as fleet rows are named (trimmed, otherwise exact), and "*" every target', () => {
    const schedule = compileSchedule([berlin({ targets: [' Shop Köln '] })]);
    const night = at('2026-12-02T01:30:00Z');
    expect(schedule.inWindow('Shop Köln', night)).not.toBeNull();
    expect(schedule.inWindow('  Shop Köln', night)).not.toBeNull();
    expect(schedule.inWindow('Shop Koln', night)).toBeNull();
    expect(schedule.inWindow('shop köln', night)).toBeNull();
    expect(schedule.named).toEqual(new Set(['Shop Köln']));
    const all = compileSchedule([berlin({ targets: '*' })]);
    expect(all.inWindow('Anything', night)).not.toBeNull();
  });

  it('keeps the wall-clock time of a daily window across both changes of daylight saving time', () => {
    const daily = compileSchedule([berlin({ start: '2026-03-27T01:00', every: 'day' })]);
    // 01:00 CET (UTC+1) before the change on 29 March, 01:00 CEST (UTC+2) after it.
    expect(daily.inWindow('Shop Köln', at('2026-03-28T00:30:00Z'))?.start).toBe(at('2026-03-28T00:00:00Z'));
    expect(daily.inWindow('Shop Köln', at('2026-03-30T00:30:00Z'))?.start).toBe(at('2026-03-29T23:00:00Z'));
    expect(daily.inWindow('Shop Köln', at('2026-03-29T22:30:00Z'))).toBeNull();
    // Back on 25 October: 01:00 CEST on the 25th, 01:00 CET on the 26th.
    expect(daily.inWindow('Shop Köln', at('2026-10-25T00:00:00Z'))?.start).toBe(at('2026-10-24T23:00:00Z'));
    expect(daily.inWindow('Shop Köln', at('2026-10-26T00:30:00Z'))?.start).toBe(at('2026-10-26T00:00:00Z'));
  });

  it('lasts its duration in elapsed time over the night the clocks change', () => {
    // 01:00 CEST + 3 h on 25 October ends at 03:00 CET (the hour 02:00-03:00 occurs twice).
    const night = compileSchedule([berlin({ start: '2026-10-25T01:00', duration: '3h' })]);
    const span = night.inWindow('Shop Köln', at('2026-10-25T01:30:00Z'))!;
    expect(span.start).toBe(at('2026-10-24T23:00:00Z'));
    expect(span.end - span.start).toBe(3 * HOUR);
    expect(span.end).toBe(at('2026-10-25T02:00:00Z'));
  });

  it('starts a window whose time does not exist that night at the first time after the gap', () => {
    // 02:30 does not exist in Berlin on 29 March 2026: the window starts at 03:00 CEST (01:00 UTC).
    const daily = compileSchedule([berlin({ start: '2026-03-28T02:30', every: 'day', duration: '1h' })]);
    expect(daily.inWindow('Shop Köln', at('2026-03-29T01:10:00Z'))?.start).toBe(at('2026-03-29T01:00:00Z'));
    expect(daily.inWindow('Shop Köln', at('2026-03-30T00:40:00Z'))?.start).toBe(at('2026-03-30T00:30:00Z'));
  });

  it('repeats weekly on the start day, and not before the start', () => {
    // 2 December 2026 is a Wednesday.
    const weekly = compileSchedule([berlin({ every: 'week' })]);
    expect(weekly.inWindow('Shop Köln', at('2026-11-25T01:30:00Z'))).toBeNull();
    expect(weekly.inWindow('Shop Köln', at('2026-12-09T01:30:00Z'))?.start).toBe(at('2026-12-09T01:00:00Z'));
    expect(weekly.inWindow('Shop Köln', at('2026-12-10T01:30:00Z'))).toBeNull();
  });

  it('repeats monthly on the 31st, and on the last day of a month without one', () => {
    const monthly = compileSchedule([
      berlin({ start: '2027-01-31T23:00', every: 'month', timezone: 'UTC', duration: '30m' }),
    ]);
    const startOn = (iso: string) => monthly.inWindow('Shop Köln', at(iso))?.start ?? null;
    expect(startOn('2027-01-31T23:10:00Z')).toBe(at('2027-01-31T23:00:00Z'));
    expect(startOn('2027-02-28T23:10:00Z')).toBe(at('2027-02-28T23:00:00Z'));
    expect(startOn('2027-03-28T23:10:00Z')).toBeNull();
    expect(startOn('2027-03-30T23:10:00Z')).toBeNull();
    expect(startOn('2027-03-31T23:10:00Z')).toBe(at('2027-03-31T23:00:00Z'));
    expect(startOn('2027-04-30T23:10:00Z')).toBe(at('2027-04-30T23:00:00Z'));
    // A leap year's February has its 29th.
    expect(startOn('2028-02-29T23:10:00Z')).toBe(at('2028-02-29T23:00:00Z'));
    expect(startOn('2028-02-28T23:10:00Z')).toBeNull();
  });

  it('reads a cron expression in the window time zone, from the start on', () => {
    // Sundays at 03:00 in New York (EST, UTC-5 in January; EDT, UTC-4 in July).
    const cron = compileSchedule([
      berlin({ every: '0 3 * * 0', start: '2027-01-01T00:00', timezone: 'America/New_York', duration: '1h' }),
    ]);
    expect(cron.inWindow('Shop Köln', at('2027-01-03T08:30:00Z'))?.start).toBe(at('2027-01-03T08:00:00Z'));
    expect(cron.inWindow('Shop Köln', at('2027-07-04T07:30:00Z'))?.start).toBe(at('2027-07-04T07:00:00Z'));
    expect(cron.inWindow('Shop Köln', at('2027-07-04T08:30:00Z'))).toBeNull();
    expect(cron.inWindow('Shop Köln', at('2026-12-27T08:30:00Z'))).toBeNull();
  });

  it('answers the window that ends last when two overlap', () => {
    const schedule = compileSchedule([berlin({ duration: '1h' }), berlin({ targets: '*', duration: '3h' })]);
    expect(schedule.inWindow('Shop Köln', at('2026-12-02T01:30:00Z'))?.end).toBe(at('2026-12-02T04:00:00Z'));
  });
});

describe('maintenance file', () => {
  let folder: string;
  beforeAll(async () => void (folder = await mkdtemp(join(tmpdir(), 'ri-maintenance-'))));
  afterAll(() => rm(folder, { recursive: true, force: true }));
  const file = async (name: string, text: string) => {
    const path = join(folder, name);
    await writeFile(path, text);
    return path;
  };

  it('reads YAML and JSON alike', async () => {
    const yaml = await file(
      'w.yaml',
      'windows:\n  - targets: ["Shop Köln"]\n    start: "2026-12-02T02:00"\n    duration: 2h\n    every: day\n    timezone: Europe/Berlin\n',
    );
    const json = await file('w.json', JSON.stringify({ windows: [berlin({ every: 'day' })] }));
    for (const path of [yaml, json]) {
      const schedule = await readMaintenanceFile(path);
      expect(schedule.inWindow('Shop Köln', at('2026-12-05T01:30:00Z'))).not.toBeNull();
    }
  });

  it('refuses a bad file naming the file and the JSON path of each problem', async () => {
    const windows = [berlin({}), berlin({}), berlin({ timezone: 'Europe/Berln' })];
    const path = await file('bad.json', JSON.stringify({ windows }));
    await expect(readMaintenanceFile(path)).rejects.toThrow(
      `${path}: windows[2].timezone: unknown time zone "Europe/Berln"`,
    );
    const more = await file(
      'bad2.json',
      JSON.stringify({
        windows: [
          berlin({ every: '0 61 * * *' }),
          berlin({ duration: '2 hours', start: '2026-02-30T02:00' }),
        ],
      }),
    );
    const error = (await readMaintenanceFile(more).catch((e: unknown) => e)) as Error;
    expect(error.message).toContain(`${more}: windows[1].start: expected a date and time`);
    expect(error.message).toContain(`${more}: windows[1].duration: expected a duration`);
    expect(checkWindows({ windows: [berlin({ every: '0 61 * * *' })] })).toMatchObject({
      ok: false,
      problems: [{ path: 'windows[0].every', message: expect.stringContaining('not a cron expression') }],
    });
    const yaml = await file('bad.yaml', 'windows: [\n  {targets: *\n');
    await expect(readMaintenanceFile(yaml)).rejects.toThrow(`${yaml}: not valid YAML or JSON`);
    await expect(readMaintenanceFile(join(folder, 'none.json'))).rejects.toThrow('cannot be read');
  });
});

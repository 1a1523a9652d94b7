/**
 * Maintenance windows as every part agrees on them: the file of `watch --maintenance` and `exporter
 * --maintenance` (JSON or YAML) and the app's windows in watch.json share this shape. A window names
 * its targets (fleet row names, or the app's connection ids, or "*"), starts at a wall-clock time in
 * its time zone, lasts a duration and repeats (once, day, week, month or a cron expression). The
 * shape only: whether a cron expression parses is checked where croner runs (electron/core/maintenance/).
 */
import { z } from 'zod';

/** The longest target name: a fleet row's name (as shared/watch.ts's WATCH_NAME_MAX_CHARS, which imports this file). */
const TARGET_MAX_CHARS = 200;

/** The repeat keywords; anything else in `every` is a cron expression (five fields). */
export const MAINTENANCE_REPEATS = ['once', 'day', 'week', 'month'] as const;
export type MaintenanceRepeat = (typeof MAINTENANCE_REPEATS)[number];

/** The shortest and longest window (ms): a second (as `--every`'s shortest) to 31 days. */
export const MAINTENANCE_DURATION = { minMs: 1_000, maxMs: 31 * 86_400_000 } as const;
/** The most windows one file or the app keeps. */
export const MAINTENANCE_MAX_WINDOWS = 1_000;

const UNIT_MS: Readonly<Record<string, number>> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** The milliseconds of a duration such as "2h", "90m", "1h30m", "1d", "30s"; null when it is not one. */
export function durationMs(text: string): number | null {
  const trimmed = text.trim();
  if (!/^(\d{1,5}[smhd])+$/.test(trimmed)) return null;
  let ms = 0;
  for (const [, n, unit] of trimmed.matchAll(/(\d+)([smhd])/g)) ms += Number(n) * UNIT_MS[unit!]!;
  return ms;
}

/** Whether `zone` is an IANA time zone this runtime knows ("Europe/Berlin", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === '' || zone !== zone.trim()) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const START = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The parts of a wall-clock start "2026-12-02T02:00" (seconds optional); null when it is not a real date and time. */
export function startParts(text: string): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
} | null {
  const m = START.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second };
}

const targetName = z
  .string()
  .trim()
  .min(1, 'expected a name')
  .max(TARGET_MAX_CHARS, `expected a name of at most ${TARGET_MAX_CHARS} characters`);

/** One maintenance window, as written. */
export const MaintenanceWindowSchema = z.strictObject({
  /** The fleet row names (trimmed, as the fleet file's) or connection ids it covers, or "*" for all. */
  targets: z.union([
    z.literal('*'),
    z.array(targetName).min(1, 'expected at least one target (or "*" for every one)').max(10_000),
  ]),
  /** Wall-clock time in `timezone` of the first window: "2026-12-02T02:00". */
  start: z
    .string()
    .refine((s) => startParts(s) !== null, 'expected a date and time such as "2026-12-02T02:00"'),
  /** How long each window lasts (elapsed time): "2h", "90m", "1h30m", "1d". */
  duration: z.string().refine((s) => {
    const ms = durationMs(s);
    return ms !== null && ms >= MAINTENANCE_DURATION.minMs && ms <= MAINTENANCE_DURATION.maxMs;
  }, 'expected a duration from 1s to 31d such as "2h", "90m" or "1h30m"'),
  /** once, day, week, month (the same day; the month's last day when it has no such day) or a cron expression. */
  every: z.string().trim().min(1, 'expected once, day, week, month or a cron expression').max(200),
  /** An IANA time zone: "Europe/Berlin", "UTC". */
  timezone: z.string().superRefine((zone, ctx) => {
    if (!isTimeZone(zone))
      ctx.addIssue({
        code: 'custom',
        message: `unknown time zone ${JSON.stringify(zone.slice(0, 60))} (expected one such as "Europe/Berlin" or "UTC")`,
      });
  }),
});
export type MaintenanceWindow = z.output<typeof MaintenanceWindowSchema>;

/** A maintenance file: `{"windows": [...]}`. */
export const MaintenanceFileSchema = z.strictObject({
  windows: z.array(MaintenanceWindowSchema).max(MAINTENANCE_MAX_WINDOWS),
});
export type MaintenanceFile = z.output<typeof MaintenanceFileSchema>;

/** The window a target is in at a moment: when it started and ends (epoch ms), and the window as written. */
export interface MaintenanceSpan {
  readonly start: number;
  readonly end: number;
  readonly window: MaintenanceWindow;
}

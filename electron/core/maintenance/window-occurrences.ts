/**
 * When one maintenance window's occurrences start, as instants: its wall-clock start read in its
 * time zone, and its repeats (day, week, month, a cron expression) found by croner in that zone, so
 * a change to or from daylight saving time keeps the wall-clock time (a time that does not exist
 * that night starts at the first one after the gap; one that occurs twice starts once, at the
 * first). `month` repeats on the start's day, or on a month's last day when it has no such day (the
 * 31st in April is the 30th). Pure over its window; throws CronError for an expression croner refuses.
 */
import { Cron } from 'croner';
import { startParts, type MaintenanceWindow } from '../../../shared/maintenance';

/** A cron expression croner refused: its words. */
export class CronError extends Error {
  override readonly name = 'CronError';
}

/** The latest start of a window's occurrences at or before a moment (epoch ms), or null when none is. */
export type LatestStart = (at: number) => number | null;

/** The occurrences of `window`: the latest start at or before a moment. Throws CronError. */
export function occurrencesOf(window: MaintenanceWindow): LatestStart {
  const parts = startParts(window.start)!;
  const zone = window.timezone;
  const { second: s, minute: mi, hour: h, day: d, month: mo, year: y } = parts;
  // The start itself: the one instant of a seven-field pattern (with its year), read in the zone.
  const first = cron(`${s} ${mi} ${h} ${d} ${mo} * ${y}`, zone).nextRun(new Date(Date.UTC(y, mo - 1, d - 2)));
  if (!first) throw new CronError(`the start ${window.start} does not occur in ${zone}`);
  const startMs = first.getTime();
  if (window.every === 'once') return (at) => (at >= startMs ? startMs : null);
  const from = { startAt: first };
  const latest = (pattern: Cron): LatestStart => {
    return (at) => pattern.previousRuns(1, new Date(at + 1))[0]?.getTime() ?? null;
  };
  if (window.every === 'day') return latest(cron(`${s} ${mi} ${h} * * *`, zone, from));
  if (window.every === 'week') {
    const weekday = new Date(Date.UTC(y, mo - 1, d)).getUTCDay();
    return latest(cron(`${s} ${mi} ${h} * * ${weekday}`, zone, from));
  }
  if (window.every === 'month') {
    const onDay = latest(cron(`${s} ${mi} ${h} ${d} * *`, zone, from));
    if (d <= 28) return onDay;
    // A month without the day has its window on its last day: the last-day pattern counts only there.
    const lastDay = cron(`${s} ${mi} ${h} L * *`, zone, from);
    const dayOf = new Intl.DateTimeFormat('en-US', { timeZone: zone, day: 'numeric' });
    return (at) => {
      const a = onDay(at);
      const last = lastDay.previousRuns(1, new Date(at + 1))[0];
      const b = last && Number(dayOf.format(last)) < d ? last.getTime() : null;
      return a === null ? b : b === null ? a : Math.max(a, b);
    };
  }
  return latest(cron(window.every, zone, { ...from, mode: '5-part' }));
}

function cron(pattern: string, timezone: string, options: ConstructorParameters<typeof Cron>[1] = {}): Cron {
  try {
    // No function and paused: croner starts no timer, it only answers questions.
    return new Cron(pattern, { ...(options as object), timezone, paused: true });
  } catch (error) {
    throw new CronError((error as Error).message.replace(/^CronPattern:\s*/, ''));
  }
}

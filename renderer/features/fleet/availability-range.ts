// The range of the board's availability report, as `retail-inspector report` reads its flags
// (electron/cli/report-range.ts): by default the board's 30 days up to now (30 whole UTC days and
// today so far, shared/availability-window.ts); else a first and a last day, local time, from the
// first's start to the last's end, both included.
import { AVAILABILITY_DAYS, availabilityStart } from '../../../shared/availability-window';
import { words, type Words } from '../../i18n/words';

/** The default range's whole days (`report` without --from and --to, the board's column). */
export const REPORT_DAYS = AVAILABILITY_DAYS;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A local day as an `<input type="date">` value. */
export function dayValue(at: number): string {
  const d = new Date(at);
  return [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
}

/** The last 30 days up to `now`, as the board's column counts them. */
export function lastDays(now: number): { from: number; to: number } {
  return { from: availabilityStart(now), to: now };
}

// The start of a local day given as YYYY-MM-DD, or null when it is none (2026-02-30).
function dayStart(value: string): Date | null {
  const day = DAY.exec(value);
  if (!day) return null;
  const [year, month, date] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
  const start = new Date(year, month, date);
  return start.getFullYear() === year && start.getMonth() === month && start.getDate() === date
    ? start
    : null;
}

/** [first day's start, last day's end] in ms, or why not. */
export function daysRange(first: string, last: string): { from: number; to: number } | Words {
  const start = dayStart(first);
  const end = dayStart(last);
  if (!start) return words('fleet.report.chooseFirst');
  if (!end) return words('fleet.report.chooseLast');
  const to = new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1).getTime() - 1;
  if (start.getTime() > to) return words('fleet.report.firstAfterLast');
  return { from: start.getTime(), to };
}

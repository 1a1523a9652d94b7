/**
 * The range of `report`: `--from` and `--to` as a day (YYYY-MM-DD: from its start, to its end, in
 * local time) or a time (YYYY-MM-DDTHH:MM[:SS], local unless it ends in Z or an offset); by default
 * up to now, from the start of the UTC day 30 days before --to (shared/availability-window.ts: the
 * fleet board's "30 days"). Throws AppError('USAGE') naming the flag for anything else, or a range that
 * ends before it starts.
 */
import { availabilityStart } from '../../shared/availability-window';
import { AppError } from '../core/lib/app-error';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?$/;

/** [from, to] in ms since the epoch, both included. */
export function rangeFlags(
  fromFlag: string | undefined,
  toFlag: string | undefined,
  now: number,
): { from: number; to: number } {
  const to = toFlag === undefined ? now : moment('--to', toFlag, 'end');
  const from = fromFlag === undefined ? availabilityStart(to) : moment('--from', fromFlag, 'start');
  if (from > to)
    throw new AppError('USAGE', `--from (${fromFlag ?? 'its default'}) is after --to (${toFlag ?? 'now'})`);
  return { from, to };
}

function moment(flag: string, value: string, edge: 'start' | 'end'): number {
  const day = DAY.exec(value);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
    const start = new Date(year, month, date);
    // 2026-02-30 is no day: Date would roll it over to March.
    if (start.getFullYear() === year && start.getMonth() === month && start.getDate() === date)
      return edge === 'start' ? start.getTime() : new Date(year, month, date + 1).getTime() - 1;
  } else if (TIME.test(value)) {
    const at = Date.parse(value);
    if (Number.isFinite(at)) return at;
  }
  throw new AppError(
    'USAGE',
    `${flag} must be a day (YYYY-MM-DD) or a time (YYYY-MM-DDTHH:MM, local unless it ends in Z or +HH:MM), got "${value}"`,
  );
}

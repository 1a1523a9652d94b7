/**
 * The "last 30 days" every availability figure means by default: the fleet board's "30 days"
 * column, the board's Availability report and `retail-inspector report` without `--from`. It starts
 * at the start of the UTC day 30 days before its end, so it is 30 whole UTC days and the last day
 * so far: whole days are read from the history's daily sums alone (UTC days), and the column, the
 * report and the command line give the same figure for the same moment.
 */

/** The window's whole days before its last day. */
export const AVAILABILITY_DAYS = 30;
const DAY_MS = 86_400_000;

/** Where the 30 days' window ending at `at` starts (epoch ms, a UTC day's start). */
export function availabilityStart(at: number): number {
  return Math.floor((at - AVAILABILITY_DAYS * DAY_MS) / DAY_MS) * DAY_MS;
}

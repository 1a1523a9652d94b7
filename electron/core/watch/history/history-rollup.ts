/**
 * The daily rollups of a connection's watch history: beside each month file `YYYY-MM.bin`, a
 * `YYYY-MM.days.json` holding each finished UTC day's availability segment
 * (shared/availability-segment.ts), so that a report over months reads a few sums per day instead of
 * every run. Only days that ended more than ORDER_SLACK_MS ago are summed (a run is written when it
 * ends, at most that long after it started), so a summed day never gains a run. The rollup is
 * derived data, never the record: a missing, damaged or foreign one (more runs counted than the
 * month file holds: the file was replaced) is built again from the runs, and days finished since it
 * was written are added from their runs alone. Writing it is atomic and may fail (a folder this user
 * cannot write): the sums are then used for this read only. Never throws.
 */
import { closeSync, constants, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { EMPTY_SEGMENT, type AvailabilitySegment } from '../../../../shared/availability-segment';
import { segmentOfRuns } from '../../../../shared/availability';
import { writeFileAtomic } from '../../lib/atomic-write';
import { readSmallTextFileIfAny } from '../../dataset/read-text-file';
import {
  decodeRecords,
  emptyColumns,
  monthRange,
  RECORD_BYTES,
  recordsIn,
  trimmed,
  type HistoryColumns,
} from './history-format';
import { ORDER_SLACK_MS, readSlice } from './history-files';

export const DAY_MS = 86_400_000;
const ROLLUP_FORMAT = 'retail-inspector-history-days';
const ROLLUP_MAX_BYTES = 16_000_000;
// A month's sums are some 10 KB; a larger file is left to the asynchronous read.
const KEPT_MAX_BYTES = 1_000_000;
const SYNC_READ_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0);

/** A month's summed days: each day's segment by its start (UTC ms), and the end of the last one summed. */
export interface MonthDays {
  readonly days: ReadonlyMap<number, AvailabilitySegment>;
  /** Days before this time (exclusive) are summed; the runs from it on must be read. */
  readonly until: number;
  /** Why the rollup could not be kept for next time, if it could not. */
  readonly writeProblem: string | null;
}

interface RollupFile {
  readonly format: typeof ROLLUP_FORMAT;
  readonly version: 1;
  /** Records the month file held when the rollup was written. */
  readonly records: number;
  readonly until: number;
  readonly days: Record<string, AvailabilitySegment>;
}

/** The rollup file of month file `bin`. */
export function rollupFileOf(bin: string): string {
  return bin.replace(/\.bin$/, '.days.json');
}

/** The summed days of month `month` (its file `bin`) as of `now`, brought up to date. */
export async function monthDays(bin: string, month: string, now: number): Promise<MonthDays> {
  const range = monthRange(month)!;
  const records = await stat(bin).then(
    (info) => (info.isFile() ? recordsIn(info.size) : 0),
    () => 0,
  );
  const closed = Math.min(range.end, Math.floor((now - ORDER_SLACK_MS) / DAY_MS) * DAY_MS);
  const kept = await readRollup(rollupFileOf(bin), records);
  const days = new Map<number, AvailabilitySegment>(
    Object.entries(kept?.days ?? {}).map(([day, segment]) => [Number(day), segment]),
  );
  const from = kept ? kept.until : range.start;
  if (records === 0 || from >= closed)
    return { days, until: Math.max(from, range.start), writeProblem: null };

  // The days finished since: their runs read once, summed, kept.
  const { runs } = await runsBetween(bin, from, closed - 1);
  for (let day = from; day < closed; day += DAY_MS) days.set(day, EMPTY_SEGMENT);
  for (const [day, segment] of daySegments(runs)) days.set(day, segment);
  const file: RollupFile = {
    format: ROLLUP_FORMAT,
    version: 1,
    records,
    until: closed,
    days: Object.fromEntries([...days].filter(([, s]) => s.lastAt !== null).map(([d, s]) => [String(d), s])),
  };
  const writeProblem = await writeFileAtomic(rollupFileOf(bin), JSON.stringify(file)).then(
    () => null,
    (error: NodeJS.ErrnoException) => error.code ?? String(error),
  );
  return { days, until: closed, writeProblem };
}

/** The runs of month file `bin` in [from, to], in file order, and why the file could not be read. */
export async function runsBetween(
  bin: string,
  from: number,
  to: number,
): Promise<{ runs: HistoryColumns; problem: string | null }> {
  const slice = await readSlice(bin, from, to, false);
  const columns = emptyColumns(slice.bytes.length / RECORD_BYTES);
  return { runs: trimmed(columns, decodeRecords(slice.bytes, columns, 0, from, to)), problem: slice.problem };
}

// Each UTC day's segment of `runs`.
function daySegments(runs: HistoryColumns): Map<number, AvailabilitySegment> {
  const byDay = new Map<number, number[]>();
  for (let i = 0; i < runs.length; i++) {
    const day = Math.floor(runs.at[i]! / DAY_MS) * DAY_MS;
    (byDay.get(day) ?? byDay.set(day, []).get(day)!).push(i);
  }
  const segments = new Map<number, AvailabilitySegment>();
  for (const [day, indexes] of byDay) {
    const pick = <T extends { [i: number]: number }>(column: T) => indexes.map((i) => column[i]!);
    segments.set(
      day,
      segmentOfRuns({
        length: indexes.length,
        at: pick(runs.at),
        cls: pick(runs.cls),
        flags: pick(runs.flags),
        ms: pick(runs.ms),
      }),
    );
  }
  return segments;
}

// The rollup at `file` when it is one this version wrote for at most `records` runs; else null.
async function readRollup(file: string, records: number): Promise<RollupFile | null> {
  let text: string | null;
  try {
    text = await readSmallTextFileIfAny(file, ROLLUP_MAX_BYTES, 'a history rollup');
  } catch {
    return null;
  }
  return text === null ? null : parsedRollup(text, records);
}

// The rollup `text` when it is one this version wrote for at most `records` runs; else null.
function parsedRollup(text: string, records: number): RollupFile | null {
  try {
    const value = JSON.parse(text) as Partial<RollupFile>;
    const valid =
      value.format === ROLLUP_FORMAT &&
      value.version === 1 &&
      typeof value.records === 'number' &&
      value.records <= records &&
      typeof value.until === 'number' &&
      typeof value.days === 'object' &&
      value.days !== null &&
      Object.values(value.days).every(isSegment);
    return valid ? (value as RollupFile) : null;
  } catch {
    return null;
  }
}

// Enough of a segment's shape that the sums cannot turn into NaN: a damaged one is built again.
function isSegment(value: unknown): value is AvailabilitySegment {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  const numbers = ['up', 'degraded', 'down', 'notCounted'].every((k) => Number.isInteger(s[k]));
  const inner = s.inner as Record<string, unknown> | null;
  return (
    numbers &&
    typeof inner === 'object' &&
    inner !== null &&
    Number.isInteger(inner.count) &&
    typeof inner.longestMs === 'number' &&
    typeof s.ms === 'object' &&
    s.ms !== null
  );
}

/**
 * The summed days of month file `bin` from its rollup alone, when that is kept and sums every day
 * before `until`; null otherwise (missing, damaged, foreign, behind: monthDays then brings it up to
 * date). No month file is a month without runs: none (a connection watched since a later month;
 * a run written since, the board takes in as it comes). Read synchronously, a few kilobytes: for
 * the fleet board, whose 5,000 connections' 30 days would otherwise cost some 50,000 asynchronous
 * file operations on main; the caller reads a few connections per turn of the event loop. Opened
 * without blocking and without following a link, a regular file only, its size checked first;
 * never throws.
 */
export function keptMonthDays(bin: string, until: number): ReadonlyMap<number, AvailabilitySegment> | null {
  try {
    const info = statSync(bin, { throwIfNoEntry: false });
    if (!info) return new Map();
    if (!info.isFile()) return null;
    const text = readSmallFileSync(rollupFileOf(bin), KEPT_MAX_BYTES);
    const kept = text === null ? null : parsedRollup(text, recordsIn(info.size));
    if (!kept || kept.until < until) return null;
    return new Map(Object.entries(kept.days).map(([day, segment]) => [Number(day), segment]));
  } catch {
    return null;
  }
}

function readSmallFileSync(file: string, maxBytes: number): string | null {
  let fd: number;
  try {
    fd = openSync(file, SYNC_READ_FLAGS);
  } catch {
    return null;
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile() || info.size > maxBytes) return null;
    const buffer = Buffer.alloc(info.size + 1);
    const read = readSync(fd, buffer, 0, buffer.length, 0);
    return read > maxBytes ? null : buffer.toString('utf8', 0, read);
  } finally {
    closeSync(fd);
  }
}

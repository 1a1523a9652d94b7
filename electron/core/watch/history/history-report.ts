/**
 * The availability report of a watch history folder (`retail-inspector report --history DIR`): per
 * connection folder, its name (from its connection.json, else the folder's name), base URL, and the
 * figures of shared/availability.ts over the runs in [from, to]. Whole UTC days come from the daily
 * rollups (history-rollup.ts, brought up to date as it reads), the edges of the range and today from
 * the runs themselves. Nothing but the rollups is written, and nothing is moved or locked, so it may
 * run beside the watch that writes the folder (a record being written is a torn last record,
 * ignored). Folders that are not a connection's (dot folders: snapshots, locks) and connections with
 * no run in the range are left out; a month file that cannot be read is a warning.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { summaryOfSegment, segmentOfRuns } from '../../../../shared/availability';
import type { AvailabilityReport, ReportLine } from '../../../../shared/availability-report';
import {
  EMPTY_SEGMENT,
  mergeSegments,
  type AvailabilitySegment,
} from '../../../../shared/availability-segment';
import { monthRange, monthsBetween } from './history-format';
import { readConnectionNote } from './history-folder';
import { DAY_MS, keptMonthDays, monthDays, runsBetween } from './history-rollup';

/** The report, its connections by name, and what could not be read or kept. */
export interface HistoryReport extends AvailabilityReport {
  /** Whether `root` holds any connection's folder (a month file or a connection.json), in range or not. */
  readonly anyConnection: boolean;
  /** Files that could not be read, each named, with why. */
  readonly warnings: readonly string[];
  /** Month files whose daily sums could not be kept for next time, and the first reason. */
  readonly unkeptRollups: { readonly count: number; readonly reason: string | null };
}

/** Reads `root` (a `watch --history` folder) as of `now`; rejects only when `root` itself cannot be listed. */
export async function historyReport(
  root: string,
  from: number,
  to: number,
  now: number,
): Promise<HistoryReport> {
  const entries = await readdir(root, { withFileTypes: true });
  const notes: Notes = { warnings: [], unkept: 0, reason: null };
  const connections: ReportLine[] = [];
  const folders = entries.filter((e) => e.isDirectory() && !e.name.startsWith('.')).map((e) => e.name);
  let anyConnection = false;
  for (const folder of folders.sort()) {
    const path = join(root, folder);
    if (!(await holdsHistory(path))) continue;
    anyConnection = true;
    const segment = await folderSegment(path, from, to, now, notes);
    if (segment.lastAt === null) continue;
    const note = await readConnectionNote(path);
    connections.push({
      name: note?.name ?? folder,
      baseUrl: note?.baseUrl ?? null,
      ...summaryOfSegment(segment),
    });
  }
  connections.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    from,
    to,
    connections,
    warnings: notes.warnings,
    anyConnection,
    unkeptRollups: { count: notes.unkept, reason: notes.reason },
  };
}

/** What reading folders noted: files that could not be read, daily sums that could not be kept. */
export interface Notes {
  warnings: string[];
  unkept: number;
  reason: string | null;
}

/**
 * The segment of one connection folder's runs in [from, to] as of `now`: summed days where whole,
 * runs elsewhere. The report and the app's figures (the fleet board's 30 days, the timeline's, the
 * app's report) all read a folder through it, so they agree with `report` to the run.
 */
export async function folderSegment(
  folder: string,
  from: number,
  to: number,
  now: number,
  notes: Notes = { warnings: [], unkept: 0, reason: null },
): Promise<AvailabilitySegment> {
  let total = EMPTY_SEGMENT;
  for (const month of monthsBetween(from, to)) {
    const range = monthRange(month)!;
    const bin = join(folder, `${month}.bin`);
    const { days, until, writeProblem } = await monthDays(bin, month, now);
    if (writeProblem) {
      notes.unkept++;
      notes.reason ??= writeProblem;
    }
    const lo = Math.max(from, range.start);
    const hi = Math.min(to, range.end - 1);
    let rawFrom: number | null = null;
    let problem: string | null = null;
    const readRaw = async (end: number) => {
      if (rawFrom === null) return;
      const read = await runsBetween(bin, rawFrom, end);
      problem ??= read.problem;
      total = mergeSegments(total, segmentOfRuns(read.runs));
      rawFrom = null;
    };
    for (let day = Math.floor(lo / DAY_MS) * DAY_MS; day <= hi; day += DAY_MS) {
      const whole = day >= lo && day + DAY_MS - 1 <= hi && day + DAY_MS <= until;
      if (!whole) {
        rawFrom ??= Math.max(day, lo);
        continue;
      }
      await readRaw(day - 1);
      total = mergeSegments(total, days.get(day) ?? EMPTY_SEGMENT);
    }
    await readRaw(hi);
    if (problem) notes.warnings.push(`${bin} ${problem}; its runs are left out`);
  }
  return total;
}

/**
 * The segment of the whole UTC days from `from` (a day's start) to `to` (a day's last millisecond)
 * of `folder` from its kept daily sums alone, read synchronously (keptMonthDays); null when a
 * month's sums are missing or do not reach that far (folderSegment then reads and brings them up to
 * date). Never throws.
 */
export function keptDaysSegment(folder: string, from: number, to: number): AvailabilitySegment | null {
  let total = EMPTY_SEGMENT;
  for (const month of monthsBetween(from, to)) {
    const range = monthRange(month)!;
    const days = keptMonthDays(join(folder, `${month}.bin`), Math.min(range.end, to + 1));
    if (!days) return null;
    for (let day = Math.max(from, range.start); day <= Math.min(to, range.end - 1); day += DAY_MS)
      total = mergeSegments(total, days.get(day) ?? EMPTY_SEGMENT);
  }
  return total;
}

// Whether `folder` is a connection's: it holds a month file or the watch's note of whose it is.
async function holdsHistory(folder: string): Promise<boolean> {
  const names = await readdir(folder).catch(() => [] as string[]);
  return names.some((name) => name === 'connection.json' || /^\d{4}-\d{2}\.bin$/.test(name));
}

/**
 * The availability report of a watch history folder (`retail-inspector report --history DIR`): per
 * connection folder, its name (from its connection.json, else the folder's name), base URL, and the
 * figures of shared/availability.ts over the runs in [from, to]. Read only: nothing is moved, locked
 * or written, so it may run beside the watch that writes the folder (a record being written is a torn
 * last record, ignored). Folders that are not a connection's (dot folders: snapshots, locks) and
 * connections with no run in the range are left out; a month file that cannot be read is a warning.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { summarizeAvailability } from '../../../../shared/availability';
import type { AvailabilityReport, ReportLine } from '../../../../shared/availability-report';
import {
  decodeRecords,
  emptyColumns,
  joinColumns,
  monthRange,
  monthsBetween,
  RECORD_BYTES,
  trimmed,
  type HistoryColumns,
} from './history-format';
import { readSlice } from './history-files';
import { readConnectionNote } from './history-folder';

/** The report, its connections by name, and what could not be read. */
export interface HistoryReport extends AvailabilityReport {
  /** Whether `root` holds any connection's folder (a month file or a connection.json), in range or not. */
  readonly anyConnection: boolean;
  /** Files that could not be read, each named, with why. */
  readonly warnings: readonly string[];
}

/** Reads `root` (a `watch --history` folder); rejects only when `root` itself cannot be listed. */
export async function historyReport(root: string, from: number, to: number): Promise<HistoryReport> {
  const entries = await readdir(root, { withFileTypes: true });
  const warnings: string[] = [];
  const connections: ReportLine[] = [];
  const folders = entries.filter((e) => e.isDirectory() && !e.name.startsWith('.')).map((e) => e.name);
  let anyConnection = false;
  for (const folder of folders.sort()) {
    const path = join(root, folder);
    if (!(await holdsHistory(path))) continue;
    anyConnection = true;
    const runs = await runsIn(path, from, to, warnings);
    if (runs.length === 0) continue;
    const note = await readConnectionNote(path);
    connections.push({
      name: note?.name ?? folder,
      baseUrl: note?.baseUrl ?? null,
      ...summarizeAvailability(runs),
    });
  }
  connections.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { from, to, connections, warnings, anyConnection };
}

// The runs of one connection folder in [from, to], month by month.
async function runsIn(folder: string, from: number, to: number, warnings: string[]): Promise<HistoryColumns> {
  const parts: HistoryColumns[] = [];
  for (const month of monthsBetween(from, to)) {
    const range = monthRange(month)!;
    const file = join(folder, `${month}.bin`);
    const slice = await readSlice(file, from, to, from <= range.start && to >= range.end);
    if (slice.problem) warnings.push(`${file} ${slice.problem}; its runs are left out`);
    if (slice.bytes.length === 0) continue;
    const columns = emptyColumns(slice.bytes.length / RECORD_BYTES);
    parts.push(trimmed(columns, decodeRecords(slice.bytes, columns, 0, from, to)));
  }
  return joinColumns(parts);
}

// Whether `folder` is a connection's: it holds a month file or the watch's note of whose it is.
async function holdsHistory(folder: string): Promise<boolean> {
  const names = await readdir(folder).catch(() => [] as string[]);
  return names.some((name) => name === 'connection.json' || /^\d{4}-\d{2}\.bin$/.test(name));
}

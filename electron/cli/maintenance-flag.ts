/**
 * `--maintenance FILE` of `watch` and `exporter`: the windows of FILE (electron/core/maintenance/),
 * with a line on standard error for each name the file lists that no installation of the fleet has
 * (a typo would otherwise silence nothing, silently), and the words a run line adds in a window.
 */
import { terminalText } from '../../shared/terminal-text';
import type { MaintenanceSpan } from '../../shared/maintenance';
import { readMaintenanceFile } from '../core/maintenance/maintenance-file';
import { NO_MAINTENANCE, type MaintenanceSchedule } from '../core/maintenance/maintenance-schedule';

/** The names the file lists that are not among `names`, at most this many named. */
const NAMED_UNKNOWN = 10;

/** The schedule of `file` (none when undefined); throws AppError('USAGE') for a bad file. */
export async function maintenanceOf(
  file: string | undefined,
  names: readonly string[],
  err: (line: string) => void,
): Promise<MaintenanceSchedule> {
  if (file === undefined) return NO_MAINTENANCE;
  const schedule = await readMaintenanceFile(file);
  for (const line of unknownNames(file, schedule, names)) err(line);
  return schedule;
}

/** Lines naming the targets of `schedule` that no installation of `names` is called. */
export function unknownNames(
  file: string,
  schedule: MaintenanceSchedule,
  names: readonly string[],
): string[] {
  const known = new Set(names.map((n) => n.trim()));
  const unknown = [...schedule.named].filter((name) => !known.has(name));
  if (unknown.length === 0) return [];
  const shown = unknown.slice(0, NAMED_UNKNOWN).map((n) => `"${terminalText(n, 200)}"`);
  const more = unknown.length > NAMED_UNKNOWN ? ` and ${unknown.length - NAMED_UNKNOWN} more` : '';
  return [
    `${file}: no installation is named ${shown.join(', ')}${more}; their windows silence nothing (names are as in the fleet file)`,
  ];
}

/**
 * What a run line in a window adds: " [maintenance until 04:00]" (this machine's time of day), with
 * seconds when the end is not on a whole minute (" [maintenance until 22:39:10]").
 */
export function maintenanceNote(span: MaintenanceSpan | null): string {
  if (!span) return '';
  const end = new Date(span.end);
  // A window of 70 s ending at 22:39:10 must not read "until 22:39" at 22:39:06.
  const parts = [
    end.getHours(),
    end.getMinutes(),
    ...(end.getSeconds() || end.getMilliseconds() ? [end.getSeconds()] : []),
  ];
  const time = parts.map((n) => String(n).padStart(2, '0')).join(':');
  const day = [end.getFullYear(), end.getMonth() + 1, end.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
  const sameDay = end.toDateString() === new Date(span.start).toDateString();
  return ` [maintenance until ${sameDay ? time : `${day} ${time}`}]`;
}

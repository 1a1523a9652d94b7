/**
 * Whether a value is a set of maintenance windows (a parsed file, or the app's settings): the shape of
 * shared/maintenance.ts, and every window's start and cron expression compiled by croner. Answers the
 * windows or every problem with its JSON path; never throws. Apart from the file reader, so the app
 * (which reads no YAML) checks its windows with the same rules.
 */
import { describeIssues, type PathIssue } from '../../../shared/issue-path';
import {
  MaintenanceFileSchema,
  MAINTENANCE_REPEATS,
  type MaintenanceWindow,
} from '../../../shared/maintenance';
import { occurrencesOf } from './window-occurrences';

/** The windows of `value` (a parsed file or the app's settings), or every problem with its JSON path. */
export function checkWindows(
  value: unknown,
): { ok: true; windows: MaintenanceWindow[] } | { ok: false; problems: PathIssue[] } {
  const parsed = MaintenanceFileSchema.safeParse(value);
  if (!parsed.success) return { ok: false, problems: describeIssues(parsed.error.issues).issues };
  const problems: PathIssue[] = [];
  parsed.data.windows.forEach((window, i) => {
    try {
      occurrencesOf(window);
    } catch (error) {
      const cron = !(MAINTENANCE_REPEATS as readonly string[]).includes(window.every);
      problems.push({
        path: `windows[${i}].${cron ? 'every' : 'start'}`,
        message: cron
          ? `not a cron expression of five fields such as "0 2 * * 0" (${(error as Error).message}); or once, day, week, month`
          : (error as Error).message,
      });
    }
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, windows: parsed.data.windows };
}

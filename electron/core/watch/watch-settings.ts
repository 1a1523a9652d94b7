/**
 * The watch settings kept in the app's data folder (`watch.json`): `{"version": 1, "every":
 * {"<profileId>": 5, …}, "confirmRuns": 2, "retentionDays": 90, "maintenance": {"windows": […]},
 * "incidents": {"groupMin": 3, "groupShare": 20, "groupWindowRuns": 2, "remindMinutes": 0}}` (the
 * windows as a `--maintenance` file writes them, targets by connection id; `incidents` and each of
 * its fields optional: absent ones are the defaults of shared/incidents.ts). Written atomically; read
 * leniently: a file that is missing starts with everything off, a damaged one too, with a notice
 * saying so (the file is left as it is until the next change replaces it); windows that are not
 * valid are dropped, with a notice. A connection not listed is off.
 */
import { z } from 'zod';
import { IncidentSettingsSchema } from '../../../shared/incidents';
import { CONFIRM_RUNS, RETENTION_DAYS, WatchEverySchema, type WatchSettings } from '../../../shared/watch';
import { readSmallTextFileIfAny } from '../dataset/read-text-file';
import { checkWindows } from '../maintenance/maintenance-check';
import { writeFileAtomic } from '../lib/atomic-write';

const FileSchema = z.object({
  version: z.literal(1),
  every: z.record(z.string().min(1).max(100), WatchEverySchema),
  confirmRuns: z.number().int().min(CONFIRM_RUNS.min).max(CONFIRM_RUNS.max).default(CONFIRM_RUNS.default),
  retentionDays: z
    .number()
    .int()
    .min(RETENTION_DAYS.min)
    .max(RETENTION_DAYS.max)
    .default(RETENTION_DAYS.default),
  maintenance: z.unknown().optional(),
  incidents: IncidentSettingsSchema.optional(),
});

/** Everything off, the default options. */
export const DEFAULT_WATCH_SETTINGS: WatchSettings = {
  every: {},
  confirmRuns: CONFIRM_RUNS.default,
  retentionDays: RETENTION_DAYS.default,
  maintenance: [],
  notice: null,
};

const MAX_FILE_BYTES = 2_000_000;

/** The settings in `file`; never throws. */
export async function readWatchSettings(file: string): Promise<WatchSettings> {
  let text: string | null;
  try {
    // Without blocking and size first, as every small settings file: a pipe in its place holds nothing.
    text = await readSmallTextFileIfAny(file, MAX_FILE_BYTES, 'a watch settings file');
  } catch (error) {
    return damaged(error instanceof Error ? error.message : String(error));
  }
  if (text === null) return DEFAULT_WATCH_SETTINGS;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return damaged(`${file} is not valid JSON`);
  }
  const parsed = FileSchema.safeParse(json);
  if (!parsed.success) return damaged(`${file} is not a watch settings file of this version`);
  const every = Object.fromEntries(Object.entries(parsed.data.every).filter(([, value]) => value !== 'off'));
  const windows = parsed.data.maintenance === undefined ? null : checkWindows(parsed.data.maintenance);
  return {
    every,
    confirmRuns: parsed.data.confirmRuns,
    retentionDays: parsed.data.retentionDays,
    maintenance: windows?.ok ? windows.windows : [],
    ...(parsed.data.incidents ? { incidents: parsed.data.incidents } : {}),
    notice:
      windows && !windows.ok
        ? `The maintenance windows in ${file} could not be read (${windows.problems[0]!.path}: ${windows.problems[0]!.message}), so none applies; set them again and they are saved anew.`
        : null,
  };
}

/** Writes `settings` to `file` atomically (connections that are off are left out). */
export async function writeWatchSettings(file: string, settings: WatchSettings): Promise<void> {
  const every = Object.fromEntries(Object.entries(settings.every).filter(([, value]) => value !== 'off'));
  const content = {
    version: 1,
    every,
    confirmRuns: settings.confirmRuns,
    retentionDays: settings.retentionDays,
    ...(settings.maintenance.length > 0 ? { maintenance: { windows: settings.maintenance } } : {}),
    // Only what was set: a file of the defaults stays as it was before incidents were a setting.
    ...(settings.incidents && Object.keys(settings.incidents).length > 0
      ? { incidents: settings.incidents }
      : {}),
  };
  await writeFileAtomic(file, JSON.stringify(content, null, 2) + '\n', 0o600);
}

function damaged(reason: string): WatchSettings {
  return {
    ...DEFAULT_WATCH_SETTINGS,
    notice: `The watch settings could not be read (${reason}), so no connection is watched; choose again and they are saved anew.`,
  };
}

/**
 * The snapshot settings kept in the data folder (`snapshots/settings.json`): how many to keep. A file
 * that is missing means the default; one that cannot be read (EACCES, EMFILE, a folder or a pipe in
 * its place, too large, not JSON, not these settings) is not taken for the default: the number it
 * held is not known, so nothing is pruned until the settings are saved again or the file is mended,
 * and a notice says so. The file is left as it is meanwhile; it is read without blocking, so a named
 * pipe in its place cannot hold a watch or a load.
 */
import { z } from 'zod';
import { readSmallTextFileIfAny } from '../dataset/read-text-file';
import { AppError } from '../lib/app-error';
import { writeFileAtomic } from '../lib/atomic-write';
import { writeProblem } from '../lib/write-problem';
import { SNAPSHOT_KEEP_MAX } from '../../../shared/ipc-contract';

/** Snapshots kept per connection when nothing else is set (pinned ones come on top). */
export const DEFAULT_KEEP = 20;
export const MAX_KEEP = SNAPSHOT_KEEP_MAX;

export const SnapshotSettingsSchema = z.strictObject({ keep: z.number().int().min(1).max(MAX_KEEP) });
export type SnapshotSettings = z.infer<typeof SnapshotSettingsSchema>;

/** The settings as read: `notice` set when the file could not be read (then `keep` is only shown). */
export interface SnapshotSettingsRead extends SnapshotSettings {
  readonly notice?: string;
}

const MAX_FILE_BYTES = 64_000;

/** The settings in `file`: the defaults when it is missing, a notice when it cannot be read; never throws. */
export async function readSnapshotSettings(file: string): Promise<SnapshotSettingsRead> {
  let text: string | null;
  try {
    text = await readSmallTextFileIfAny(file, MAX_FILE_BYTES, 'a snapshot settings file');
  } catch (error) {
    return damaged(error instanceof Error ? error.message : String(error));
  }
  if (text === null) return { keep: DEFAULT_KEEP };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return damaged(`${file} is not valid JSON`);
  }
  const parsed = SnapshotSettingsSchema.safeParse(json);
  return parsed.success ? parsed.data : damaged(`${file} is not a snapshot settings file`);
}

/** The number to prune to: null (prune nothing) when the settings could not be read. */
export function pruneTo(settings: SnapshotSettingsRead): number | null {
  return settings.notice === undefined ? settings.keep : null;
}

/** Writes `settings` to `file` atomically; throws AppError FILE_ACCESS, in words, when it cannot. */
export async function writeSnapshotSettings(file: string, settings: SnapshotSettings): Promise<void> {
  try {
    await writeFileAtomic(file, JSON.stringify(settings, null, 2) + '\n', 0o600);
  } catch (error) {
    throw new AppError(
      'FILE_ACCESS',
      `The snapshot settings could not be saved as ${file}: ${writeProblem(error)}.`,
    );
  }
}

function damaged(reason: string): SnapshotSettingsRead {
  return {
    keep: DEFAULT_KEEP,
    notice: `The snapshot settings could not be read (${reason}), so no snapshot is pruned until the file is corrected or deleted (it holds {"keep": 20}, say), or the number to keep is saved again in the app's Changes view.`,
  };
}

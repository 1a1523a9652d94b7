/** The snapshot settings kept in the data folder (`snapshots/settings.json`): how many to keep. */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { writeFileAtomic } from '../lib/atomic-write';
import { SNAPSHOT_KEEP_MAX } from '../../../shared/ipc-contract';

/** Snapshots kept per connection when nothing else is set (pinned ones come on top). */
export const DEFAULT_KEEP = 20;
export const MAX_KEEP = SNAPSHOT_KEEP_MAX;

export const SnapshotSettingsSchema = z.strictObject({ keep: z.number().int().min(1).max(MAX_KEEP) });
export type SnapshotSettings = z.infer<typeof SnapshotSettingsSchema>;

/** The settings in `file`; the defaults when it is missing or unreadable (a damaged file must not stop snapshots). */
export async function readSnapshotSettings(file: string): Promise<SnapshotSettings> {
  try {
    const parsed = SnapshotSettingsSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.data : { keep: DEFAULT_KEEP };
  } catch {
    return { keep: DEFAULT_KEEP };
  }
}

/** Writes `settings` to `file` atomically. */
export async function writeSnapshotSettings(file: string, settings: SnapshotSettings): Promise<void> {
  await writeFileAtomic(file, JSON.stringify(settings, null, 2) + '\n', 0o600);
}

/**
 * What was confirmed when a connection's maintenance window began, beside its history
 * (`<connection key>/maintenance.json`), so a watch started again within the window (the app
 * reopened, `watch` restarted) still measures the window's end against its start, not against what
 * the window confirmed meanwhile. Written when a window begins, removed at its end. Read leniently: a
 * missing, foreign or damaged file reads as null (the start is then what is confirmed at the restart).
 * Reads never throw; a write throws on a write error.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { WATCH_CLASSES } from '../../../../shared/watch';
import { writeFileAtomic } from '../../lib/atomic-write';
import { readRegular } from '../../snapshots/snapshot-read';
import type { Observation } from '../watch-state';

const FILE = 'maintenance.json';
const MAX_BYTES = 4_096;

const hash = z
  .string()
  .regex(/^[0-9a-f]{64}$/)
  .nullable();
const FileSchema = z.object({
  version: z.literal(1),
  // null: nothing was confirmed yet when the window began.
  start: z
    .object({
      watchClass: z.enum(WATCH_CLASSES),
      settingsHash: hash,
      categoriesHash: hash,
      snapshotId: z.string().max(200).nullable(),
    })
    .nullable(),
});

/** The state kept as the window's start in `folder`: `{start}`, or null when none can be read. */
export async function readWindowStart(folder: string): Promise<{ start: Observation | null } | null> {
  const read = await readRegular(join(folder, FILE), MAX_BYTES);
  if (!read.ok) return null;
  try {
    const parsed = FileSchema.safeParse(JSON.parse(read.bytes.toString('utf8')));
    return parsed.success ? { start: parsed.data.start } : null;
  } catch {
    return null;
  }
}

/** Keeps `start` (null: nothing confirmed yet) as the window's start in `folder` (which exists); undefined removes it. */
export async function writeWindowStart(folder: string, start: Observation | null | undefined): Promise<void> {
  if (start === undefined) {
    await rm(join(folder, FILE), { force: true });
    return;
  }
  const kept = start && {
    watchClass: start.watchClass,
    settingsHash: start.settingsHash,
    categoriesHash: start.categoriesHash,
    snapshotId: start.snapshotId,
  };
  await writeFileAtomic(join(folder, FILE), JSON.stringify({ version: 1, start: kept }) + '\n', 0o600);
}

/**
 * A connection's confirmed watch state beside its history (`<connection key>/state.json`), so a
 * watch that starts again (the app reopened in the morning, `watch` restarted) compares its first run
 * with what was confirmed before, and an installation that broke while nobody watched is reported
 * as a transition instead of being confirmed silently. Written atomically when the confirmed state
 * changes; read leniently: a missing, foreign or damaged file reads as null (the next run then
 * confirms silently, as a first run does). Reads never throw; a write throws on a write error.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { WATCH_CLASSES } from '../../../../shared/watch';
import { writeFileAtomic } from '../../lib/atomic-write';
import { readRegular } from '../../snapshots/snapshot-read';
import type { Observation } from '../watch-state';

const STATE_FILE = 'state.json';
const MAX_STATE_BYTES = 4_096;

const hash = z
  .string()
  .regex(/^[0-9a-f]{64}$/)
  .nullable();
const StateSchema = z.object({
  version: z.literal(1),
  confirmed: z.object({
    watchClass: z.enum(WATCH_CLASSES),
    settingsHash: hash,
    categoriesHash: hash,
    snapshotId: z.string().max(200).nullable(),
  }),
  // Since when the confirmed class lasts (epoch ms): a recovery and a reminder say for how long.
  since: z.number().int().min(0).max(8.64e15).optional(),
});

/** A kept state: the confirmed observation and, when known, since when its class lasts. */
export type KeptState = Observation & { readonly since?: number };

/** The confirmed state kept in `folder`, or null when there is none that can be read. */
export async function readConfirmedState(folder: string): Promise<KeptState | null> {
  const read = await readRegular(join(folder, STATE_FILE), MAX_STATE_BYTES);
  if (!read.ok) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(read.bytes.toString('utf8'));
  } catch {
    return null;
  }
  const state = StateSchema.safeParse(parsed);
  if (!state.success) return null;
  const since = state.data.since;
  return since === undefined ? state.data.confirmed : { ...state.data.confirmed, since };
}

/** Keeps `confirmed` (and since when its class lasts) in `folder` (which exists), atomically. */
export async function writeConfirmedState(
  folder: string,
  confirmed: Observation,
  since: number | null = null,
): Promise<void> {
  const { watchClass, settingsHash, categoriesHash, snapshotId } = confirmed;
  const content = {
    version: 1,
    confirmed: { watchClass, settingsHash, categoriesHash, snapshotId },
    ...(since === null ? {} : { since }),
  };
  await writeFileAtomic(join(folder, STATE_FILE), JSON.stringify(content) + '\n', 0o600);
}

/** Whether two observations confirm the same state. */
export function sameObservation(a: Observation | null, b: Observation | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.watchClass === b.watchClass &&
    a.settingsHash === b.settingsHash &&
    a.categoriesHash === b.categoriesHash &&
    a.snapshotId === b.snapshotId
  );
}

/**
 * The summary kept beside each snapshot (`<name>.meta.json`), so the list shows time, company,
 * category count and pin without parsing every dataset, and the full content hash tells a damaged
 * dataset file from an intact one. The summary is also the snapshot's commit record: it is written
 * after the dataset and removed before it, so a snapshot exists exactly when its summary does.
 */
import { z } from 'zod';
import { readRegular } from './snapshot-read';

export const SnapshotMetaSchema = z.strictObject({
  takenAt: z.iso.datetime(),
  /** SHA-256 (hex) of the dataset file's bytes. */
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  categories: z.number().int().min(0),
  companyName: z.string(),
  pinned: z.boolean(),
  /** The blob files (in the connection's blob folder) the dataset names. */
  blobs: z.array(z.string().regex(/^[0-9a-f]{64}\.[a-z0-9]+$/)),
});
export type SnapshotMeta = z.infer<typeof SnapshotMetaSchema>;

/** The largest summary file read (a real one is a few hundred bytes plus 70 per image). */
export const MAX_META_BYTES = 10_000_000;

/** A summary read, or why it cannot be used (a reason the list shows after "its summary file "). */
export type MetaRead =
  { readonly ok: true; readonly meta: SnapshotMeta } | { readonly ok: false; readonly reason: string };

/** Reads the summary in `file` (a regular file only); never throws. */
export async function readMeta(file: string): Promise<MetaRead> {
  const read = await readRegular(file, MAX_META_BYTES);
  if (!read.ok) return { ok: false, reason: `its summary file ${read.reason}` };
  try {
    const parsed = SnapshotMetaSchema.safeParse(JSON.parse(read.bytes.toString('utf8')));
    return parsed.success
      ? { ok: true, meta: parsed.data }
      : { ok: false, reason: 'its summary file is damaged' };
  } catch {
    return { ok: false, reason: 'its summary file is not valid JSON' };
  }
}

/** The text of a summary file. */
export function metaText(meta: SnapshotMeta): string {
  return JSON.stringify(meta) + '\n';
}

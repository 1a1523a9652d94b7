/**
 * The summary kept beside each snapshot (`<name>.meta.json`), so the list shows time, company,
 * category count and pin without parsing every dataset, and the full content hash tells a damaged
 * dataset file from an intact one.
 */
import { z } from 'zod';

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

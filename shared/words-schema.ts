// Shared words (shared/words.ts) as a file or a message may bring them back: an id of shared/'s
// catalogs (one the app does not know would be shown as its bare id), values that are text, a
// number or words again, each bounded, nested no deeper than the app's words go.
import { z } from 'zod';
import { sharedEn, type SharedMessageId, type SharedWords } from './messages/en';

const IDS = Object.keys(sharedEn) as [SharedMessageId, ...SharedMessageId[]];

/** The bounds of words read back. */
export interface WordsBounds {
  /** Words within words, at most (the watch's events go 5 deep). */
  readonly depth: number;
  /** The longest text value. */
  readonly maxChars: number;
  /** The most values of one message. */
  readonly maxValues: number;
}

const DEFAULT_BOUNDS: WordsBounds = { depth: 8, maxChars: 10_000, maxValues: 12 };

/** The schema of shared words within `bounds`. */
export function sharedWordsSchema(bounds: WordsBounds = DEFAULT_BOUNDS): z.ZodType<SharedWords> {
  let schema: z.ZodType<SharedWords> | null = null;
  for (let level = 0; level <= bounds.depth; level++) {
    const value = schema
      ? z.union([z.string().max(bounds.maxChars), z.number(), schema])
      : z.union([z.string().max(bounds.maxChars), z.number()]);
    schema = z.strictObject({
      id: z.enum(IDS),
      values: z
        .record(z.string().max(40), value)
        .refine((values) => Object.keys(values).length <= bounds.maxValues)
        .optional(),
    }) as z.ZodType<SharedWords>;
  }
  return schema!;
}

/** Words of shared/'s catalogs, within the default bounds. */
export const SharedWordsSchema: z.ZodType<SharedWords> = sharedWordsSchema();

/** Words of shared/'s catalogs, or a text as received. */
export const SharedWordsOrTextSchema = z.union([z.string(), SharedWordsSchema]);

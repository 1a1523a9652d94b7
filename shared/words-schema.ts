// Words as they cross a process boundary (shared/words.ts), checked before they are shown: an id of
// shared/'s catalogs, values of text, numbers or words, nested at most a few levels. Words that fail
// are not shown as words; the English beside them is (a report of another version, say).
import { z } from 'zod';
import { sharedEn, type SharedMessageId, type SharedWords } from './messages/en';

// Deeper than any words made (a check's message holds a failure's title holding a page's words).
const MAX_DEPTH = 8;

const isSharedId = (id: string): id is SharedMessageId => Object.hasOwn(sharedEn, id);

function wordsSchema(depth: number): z.ZodType<SharedWords> {
  const value =
    depth < MAX_DEPTH
      ? z.union([z.string(), z.number(), z.lazy(() => wordsSchema(depth + 1))])
      : z.union([z.string(), z.number()]);
  return z.strictObject({
    id: z.string().refine(isSharedId, 'an id of shared/’s catalogs') as z.ZodType<SharedMessageId>,
    values: z.record(z.string(), value).optional(),
  });
}

/** Words of shared/'s catalogs. */
export const SharedWordsSchema: z.ZodType<SharedWords> = wordsSchema(0);

/** Words of shared/'s catalogs, or a text as received. */
export const SharedWordsOrTextSchema = z.union([z.string(), SharedWordsSchema]);

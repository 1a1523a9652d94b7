// Main's notes as words to show: the words main sent beside its English, when this renderer knows
// them all (checked against shared/'s catalogs); else each English note, read back into its words
// where it is one of the address's (shared/address-words.ts), or as received.
import { z } from 'zod';
import { addressWords } from '../../shared/address-words';
import { SharedWordsSchema } from '../../shared/words-schema';
import { words, type Words } from '../i18n/words';

const NotesSchema = z.array(SharedWordsSchema);

/**
 * The notes `notes` (English), with `given` the same as words, to show in the language shown. None
 * when `notes` is absent (a call cancelled under way is answered without them).
 */
export function noteWordsOf(notes: readonly string[] | undefined, given?: unknown): Words[] {
  if (notes === undefined) return [];
  const parsed = given === undefined ? null : NotesSchema.safeParse(given);
  if (parsed?.success && parsed.data.length === notes.length) return parsed.data;
  return notes.map((note) => addressWords(note) ?? words('common.asIs', { text: note }));
}

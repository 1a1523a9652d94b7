/**
 * Test connection's note when the categories answered with rows that break the specification's
 * value rules: the token was accepted, so the connection works; the note says how many rows the
 * Categories panel will mark, counted as the panel's banner counts them (category-faults-text.ts).
 * As words (shared/messages/connection/), said in English where main sends text.
 */
import type { SharedWords } from '../../../shared/messages/en';
import { faultyRowCount, type ShownCategories } from '../../../shared/received-categories';
import { wordsOf } from '../../../shared/words';
import { englishWords } from '../../../shared/words-text';

/** "3 of 5 categories break the specification. The Categories panel shows each row …" as words. */
export function categoriesFaultNoteWords(shown: ShownCategories): SharedWords {
  return wordsOf('connection.test.categoryFaults', {
    faulty: faultyRowCount(shown.rows) + shown.unreadable,
    total: shown.rows.length + shown.unreadable,
  });
}

/** "3 of 5 categories break the specification. The Categories panel shows each row …". Never throws. */
export const categoriesFaultNote = (shown: ShownCategories): string =>
  englishWords(categoriesFaultNoteWords(shown));

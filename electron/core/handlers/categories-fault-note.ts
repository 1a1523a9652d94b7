/**
 * Test connection's note when the categories answered with rows that break the specification's
 * value rules: the token was accepted, so the connection works; the note says how many rows the
 * Categories panel will mark, counted as the panel's banner counts them (category-faults-text.ts).
 */
import { countText } from '../../../shared/count-text';
import { faultyRowCount, type ShownCategories } from '../../../shared/received-categories';

/** "3 of 5 categories break the specification. The Categories panel shows each row …". Never throws. */
export function categoriesFaultNote(shown: ShownCategories): string {
  const faulty = faultyRowCount(shown.rows) + shown.unreadable;
  const received = countText(shown.rows.length + shown.unreadable, 'category', 'categories');
  const verb = faulty === 1 ? 'breaks' : 'break';
  return (
    `${faulty.toLocaleString('en-US')} of ${received} ${verb} the specification. ` +
    'The Categories panel shows each row as received, its faulty values marked.'
  );
}

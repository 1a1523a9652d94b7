/**
 * The orders categories are shown in, used by main (which sends rows already sorted by name, so the
 * renderer can paint the moment they arrive) and by the renderer (code and id on request). Names and
 * codes compare with a numeric collator ("Shelf 2" before "Shelf 10"); ids by numeric value when they
 * are digits. Rows that compare equal keep the order they came in.
 */

import { receivedText } from './received-text';

/** What the categories are sorted by. */
export type CategorySort = 'name' | 'code' | 'id';

/** The fields a sort reads: rows as received, so any value, or missing (sorted as empty text). */
export interface SortableRow {
  readonly id?: unknown;
  readonly code?: unknown;
  readonly name?: unknown;
}

const NUMBER = /^\d+$/;

/** An id as something to sort by: its digits without leading zeros, or null when not numeric text. */
function numericKey(id: string): string | null {
  return NUMBER.test(id) ? id.replace(/^0+(?=\d)/, '') : null;
}

// Numeric text compared by value without converting (ids may exceed 2^53): the shorter number is
// the smaller, then digit by digit. Ids that are not numbers go after the numbers, as plain text.
function compareIds(a: string, b: string, keyA: string | null, keyB: string | null): number {
  if (keyA === null || keyB === null) {
    if (keyA !== keyB) return keyA === null ? 1 : -1;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (keyA.length !== keyB.length) return keyA.length - keyB.length;
  return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
}

/**
 * The collator for `locale` (a BCP 47 tag; the runtime's default when absent or not valid). Building
 * one is costly, so callers keep it.
 */
export function categoryCollator(locale?: string): Intl.Collator {
  try {
    return new Intl.Collator(locale ? [locale] : undefined, { numeric: true });
  } catch {
    return new Intl.Collator(undefined, { numeric: true });
  }
}

/** Positions of `rows` in the order `sort`, compared with `collator` (names and codes). */
export function sortedPositions(
  rows: readonly SortableRow[],
  sort: CategorySort,
  collator: Intl.Collator,
): number[] {
  const positions = rows.map((_, i) => i);
  // Fields read once into arrays: the comparator runs about 1.7 million times for 100,000 rows.
  if (sort === 'id') {
    const ids = rows.map((row) => receivedText(row.id));
    const keys = ids.map(numericKey);
    return positions.sort((a, b) => compareIds(ids[a]!, ids[b]!, keys[a]!, keys[b]!) || a - b);
  }
  // A number, null or a missing value sorts as its text (receivedText): rows as received are shown too.
  const texts = rows.map((row) => receivedText(sort === 'name' ? row.name : row.code));
  return positions.sort((a, b) => collator.compare(texts[a]!, texts[b]!) || a - b);
}

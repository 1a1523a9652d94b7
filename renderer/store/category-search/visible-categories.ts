// The categories the search lets through, in the chosen order. The sorted order comes from
// category-order.ts (computed once per sort choice), so a keystroke only filters it: one letter is
// read off letter-index.ts's sets; a full scan runs over search-index.ts's one text; typing on (the
// new text contains an earlier one with few matches) filters those matches instead; and the last few
// searches are kept, so Backspace is instant.
import type { ReceivedCategory } from '../../../shared/received-categories';
import { categoryOrder, type CategorySort } from './category-order';
import { placesWithLetter, prepareLetterSets } from './letter-index';
import { scanIndex, searchIndexOf, SEPARATOR, type SearchIndex } from './search-index';
import { searchKeysOf } from './search-keys';
import { foldText } from './search-text';

interface Filtered {
  readonly needle: string;
  /** Places in the sorted order of the matches, ascending. */
  readonly places: Int32Array;
  readonly result: readonly ReceivedCategory[];
}

/** Searches kept per list: enough for typing a word and erasing it again. */
const KEEP = 12;

// The app has one list on screen; its recent searches, newest first.
let list: { readonly rows: readonly ReceivedCategory[]; readonly sort: CategorySort } | null = null;
let recent: Filtered[] = [];

function search(rows: readonly ReceivedCategory[], sort: CategorySort, needle: string): Filtered {
  const order = categoryOrder(rows, sort);
  const keys = searchKeysOf(rows);
  // The fewest earlier matches that must include all of this needle's.
  const base = recent
    .filter((f) => needle.includes(f.needle))
    .reduce<Filtered | null>((best, f) => (!best || f.places.length < best.places.length ? f : best), null);
  const places =
    base && base.places.length < rows.length / 4
      ? base.places.filter((k) => keys[order.positions[k]!]!.includes(needle))
      : scanAll(searchIndexOf(order, keys), needle);
  // A loop into an array of the right length: Int32Array's map would make numbers, and building
  // from an empty array grows it step by step (3 times slower for 88,000 matches, measured).
  const result = new Array<ReceivedCategory>(places.length);
  for (let i = 0; i < places.length; i++) result[i] = order.rows[places[i]!]!;
  return { needle, places, result };
}

// Every row's key searched: a single letter from its set once the sets are built (the name order's
// are built after a load; another order's from its first search on), otherwise a scan.
function scanAll(index: SearchIndex, needle: string): Int32Array {
  if (needle.length !== 1) return scanIndex(index, needle);
  const places = placesWithLetter(index, needle);
  if (places) return places;
  prepareLetterSets(index);
  return scanIndex(index, needle);
}

/** The rows whose name, code or slug contain `query` (case and accents ignored), sorted by `sort`. */
export function visibleCategories(
  rows: readonly ReceivedCategory[],
  sort: CategorySort,
  query: string,
): readonly ReceivedCategory[] {
  const needle = foldText(query.trim()).replaceAll(SEPARATOR, '');
  if (!needle) return categoryOrder(rows, sort).rows;
  if (list?.rows !== rows || list.sort !== sort) {
    list = { rows, sort };
    recent = [];
  }
  const known = recent.find((f) => f.needle === needle);
  const found = known ?? search(rows, sort, needle);
  recent = [found, ...recent.filter((f) => f !== found)].slice(0, KEEP);
  return found.result;
}

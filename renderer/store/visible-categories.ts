// The categories the search lets through, in the chosen order. The sorted order comes from
// category-order.ts (computed once per sort choice); a keystroke only filters it against the folded
// search keys (search-keys.ts). Typing on (the new text contains the last one) filters the last
// matches, not all rows.
import type { Category } from '../../shared/v2';
import { categoryOrder, type CategorySort } from './category-order';
import { searchKeysOf } from './search-keys';
import { foldText } from './search-text';

interface Filtered {
  readonly rows: readonly Category[];
  readonly sort: CategorySort;
  readonly needle: string;
  /** Positions in `rows` of the matches, in sorted order. */
  readonly positions: readonly number[];
  readonly result: readonly Category[];
}

// One entry: the app has one list on screen, and the entry is what makes typing on cheap.
let last: Filtered | null = null;

/** The rows whose name, code or slug contain `query` (case and accents ignored), sorted by `sort`. */
export function visibleCategories(
  rows: readonly Category[],
  sort: CategorySort,
  query: string,
): readonly Category[] {
  const order = categoryOrder(rows, sort);
  const needle = foldText(query.trim());
  if (!needle) return order.rows;
  const previous = last && last.rows === rows && last.sort === sort ? last : null;
  if (previous?.needle === needle) return previous.result;
  const keys = searchKeysOf(rows);
  const from = previous && needle.includes(previous.needle) ? previous.positions : order.positions;
  const positions: number[] = [];
  const result: Category[] = [];
  for (const i of from) {
    if (!keys[i]!.includes(needle)) continue;
    positions.push(i);
    result.push(rows[i]!);
  }
  last = { rows, sort, needle, positions, result };
  return result;
}

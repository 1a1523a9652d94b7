// The orders the categories can be shown in (shared/category-sort.ts), each computed once per loaded
// rows and sort choice and kept, so no keystroke ever sorts. Main sends the rows sorted by name in
// this renderer's locale, so the name order of freshly loaded rows is known without sorting.
import { categoryCollator, sortedPositions, type CategorySort } from '../../../shared/category-sort';
import type { ReceivedCategory } from '../../../shared/received-categories';

export type { CategorySort } from '../../../shared/category-sort';

/** One order: row positions in `rows`, and the rows themselves, both sorted. */
export interface CategoryOrder {
  readonly positions: readonly number[];
  readonly rows: readonly ReceivedCategory[];
}

// Created once: building a collator is costly. The renderer's own locale, which main is told too.
const collator = categoryCollator();

/** The locale this renderer sorts names in; main sorts the rows it sends in the same one. */
export const SORT_LOCALE = collator.resolvedOptions().locale;

const orders = new WeakMap<readonly ReceivedCategory[], Map<CategorySort, CategoryOrder>>();

function ordersOf(rows: readonly ReceivedCategory[]): Map<CategorySort, CategoryOrder> {
  let bySort = orders.get(rows);
  if (!bySort) orders.set(rows, (bySort = new Map()));
  return bySort;
}

/** Records that `rows` are already in `sort` order (main sorted them), so it is never recomputed. */
export function markSorted(rows: readonly ReceivedCategory[], sort: CategorySort): void {
  ordersOf(rows).set(sort, { positions: rows.map((_, i) => i), rows });
}

/** `rows` sorted by `sort`; rows that compare equal keep their order. */
export function categoryOrder(rows: readonly ReceivedCategory[], sort: CategorySort): CategoryOrder {
  const bySort = ordersOf(rows);
  const known = bySort.get(sort);
  if (known) return known;
  const positions = sortedPositions(rows, sort, collator);
  const order = { positions, rows: positions.map((i) => rows[i]!) };
  bySort.set(sort, order);
  return order;
}

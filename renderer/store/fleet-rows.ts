// The board's rows as shown: searched (name or address, case and accents ignored), filtered by
// class, and sorted by a column, problems first when sorted by class. Each step is memoized on its
// inputs, so a keystroke filters the sorted rows it already has and never sorts 5,000 rows again.
import { foldText } from './category-search/search-text';
import type { FleetRow, WatchClass } from '../../shared/watch';
import { WATCH_CLASSES } from '../../shared/watch';

/** Which rows the class filter lets through. */
export type FleetFilter = 'all' | 'conforms' | 'violates' | 'not-checked' | 'no-result';

/** The columns the board sorts by. */
export type FleetSortKey =
  'name' | 'class' | 'lastAt' | 'responseMs' | 'categories' | 'availability30' | 'every';

export interface FleetSort {
  readonly key: FleetSortKey;
  readonly descending: boolean;
}

export const FLEET_FILTERS: readonly FleetFilter[] = [
  'all',
  'conforms',
  'violates',
  'not-checked',
  'no-result',
];

/** Whether `row` passes `filter`. */
export function inFilter(row: FleetRow, filter: FleetFilter): boolean {
  const c = row.watchClass;
  switch (filter) {
    case 'all':
      return true;
    case 'conforms':
    case 'violates':
      return c === filter;
    case 'not-checked':
      return c !== null && c !== 'conforms' && c !== 'violates';
    case 'no-result':
      return c === null;
  }
}

/** How many rows each filter lets through. */
export function filterCounts(rows: readonly FleetRow[]): Record<FleetFilter, number> {
  const counts: Record<FleetFilter, number> = {
    all: rows.length,
    conforms: 0,
    violates: 0,
    'not-checked': 0,
    'no-result': 0,
  };
  for (const row of rows) {
    for (const filter of FLEET_FILTERS) if (filter !== 'all' && inFilter(row, filter)) counts[filter]++;
  }
  return counts;
}

// Problems first: violates, then the causes of "could not be checked" in code order, then conforms,
// then connections without a result.
function classRank(c: WatchClass | null): number {
  if (c === null) return 99;
  if (c === 'violates') return 0;
  if (c === 'conforms') return 50;
  return 1 + WATCH_CLASSES.indexOf(c);
}

const everyRank = (row: FleetRow) => (row.every === 'off' ? Infinity : row.every);

// The value a column sorts by; null sorts last in either direction.
function sortValue(row: FleetRow, key: FleetSortKey): number | null {
  switch (key) {
    case 'class':
      return classRank(row.watchClass);
    case 'lastAt':
      return row.lastAt;
    case 'responseMs':
      return row.responseMs;
    case 'categories':
      return row.categories;
    case 'availability30':
      return row.availability30?.ratio ?? null;
    case 'every':
      return everyRank(row);
    case 'name':
      return 0;
  }
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** `rows` sorted by `sort` (a new array; ties by name, then id, so the order is stable). */
export function sortFleet(rows: readonly FleetRow[], sort: FleetSort): FleetRow[] {
  const sign = sort.descending ? -1 : 1;
  const byName = (a: FleetRow, b: FleetRow) =>
    collator.compare(a.name, b.name) || (a.profileId < b.profileId ? -1 : a.profileId > b.profileId ? 1 : 0);
  if (sort.key === 'name') return [...rows].sort((a, b) => sign * byName(a, b));
  const values = new Map(rows.map((row) => [row, sortValue(row, sort.key)]));
  return [...rows].sort((a, b) => {
    const va = values.get(a) ?? null;
    const vb = values.get(b) ?? null;
    if (va === null || vb === null) return va === vb ? byName(a, b) : va === null ? 1 : -1;
    return va === vb ? byName(a, b) : sign * (va < vb ? -1 : 1);
  });
}

const keys = new WeakMap<FleetRow, string>();

/** The folded text a row is found by: its name and address. */
function searchKey(row: FleetRow): string {
  let key = keys.get(row);
  if (key === undefined) keys.set(row, (key = foldText(`${row.name}\n${row.baseUrl}`)));
  return key;
}

let sorted: { rows: readonly FleetRow[]; sort: FleetSort; result: FleetRow[] } | null = null;
let shown: {
  sorted: readonly FleetRow[];
  query: string;
  filter: FleetFilter;
  result: readonly FleetRow[];
} | null = null;

/** The rows the board shows (memoized: the same array for the same rows, sort, query and filter). */
export function visibleFleet(
  rows: readonly FleetRow[],
  sort: FleetSort,
  query: string,
  filter: FleetFilter,
): readonly FleetRow[] {
  if (
    !sorted ||
    sorted.rows !== rows ||
    sorted.sort.key !== sort.key ||
    sorted.sort.descending !== sort.descending
  )
    sorted = { rows, sort, result: sortFleet(rows, sort) };
  const needle = foldText(query.trim());
  if (shown && shown.sorted === sorted.result && shown.query === needle && shown.filter === filter)
    return shown.result;
  const result =
    needle === '' && filter === 'all'
      ? sorted.result
      : sorted.result.filter(
          (row) => inFilter(row, filter) && (needle === '' || searchKey(row).includes(needle)),
        );
  shown = { sorted: sorted.result, query: needle, filter, result };
  return result;
}

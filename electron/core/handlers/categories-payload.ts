/**
 * The categories as they go to the renderer (CategoriesPayload in shared/ipc-contract.ts). Three
 * choices, each measured (`npm run bench`), keep the renderer's thread free to paint at once:
 * - sorted by name in the renderer's locale here in main, so the renderer never sorts a fresh load;
 * - one JSON text, which crosses IPC far cheaper than 100,000 structured-cloned objects;
 * - a large list goes in two parts: the first FIRST_PAGE rows (screens more than the window shows)
 *   at once, the rest on request. Moving 13 MB into the renderer takes longer than painting a
 *   screen, so the first rows show while the rest is still on its way.
 * Rows are sent as received, also those that break the specification; each of those is listed with
 * its faulty fields (CategoryFaults), the first FAULT_ROW_CAP of them, so 100,000 faulty rows cost a
 * bounded list and a count.
 */
import { categoryCollator, sortedPositions } from '../../../shared/category-sort';
import type { CategoryFaults } from '../../../shared/ipc-contract';
import {
  breaksSpecification,
  categoryFieldFaults,
  type ReceivedCategory,
} from '../../../shared/received-categories';

/** Rows sent with the first part of a large list. */
export const FIRST_PAGE = 1_000;

/** Faulty rows listed with their fields (wording one costs about 20 µs); the others are only counted. */
export const FAULT_ROW_CAP = 2_000;

/** The first part to send, and the rest's JSON text (null when everything fits in the first). */
export interface SplitPayload {
  readonly first: {
    readonly count: number;
    readonly sortedByName: string;
    readonly rowsJson: string;
    readonly faults: CategoryFaults | null;
  };
  readonly restJson: string | null;
}

/**
 * `rows` sorted by name in `locale` (the runtime's default when absent or not valid), split. With
 * `unreadable` (the answer broke the specification; that many of its rows were not objects and are
 * left out already), the faulty rows are listed too; without, every row conforms.
 */
export function categoriesPayload(
  rows: readonly ReceivedCategory[],
  locale?: string,
  unreadable: number | null = null,
): SplitPayload {
  const collator = categoryCollator(locale);
  const sorted = sortedPositions(rows, 'name', collator).map((i) => rows[i]!);
  const split = sorted.length > FIRST_PAGE * 2;
  return {
    first: {
      count: rows.length,
      sortedByName: collator.resolvedOptions().locale,
      rowsJson: JSON.stringify(split ? sorted.slice(0, FIRST_PAGE) : sorted),
      faults: unreadable === null ? null : faultsOf(sorted, unreadable),
    },
    restJson: split ? JSON.stringify(sorted.slice(FIRST_PAGE)) : null,
  };
}

function faultsOf(sorted: readonly ReceivedCategory[], unreadable: number): CategoryFaults {
  const listed: CategoryFaults['rows'][number][] = [];
  let total = unreadable;
  for (let position = 0; position < sorted.length; position++) {
    const row = sorted[position]!;
    // Past the cap a row is only counted: wording a fault costs about 20 µs, the count a fraction.
    if (listed.length >= FAULT_ROW_CAP) {
      if (breaksSpecification(row)) total++;
      continue;
    }
    const fields = categoryFieldFaults(row);
    if (!fields) continue;
    total++;
    listed.push([position, fields]);
  }
  return { total, unreadable, rows: listed };
}

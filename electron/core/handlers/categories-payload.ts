/**
 * The categories as they go to the renderer (CategoriesPayload in shared/ipc-contract.ts). Three
 * choices, each measured (`npm run bench`), keep the renderer's thread free to paint at once:
 * - sorted by name in the renderer's locale here in main, so the renderer never sorts a fresh load;
 * - one JSON text, which crosses IPC far cheaper than 100,000 structured-cloned objects;
 * - a large list goes in two parts: the first FIRST_PAGE rows (screens more than the window shows)
 *   at once, the rest on request. Moving 13 MB into the renderer takes longer than painting a
 *   screen, so the first rows show while the rest is still on its way.
 */
import { categoryCollator, sortedPositions } from '../../../shared/category-sort';
import type { Category } from '../../../shared/v2';

/** Rows sent with the first part of a large list. */
export const FIRST_PAGE = 1_000;

/** The first part to send, and the rest's JSON text (null when everything fits in the first). */
export interface SplitPayload {
  readonly first: { readonly count: number; readonly sortedByName: string; readonly rowsJson: string };
  readonly restJson: string | null;
}

/** `rows` sorted by name in `locale` (the runtime's default when absent or not valid), split. */
export function categoriesPayload(rows: readonly Category[], locale?: string): SplitPayload {
  const collator = categoryCollator(locale);
  const sorted = sortedPositions(rows, 'name', collator).map((i) => rows[i]!);
  const split = sorted.length > FIRST_PAGE * 2;
  return {
    first: {
      count: rows.length,
      sortedByName: collator.resolvedOptions().locale,
      rowsJson: JSON.stringify(split ? sorted.slice(0, FIRST_PAGE) : sorted),
    },
    restJson: split ? JSON.stringify(sorted.slice(FIRST_PAGE)) : null,
  };
}

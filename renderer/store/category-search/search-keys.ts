// The folded search text of every row (search-text.ts). Folding 100,000 rows takes about 100 ms, so it
// is not done before the first rows are painted: after a load, the keys are built in short slices
// of idle time, then the name order's search index and its letter sets; a search that comes before
// they are all built finishes the keys and the index on the spot.
import type { ReceivedCategory } from '../../../shared/received-categories';
import { categoryOrder } from './category-order';
import { inIdleSlices, whenIdle } from './idle-work';
import { placesWithLetter, prepareLetterSets } from './letter-index';
import { scanIndex, searchIndexOf } from './search-index';
import { searchKey } from './search-text';

const keysByRows = new WeakMap<readonly ReceivedCategory[], string[]>();

/** Found in most rows (a letter of most names), so the warm-up searches run their loops often. */
const WARM_UP_NEEDLE = 'e';

function keysOf(rows: readonly ReceivedCategory[]): string[] {
  let keys = keysByRows.get(rows);
  if (!keys) keysByRows.set(rows, (keys = []));
  return keys;
}

/** The search keys of `rows`, position by position; builds those still missing. */
export function searchKeysOf(rows: readonly ReceivedCategory[]): readonly string[] {
  const keys = keysOf(rows);
  for (let i = keys.length; i < rows.length; i++) keys.push(searchKey(rows[i]!));
  return keys;
}

/** Builds the keys of `rows` in the background, a slice at a time. */
export function prepareSearchKeys(rows: readonly ReceivedCategory[]): void {
  const keys = keysOf(rows);
  inIdleSlices(
    (deadline) => {
      while (keys.length < rows.length && performance.now() < deadline) {
        // Checking the clock every 256 rows keeps its cost out of the loop.
        const end = Math.min(rows.length, keys.length + 256);
        for (let i = keys.length; i < end; i++) keys.push(searchKey(rows[i]!));
      }
      return keys.length >= rows.length;
    },
    // Then the name order's index (search-index.ts), so not even the first search builds it, and
    // one search over it nobody sees: the first real one then runs compiled code, not the
    // interpreter (measured at 100,000 rows: the first keystroke 45-80 ms before, see docs/performance.md). The
    // same for its letter sets (letter-index.ts), which answer one-letter searches.
    () =>
      whenIdle(() => {
        const index = searchIndexOf(categoryOrder(rows, 'name'), keys);
        whenIdle(() => {
          scanIndex(index, WARM_UP_NEEDLE);
          prepareLetterSets(index, () => placesWithLetter(index, WARM_UP_NEEDLE));
        });
      }),
  );
}

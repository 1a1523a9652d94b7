// The folded search text of every row (search-text.ts). Folding 100,000 rows takes about 100 ms, so it
// is not done before the first rows are painted: after a load, the keys are built in short slices
// of idle time, then the name order's search index; a search that comes before they are all built
// finishes them on the spot.
import type { Category } from '../../shared/v2';
import { categoryOrder } from './category-order';
import { scanIndex, searchIndexOf } from './search-index';
import { searchKey } from './search-text';

const keysByRows = new WeakMap<readonly Category[], string[]>();

/** How long one slice of idle work may run, in ms: short enough to keep input answered at once. */
const SLICE_MS = 8;
/** Found in most rows (a letter of most names), so the warm-up search runs its loop often. */
const WARM_UP_NEEDLE = 'e';

function keysOf(rows: readonly Category[]): string[] {
  let keys = keysByRows.get(rows);
  if (!keys) keysByRows.set(rows, (keys = []));
  return keys;
}

/** The search keys of `rows`, position by position; builds those still missing. */
export function searchKeysOf(rows: readonly Category[]): readonly string[] {
  const keys = keysOf(rows);
  for (let i = keys.length; i < rows.length; i++) keys.push(searchKey(rows[i]!));
  return keys;
}

// requestIdleCallback where there is one (Chromium); a timer elsewhere (test DOMs, Node).
const idleCallback = (
  globalThis as { requestIdleCallback?: (work: () => void, options: { timeout: number }) => number }
).requestIdleCallback;
const whenIdle: (work: () => void) => void = idleCallback
  ? (work) => idleCallback(work, { timeout: 200 })
  : (work) => setTimeout(work, 0);

/** Builds the keys of `rows` in the background, a slice at a time. */
export function prepareSearchKeys(rows: readonly Category[]): void {
  const keys = keysOf(rows);
  const slice = () => {
    const until = performance.now() + SLICE_MS;
    while (keys.length < rows.length && performance.now() < until) {
      // Checking the clock every 256 rows keeps its cost out of the loop.
      const end = Math.min(rows.length, keys.length + 256);
      for (let i = keys.length; i < end; i++) keys.push(searchKey(rows[i]!));
    }
    if (keys.length < rows.length) whenIdle(slice);
    // Then the name order's index (search-index.ts), so not even the first search builds it, and
    // one search over it nobody sees: the first real one then runs compiled code, not the
    // interpreter (measured at 100,000 rows: the first keystroke 45-80 ms before, see README).
    else
      whenIdle(() => {
        const index = searchIndexOf(categoryOrder(rows, 'name'), keys);
        whenIdle(() => scanIndex(index, WARM_UP_NEEDLE));
      });
  };
  whenIdle(slice);
}

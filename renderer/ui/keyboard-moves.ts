// Where the active item goes for a key, in a list of `count` items laid out `columns` to a row
// (1 in the list view). Left and right move only in the grid; Home and End go to the first and
// last item; Page Up and Down move by `pageRows` rows.

/** The keys that move the active item. */
const MOVES = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/** Whether `key` moves the active item (and so must not scroll the page by itself). */
export function isMoveKey(key: string): boolean {
  return MOVES.has(key);
}

/** The new active position, or the same one when the key leads nowhere. */
export function nextPosition(
  key: string,
  position: number,
  count: number,
  columns: number,
  pageRows: number,
): number {
  const last = count - 1;
  const down = (rows: number) => {
    const target = position + rows * columns;
    // Into a shorter last row: its last item, when it is below at all.
    if (target <= last) return target;
    return Math.floor(last / columns) > Math.floor(position / columns) ? last : position;
  };
  const up = (rows: number) => Math.max(position - rows * columns, position % columns);
  switch (key) {
    case 'ArrowRight':
      return columns > 1 ? Math.min(position + 1, last) : position;
    case 'ArrowLeft':
      return columns > 1 ? Math.max(position - 1, 0) : position;
    case 'ArrowDown':
      return down(1);
    case 'ArrowUp':
      return up(1);
    case 'PageDown':
      return down(pageRows);
    case 'PageUp':
      return up(pageRows);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return position;
  }
}

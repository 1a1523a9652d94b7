// How many categories there are, and how many the search lets through; while the rest of a large
// list is on its way, how many have arrived.
const number = new Intl.NumberFormat('en');

export function categoryCountText(shown: number, total: number, arrived = total): string {
  const noun = total === 1 ? 'category' : 'categories';
  if (arrived < total) return `${number.format(arrived)} of ${number.format(total)} ${noun} loaded…`;
  return shown === total
    ? `${number.format(total)} ${noun}`
    : `${number.format(shown)} of ${number.format(total)} ${noun}`;
}

interface CategoryCountProps {
  readonly shown: number;
  readonly total: number;
  /** How many have arrived (fewer than `total` while the rest is on its way). */
  readonly arrived: number;
}

export function CategoryCount({ shown, total, arrived }: CategoryCountProps) {
  return (
    <p className="panel__count" aria-live="polite">
      {categoryCountText(shown, total, arrived)}
    </p>
  );
}

// How many categories there are, and how many the search lets through.
const number = new Intl.NumberFormat('en');

export function categoryCountText(shown: number, total: number): string {
  const noun = total === 1 ? 'category' : 'categories';
  return shown === total
    ? `${number.format(total)} ${noun}`
    : `${number.format(shown)} of ${number.format(total)} ${noun}`;
}

export function CategoryCount({ shown, total }: { shown: number; total: number }) {
  return (
    <p className="panel__count" aria-live="polite">
      {categoryCountText(shown, total)}
    </p>
  );
}

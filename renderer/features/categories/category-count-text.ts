// How many categories there are, and how many the search lets through; while the rest of a large
// list is on its way, how many have arrived. Plain text, so the renderer benchmark can compute what
// the page must show.
const number = new Intl.NumberFormat('en');

export function categoryCountText(shown: number, total: number, arrived = total): string {
  const noun = total === 1 ? 'category' : 'categories';
  if (arrived < total) return `${number.format(arrived)} of ${number.format(total)} ${noun} loaded…`;
  return shown === total
    ? `${number.format(total)} ${noun}`
    : `${number.format(shown)} of ${number.format(total)} ${noun}`;
}

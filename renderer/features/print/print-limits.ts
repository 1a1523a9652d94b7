// How much of a long list a print holds. Chromium lays out and writes about 1 ms a row and 30-50 ms a
// page (measured: 10,000 text rows, 179 A4 pages, 9-12 s), so 100,000 rows would take minutes and
// 1,800 pages; a print stops at PRINT_MAX_ROWS rows, and the words on the page and beside the button
// say so and point to Export…, which writes every row. Thumbnails make a page hold a third as many
// rows and the PDF carry every image, so only a list of up to PRINT_IMAGES_MAX_ROWS prints them.

/** The most rows a printed list holds: about 100 pages, printed in about 10 s. */
export const PRINT_MAX_ROWS = 5_000;

/** Lists up to this many rows print with their images; longer ones as text, about 50 rows a page. */
export const PRINT_IMAGES_MAX_ROWS = 1_000;

/** How a list of `shown` rows prints: how many rows, with images or not, how many are left out. */
export interface PrintPlan {
  readonly rows: number;
  readonly images: boolean;
  readonly left: number;
}

export function printPlan(shown: number): PrintPlan {
  const rows = Math.min(shown, PRINT_MAX_ROWS);
  return { rows, images: shown <= PRINT_IMAGES_MAX_ROWS, left: shown - rows };
}

const count = (n: number) => n.toLocaleString('en');

/**
 * What a print of `shown` rows leaves out, in words (null when it holds them all, images included),
 * e.g. "The first 5,000 of 100,000 categories are printed, without images: Export… writes them all."
 * `noun` is the plural of what the rows are, `whole` what holds every row.
 */
export function printLimitText(
  shown: number,
  noun: string,
  whole = 'Export… writes them all',
): string | null {
  const plan = printPlan(shown);
  if (plan.left > 0)
    return `The first ${count(plan.rows)} of ${count(shown)} ${noun} are printed, without images: ${whole}.`;
  if (!plan.images)
    return `The ${count(shown)} ${noun} are printed without images (a print shows them for up to ${count(PRINT_IMAGES_MAX_ROWS)}).`;
  return null;
}

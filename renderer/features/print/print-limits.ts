// How much of a long list a print holds. Chromium lays out and writes about 1 ms a row and 30-50 ms a
// page (measured: 10,000 text rows, 179 A4 pages, 9-12 s), so 100,000 rows would take minutes and
// 1,800 pages; a print stops at PRINT_MAX_ROWS rows, and the words on the page and beside the button
// say so and point to Export…, which writes every row. Thumbnails make a page hold a third as many
// rows and the PDF carry every image, so only a list of up to PRINT_IMAGES_MAX_ROWS prints them.
import { words, type Words } from '../../i18n/words';

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

/** What the printed rows are: each list says what holds every row (Export…, the exports). */
export type PrintedRows = 'categories' | 'changes';

/**
 * What a print of `shown` rows leaves out, in words (null when it holds them all, images included),
 * e.g. "The first 5,000 of 100,000 categories are printed, without images: Export… writes them all."
 */
export function printLimitWords(shown: number, what: PrintedRows): Words | null {
  const plan = printPlan(shown);
  if (plan.left > 0) return words(`print.limit.${what}`, { rows: plan.rows, shown });
  if (!plan.images) return words(`print.noImages.${what}`, { shown, max: PRINT_IMAGES_MAX_ROWS });
  return null;
}

// The geometry of the virtualized views, beside the CSS it must match (category-card.css and
// category-views.css). Rows have a fixed height, so the virtualizer never has to measure one.

/** Space between cards, both ways (--space-4). */
export const GRID_GAP = 16;
/** The narrowest a card may get; the grid fits as many columns as this allows. */
export const MIN_CARD_WIDTH = 176;
// A card is its square image (card width less 2 × 12 px padding and 2 × 1 px border), 12 px above
// it, and its text below (12 px gap, 64 px, 12 px padding), plus the border: width − 26 + 12 + 88 + 2.
const CARD_EXTRA_HEIGHT = 76;
/** Height of one list row (.category-row). */
export const LIST_ROW_HEIGHT = 52;
/** Room above the first and below the last row, so the focus ring is never cut off. */
export const EDGE_PADDING = 4;

/** How one view lays out: items per row and the row's height (gap not included). */
export interface BrowserLayout {
  readonly columns: number;
  readonly rowHeight: number;
  readonly gap: number;
}

/** The layout of `view` in a content box `width` pixels wide. */
export function browserLayout(view: 'grid' | 'list', width: number): BrowserLayout {
  if (view === 'list') return { columns: 1, rowHeight: LIST_ROW_HEIGHT, gap: 0 };
  const columns = Math.max(1, Math.floor((width + GRID_GAP) / (MIN_CARD_WIDTH + GRID_GAP)));
  const cardWidth = Math.max(MIN_CARD_WIDTH, (width - GRID_GAP * (columns - 1)) / columns);
  return { columns, rowHeight: Math.round(cardWidth + CARD_EXTRA_HEIGHT), gap: GRID_GAP };
}

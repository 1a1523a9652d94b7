// The visible categories as one listbox, virtualized with TanStack Virtual: only the rows in view
// (and about 240 px beyond) are in the DOM, so 100,000 categories scroll like a hundred. The listbox
// keeps the focus and names the active item with aria-activedescendant; arrows, Home, End and the
// Page keys move it and scroll it into view; Enter or a click opens its details.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { ReceivedCategory } from '../../../shared/received-categories';
import { FormattedMessage } from 'react-intl';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import { selectActiveCategory, selectCategoryView } from '../../store/selectors';
import { browserLayout, EDGE_PADDING } from './browser-layout';
import { CategoryCard, optionId } from './CategoryCard';
import { CategoryListHeader, CategoryRow } from './CategoryRow';
import { isMoveKey, nextPosition } from '../../ui/keyboard-moves';
import { useContentWidth } from './useContentWidth';

interface CategoryBrowserProps {
  readonly categories: readonly ReceivedCategory[];
  /** How many categories the whole list has (the search shows `categories` of them). */
  readonly capacity: number;
  /** Changes when the list is a new one (another search or sort): it then starts at the top. */
  readonly resetKey: string;
}

/** Rendered beyond each edge of the view, in px: about one grid row, several list rows. Every item
 * rendered is laid out and painted again when a keystroke refills the list, so no more than that. */
const OVERSCAN_PX = 240;
const overscanRows = (rowStride: number) => Math.max(1, Math.ceil(OVERSCAN_PX / rowStride));

// Positions come from the virtualizer, so they are set through the style object (CSSOM), which
// the page's style-src policy allows; the stylesheet holds everything else.
function rowStyle(start: number, size: number, columns: number) {
  const grid = columns > 1 ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : {};
  return { transform: `translateY(${start}px)`, height: `${size}px`, ...grid };
}

export function CategoryBrowser({ categories, capacity, resetKey }: CategoryBrowserProps) {
  const view = useAppStore(selectCategoryView);
  const storedActive = useAppStore(selectActiveCategory);
  const setActive = useAppStore((s) => s.setActiveCategory);
  const openCategory = useAppStore((s) => s.openCategory);
  const text = useText();
  const scroller = useRef<HTMLDivElement>(null);
  const { columns, rowHeight, gap } = browserLayout(view, useContentWidth(scroller));
  const count = categories.length;
  const active = Math.min(storedActive, count - 1);
  const rowCount = Math.ceil(count / columns);
  // The virtualizer is told the rows of the whole list, which change only with the list itself:
  // whenever its count changes it rebuilds an entry for every row (up to 25,000 in a grid, ~1.3 ms),
  // and almost every keystroke changes the filtered count. The canvas height and the rows drawn
  // follow the filtered list; all rows have one height, so the entries beyond it change nothing.
  const virtualizer = useVirtualizer({
    count: Math.ceil(Math.max(capacity, count) / columns),
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    gap,
    paddingStart: EDGE_PADDING,
    paddingEnd: EDGE_PADDING,
    scrollPaddingStart: EDGE_PADDING,
    scrollPaddingEnd: EDGE_PADDING,
    overscan: overscanRows(rowHeight + gap),
  });
  // Rows are never measured: a new row height (the panel was resized) replaces every estimate.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight, gap]);
  // Only when scrolled: scrollToOffset reads the scroller's size, which forces a layout in the middle
  // of the keystroke's commit (measured: ~4 ms a keystroke at 100,000 rows).
  useLayoutEffect(() => {
    if (virtualizer.scrollOffset) virtualizer.scrollToOffset(0);
  }, [virtualizer, resetKey]);
  const activeRow = Math.floor(Math.max(active, 0) / columns);
  // Switching between grid and list keeps the active item in view.
  const shownView = useRef(view);
  useLayoutEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    virtualizer.scrollToIndex(activeRow);
  });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || count === 0) return;
    if (event.key === 'Enter') {
      // Also keeps the keypress from reaching the detail panel's button, focused meanwhile.
      event.preventDefault();
      openCategory(categories[active]!, active);
      return;
    }
    if (!isMoveKey(event.key)) return;
    event.preventDefault();
    const pageRows = Math.max(1, Math.floor((scroller.current?.clientHeight ?? 0) / (rowHeight + gap)));
    const next = nextPosition(event.key, active, count, columns, pageRows);
    setActive(next);
    virtualizer.scrollToIndex(Math.floor(next / columns), { align: 'auto' });
  }

  // Arriving with Tab after scrolling away, the keyboard starts from what is in view.
  function onFocus(event: FocusEvent<HTMLDivElement>) {
    const range = virtualizer.range;
    if (event.target !== event.currentTarget || !range) return;
    if (activeRow < range.startIndex || activeRow > range.endIndex) setActive(range.startIndex * columns);
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const option = (event.target as Element).closest<HTMLElement>('[data-position]');
    const position = Number(option?.dataset.position);
    const category = categories[position];
    if (category) openCategory(category, position);
  }

  const rows = virtualizer.getVirtualItems().filter((row) => row.index < rowCount);
  const height = 2 * EDGE_PADDING + rowCount * rowHeight + Math.max(0, rowCount - 1) * gap;
  const firstShown = (rows[0]?.index ?? 0) * columns;
  const endShown = ((rows.at(-1)?.index ?? -1) + 1) * columns;
  const activeShown = active >= firstShown && active < endShown;
  const Item = view === 'grid' ? CategoryCard : CategoryRow;
  return (
    <div className={`browser browser--${view}`}>
      {view === 'list' && <CategoryListHeader />}
      {/* Hidden from the reading order; still read as the listbox's description. */}
      <p id="category-browser-hint" hidden>
        <FormattedMessage id="categories.browserHint" />
      </p>
      <div
        ref={scroller}
        id="category-browser"
        className="browser__scroller"
        role="listbox"
        aria-label={text('categories.heading')}
        aria-describedby="category-browser-hint"
        aria-activedescendant={activeShown ? optionId(active) : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onClick={onClick}
      >
        <div role="none" className="browser__canvas" style={{ height: `${height}px` }}>
          {rows.map((row) => (
            <div
              role="none"
              key={row.key}
              className="browser__row"
              style={rowStyle(row.start, row.size, columns)}
            >
              {categories.slice(row.index * columns, (row.index + 1) * columns).map((category, i) => {
                const position = row.index * columns + i;
                return (
                  <Item
                    key={position}
                    category={category}
                    position={position}
                    total={count}
                    active={position === active}
                  />
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

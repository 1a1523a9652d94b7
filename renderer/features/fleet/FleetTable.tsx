// The board: every connection as one row of a grid, virtualized with TanStack Virtual (only the
// rows in view are in the page, so 5,000 connections scroll like twenty). The grid keeps the focus
// and names the active row's connection cell with aria-activedescendant; arrows, Home, End and the
// Page keys move it; Enter or a click opens that connection's timeline; Space or its box ticks it for
// the availability report (the header's box ticks every row shown). The column headers sort.
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages/en';
import { useText } from '../../i18n/useText';
import { useNow } from '../../ui/useNow';
import { isMoveKey, nextPosition } from '../../ui/keyboard-moves';
import type { FleetRow } from '../../../shared/watch';
import { agoText, countText, fullTime, msText } from '../watch-words/fleet-text';
import type { FleetSort, FleetSortKey } from '../../store/state/fleet-state';
import { Sparkline } from './Sparkline';
import { ClassMark } from '../watch-words/ClassMark';
import { everyText } from '../watch-words/watch-words';
import { untilText } from '../watch-words/maintenance-words';
import { availabilityText, availabilityTitle, degradedText } from '../watch-words/availability-words';
import { useConnectionName } from '../../ui/useConnectionName';

/** A row's height in px (fleet.css gives the rows the same). */
export const ROW_HEIGHT = 44;
const HEADER_HEIGHT = 36;

const COLUMNS: readonly { key: FleetSortKey | null; label: MessageId; className?: string }[] = [
  { key: 'name', label: 'fleet.column.name' },
  { key: 'class', label: 'fleet.column.class' },
  { key: 'lastAt', label: 'fleet.column.lastAt' },
  { key: 'responseMs', label: 'fleet.column.responseMs', className: 'fleet__number' },
  { key: 'categories', label: 'fleet.column.categories', className: 'fleet__number' },
  { key: 'availability30', label: 'fleet.column.availability30', className: 'fleet__number' },
  { key: null, label: 'fleet.column.spark' },
  { key: 'every', label: 'fleet.column.every' },
];

// The sort's direction and a figure still being read: marks, the same in every language.
const DESCENDING = '▼';
const ASCENDING = '▲';
const READING = '…';

/** The id of a row's first cell, which aria-activedescendant names. */
export const fleetCellId = (index: number) => `fleet-cell-${index}`;

interface FleetTableProps {
  readonly rows: readonly FleetRow[];
  /** All the connections (the search shows `rows` of them). */
  readonly total: number;
  readonly sort: FleetSort;
  readonly onSort: (key: FleetSortKey) => void;
  /** Opens the timeline of a connection. */
  readonly onOpen: (profileId: string) => void;
  /** The connection whose timeline is open, marked in its row. */
  readonly openId: string | null;
  /** The ticked connections, by id. */
  readonly selected: ReadonlySet<string>;
  readonly onToggle: (profileId: string) => void;
  /** Ticks exactly these (the header's box: every row shown, or none). */
  readonly onSelect: (profileIds: readonly string[]) => void;
}

function SelectAll({ rows, selected, onSelect }: Pick<FleetTableProps, 'rows' | 'selected' | 'onSelect'>) {
  const ticked = rows.reduce((n, row) => n + (selected.has(row.profileId) ? 1 : 0), 0);
  const all = rows.length > 0 && ticked === rows.length;
  const text = useText();
  return (
    <input
      type="checkbox"
      className="fleet__tick"
      aria-label={text('fleet.selectAll', { count: rows.length })}
      checked={all}
      ref={(box) => {
        if (box) box.indeterminate = ticked > 0 && !all;
      }}
      disabled={rows.length === 0}
      onChange={() =>
        onSelect(
          all
            ? [...selected].filter((id) => !rows.some((row) => row.profileId === id))
            : [...new Set([...selected, ...rows.map((row) => row.profileId)])],
        )
      }
    />
  );
}

function Header({
  sort,
  onSort,
  ...ticks
}: Pick<FleetTableProps, 'sort' | 'onSort' | 'rows' | 'selected' | 'onSelect'>) {
  return (
    <div role="rowgroup" className="fleet__head">
      <div role="row" aria-rowindex={1} className="fleet__row fleet__row--head">
        <div role="columnheader" className="fleet__select">
          <SelectAll {...ticks} />
        </div>
        {COLUMNS.map(({ key, label, className }) => {
          const sorted = key !== null && sort.key === key;
          return (
            <div
              key={label}
              role="columnheader"
              className={className}
              aria-sort={sorted ? (sort.descending ? 'descending' : 'ascending') : undefined}
            >
              {key === null ? (
                <FormattedMessage id={label} />
              ) : (
                <button type="button" className="fleet__sort" onClick={() => onSort(key)}>
                  <FormattedMessage id={label} />
                  <span className="fleet__sort-mark" aria-hidden="true">
                    {sorted ? (sort.descending ? DESCENDING : ASCENDING) : ''}
                  </span>
                </button>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

// Memoized: a scroll re-renders the table, and rows that stay in view keep their props.
const Row = memo(function Row({
  row,
  index,
  start,
  active,
  open,
  ticked,
  onToggle,
  now,
}: {
  row: FleetRow;
  index: number;
  start: number;
  active: boolean;
  open: boolean;
  ticked: boolean;
  onToggle: (profileId: string) => void;
  now: number;
}) {
  const text = useText();
  const nameOf = useConnectionName();
  const name = nameOf({ id: row.profileId, name: row.name });
  const { locale } = useIntl();
  const degraded = degradedText(row.availability30, locale);
  const readingDays = row.reading === true || row.readingAvailability === true;
  const classes = ['fleet__row', active && 'fleet__row--active', open && 'fleet__row--open'];
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      // Named by its connection, not by its tick box first ("Select …").
      aria-labelledby={fleetCellId(index)}
      aria-selected={open}
      data-index={index}
      className={classes.filter(Boolean).join(' ')}
      style={{ transform: `translateY(${start}px)` }}
    >
      <div role="gridcell" className="fleet__select">
        {/* Out of the tab order: the grid keeps the focus, and Space ticks the active row. */}
        <input
          type="checkbox"
          className="fleet__tick"
          tabIndex={-1}
          aria-label={text('fleet.select', { name })}
          checked={ticked}
          onChange={() => onToggle(row.profileId)}
          onClick={(event) => event.stopPropagation()}
        />
      </div>
      <div role="gridcell" id={fleetCellId(index)} className="fleet__connection">
        {/* A name, not words to translate (the demo's is ours, already in the language shown); cut
            with an ellipsis when long, whole in its title. */}
        <span className="fleet__name" title={name} translate="no">
          {name}
        </span>
        <span className="fleet__url" title={row.baseUrl}>
          {row.baseUrl}
        </span>
      </div>
      <div role="gridcell">
        <ClassMark watchClass={row.watchClass} reading={row.reading} />
      </div>
      <div role="gridcell" title={row.lastAt === null ? undefined : fullTime(row.lastAt, locale)}>
        {text(row.running ? 'fleet.checking' : agoText(row.lastAt, now))}
      </div>
      <div role="gridcell" className="fleet__number">
        {msText(row.responseMs, text)}
      </div>
      <div role="gridcell" className="fleet__number">
        {countText(row.categories, locale)}
      </div>
      <div
        role="gridcell"
        className="fleet__number fleet__availability"
        title={text(availabilityTitle(row.availability30, readingDays, locale))}
      >
        <span>{readingDays ? READING : availabilityText(row.availability30, locale)}</span>
        {degraded && <span className="fleet__degraded">{text(degraded)}</span>}
        {!readingDays && !row.availability30 && (
          <span className="visually-hidden">
            <FormattedMessage id="fleet.noRunCounted" />
          </span>
        )}
      </div>
      <div role="gridcell">
        <Sparkline spark={row.spark} />
      </div>
      <div role="gridcell" className="fleet__watch">
        <span className={row.every === 'off' ? 'muted' : undefined}>{text(everyText(row.every))}</span>
        {row.maintenanceUntil !== undefined && (
          <span
            className="fleet__maintenance"
            title={text('fleet.maintenance.badgeTitle', {
              until: untilText(row.maintenanceUntil, now, locale),
            })}
          >
            <FormattedMessage id="fleet.maintenance.badge" />
            <span className="visually-hidden"> {text(untilText(row.maintenanceUntil, now, locale))}</span>
          </span>
        )}
      </div>
    </div>
  );
});

export function FleetTable({
  rows,
  total,
  sort,
  onSort,
  onOpen,
  openId,
  selected,
  onToggle,
  onSelect,
}: FleetTableProps) {
  const text = useText();
  const scroller = useRef<HTMLDivElement>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const now = useNow(30_000);
  const found = activeId === null ? -1 : rows.findIndex((row) => row.profileId === activeId);
  const active = found >= 0 ? found : 0;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    // The sticky header sits above the rows inside the scroller: the rows start below it, and a row
    // scrolled to stops below it rather than under it.
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    overscan: 6,
  });

  function moveTo(index: number) {
    const row = rows[index];
    if (!row) return;
    setActiveId(row.profileId);
    virtualizer.scrollToIndex(index, { align: 'auto' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget || event.altKey || rows.length === 0) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(rows[active]!.profileId);
      return;
    }
    if (event.key === ' ') {
      event.preventDefault();
      onToggle(rows[active]!.profileId);
      return;
    }
    if (!isMoveKey(event.key)) return;
    event.preventDefault();
    const pageRows = Math.max(
      1,
      Math.floor(((scroller.current?.clientHeight ?? 0) - HEADER_HEIGHT) / ROW_HEIGHT),
    );
    moveTo(nextPosition(event.key, active, rows.length, 1, pageRows));
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const element = (event.target as Element).closest<HTMLElement>('[data-index]');
    const row = rows[Number(element?.dataset.index)];
    if (!row) return;
    setActiveId(row.profileId);
    onOpen(row.profileId);
  }

  const items = virtualizer.getVirtualItems();
  const activeShown = items.some((item) => item.index === active);
  return (
    <div
      ref={scroller}
      className="fleet__grid"
      role="grid"
      aria-label={text('fleet.grid', { shown: rows.length, total })}
      aria-rowcount={rows.length + 1}
      aria-colcount={COLUMNS.length + 1}
      aria-describedby="fleet-grid-hint"
      aria-activedescendant={activeShown && rows.length > 0 ? fleetCellId(active) : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <Header sort={sort} onSort={onSort} rows={rows} selected={selected} onSelect={onSelect} />
      <div role="rowgroup" className="fleet__canvas" style={{ height: `${virtualizer.getTotalSize()}px` }}>
        {items.map((item) => (
          <Row
            key={rows[item.index]!.profileId}
            row={rows[item.index]!}
            index={item.index}
            start={item.start - HEADER_HEIGHT}
            active={item.index === active}
            open={rows[item.index]!.profileId === openId}
            ticked={selected.has(rows[item.index]!.profileId)}
            onToggle={onToggle}
            now={now}
          />
        ))}
      </div>
    </div>
  );
}

// The category changes: filter (all / added / removed / changed), search, and a virtualized list
// (only the rows in view are in the page, so 100,000 rows scroll as smoothly as 10). Rows differ in
// height (one line per changed field, pictures for a changed image), each known from its fields.
// Printed, the list gives way to ChangesPrintList, which holds every change shown.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import type { DatasetDiff } from '../../../shared/diff/diff-types';
import { RadioGroup } from '../../ui/RadioGroup';
import { ChangeItem } from './ChangeItem';
import { ChangesPrintList } from './ChangesPrintList';
import { changeRows, filterRows, rowHeight, type ChangeFilter } from './change-rows';

const FILTERS: readonly { value: ChangeFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'added', label: 'Added' },
  { value: 'removed', label: 'Removed' },
  { value: 'changed', label: 'Changed' },
];

export function CategoryChanges({ diff, names }: { diff: DatasetDiff; names: ReadonlyMap<string, string> }) {
  const rows = useMemo(() => changeRows(diff, names), [diff, names]);
  const [filter, setFilter] = useState<ChangeFilter>('all');
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(() => filterRows(rows, filter, deferredQuery), [rows, filter, deferredQuery]);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => rowHeight(shown[index]!),
    overscan: 6,
    getItemKey: (index) => `${shown[index]?.kind}:${shown[index]?.id}:${index}`,
  });
  const counts = { all: rows.length, added: 0, removed: 0, changed: 0 };
  for (const row of rows) counts[row.kind]++;

  return (
    <section className="changes-section changes-categories" aria-labelledby="changes-categories">
      <h3 id="changes-categories" className="changes-section__heading">
        Category changes ({rows.length.toLocaleString()})
      </h3>
      <div className="changes-toolbar">
        <RadioGroup
          name="changes-filter"
          legend="Show"
          legendHidden
          className="changes-filter"
          optionClassName="changes-filter__option"
          options={FILTERS.map(({ value, label }) => ({
            value,
            label: `${label} (${counts[value].toLocaleString()})`,
          }))}
          value={filter}
          onChange={setFilter}
        />
        <input
          type="search"
          className="input changes-search"
          aria-label="Search changes"
          placeholder="Search by id, name, code, slug…"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p className="visually-hidden" role="status">
        {`${shown.length.toLocaleString()} of ${rows.length.toLocaleString()} changes shown`}
      </p>
      {shown.length === 0 ? (
        <p className="muted changes-none">
          {rows.length === 0 ? 'No category changed.' : 'No change matches the filter and search.'}
        </p>
      ) : (
        // Focusable, so the list scrolls with the keyboard.
        <div
          ref={scroller}
          className="changes-list"
          tabIndex={0}
          role="list"
          aria-label="Category changes"
          // As tall as its rows, up to most of the window (then it scrolls); set through CSSOM.
          style={{ height: `min(60vh, ${virtualizer.getTotalSize() + 2}px)` }}
        >
          <div className="changes-list__space" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = shown[item.index]!;
              return (
                <div
                  key={item.key}
                  role="listitem"
                  aria-setsize={shown.length}
                  aria-posinset={item.index + 1}
                  className={`change-item change-item--${row.kind}`}
                  style={{ transform: `translateY(${item.start}px)`, height: item.size }}
                >
                  <ChangeItem row={row} />
                </div>
              );
            })}
          </div>
        </div>
      )}
      {shown.length > 0 && <ChangesPrintList rows={shown} filter={filter} query={deferredQuery} />}
    </section>
  );
}

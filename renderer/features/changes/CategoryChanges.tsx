// The category changes: filter (all / added / removed / changed), search, and a virtualized list
// (only the rows in view are in the page, so 100,000 rows scroll as smoothly as 10). Rows differ in
// height (one line per changed field, pictures for a changed image), each known from its fields.
// Printed, the list gives way to ChangesPrintList, which holds every change shown.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { DatasetDiff } from '../../../shared/diff/diff-types';
import type { MessageId } from '../../i18n/messages/en';
import { useText } from '../../i18n/useText';
import { RadioGroup } from '../../ui/RadioGroup';
import { ChangeItem } from './ChangeItem';
import { ChangesPrintList } from './ChangesPrintList';
import { changeRows, filterRows, rowHeight, type ChangeFilter } from './change-rows';

const FILTERS: readonly { value: ChangeFilter; label: MessageId }[] = [
  { value: 'all', label: 'changes.filter.all' },
  { value: 'added', label: 'changes.added' },
  { value: 'removed', label: 'changes.removed' },
  { value: 'changed', label: 'changes.changed' },
];

export function CategoryChanges({ diff, names }: { diff: DatasetDiff; names: ReadonlyMap<string, string> }) {
  const rows = useMemo(() => changeRows(diff, names), [diff, names]);
  const [filter, setFilter] = useState<ChangeFilter>('all');
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(() => filterRows(rows, filter, deferredQuery), [rows, filter, deferredQuery]);
  const scroller = useRef<HTMLDivElement>(null);
  const text = useText();
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
        <FormattedMessage id="changes.categories.heading" values={{ count: rows.length }} />
      </h3>
      <div className="changes-toolbar">
        <RadioGroup
          name="changes-filter"
          legend={text('changes.filter.legend')}
          legendHidden
          className="changes-filter"
          optionClassName="changes-filter__option"
          options={FILTERS.map(({ value, label }) => ({
            value,
            label: text('changes.filter.option', { label: text(label), count: counts[value] }),
          }))}
          value={filter}
          onChange={setFilter}
        />
        <input
          type="search"
          className="input changes-search"
          aria-label={text('changes.search.label')}
          placeholder={text('changes.search.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p className="visually-hidden" role="status">
        {text('changes.shownStatus', { shown: shown.length, total: rows.length })}
      </p>
      {shown.length === 0 ? (
        <p className="muted changes-none">
          <FormattedMessage id={rows.length === 0 ? 'changes.noneChanged' : 'changes.noMatch'} />
        </p>
      ) : (
        // Focusable, so the list scrolls with the keyboard.
        <div
          ref={scroller}
          className="changes-list"
          tabIndex={0}
          role="list"
          aria-label={text('changes.list.label')}
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

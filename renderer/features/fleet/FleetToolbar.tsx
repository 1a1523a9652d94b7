// Above the board: the search (name or address, as you type; Escape clears it), the class filter
// with how many connections each shows, and how many are shown and watched.
import { useAppStore } from '../../store';
import { filterCounts, FLEET_FILTERS, type FleetFilter } from '../../store/fleet-rows';
import {
  selectFleetFilter,
  selectFleetQuery,
  selectFleetRows,
  selectVisibleFleet,
} from '../../store/selectors';
import { useMemo } from 'react';
import { SearchField } from '../../ui/SearchField';

const LABELS: Record<FleetFilter, string> = {
  all: 'All',
  conforms: 'Conforms',
  violates: 'Violates',
  'not-checked': 'Could not be checked',
  'no-result': 'Not checked yet',
};

export function FleetToolbar() {
  const rows = useAppStore(selectFleetRows);
  const shown = useAppStore(selectVisibleFleet).length;
  const query = useAppStore(selectFleetQuery);
  const filter = useAppStore(selectFleetFilter);
  const setQuery = useAppStore((s) => s.setFleetQuery);
  const setFilter = useAppStore((s) => s.setFleetFilter);
  const counts = useMemo(() => filterCounts(rows), [rows]);
  const watched = useMemo(() => rows.filter((row) => row.every !== 'off').length, [rows]);

  return (
    <div className="fleet__toolbar">
      <SearchField
        id="fleet-search"
        label="Search connections by name or address"
        placeholder="Search name or address"
        value={query}
        onChange={setQuery}
      />
      <fieldset className="fleet__filter">
        <legend className="visually-hidden">Show</legend>
        {FLEET_FILTERS.map((value) => (
          <label key={value} className="fleet__filter-option">
            <input
              type="radio"
              name="fleet-filter"
              value={value}
              checked={filter === value}
              onChange={() => setFilter(value)}
            />
            {LABELS[value]} ({counts[value].toLocaleString()})
          </label>
        ))}
      </fieldset>
      <p className="fleet__count muted" role="status">
        {shown === rows.length
          ? `${rows.length.toLocaleString()} ${rows.length === 1 ? 'connection' : 'connections'}`
          : `${shown.toLocaleString()} of ${rows.length.toLocaleString()} connections shown`}
        {`, ${watched.toLocaleString()} watched`}
      </p>
    </div>
  );
}

// Above the board: the search (name or address, as you type; Escape clears it), the class filter
// with how many connections each shows, how many are shown and watched, and Maintenance… (a window
// for the connection open in the timeline or for those shown), Availability report… (the report of
// `retail-inspector report` for the connections ticked or shown) and Watch settings… (how changes
// are confirmed, grouped and reminded).
import { useAppStore } from '../../store';
import { filterCounts, FLEET_FILTERS, type FleetFilter } from '../../store/fleet-rows';
import {
  selectFleetFilter,
  selectFleetQuery,
  selectFleetRows,
  selectVisibleFleet,
} from '../../store/selectors';
import { useMemo, useState } from 'react';
import { countText } from '../../../shared/count-text';
import { selectTimelineRow } from '../../store/selectors';
import { MaintenanceDialog, type MaintenanceChoice } from './MaintenanceDialog';
import { WatchOptionsDialog } from './WatchOptionsDialog';
import { AvailabilityDialog } from './AvailabilityDialog';
import { PrintOutcome } from '../print/PrintButton';
import { RadioGroup } from '../../ui/RadioGroup';
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
  const visible = useAppStore(selectVisibleFleet);
  const openRow = useAppStore(selectTimelineRow);
  const [maintaining, setMaintaining] = useState(false);
  const [tuning, setTuning] = useState(false);
  const [reporting, setReporting] = useState(false);
  const printing = useAppStore((s) => s.printJob?.view === 'fleet');
  const inMaintenance = useMemo(
    () => rows.filter((row) => row.maintenanceUntil !== undefined).length,
    [rows],
  );
  const choices: MaintenanceChoice[] = [
    ...(openRow ? [{ key: 'open', label: openRow.name, ids: [openRow.profileId] }] : []),
    ...(visible.length > 0
      ? [
          {
            key: 'shown',
            label: `the ${countText(visible.length, 'connection')} shown`,
            ids: visible.map((row) => row.profileId),
          },
        ]
      : []),
  ];

  return (
    <div className="fleet__toolbar">
      <SearchField
        id="fleet-search"
        label="Search connections by name or address"
        placeholder="Search name or address"
        value={query}
        onChange={setQuery}
      />
      <RadioGroup
        name="fleet-filter"
        legend="Show"
        legendHidden
        className="fleet__filter"
        optionClassName="fleet__filter-option"
        options={FLEET_FILTERS.map((value) => ({
          value,
          label: `${LABELS[value]} (${counts[value].toLocaleString()})`,
        }))}
        value={filter}
        onChange={setFilter}
      />
      <p className="fleet__count muted" role="status">
        {shown === rows.length
          ? `${rows.length.toLocaleString()} ${rows.length === 1 ? 'connection' : 'connections'}`
          : `${shown.toLocaleString()} of ${rows.length.toLocaleString()} connections shown`}
        {`, ${watched.toLocaleString()} watched`}
        {inMaintenance > 0 && `, ${inMaintenance.toLocaleString()} in maintenance`}
      </p>
      {/* The buttons wrap together, so a narrow window keeps them side by side. */}
      <div className="fleet__actions">
        <button
          id="fleet-availability-button"
          type="button"
          className="button"
          disabled={rows.length === 0}
          onClick={() => setReporting(true)}
        >
          Availability report…
        </button>
        <AvailabilityDialog open={reporting} onClose={() => setReporting(false)} />
        <button
          id="fleet-maintenance-button"
          type="button"
          className="button"
          disabled={choices.length === 0}
          onClick={() => setMaintaining(true)}
        >
          Maintenance…
        </button>
        <MaintenanceDialog open={maintaining} onClose={() => setMaintaining(false)} choices={choices} />
        <button
          id="fleet-watch-options-button"
          type="button"
          className="button"
          onClick={() => setTuning(true)}
        >
          Watch settings…
        </button>
        <WatchOptionsDialog open={tuning} onClose={() => setTuning(false)} />
      </div>
      {/* How the availability report's print or PDF went (its dialog closes to print); there from
          the print's start ("Preparing the print…"), so what follows is heard. */}
      {printing && <PrintOutcome view="fleet" className="fleet__print-outcome" />}
    </div>
  );
}

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
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages/en';
import { useText } from '../../i18n/useText';
import { selectTimelineRow } from '../../store/selectors';
import { MaintenanceDialog, type MaintenanceChoice } from './MaintenanceDialog';
import { WatchOptionsDialog } from './WatchOptionsDialog';
import { AvailabilityDialog } from './AvailabilityDialog';
import { PrintOutcome } from '../print/PrintButton';
import { RadioGroup } from '../../ui/RadioGroup';
import { SearchField } from '../../ui/SearchField';

const LABELS: Record<FleetFilter, MessageId> = {
  all: 'fleet.filter.all',
  conforms: 'watch.class.conforms',
  violates: 'watch.class.violates',
  'not-checked': 'fleet.filter.notChecked',
  'no-result': 'watch.class.none',
};

export function FleetToolbar() {
  const text = useText();
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
            label: text('fleet.shown', { count: visible.length }),
            ids: visible.map((row) => row.profileId),
          },
        ]
      : []),
  ];

  return (
    <div className="fleet__toolbar">
      <SearchField
        id="fleet-search"
        label={text('fleet.search.label')}
        placeholder={text('fleet.search.placeholder')}
        value={query}
        onChange={setQuery}
      />
      <RadioGroup
        name="fleet-filter"
        legend={text('fleet.filter.legend')}
        legendHidden
        className="fleet__filter"
        optionClassName="fleet__filter-option"
        options={FLEET_FILTERS.map((value) => ({
          value,
          label: text('fleet.filter.option', { label: text(LABELS[value]), count: counts[value] }),
        }))}
        value={filter}
        onChange={setFilter}
      />
      <p className="fleet__count muted" role="status">
        {text(inMaintenance > 0 ? 'fleet.count.maintenance' : 'fleet.count.watched', {
          connections:
            shown === rows.length
              ? text('fleet.count.all', { total: rows.length })
              : text('fleet.count.some', { shown, total: rows.length }),
          watched,
          maintenance: inMaintenance,
        })}
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
          <FormattedMessage id="fleet.availabilityButton" />
        </button>
        <AvailabilityDialog open={reporting} onClose={() => setReporting(false)} />
        <button
          id="fleet-maintenance-button"
          type="button"
          className="button"
          disabled={choices.length === 0}
          onClick={() => setMaintaining(true)}
        >
          <FormattedMessage id="fleet.maintenanceButton" />
        </button>
        <MaintenanceDialog open={maintaining} onClose={() => setMaintaining(false)} choices={choices} />
        <button
          id="fleet-watch-options-button"
          type="button"
          className="button"
          onClick={() => setTuning(true)}
        >
          <FormattedMessage id="fleet.watchOptionsButton" />
        </button>
        <WatchOptionsDialog open={tuning} onClose={() => setTuning(false)} />
      </div>
      {/* How the availability report's print or PDF went (its dialog closes to print); there from
          the print's start ("Preparing the print…"), so what follows is heard. */}
      {printing && <PrintOutcome view="fleet" className="fleet__print-outcome" />}
    </div>
  );
}

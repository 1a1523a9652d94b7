// The Fleet tab: every connection, the demo included, with its latest watch result, the last 24
// hours and how often it is watched; searched, filtered by class and sorted; 5,000 connections stay
// smooth (the grid is virtualized). Choosing a connection opens its timeline below.
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import {
  selectFleetFailure,
  selectFleetSelected,
  selectFleetRows,
  selectFleetSort,
  selectFleetStatus,
  selectTimelineProfileId,
  selectVisibleFleet,
} from '../../store/selectors';
import { EmptyState } from '../../ui/EmptyState';
import { FailureState } from '../../ui/FailureState';
import { LoadingState } from '../../ui/LoadingState';
import { CONNECTIONS_SHORTCUT } from '../connections/useConnectionsShortcut';
import { TimelinePanel } from '../timeline/TimelinePanel';
import { AvailabilityPrint } from './AvailabilityPrint';
import { FleetTable } from './FleetTable';
import { FleetToolbar } from './FleetToolbar';
import { NotificationsChoice } from './NotificationsChoice';
import { TokenMissingNotice } from '../watch-notices/TokenMissingNotice';
import './fleet.css';

function Board() {
  const text = useText();
  const all = useAppStore(selectFleetRows);
  const rows = useAppStore(selectVisibleFleet);
  const status = useAppStore(selectFleetStatus);
  const failure = useAppStore(selectFleetFailure);
  const sort = useAppStore(selectFleetSort);
  const openId = useAppStore(selectTimelineProfileId);
  const loadFleet = useAppStore((s) => s.loadFleet);
  const sortBy = useAppStore((s) => s.sortFleetBy);
  const openTimeline = useAppStore((s) => s.openTimeline);
  const selected = useAppStore(selectFleetSelected);
  const toggle = useAppStore((s) => s.toggleFleetSelected);
  const select = useAppStore((s) => s.setFleetSelected);
  if (status === 'failed' && failure && all.length === 0)
    return <FailureState what={text('fleet.board')} failure={failure} onRetry={() => void loadFleet()} />;
  if (all.length === 0) return status === 'loading' ? <LoadingState text={text('fleet.loading')} /> : null;
  return (
    <>
      <p id="fleet-grid-hint" hidden>
        <FormattedMessage id="fleet.gridHint" />
      </p>
      <FleetTable
        rows={rows}
        total={all.length}
        sort={sort}
        onSort={sortBy}
        onOpen={openTimeline}
        openId={openId}
        selected={selected}
        onToggle={toggle}
        onSelect={select}
      />
      {rows.length === 0 && (
        <EmptyState title={text('fleet.noMatch')}>
          <p className="state__advice">
            <FormattedMessage id="fleet.noMatchAdvice" />
          </p>
        </EmptyState>
      )}
    </>
  );
}

export function FleetView() {
  const loadFleet = useAppStore((s) => s.loadFleet);
  const loadWatchSettings = useAppStore((s) => s.loadWatchSettings);
  const timelineOpen = useAppStore(selectTimelineProfileId) !== null;
  // Each time the board is shown: it is not followed while out of sight.
  useEffect(() => {
    void loadFleet();
    void loadWatchSettings();
  }, [loadFleet, loadWatchSettings]);

  return (
    <section
      className={timelineOpen ? 'panel fleet fleet--timeline' : 'panel fleet'}
      aria-labelledby="fleet-heading"
    >
      <div className="panel__header">
        <div className="fleet__intro">
          <h2 id="fleet-heading" className="panel__heading">
            <FormattedMessage id="fleet.heading" />
          </h2>
          <p className="muted">
            <FormattedMessage id="fleet.intro" values={{ shortcut: CONNECTIONS_SHORTCUT.label }} />
          </p>
        </div>
        <NotificationsChoice />
      </div>
      <TokenMissingNotice scope="all" />
      <FleetToolbar />
      <Board />
      <TimelinePanel />
      <AvailabilityPrint />
    </section>
  );
}

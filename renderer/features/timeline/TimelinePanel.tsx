// The timeline of the connection chosen on the board: the range (24 hours, 7 days, 90 days, 1
// year), a manual run, the availability of the range, the chart (verdict bands, response times,
// category counts), and the same by
// keyboard: the runs that saved a snapshot (each compared with the snapshot before it in the
// Changes view) and the events (each opening what its notification opens).
import { useEffect, useMemo, useRef } from 'react';
import { useAppStore } from '../../store';
import {
  selectHistory,
  selectHistoryFailure,
  selectHistoryStatus,
  selectTimelineAvailability,
  selectTimelineNote,
  selectTimelineProfileId,
  selectTimelineRange,
  selectTimelineRow,
} from '../../store/selectors';
import { rangeWords, TIMELINE_RANGES } from '../../store/timeline-ranges';
import { EmptyState } from '../../ui/EmptyState';
import { FailureState } from '../../ui/FailureState';
import { RadioGroup } from '../../ui/RadioGroup';
import { CONNECTIONS_SHORTCUT } from '../connections/useConnectionsShortcut';
import { useIntl } from 'react-intl';
import { useText } from '../../i18n/useText';
import { ClassMark } from '../watch-words/ClassMark';
import { everyText } from '../watch-words/watch-words';
import { untilText } from '../watch-words/maintenance-words';
import { TimelineChart } from './TimelineChart';
import { classSpans, historySummary, timelineColumns } from './timeline-data';
import { TimelineLists } from './TimelineLists';
import { WatchRunLine } from './WatchRunLine';
import { AvailabilityFigure } from './AvailabilityFigure';
import './timeline.css';

// About one stretch of time per pixel of the chart, so a year of one-minute results draws as
// a few thousand points.
const bucketsFor = (width: number) => Math.min(4_000, Math.max(200, Math.round(width)));

function Header() {
  const text = useText();
  const { locale } = useIntl();
  const row = useAppStore(selectTimelineRow);
  const profileId = useAppStore(selectTimelineProfileId)!;
  const range = useAppStore(selectTimelineRange);
  const setRange = useAppStore((s) => s.setTimelineRange);
  const runNow = useAppStore((s) => s.runWatchNow);
  const close = useAppStore((s) => s.closeTimeline);
  const name = row?.name ?? profileId;
  return (
    <div className="timeline__header">
      <div className="timeline__title">
        <h3 id="timeline-heading" className="timeline__heading" tabIndex={-1}>
          <span className="timeline__name" title={name}>
            {name}
          </span>
          <span className="visually-hidden">: timeline</span>
        </h3>
        {row && (
          <p className="timeline__facts muted">
            <ClassMark watchClass={row.watchClass} /> · Watch: {text(everyText(row.every)).toLowerCase()}
            {row.maintenanceUntil !== undefined &&
              ` · In maintenance ${text(untilText(row.maintenanceUntil, Date.now(), locale))}: no notifications`}
          </p>
        )}
      </div>
      <RadioGroup
        name="timeline-range"
        legend="Range"
        legendHidden
        className="timeline__ranges"
        optionClassName="timeline__range"
        options={TIMELINE_RANGES.map((r) => ({ value: r.range, label: r.label }))}
        value={range}
        onChange={setRange}
      />
      <div className="timeline__actions">
        <button type="button" className="button" onClick={() => void runNow(profileId)}>
          Check now
        </button>
        <button type="button" className="button button--quiet" onClick={close}>
          Close<span className="visually-hidden"> the timeline</span>
        </button>
      </div>
    </div>
  );
}

function Body() {
  const profileId = useAppStore(selectTimelineProfileId)!;
  const history = useAppStore(selectHistory);
  const status = useAppStore(selectHistoryStatus);
  const failure = useAppStore(selectHistoryFailure);
  const range = useAppStore(selectTimelineRange);
  const note = useAppStore(selectTimelineNote);
  const loadHistory = useAppStore((s) => s.loadHistory);
  const openChanges = useAppStore((s) => s.openSnapshotChanges);
  const openTarget = useAppStore((s) => s.openWatchTarget);
  const availability = useAppStore(selectTimelineAvailability);
  const columns = useMemo(() => (history ? timelineColumns(history) : null), [history]);
  const overlay = useMemo(
    () =>
      history && {
        from: history.from,
        to: history.to,
        spans: classSpans(history),
        points: history.points,
        events: history.events,
      },
    [history],
  );
  if (status === 'failed' && failure)
    return <FailureState what="The history" failure={failure} onRetry={() => void loadHistory()} />;
  if (!history || !columns || !overlay) return <p className="muted">Loading the history…</p>;
  const summary = historySummary(history, rangeWords(range));
  // Nothing ran in the range: what to do, rather than an empty chart and two empty lists.
  if (history.runs === 0) return <NoResults summary={summary} note={note} />;
  return (
    <div className={status === 'loading' ? 'timeline__body refreshing' : 'timeline__body'}>
      <p className="timeline__summary">{summary}</p>
      <AvailabilityFigure line={availability} rangeText={rangeWords(range)} />
      {note && (
        <p className="message message--warning" role="status">
          {note}
        </p>
      )}
      <TimelineChart
        columns={columns}
        overlay={overlay}
        label={`Timeline of ${summary}`}
        onSnapshot={(snapshotId) => void openChanges(profileId, snapshotId)}
        onEvent={(event) => void openTarget(event.open, event.profileId)}
      />
      <TimelineKey />
      <TimelineLists history={history} />
    </div>
  );
}

function NoResults({ summary, note }: { summary: string; note: string | null }) {
  const text = useText();
  const row = useAppStore(selectTimelineRow);
  const every = row?.every ?? 'off';
  return (
    <EmptyState title={summary}>
      {note && <p className="state__advice">{note}</p>}
      <p className="state__advice">
        {every === 'off'
          ? `This connection is not watched: choose how often in Connections (${CONNECTIONS_SHORTCUT.label}), or check it once with Check now.`
          : `It is watched ${text(everyText(every)).toLowerCase()} while the app is open; its results show here as they come.`}
      </p>
    </EmptyState>
  );
}

function TimelineKey() {
  return (
    <ul className="timeline__key" aria-label="Key">
      <li>
        <span className="timeline__swatch timeline__swatch--good" aria-hidden="true" /> Conforms
      </li>
      <li>
        <span className="timeline__swatch timeline__swatch--bad" aria-hidden="true" /> Violates
      </li>
      <li>
        <span className="timeline__swatch timeline__swatch--neutral" aria-hidden="true" /> Could not be
        checked
      </li>
      <li>
        <span className="timeline__diamond" aria-hidden="true" /> Snapshot saved (click to compare)
      </li>
      <li>
        <span className="timeline__event-line" aria-hidden="true" /> Event
      </li>
    </ul>
  );
}

export function TimelinePanel() {
  const profileId = useAppStore(selectTimelineProfileId);
  const loadHistory = useAppStore((s) => s.loadHistory);
  const section = useRef<HTMLElement>(null);
  // Opened (or another connection chosen): brought into view, sized to the panel's width.
  useEffect(() => {
    if (!profileId || !section.current) return;
    section.current.scrollIntoView?.({ block: 'nearest' });
    void loadHistory(bucketsFor(section.current.clientWidth));
  }, [profileId, loadHistory]);
  if (!profileId) return null;
  return (
    <section ref={section} className="timeline" aria-labelledby="timeline-heading">
      <Header />
      <WatchRunLine />
      <Body />
    </section>
  );
}

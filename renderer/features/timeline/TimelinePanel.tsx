// The timeline of the connection chosen on the board: the range (24 hours, 7 days, 90 days, 1
// year), a manual run, the availability of the range, the chart (verdict bands, response times,
// category counts), and the same by
// keyboard: the runs that saved a snapshot (each compared with the snapshot before it in the
// Changes view) and the events (each opening what its notification opens).
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages/en';
import type { Words } from '../../i18n/words';
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
import { everyInline } from '../watch-words/watch-words';
import { untilText } from '../watch-words/maintenance-words';
import { classSpans, historySummary, timelineColumns } from './timeline-data';
import { TimelineLists } from './TimelineLists';
import { WatchRunLine } from './WatchRunLine';
import { AvailabilityFigure } from './AvailabilityFigure';
import './timeline.css';

// uPlot is a fifth of the first screen's script and only a watched connection's timeline draws it:
// its chunk loads when the first timeline shows, in its place the chart's box of the same height
// (no jump) with the same name for screen readers.
const TimelineChart = lazy(async () => ({ default: (await import('./TimelineChart')).TimelineChart }));

// About one stretch of time per pixel of the chart, so a year of one-minute results draws as
// a few thousand points.
const bucketsFor = (width: number) => Math.min(4_000, Math.max(200, Math.round(width)));
// Between the facts, the classes of the summary, and before hidden words; in every language.
const SEPARATOR = ' · ';
const LIST_SEPARATOR = ', ';
const SPACE = ' ';

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
          <span className="visually-hidden">
            <FormattedMessage id="timeline.headingSuffix" />
          </span>
        </h3>
        {row && (
          <p className="timeline__facts muted">
            <ClassMark watchClass={row.watchClass} />
            {SEPARATOR}
            <FormattedMessage id="timeline.facts.watch" values={{ every: text(everyInline(row.every)) }} />
            {row.maintenanceUntil !== undefined && SEPARATOR}
            {row.maintenanceUntil !== undefined && (
              <FormattedMessage
                id="timeline.facts.maintenance"
                values={{ until: text(untilText(row.maintenanceUntil, Date.now(), locale)) }}
              />
            )}
          </p>
        )}
      </div>
      <RadioGroup
        name="timeline-range"
        legend={text('timeline.range.legend')}
        legendHidden
        className="timeline__ranges"
        optionClassName="timeline__range"
        options={TIMELINE_RANGES.map((r) => ({ value: r.range, label: text(r.label) }))}
        value={range}
        onChange={setRange}
      />
      <div className="timeline__actions">
        <button type="button" className="button" onClick={() => void runNow(profileId)}>
          <FormattedMessage id="timeline.checkNow" />
        </button>
        <button type="button" className="button button--quiet" onClick={close}>
          <FormattedMessage id="ui.close" />
          <span className="visually-hidden">
            {SPACE}
            <FormattedMessage id="timeline.closeWhich" />
          </span>
        </button>
      </div>
    </div>
  );
}

function Body() {
  const text = useText();
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
    return (
      <FailureState what={text('timeline.history')} failure={failure} onRetry={() => void loadHistory()} />
    );
  if (!history || !columns || !overlay)
    return (
      <p className="muted">
        <FormattedMessage id="timeline.loading" />
      </p>
    );
  const summary = text(
    historySummary(history, rangeWords(range), (parts) =>
      parts.map((part) => text(part)).join(LIST_SEPARATOR),
    ),
  );
  // Nothing ran in the range: what to do, rather than an empty chart and two empty lists.
  if (history.runs === 0) return <NoResults summary={summary} note={note} />;
  return (
    <div className={status === 'loading' ? 'timeline__body refreshing' : 'timeline__body'}>
      <p className="timeline__summary">{summary}</p>
      <AvailabilityFigure line={availability} rangeText={text(rangeWords(range))} />
      {note && (
        <p className="message message--warning" role="status">
          {text(note)}
        </p>
      )}
      <Suspense fallback={<ChartPlace label={text('timeline.chartLabel', { summary })} />}>
        <TimelineChart
          columns={columns}
          overlay={overlay}
          label={text('timeline.chartLabel', { summary })}
          onSnapshot={(snapshotId) => void openChanges(profileId, snapshotId)}
          onEvent={(event) => void openTarget(event.open, event.profileId)}
        />
      </Suspense>
      <TimelineKey />
      <TimelineLists history={history} />
    </div>
  );
}

function ChartPlace({ label }: { label: string }) {
  return <div className="timeline__chart timeline__chart--loading" role="img" aria-label={label} />;
}

function NoResults({ summary, note }: { summary: string; note: Words | null }) {
  const text = useText();
  const row = useAppStore(selectTimelineRow);
  const every = row?.every ?? 'off';
  return (
    <EmptyState title={summary}>
      {note && <p className="state__advice">{text(note)}</p>}
      <p className="state__advice">
        {every === 'off'
          ? text('timeline.notWatched', { shortcut: CONNECTIONS_SHORTCUT.label })
          : text('timeline.watched', { every: everyInline(every) })}
      </p>
    </EmptyState>
  );
}

// The key's marks (their class names in timeline.css) and words.
const KEY: readonly { readonly mark: string; readonly id: MessageId }[] = [
  { mark: 'timeline__swatch timeline__swatch--good', id: 'watch.class.conforms' },
  { mark: 'timeline__swatch timeline__swatch--bad', id: 'watch.class.violates' },
  { mark: 'timeline__swatch timeline__swatch--neutral', id: 'fleet.filter.notChecked' },
  { mark: 'timeline__diamond', id: 'timeline.key.snapshot' },
  { mark: 'timeline__event-line', id: 'timeline.key.event' },
];

function TimelineKey() {
  const text = useText();
  return (
    <ul className="timeline__key" aria-label={text('timeline.key')}>
      {KEY.map(({ mark, id }) => (
        <li key={id}>
          <span className={mark} aria-hidden="true" />
          {SPACE}
          <FormattedMessage id={id} />
        </li>
      ))}
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

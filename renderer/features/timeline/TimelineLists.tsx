// The timeline's marks as lists, for the keyboard and screen readers (and for a precise click): the
// latest runs in range that saved a snapshot, each compared with the snapshot kept before it, and
// the latest events (in the language shown), each opening what its notification opens, and the
// stretches in maintenance.
// Newest first, a few at a time.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { WatchHistory } from '../../../shared/watch';
import { useAppStore } from '../../store';
import { selectTimelineProfileId } from '../../store/selectors';
import { fullTime } from '../watch-words/fleet-text';
import { useEventText } from '../watch-words/useEventText';
import { TimelineMaintenance } from './TimelineMaintenance';

/** Items shown before "Show more". */
const SHOWN = 10;
// A time after the words of a button, for a screen reader; the same in every language.
const inParens = (time: string) => ` (${time})`;

function More({ total, shown, onMore }: { total: number; shown: number; onMore: () => void }) {
  if (shown >= total) return null;
  return (
    <button type="button" className="button button--quiet" onClick={onMore}>
      <FormattedMessage
        id="timeline.more"
        values={{ count: Math.min(SHOWN, total - shown), total: total - shown }}
      />
    </button>
  );
}

export function TimelineLists({ history }: { history: WatchHistory }) {
  const { locale } = useIntl();
  const profileId = useAppStore(selectTimelineProfileId)!;
  const openChanges = useAppStore((s) => s.openSnapshotChanges);
  const openTarget = useAppStore((s) => s.openWatchTarget);
  const eventText = useEventText();
  const [points, setPoints] = useState(SHOWN);
  const [events, setEvents] = useState(SHOWN);
  const newestPoints = [...history.points].reverse();
  const newestEvents = [...history.events].reverse();
  return (
    <div className="timeline__lists">
      <section aria-labelledby="timeline-snapshots">
        <h4 id="timeline-snapshots" className="timeline__subheading">
          <FormattedMessage id="timeline.snapshots" values={{ count: history.points.length }} />
        </h4>
        {newestPoints.length === 0 ? (
          <p className="muted">
            <FormattedMessage id="timeline.noSnapshots" />
          </p>
        ) : (
          <ul className="timeline__list">
            {newestPoints.slice(0, points).map((point) => (
              <li key={point.snapshotId}>
                <time dateTime={new Date(point.at).toISOString()}>{fullTime(point.at, locale)}</time>
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => void openChanges(profileId, point.snapshotId)}
                >
                  <FormattedMessage id="timeline.compare" />
                  <span className="visually-hidden">{inParens(fullTime(point.at, locale))}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <More total={newestPoints.length} shown={points} onMore={() => setPoints(points + SHOWN)} />
      </section>
      <section aria-labelledby="timeline-events">
        <h4 id="timeline-events" className="timeline__subheading">
          <FormattedMessage id="timeline.events" values={{ count: history.events.length }} />
        </h4>
        {newestEvents.length === 0 ? (
          <p className="muted">
            <FormattedMessage id="timeline.noEvents" />
          </p>
        ) : (
          <ul className="timeline__list">
            {newestEvents.slice(0, events).map((event) => (
              <li key={event.id}>
                <time dateTime={new Date(event.at).toISOString()}>{fullTime(event.at, locale)}</time>
                <span className="timeline__event-title">{eventText(event).title}</span>
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => void openTarget(event.open, event.profileId)}
                >
                  <FormattedMessage
                    id={event.open.view === 'changes' ? 'timeline.showChanges' : 'timeline.openDiagnostics'}
                  />
                  <span className="visually-hidden">{inParens(fullTime(event.at, locale))}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <More total={newestEvents.length} shown={events} onMore={() => setEvents(events + SHOWN)} />
      </section>
      <TimelineMaintenance history={history} />
    </div>
  );
}

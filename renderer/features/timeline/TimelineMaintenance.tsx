// The timeline's stretches of runs in a maintenance window (checked and recorded, no notification),
// newest first, as a list beside the snapshots and events; nothing when the range holds none.
import { useIntl } from 'react-intl';
import { countText } from '../../../shared/count-text';
import type { WatchHistory } from '../../../shared/watch';
import { fullTime } from '../watch-words/fleet-text';

/** Stretches listed. */
const SHOWN = 10;

export function TimelineMaintenance({ history }: { history: WatchHistory }) {
  const { locale } = useIntl();
  const stretches = [...(history.maintenance ?? [])].reverse();
  if (stretches.length === 0) return null;
  return (
    <section aria-labelledby="timeline-maintenance">
      <h4 id="timeline-maintenance" className="timeline__subheading">
        In maintenance ({stretches.length.toLocaleString()})
      </h4>
      <ul className="timeline__list">
        {stretches.slice(0, SHOWN).map((stretch) => (
          <li key={stretch.from}>
            <time dateTime={new Date(stretch.from).toISOString()}>{fullTime(stretch.from, locale)}</time>
            <span>
              to <time dateTime={new Date(stretch.to).toISOString()}>{fullTime(stretch.to, locale)}</time>:{' '}
              {countText(stretch.runs, 'run')}, no notification
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

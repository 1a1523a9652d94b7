// The timeline's stretches of runs in a maintenance window (checked and recorded, no notification),
// newest first, as a list beside the snapshots and events; nothing when the range holds none.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
        <FormattedMessage id="timeline.maintenance.heading" values={{ count: stretches.length }} />
      </h4>
      <ul className="timeline__list">
        {stretches.slice(0, SHOWN).map((stretch) => {
          const until = (chunks: ReactNode[]) => (
            <time dateTime={new Date(stretch.to).toISOString()}>{chunks}</time>
          );
          return (
            <li key={stretch.from}>
              <time dateTime={new Date(stretch.from).toISOString()}>{fullTime(stretch.from, locale)}</time>
              <span>
                <FormattedMessage
                  id="timeline.maintenance.stretch"
                  values={{ to: fullTime(stretch.to, locale), runs: stretch.runs, time: until }}
                />
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

// Where the opened request's time went: its phases named with their durations, above its body.
import { FormattedMessage } from 'react-intl';
import { useAppStore } from '../../store';
import { selectSelectedRequest } from '../../store/selectors';
import { TimingBreakdown } from './Waterfall';

export function RequestTimingPanel() {
  const entry = useAppStore(selectSelectedRequest);
  if (!entry) return null;
  return (
    <section className="request-timing" aria-labelledby="request-timing-title">
      <h3 id="request-timing-title" className="request-body__title">
        <FormattedMessage id="requests.timing" />
      </h3>
      <TimingBreakdown timings={entry.timings} durationMs={entry.durationMs} />
    </section>
  );
}

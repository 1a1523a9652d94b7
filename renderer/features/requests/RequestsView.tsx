// The Requests view: every call the app made, newest first and live, each with its phases as a
// waterfall, with Export HAR and Clear; choosing one shows its phases by name and its response body below. The log is re-read when the view opens, so nothing sent before the page
// listened is missing.
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import { selectRequests, selectRequestsFailure, selectSelectedRequestId } from '../../store/selectors';
import { EmptyState } from '../../ui/EmptyState';
import { ExportChoices } from '../../ui/ExportChoices';
import { FailureState } from '../../ui/FailureState';
import { RequestBodyPanel } from './RequestBodyPanel';
import { RequestTable } from './RequestTable';
import { RequestTimingPanel } from './RequestTimingPanel';
import { OTHER_MIN_MS, otherMs } from './timing-phases';
import { TimingLegend } from './Waterfall';
import './requests.css';

const HAR = ['har'] as const;

function List() {
  const entries = useAppStore(selectRequests);
  const failure = useAppStore(selectRequestsFailure);
  const selectedId = useAppStore(selectSelectedRequestId);
  const select = useAppStore((s) => s.selectRequest);
  const reload = useAppStore((s) => s.loadRequests);
  const t = useText();
  if (failure && entries.length === 0) {
    return <FailureState what={t('requests.what')} failure={failure} onRetry={() => void reload()} />;
  }
  if (entries.length === 0) {
    return (
      <EmptyState title={t('requests.empty')}>
        <p className="state__advice">{t('requests.emptyAdvice')}</p>
      </EmptyState>
    );
  }
  return (
    <div className="requests__list">
      <div className="requests__scroll">
        <RequestTable entries={entries} selectedId={selectedId} onSelect={(id) => void select(id)} />
      </div>
      {entries.some((e) => e.timings) && (
        <TimingLegend other={entries.some((e) => e.timings && otherMs(e.timings) >= OTHER_MIN_MS)} />
      )}
    </div>
  );
}

export function RequestsView() {
  const count = useAppStore((s) => s.requests.length);
  const reload = useAppStore((s) => s.loadRequests);
  const clear = useAppStore((s) => s.clearRequests);
  const exportState = useAppStore((s) => s.requestsExport);
  const exportHar = useAppStore((s) => s.exportRequestsHar);
  useEffect(() => void reload(), [reload]);
  return (
    // Focusable by the skip link only.
    <section id="requests" className="panel requests" aria-labelledby="requests-heading" tabIndex={-1}>
      <div className="panel__header">
        <div className="panel__title">
          <h2 id="requests-heading" className="panel__heading">
            <FormattedMessage id="requests.heading" />
          </h2>
          <span className="panel__count">
            <FormattedMessage id="requests.count" values={{ count }} />
          </span>
        </div>
        <div className="requests__actions">
          <ExportChoices
            formats={HAR}
            label={() => 'HAR'}
            state={exportState}
            onExport={exportHar}
            className="requests__export"
          />
          {/* Not disabled when empty: a disabled button would drop the focus of whoever just cleared. */}
          <button
            type="button"
            className="button"
            aria-disabled={count === 0}
            onClick={() => {
              if (count > 0) void clear();
            }}
          >
            <FormattedMessage id="requests.clear" />
          </button>
        </div>
      </div>
      <List />
      <RequestTimingPanel />
      <RequestBodyPanel />
    </section>
  );
}

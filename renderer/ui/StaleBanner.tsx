// Data kept on screen after a refresh failed: says it is stale, since when it is the last good data,
// why the refresh failed in plain words, what to do, and Retry.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LoadFailure } from '../store/load-state';
import { useFailureText } from './failure-text';
import { PageText } from './PageText';
import { clockText } from './time-text';

interface StaleBannerProps {
  /** What is shown. */
  readonly what: 'settings' | 'categories';
  readonly failure: LoadFailure;
  /** When the data shown arrived (ms since the epoch). */
  readonly loadedAt: number | null;
  readonly onRetry: () => void;
}

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export function StaleBanner({ what, failure, loadedAt, onRetry }: StaleBannerProps) {
  const { locale } = useIntl();
  const failureText = useFailureText();
  const cancelled = failure.source === 'call' && failure.failure.kind === 'cancelled';
  // A call's failure in shared/'s words (the command line's, in English), here in the language shown.
  const text = failureText(failure);
  return (
    <div className="stale" role="alert">
      <p className="stale__title">
        <span className="badge badge--warning">
          <FormattedMessage id="ui.stale.badge" />
        </span>
        <span>
          {loadedAt === null ? (
            <FormattedMessage id="ui.stale.showing" values={{ what }} />
          ) : (
            <FormattedMessage
              id="ui.stale.showingSince"
              values={{ what, time: clockText(loadedAt, Date.now(), locale) }}
            />
          )}
        </span>
      </p>
      {cancelled ? (
        <p>
          <FormattedMessage id="ui.stale.cancelled" />
        </p>
      ) : (
        <>
          <p>
            <FormattedMessage id="ui.stale.failed" values={{ title: text.title, b: bold }} />
          </p>
          {text.page ? (
            <PageText page={text.page} summary={text.detail} />
          ) : (
            text.detail && <pre className="state__detail">{text.detail}</pre>
          )}
          <p className="stale__advice">{text.advice}</p>
        </>
      )}
      <button type="button" className="button button--primary button--small" onClick={onRetry}>
        <FormattedMessage id="ui.retry" />
      </button>
    </div>
  );
}

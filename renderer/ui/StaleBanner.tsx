// Data kept on screen after a refresh failed: says it is stale, since when it is the last good data,
// why the refresh failed in plain words, what to do, and Retry.
import type { LoadFailure } from '../store/load-state';
import { failureText } from './failure-text';
import { PageText } from './PageText';
import { clockText } from './time-text';

interface StaleBannerProps {
  /** What is shown, e.g. "settings". */
  readonly what: string;
  readonly failure: LoadFailure;
  /** When the data shown arrived (ms since the epoch). */
  readonly loadedAt: number | null;
  readonly onRetry: () => void;
}

export function StaleBanner({ what, failure, loadedAt, onRetry }: StaleBannerProps) {
  const cancelled = failure.source === 'call' && failure.failure.kind === 'cancelled';
  const text = failureText(failure);
  const since = loadedAt === null ? '' : ` from ${clockText(loadedAt)}`;
  return (
    <div className="stale" role="alert">
      <p className="stale__title">
        <span className="badge badge--warning">Stale</span>
        <span>
          Showing the {what}
          {since}.
        </span>
      </p>
      {cancelled ? (
        <p>The refresh was cancelled.</p>
      ) : (
        <>
          <p>
            The refresh failed: <strong>{text.title}</strong>
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
        Retry
      </button>
    </div>
  );
}

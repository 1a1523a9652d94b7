// A failed load: what happened, the details given, what to do, and a Retry button.
import type { LoadFailure } from '../store/load-state';
import { failureText } from './failure-text';

interface FailureStateProps {
  /** What was being loaded, e.g. "The categories". */
  readonly what: string;
  readonly failure: LoadFailure;
  readonly onRetry: () => void;
}

export function FailureState({ what, failure, onRetry }: FailureStateProps) {
  const text = failureText(failure);
  return (
    <div className="state state--failure" role="alert">
      <p className="state__eyebrow">{what} could not be loaded</p>
      <p className="state__title">{text.title}</p>
      {text.detail && <pre className="state__detail">{text.detail}</pre>}
      <p className="state__advice">{text.advice}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

// A failed load: what happened, the details given, what to do, and a Retry button. Its tone says the
// verdict (shared/outcome.ts): red only when the installation answered and broke the specification;
// a refused call, a wrong address or a network failure could not be checked, so it is neutral.
import { FormattedMessage } from 'react-intl';
import { causeWords, failureClass, isUnknownMethod, type FailureClass } from '../../shared/outcome';
import { useText } from '../i18n/useText';
import { words, type Words } from '../i18n/words';
import type { LoadFailure } from '../store/load-state';
import { useFailureText, type FailureText } from './failure-text';
import { PageText } from './PageText';

interface FailureStateProps {
  /** What was being loaded, e.g. "The categories", in the language shown. */
  readonly what: string;
  readonly failure: LoadFailure;
  readonly onRetry: () => void;
  /**
   * The other operation that answered at the same address ("The categories"), when one did: an
   * `Unknown method` is then an operation the installation does not offer, not a wrong address.
   */
  readonly answeredElsewhere?: string | null;
}

// `Unknown method` while another operation answered there: the address is right (not-offered).
function notOffered(failure: LoadFailure, answeredElsewhere: string | null | undefined): boolean {
  return Boolean(answeredElsewhere) && failure.source === 'call' && isUnknownMethod(failure.failure);
}

// Why the load failed, completing "… could not be loaded"; null for the host's own refusals. The
// causes are shared/'s words (the command line says them in English); the violation is ours.
function verdictOf(failure: LoadFailure): { readonly words: Words; readonly violates: boolean } | null {
  // Ours, not the installation's: it was not called, so nothing is held against it.
  if (failure.source === 'host' && failure.error.code === 'NO_TOKEN')
    return { words: causeWords('no-token'), violates: false };
  if (failure.source !== 'call') return null;
  const httpStatus = failure.failure.kind === 'api-failure' ? failure.failure.httpStatus : undefined;
  const kind: FailureClass = failureClass(failure.failure, httpStatus);
  if (kind === 'violates') return { words: words('ui.failure.violates'), violates: true };
  return { words: causeWords(kind === 'not-api' ? 'wrong-address' : kind), violates: false };
}

// The words of an operation not offered: what it answered, and why the address is right.
function notOfferedText(
  text: ReturnType<typeof useText>,
  failure: LoadFailure,
  answeredElsewhere: string,
): FailureText {
  const message =
    failure.source === 'call' && failure.failure.kind === 'api-failure' ? failure.failure.message : '';
  return {
    title: text('ui.failure.notOffered', { message: message.trim() }),
    detail: null,
    advice: text('ui.failure.notOfferedAdvice', { answered: answeredElsewhere }),
  };
}

export function FailureState({ what, failure, onRetry, answeredElsewhere }: FailureStateProps) {
  const say = useText();
  const failureText = useFailureText();
  const offered = !notOffered(failure, answeredElsewhere);
  const text = offered ? failureText(failure) : notOfferedText(say, failure, answeredElsewhere!);
  const verdict = offered ? verdictOf(failure) : { words: causeWords('not-offered'), violates: false };
  const tone = verdict && !verdict.violates ? 'state--not-checked' : 'state--violation';
  return (
    <div className={`state state--failure ${tone}`} role="alert">
      <p className="state__eyebrow">
        {verdict ? (
          <FormattedMessage
            id="ui.failure.notLoadedBecause"
            values={{
              what,
              verdict: say(verdict.words),
            }}
          />
        ) : (
          <FormattedMessage id="ui.failure.notLoaded" values={{ what }} />
        )}
      </p>
      <p className="state__title">{text.title}</p>
      {text.page ? (
        <PageText page={text.page} summary={text.detail} />
      ) : (
        text.detail && <pre className="state__detail">{text.detail}</pre>
      )}
      <p className="state__advice">{text.advice}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        <FormattedMessage id="ui.retry" />
      </button>
    </div>
  );
}

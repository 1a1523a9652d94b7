/**
 * Every failure kind of a call in plain English: what happened and what to do, as the command line,
 * reports and webhooks say it. The very words the app shows in its language (failure-message.ts),
 * formatted in English, so the two cannot say different things.
 */
import type { CallFailure } from './call-result';
import { failureMessage } from './failure-message';
import { englishWords } from './words-text';

/** A failure as a person reads it, in English. */
export interface FailureWords {
  readonly title: string;
  readonly detail: string;
  readonly action: string;
}

/** Words for `failure`. */
export function describeFailure(failure: CallFailure): FailureWords {
  const { title, detail, action } = failureMessage(failure);
  return {
    title: englishWords(title),
    detail: typeof detail === 'string' ? detail : englishWords(detail),
    action: englishWords(action),
  };
}

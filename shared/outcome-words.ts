/**
 * The verdict as words of the `outcome` catalog area (shared/messages/outcome/): what the app shows
 * in its language. outcome.ts says the very same words in English for `retail-inspector check`,
 * reports and webhooks, so the two cannot say different things.
 */
import type { SharedWords } from './messages/en';
import type { Cause, Verdict } from './outcome';
import { wordsOf } from './words';

/** `cause` in words, completing "could not be checked: …". */
export const causeWords = (cause: Cause): SharedWords => wordsOf(`outcome.cause.${cause}` as const);

/** What `cause` means for the reader and what to do, in a sentence or two (the app's verdict). */
export const causeAdviceWords = (cause: Cause): SharedWords => wordsOf(`outcome.advice.${cause}` as const);

/** The verdict in words: "conforms", "violates the specification", "could not be checked: …". */
export function outcomeWords(verdict: Pick<Verdict, 'outcome' | 'cause'>): SharedWords {
  if (verdict.outcome === 'conforms') return wordsOf('outcome.conforms');
  if (verdict.outcome === 'violates') return wordsOf('outcome.violates');
  return verdict.cause
    ? wordsOf('outcome.notCheckedBecause', { cause: causeWords(verdict.cause) })
    : wordsOf('outcome.notChecked');
}

/**
 * The check outcomes the rules produce: pass, warn, fail, and an image found only after a redirect.
 * Each is made of words (shared/messages/check/) and says them in English as its title, message and
 * details, so what `check` prints and what Diagnostics shows in its language cannot differ. Plain
 * values with their evidence; they never throw.
 */
import type { CheckOutcome, CheckStatus, CheckWords } from '../../../shared/check-report';
import type { SharedWords } from '../../../shared/messages/en';
import { englishWords } from '../../../shared/words-text';
import type { ResourceCheck } from './fetch-resource';

/** Loads an image for a check (no token is ever added). */
export type LoadImage = (url: string) => Promise<ResourceCheck>;

/** A record as read from an answer: the schema may have refused it, so every field is unknown. */
export type ReadRecord = Readonly<Record<string, unknown>>;

/** A line of a check's details: our words, or evidence as received (a path, an address). */
export type DetailLine = SharedWords | string;

/** A check with the words it was said from; the report carries it without them (withoutWords). */
export interface WordedCheck extends CheckOutcome {
  readonly words: CheckWords;
}

/** `line` in English, as the report's details hold it. */
export const lineText = (line: DetailLine): string => (typeof line === 'string' ? line : englishWords(line));

/** The check `id` with `status`, said from `title`, `message` and `details`. */
export function worded(
  id: string,
  status: CheckStatus,
  title: SharedWords,
  message: SharedWords,
  details: readonly DetailLine[] = [],
): WordedCheck {
  return {
    id,
    title: englishWords(title),
    status,
    message: englishWords(message),
    details: details.map(lineText),
    words: { title, message, details },
  };
}

/** `check` with `words` in place of its own, said anew in English (the other fields kept as they are). */
export function reworded(check: WordedCheck, words: Partial<CheckWords>): WordedCheck {
  const next = { ...check.words, ...words };
  return {
    ...check,
    title: englishWords(next.title),
    message: englishWords(next.message),
    details: next.details.map(lineText),
    words: next,
  };
}

/** `check` as the report holds it: without its words (the command line and the files never had them). */
export function withoutWords({ words: _words, ...check }: WordedCheck): CheckOutcome {
  return check;
}

/** `good` as a pass when `ok`, else `bad` as a fail (or a warning with `severity` 'warn'). */
export function outcome(
  id: string,
  title: SharedWords,
  ok: boolean,
  good: SharedWords,
  bad: SharedWords,
  severity: 'fail' | 'warn' = 'fail',
): WordedCheck {
  return ok ? pass(id, title, good) : worded(id, severity, title, bad);
}

/** A passed check. */
export function pass(id: string, title: SharedWords, message: SharedWords): WordedCheck {
  return worded(id, 'pass', title, message);
}

/** A warning with its evidence. */
export function warn(
  id: string,
  title: SharedWords,
  message: SharedWords,
  details: readonly DetailLine[],
): WordedCheck {
  return worded(id, 'warn', title, message, details);
}

/** An image found only by following a redirect: it loads, but not at the address the data gives. */
export function redirected(
  id: string,
  title: SharedWords,
  message: SharedWords,
  details: readonly DetailLine[],
): WordedCheck {
  return { ...warn(id, title, message, details), tolerated: { leniency: 'redirect', strictFails: false } };
}

/** A failed check with its evidence. */
export function fail(
  id: string,
  title: SharedWords,
  message: SharedWords,
  details: readonly DetailLine[],
): WordedCheck {
  return worded(id, 'fail', title, message, details);
}

// The words every watch event is made of (shared/messages/watch/): a class, how long something
// lasted, a list of names as received, and the event's words with the English title and body they
// read as. Main formats them in the app's language for its notifications, the renderer in the
// language shown; the command line, webhooks and the history keep the English text, which is made
// from the same words here, so the two cannot drift apart. Pure.
import type { SharedMessageId, SharedWords } from './messages/en';
import { causeWords } from './outcome';
import type { WatchClass, WatchEventWords } from './watch';
import { wordsOf, type WordsValue } from './words';
import { englishWords } from './words-text';

// How long something lasted, as words (made in shared/duration-text.ts), for the events.
export { durationWordsOf } from './duration-text';

/** Shared words of `id` with `values`. */
export const watchWords = (
  id: SharedMessageId,
  values?: Readonly<Record<string, WordsValue<SharedMessageId>>>,
): SharedWords => wordsOf<SharedMessageId>(id, values);

// A class as an ICU select key ("wrong-address" → "wrongAddress": a select's keys have no hyphen).
const classKey = (watchClass: WatchClass): string =>
  watchClass.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The class completing "<connection>: …" (in English shared/watch.ts watchClassText). */
export const watchClassWords = (watchClass: WatchClass): SharedWords =>
  watchWords('watch.event.class', { class: classKey(watchClass) });

/**
 * The class in a sentence (in English shared/watch.ts watchClassSentence): a cause of not being
 * checked in the verdict's words (shared/outcome.ts causeWords), as `check` says it.
 */
export const watchClassSentenceWords = (watchClass: WatchClass): SharedWords =>
  watchClass === 'conforms' || watchClass === 'violates'
    ? watchClassWords(watchClass)
    : watchWords('watch.event.notCheckedBecause', { cause: causeWords(watchClass) });

/** "40 installations" (or "40 more installations" when `more`). */
export const installationsWords = (count: number, more = false): SharedWords =>
  watchWords(more ? 'watch.event.moreInstallations' : 'watch.event.installations', { count });

/**
 * Names as received, in a list: "A, B and C", or the first ones and "and 1,234 more". One name is
 * itself, untranslated.
 */
export function namesWords(shown: readonly string[], more: number): WordsValue<SharedMessageId> {
  if (more > 0) return watchWords('watch.event.names.more', { names: shown.join(', '), count: more });
  return shown.length > 1
    ? watchWords('watch.event.names.last', {
        names: shown.slice(0, -1).join(', '),
        last: shown[shown.length - 1]!,
      })
    : shown.join('');
}

/** Parts joined by `join` ("a, b, c" with the comma's words), null for none. */
export function joinedWords(
  parts: readonly SharedWords[],
  join: 'watch.event.join.comma' | 'watch.event.join.semicolon' | 'watch.event.join.sentences',
): SharedWords | null {
  if (parts.length === 0) return null;
  return parts.reduceRight((rest, part) => watchWords(join, { first: part, second: rest }));
}

/** An event's words, with the English title and body (one line each) they read as. */
export function spoken(
  title: SharedWords,
  body: readonly SharedWords[],
): { readonly title: string; readonly body: string; readonly words: WatchEventWords } {
  return {
    title: englishWords(title),
    body: body.map(englishWords).join('\n'),
    words: { title, body },
  };
}

/** `words` with one more line of body (the note at a maintenance window's end). */
export const withLine = (words: WatchEventWords, line: SharedWords): WatchEventWords => ({
  title: words.title,
  body: [...words.body, line],
});

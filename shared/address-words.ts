/**
 * The words of a connection's address (shared/messages/connection/): why it cannot be called as
 * given, what reading a typed address changed, a redirect the client would not follow. Main says
 * them in English (the messages of a failed call, the notes of a saved connection, what the command
 * line prints); the app reads such a message back into its words (addressWords) to say it in the
 * language shown, so the English can cross every boundary as it always did. Pure.
 */
import type { SharedWords } from './messages/en';
import { wordsOf } from './words';
import { englishWords } from './words-text';

/** An address without a scheme: `meant` is the address it probably means, or null (no guess). */
export const noSchemeWords = (meant: string | null): SharedWords =>
  meant === null
    ? wordsOf('connection.address.noScheme')
    : wordsOf('connection.address.noSchemeMeant', { address: meant });

/** The refusals of an address that need no value. */
export type AddressRefusal = 'empty' | 'notWeb' | 'credentials' | 'plainHttp';

/** Why an address cannot be called as given. */
export const refusalWords = (refusal: AddressRefusal): SharedWords =>
  wordsOf(`connection.address.${refusal}` as const);

/** An address of another scheme than http or https (`scheme` as URL.protocol gives it, "ftp:"). */
export const schemeWords = (scheme: string): SharedWords => wordsOf('connection.address.scheme', { scheme });

/** The notes on what reading a typed address changed that need no value. */
export type AddressNote = 'token' | 'query';

/** A note on what reading a typed address changed. */
export const noteWords = (note: AddressNote): SharedWords => wordsOf(`connection.note.${note}` as const);

/** The note on a pasted `/api/v2/…` tail, removed. */
export const apiTailWords = (tail: string): SharedWords => wordsOf('connection.note.apiTail', { tail });

/** The note on `count` trailing slashes, removed. */
export const slashesWords = (count: number): SharedWords => wordsOf('connection.note.slashes', { count });

/** A token kept for this session only: `unsealed` when the key store failed to encrypt it. */
export const sessionTokenWords = (unsealed: boolean): SharedWords =>
  wordsOf(unsealed ? 'connection.note.sessionUnsealed' : 'connection.note.sessionOnly');

/** A redirect to `origin` (another host), not followed. */
export const otherHostWords = (origin: string): SharedWords =>
  wordsOf('connection.redirect.otherHost', { origin });

/** More than `max` redirects. */
export const redirectLoopWords = (max: number): SharedWords =>
  wordsOf('connection.redirect.loop', { max: String(max) });

// How a message is read back: a pattern and the words of what it caught.
type Reader = readonly [RegExp, (found: string[]) => SharedWords];

const exactly = (words: SharedWords): Reader => [
  new RegExp(`^${englishWords(words).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  () => words,
];

const READERS: readonly Reader[] = [
  ...(['empty', 'notWeb', 'credentials', 'plainHttp'] as const).map((r) => exactly(refusalWords(r))),
  exactly(noSchemeWords(null)),
  [
    /^The address has no scheme \(http:\/\/ or https:\/\/\): did you mean (.*)\?$/s,
    (f) => noSchemeWords(f[1]!),
  ],
  [/^Only http and https addresses are supported, not (.*)$/s, (f) => schemeWords(f[1]!)],
  ...(['token', 'query'] as const).map((note) => exactly(noteWords(note))),
  [/^The address ended in (.*); the inspector adds/s, (f) => apiTailWords(f[1]!)],
  exactly(slashesWords(1)),
  exactly(slashesWords(2)),
  exactly(sessionTokenWords(true)),
  exactly(sessionTokenWords(false)),
  [/^The installation redirected to (.*); not followed,/s, (f) => otherHostWords(f[1]!)],
  [/^More than (\d+) redirects;/, (f) => redirectLoopWords(Number(f[1]))],
];

/**
 * The words of `message` when it is one of these (an address's refusal or note, a redirect not
 * followed), to say it in the language shown; null for any other message. Read back only when the
 * words say exactly it.
 */
export function addressWords(message: string): SharedWords | null {
  for (const [pattern, words] of READERS) {
    const found = pattern.exec(message);
    if (!found) continue;
    const read = words([...found]);
    if (englishWords(read) === message) return read;
  }
  return null;
}

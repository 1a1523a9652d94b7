/**
 * The words of each leniency (shared/leniency.ts). The client words a tolerated fault with these
 * (its `message` is their English, what `check`, the reports and the capture files say), and the
 * app reads a message back into them (leniencyWords) to show it in the language shown: a Leniency
 * crosses IPC and the files as it always did, id and English message. Pure.
 */
import type { Leniency, LeniencyId } from './leniency';
import type { SharedWords } from './messages/en';
import { wordsOf } from './words';
import { englishWords } from './words-text';

/** The rule `id` departs from, as a check's title says it: "The body is UTF-8". */
export const leniencyRuleWords = (id: LeniencyId): SharedWords => wordsOf(`check.tolerated.${id}` as const);

/** A UTF-8 byte order mark, removed. */
export const bomWords = (): SharedWords => wordsOf('leniency.bom');

/** `count` invalid byte sequences read as Latin-1, as the declared `charset` says. */
export const latin1Words = (count: number, charset: string): SharedWords =>
  wordsOf('leniency.latin1', { count, charset });

/**
 * `count` invalid byte sequences replaced by U+FFFD; `charset` is the one declared (null: none),
 * `utf8` whether it names UTF-8 (else it is one the inspector does not read).
 */
export function invalidUtf8Words(count: number, charset: string | null, utf8: boolean): SharedWords {
  if (charset === null) return wordsOf('leniency.invalidUtf8.noCharset', { count });
  return utf8
    ? wordsOf('leniency.invalidUtf8', { count })
    : wordsOf('leniency.invalidUtf8.unreadCharset', { count, charset });
}

/** A JSON answer sent with the content type `type` (empty: none). */
export const contentTypeWords = (type: string): SharedWords =>
  type === '' ? wordsOf('leniency.contentType.none') : wordsOf('leniency.contentType', { type });

/**
 * `path` redirected with HTTP `status` to `target` (origin and path: the query would hold the
 * token), the answer read there (`read`) or what answered there not the API.
 */
export const redirectWords = (path: string, status: number, target: string, read: boolean): SharedWords =>
  wordsOf(read ? 'leniency.redirect' : 'leniency.redirect.notTheApi', {
    path,
    status: String(status),
    target,
  });

/** The token echoed inside an address of the answer. */
export const tokenEchoWords = (): SharedWords => wordsOf('leniency.tokenEcho');

const SEQUENCES = String.raw`(\d+) invalid byte sequences?`;
const REPLACED = String.raw`(\d+) invalid byte sequences? (?:was|were) replaced by U\+FFFD \(shown as \uFFFD\)\.$`;

// How each id's message is read back: a pattern and the words of what it caught.
const READERS: Readonly<
  Record<Leniency['id'], readonly (readonly [RegExp, (found: string[]) => SharedWords])[]>
> = {
  bom: [[/^/, () => bomWords()]],
  latin1: [
    [
      new RegExp(
        String.raw`^The body is not valid UTF-8 \(${SEQUENCES}\); as its charset=(.*) declares, `,
        's',
      ),
      (found) => latin1Words(Number(found[1]), found[2]!),
    ],
  ],
  'invalid-utf8': [
    [
      new RegExp(String.raw`^The body is not valid UTF-8: ${REPLACED}`),
      (f) => invalidUtf8Words(Number(f[1]), 'utf-8', true),
    ],
    [
      new RegExp(String.raw`^The body is not valid UTF-8 \(no charset declared\): ${REPLACED}`),
      (f) => invalidUtf8Words(Number(f[1]), null, false),
    ],
    [
      new RegExp(
        String.raw`^The body is not valid UTF-8 \(the declared charset=(.*) is not one the inspector reads\): ${REPLACED}`,
        's',
      ),
      (f) => invalidUtf8Words(Number(f[2]), f[1]!, false),
    ],
  ],
  'content-type': [
    [/^The answer is JSON but was sent as no content type, not/, () => contentTypeWords('')],
    [/^The answer is JSON but was sent as (.*), not application\/json\.$/s, (f) => contentTypeWords(f[1]!)],
  ],
  redirect: [
    [
      /^(.*) was redirected \(HTTP (\d+)\) to (.*); the answer was read there\./s,
      (f) => redirectWords(f[1]!, Number(f[2]), f[3]!, true),
    ],
    [
      /^(.*) was redirected \(HTTP (\d+)\) to (.*); what answers there is not/s,
      (f) => redirectWords(f[1]!, Number(f[2]), f[3]!, false),
    ],
  ],
  'token-echo': [[/^/, () => tokenEchoWords()]],
};

/**
 * The words of `leniency`'s message, to show it in the language shown; a message not worded by
 * these (another version's, say) as received. Read back only when the words say exactly it.
 */
export function leniencyWords(leniency: Leniency): SharedWords {
  for (const [pattern, words] of READERS[leniency.id] ?? []) {
    const found = pattern.exec(leniency.message);
    if (!found) continue;
    const read = words([...found]);
    if (englishWords(read) === leniency.message) return read;
  }
  return wordsOf('common.asIs', { text: leniency.message });
}

/**
 * Why a value is not an absolute http(s) URL, as words: shared/absolute-url.ts says it in English
 * inside a schema's message ("expected an absolute http(s) URL (it has no host)"), and this reads
 * that English back into the catalog's ids, so the panels say it in their language. Pure; a reason
 * it does not recognise stays as received.
 */
import type { SharedMessageId, SharedWords } from './messages/en';
import { wordsOf } from './words';

// The reasons without a value, by their English.
const FIXED: Readonly<Record<string, SharedMessageId>> = {
  'it has no scheme: a relative address': 'rule.url.noScheme',
  'no "//" and host follow the scheme': 'rule.url.noSlashes',
  'it contains white space': 'rule.url.whiteSpace',
  'it contains a control character': 'rule.url.control',
  'it contains a backslash': 'rule.url.backslash',
  'it has a user name or password before the host': 'rule.url.userInfo',
  'the host has an unclosed "["': 'rule.url.unclosedBracket',
  'characters follow the "]" of the host': 'rule.url.afterBracket',
  'it has no host': 'rule.url.noHost',
  'it breaks the syntax of RFC 3986 ("[", "]" or a second "#" outside their place)': 'rule.url.syntax',
  'its host is not valid': 'rule.url.host',
  'a relative path may not start with "/" nor hold a backslash, "?", "#" or control characters':
    'rule.url.relativePath',
};

// The reasons that name a part of the value: the pattern, the id and the name of its one value.
const NAMING: readonly (readonly [RegExp, SharedMessageId, string])[] = [
  [/^the scheme (".*") is not http or https$/, 'rule.url.scheme', 'scheme'],
  [/^(".*") is not a percent-escape \(% and two hex digits\)$/, 'rule.url.percent', 'text'],
  [/^the port (".*") is not a number$/, 'rule.url.portNotNumber', 'port'],
  [/^the port (\d+) is above 65535$/, 'rule.url.portTooHigh', 'port'],
  [
    /^it contains U\+([0-9A-F]+), which no URL may hold \(white space, a control or formatting character, or no character at all\)$/,
    'rule.url.forbidden',
    'code',
  ],
  [
    /^it contains (".*"), which RFC 3986 does not allow in a URL \(percent-encode it\)$/,
    'rule.url.stray',
    'character',
  ],
];

/** `reason` (one of absoluteUrlProblem's) as words; one it does not know, as received. */
export function urlProblemWords(reason: string): SharedWords {
  if (Object.hasOwn(FIXED, reason)) return wordsOf(FIXED[reason]!);
  for (const [pattern, id, name] of NAMING) {
    const found = pattern.exec(reason);
    if (found) return wordsOf(id, { [name]: found[1]! });
  }
  return wordsOf('common.asIs', { text: reason });
}

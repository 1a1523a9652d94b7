/**
 * Masks a secret wherever it appears in text we pass on: bodies, messages, URLs, headers, log lines,
 * reports. An installation may echo the token in any spelling, so every spelling is masked: plain;
 * percent-encoded with upper- or lower-case hex (encodeURIComponent, form encoding with "+");
 * JSON-escaped (any character as \uXXXX in either case, "/" as "\/"); and its own base64 and base64url
 * encodings, with and without padding, themselves in any of those spellings. (The token inside a
 * longer base64 text is not masked: it has no fixed spelling there.)
 *
 * The spellings mix freely in practice (PHP writes "\/" next to plain letters, a proxy lower-cases
 * some escapes), so each character of the token is matched as any of its spellings: one regular
 * expression per secret, built once, instead of a list of whole-token variants that misses mixtures.
 *
 * Masking is for what is shown, never a rewrite of data: a token shorter than SHORT_SECRET_CHARS is
 * masked only where it stands as the token, the value of an `et_auth_token` parameter; it is never
 * searched for inside data or an installation's own text, where "8400" may be an account number and
 * "wrong" a word of an error message.
 */

import { SHORT_TOKEN_CHARS } from '../../../shared/profiles';
import { TOKEN_PARAM } from '../../../shared/v2';
import { escapeRegExp, spelledTexts, spellingsMasker, unitPattern, unitsOf } from './token-spellings';

/** The mask that stands for a secret. */
export const MASK = '***';

/** Replaces every spelling of one secret in a text by ***. */
export type Masker = (text: string) => string;

const UNCHANGED: Masker = (text) => text;

// The client asks for a masker on every call: the spellings of a token are built once and kept for
// the few tokens a session uses.
const built = new Map<string, Masker>();
const KEPT_MASKERS = 32;

/** Returns a function that replaces every spelling of `secret` in a text by ***. */
export function secretMasker(secret: string | undefined): Masker {
  if (!secret) return UNCHANGED;
  const known = built.get(secret);
  if (known) return known;
  const masker = ownMasker(secret);
  if (built.size >= KEPT_MASKERS) built.delete(built.keys().next().value!);
  built.set(secret, masker);
  return masker;
}

/**
 * One masker for several secrets, each secret's masker applied in turn, longest first (so a token
 * containing another is masked whole). Where two different secrets overlap in a text (the end of
 * one is the start of another), the longer is masked and the rest of the shorter stays, as one
 * alternation of both left the rest of whichever it met first.
 */
export function secretsMasker(secrets: Iterable<string>): Masker {
  const unique = [...new Set([...secrets].filter((s) => s.length > 0))].sort((a, b) => b.length - a.length);
  if (unique.length === 0) return UNCHANGED;
  // One masker a secret, applied in turn, built at the first text: one expression of all of them
  // took seconds to compile and hundreds of MB for a fleet of 5,000 tokens (token-spellings.ts).
  let maskers: Masker[] | null = null;
  return (text) => {
    if (text.length === 0) return text;
    maskers ??= unique.map(ownMasker);
    let masked = text;
    for (const masker of maskers) masked = masker(masked);
    return masked;
  };
}

/**
 * A masker for secrets that may belong to someone else's data (the tokens of other connections): each
 * is masked only where it stands as a token, the value of an `et_auth_token` parameter, whatever its
 * length, so a category named like another shop's token is never rewritten.
 */
export function parameterMasker(secrets: Iterable<string>): Masker {
  const unique = [...new Set([...secrets].filter((s) => s.length > 0))].sort((a, b) => b.length - a.length);
  if (unique.length === 0) return UNCHANGED;
  const pattern = new RegExp(unique.map(parameterPattern).join('|'), 'g');
  return (text) => (text.length === 0 ? text : text.replace(pattern, MASK));
}

/**
 * Below this length a secret is masked only as the value of an `et_auth_token` parameter (in a URL
 * we called, a request log line, an echoed link), never inside other text: searching data for a
 * token "8400", "bio" or "1" would rewrite an account number, a category name or an IP address, and
 * the verdicts read from them. A token this short can be guessed anyway (the docs and the app advise
 * longer ones). Longer secrets are masked wherever they appear, since a real token may sit between
 * letters (in a longer base64 text with padding, a hex dump, a concatenated cookie).
 */
export const SHORT_SECRET_CHARS = SHORT_TOKEN_CHARS;

// The parameter that carries the token, in any letter case, followed by "=" plain or percent-encoded.
const TOKEN_PARAMETER = `(?<=${caseless(TOKEN_PARAM)}(?:=|%3[dD]))`;
// What may follow a parameter's whole value: the next parameter, a fragment, the end of a quoted or
// escaped string, white space, or the end of the text. Anything else means a longer value.
const VALUE_END = String.raw`(?=[&#;\s"'<>\\)\]]|$)`;

// A short secret as a parameter's value (one small expression); a long one wherever it is spelled,
// matched without one regular expression of all its spellings (token-spellings.ts).
function ownMasker(secret: string): Masker {
  return secret.length < SHORT_SECRET_CHARS
    ? regExpMasker(parameterPattern(secret))
    : spellingsMasker(spelledTexts(secret), MASK);
}

function regExpMasker(source: string): Masker {
  const pattern = new RegExp(source, 'g');
  return (text) => (text.length === 0 ? text : text.replace(pattern, MASK));
}

// `secret` as the whole value of an et_auth_token parameter, in any spelling.
function parameterPattern(secret: string): string {
  return `${TOKEN_PARAMETER}(?:${anySpelling(secret)})${VALUE_END}`;
}

// "abc" as a pattern that matches it in any letter case.
function caseless(text: string): string {
  return [...text]
    .map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : escapeRegExp(c)))
    .join('');
}

// A pattern matching `text` with each character in any of its spellings.
function anySpelling(text: string): string {
  return unitsOf(text).map(unitPattern).join('');
}

/**
 * `value` with `mask` applied to every string in it, keys included (for values that are sent on). A
 * number that is the secret becomes the string ***: an installation may echo a numeric token as a
 * JSON number.
 */
export function maskDeep<T>(value: T, mask: Masker): T {
  if (typeof value === 'string') return mask(value) as T;
  if (typeof value === 'number') return maskNumber(value, mask) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => maskDeep(item, mask)) as T;
  if (typeof value === 'object' && value !== null) {
    // Without a prototype: a key "__proto__" from an answer stays an own field.
    const out: Record<string, unknown> = Object.create(null);
    for (const [key, item] of Object.entries(value)) out[mask(key)] = maskDeep(item, mask);
    return out as T;
  }
  return value;
}

/**
 * `value`, or *** when its decimal text is the secret (a numeric echo of a numeric token). A number
 * whose digits merely contain the token (an id, an amount) is data, and kept.
 */
export function maskNumber(value: number, mask: Masker): number | string {
  return mask(String(value)) === MASK ? MASK : value;
}

/**
 * `mask` applied to a JSON text so that it stays the same JSON document. Masked as text, a token that
 * is also a number's digits or part of an escape ("\\u0074…") could break it: then every string is
 * masked in the parsed value instead and the document written again (`indent` as JSON.stringify
 * takes it). A text that is not JSON is masked as text.
 */
export function maskJsonText(text: string, mask: Masker, indent?: number): string {
  const masked = mask(text);
  if (masked === text) return text;
  let value: unknown;
  try {
    value = JSON.parse(text, numbersMaskedBySource(mask));
  } catch {
    return masked;
  }
  try {
    JSON.parse(masked);
    return masked;
  } catch {
    return JSON.stringify(maskDeep(value, mask), null, indent);
  }
}

// A JSON.parse reviver that masks a number by its text as written: a numeric token of 20 digits
// parses to a rounded double whose digits no longer spell it. Only a number that is the token.
function numbersMaskedBySource(mask: Masker) {
  return (_key: string, value: unknown, context?: { source?: string }): unknown =>
    typeof value === 'number' && context?.source !== undefined && mask(context.source) === MASK
      ? MASK
      : value;
}

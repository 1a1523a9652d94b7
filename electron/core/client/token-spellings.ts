/**
 * The spellings of a secret that redact.ts masks, as data: for each of the texts a token may be
 * written as (itself, its base64 and base64url encodings with and without padding), one unit per
 * character, each unit the character's alternative spellings (itself; a JSON short escape; \uXXXX;
 * its UTF-8 bytes percent-encoded; "+" for a space), any of which may stand for it.
 *
 * From this data redact.ts writes the regular expression of a short token (matched only as a
 * parameter's value), and `spellingsMasker` masks a long token without one: V8 compiles the expression of a 32-character
 * token (about 2,200 characters of alternation) in about 1.5 ms and keeps ~0.8 MB of code for it, so a
 * process that meets a new token on every call (the exporter probing a fleet) spent most of its time
 * compiling. The masker finds the places where two units of a spelling begin with a small expression,
 * then matches the rest unit by unit, alternatives in order and backtracking as a regular expression
 * does, so it masks exactly what the expression of the same units would (a test holds it to that).
 */

/** One way to write a character: `text`; with `hexFold`, the letters a-f in it match A-F too. */
export interface Alternative {
  readonly text: string;
  readonly hexFold: boolean;
}

/** The alternatives for one character, in the order they are tried. */
export type Unit = readonly Alternative[];

/**
 * One text a secret may be written as; each of its characters (code points) stands for the unit of
 * its alternatives, looked up as it is matched. Kept as the text itself: a fleet's log masker holds 5 of them for each
 * of thousands of tokens, and arrays of units cost about 1.7 KB a token.
 */
export type Spelled = string;

/** The texts `secret` is masked as, longest first (a padded encoding before the same one without "="). */
export function spelledTexts(secret: string): Spelled[] {
  const bytes = Buffer.from(secret, 'utf8');
  const base64 = bytes.toString('base64');
  const base64url = bytes.toString('base64url');
  const texts = [secret, base64, base64.replace(/=+$/, ''), withPadding(base64url), base64url];
  return [...new Set(texts)].filter((t) => t.length > 0);
}

/** `text` as units: each character in any of its spellings. */
export function unitsOf(text: string): Unit[] {
  return [...text].map(characterAlternatives);
}

function withPadding(base64url: string): string {
  return base64url + '='.repeat((4 - (base64url.length % 4)) % 4);
}

// The units of the ASCII characters, made once: a token's texts are mostly these (base64 always).
const ASCII_UNITS: Unit[] = Array.from({ length: 0x80 }, (_, code) =>
  spelledCharacter(String.fromCharCode(code)),
);

function characterAlternatives(char: string): Unit {
  return char.length === 1 && char.charCodeAt(0) < 0x80
    ? ASCII_UNITS[char.charCodeAt(0)]!
    : spelledCharacter(char);
}

function spelledCharacter(char: string): Unit {
  const alternatives: Alternative[] = [];
  const add = (text: string, hexFold: boolean) => {
    if (!alternatives.some((a) => a.text === text && a.hexFold === hexFold))
      alternatives.push({ text, hexFold });
  };
  // JSON: short escapes ("\/" from PHP, "\"" and "\\") and \uXXXX for each UTF-16 unit. The
  // longer spelling first: "\\" must not match as a "\" that leaves the second one behind.
  const json = JSON.stringify(char).slice(1, -1);
  if (json !== char) add(json, false);
  add(char, false);
  if (char === '/') add('\\/', false);
  add(
    [...Array(char.length).keys()]
      .map((i) => '\\u' + char.charCodeAt(i).toString(16).padStart(4, '0'))
      .join(''),
    true,
  );
  // Percent-encoding of each UTF-8 byte, either case; form encoding writes a space as "+".
  add([...Buffer.from(char, 'utf8')].map((byte) => '%' + byte.toString(16).padStart(2, '0')).join(''), true);
  if (char === ' ') add('+', false);
  return alternatives;
}

/** A unit as a regular expression: its alternatives in order. */
export function unitPattern(unit: Unit): string {
  return `(?:${unit.map(alternativePattern).join('|')})`;
}

function alternativePattern(alternative: Alternative): string {
  const literal = escapeRegExp(alternative.text);
  return alternative.hexFold ? literal.replace(/[a-f]/g, (d) => `[${d}${d.toUpperCase()}]`) : literal;
}

/** `text` as a regular expression matching it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

// The units a candidate must begin with: enough that a place found is seldom not a match.
const PREFIX_UNITS = 2;

/**
 * A function replacing, from left to right, each place where one of `spelled` matches (the first of
 * them that matches there) by `mask`; the text itself when none does.
 */
export function spellingsMasker(spelled: readonly Spelled[], mask: string): (text: string) => string {
  const starts = new RegExp(
    // Encodings with and without padding begin alike: each beginning once.
    [...new Set(spelled.map((text) => unitsOf(prefixOf(text)).map(unitPattern).join('')))].join('|'),
    'g',
  );
  return (text) => {
    if (text.length === 0) return text;
    let out = '';
    let kept = 0;
    starts.lastIndex = 0;
    for (let found = starts.exec(text); found !== null; found = starts.exec(text)) {
      const at = found.index;
      let end = -1;
      for (const units of spelled) {
        end = matchFrom(text, units, 0, at);
        if (end >= 0) break;
      }
      if (end < 0) {
        starts.lastIndex = at + 1;
        continue;
      }
      out += text.slice(kept, at) + mask;
      kept = end;
      starts.lastIndex = end;
    }
    return kept === 0 && out === '' ? text : out + text.slice(kept);
  };
}

// The first PREFIX_UNITS characters (code points) of `text`.
function prefixOf(text: string): string {
  return [...text].slice(0, PREFIX_UNITS).join('');
}

// Where the units of `spelled` from its code unit `from` on match `text` at `at` ends, or -1: each
// unit's alternatives in order, a later one tried when the rest fails after an earlier one (as a
// regular expression backtracks). A loop while one alternative matches, so a token of thousands of
// characters needs no deeper stack; a call of its own only where several match (a backslash).
function matchFrom(text: string, spelled: Spelled, from: number, at: number): number {
  while (from < spelled.length) {
    const point = spelled.codePointAt(from)!;
    const unit = point < 0x80 ? ASCII_UNITS[point]! : characterAlternatives(String.fromCodePoint(point));
    const next = from + (point > 0xffff ? 2 : 1);
    const matching = unit.filter((alternative) => matchesAt(text, alternative, at));
    if (matching.length === 0) return -1;
    if (matching.length > 1) {
      for (const alternative of matching) {
        const end = matchFrom(text, spelled, next, at + alternative.text.length);
        if (end >= 0) return end;
      }
      return -1;
    }
    from = next;
    at += matching[0]!.text.length;
  }
  return at;
}

const LOWER_A = 0x61;
const LOWER_F = 0x66;
const CASE_BIT = 0x20;

function matchesAt(text: string, alternative: Alternative, at: number): boolean {
  const wanted = alternative.text;
  if (at + wanted.length > text.length) return false;
  for (let i = 0; i < wanted.length; i++) {
    const want = wanted.charCodeAt(i);
    const got = text.charCodeAt(at + i);
    if (got === want) continue;
    if (alternative.hexFold && want >= LOWER_A && want <= LOWER_F && got === want - CASE_BIT) continue;
    return false;
  }
  return true;
}

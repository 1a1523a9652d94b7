/**
 * The token in an installation's answer: the body's text masked for everything that shows or keeps
 * it (the request log, the data sent to the page), and the one warning an echo deserves. The checks
 * read the answer unmasked, so a token that is also a category's name or id never changes a verdict;
 * what they print is masked on its way out. Never throws.
 */
import type { Leniency } from '../../../shared/leniency';
import { tokenEchoWords } from '../../../shared/leniency-words';
import { englishWords } from '../../../shared/words-text';
import { maskDeep, maskJsonText, type Masker } from './redact';

/** `text` with every spelling of the token `mask` knows replaced, JSON kept valid. */
export function maskAnswerText(text: string, mask: Masker): string {
  return maskEscapedToken(maskJsonText(text, mask), mask);
}

/**
 * The `token-echo` warning when the answer holds the token inside an address (an image URL, the
 * logo): masked for the page, such a link cannot load there. An echo elsewhere (a name that happens
 * to spell a long token) is masked where shown but is no fault of the answer, so no warning.
 */
export function tokenEchoLeniency(text: string, mask: Masker): Leniency | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return holdsEchoInAddress(value, mask)
    ? {
        id: 'token-echo',
        message: englishWords(tokenEchoWords()),
        strictFails: false,
      }
    : null;
}

// Walks the parsed answer (its depth is bounded before parsing, see json-depth.ts) with a stack.
function holdsEchoInAddress(root: unknown, mask: Masker): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes('://') && mask(value) !== value) return true;
    } else if (typeof value === 'object' && value !== null) {
      for (const item of Object.values(value)) stack.push(item);
    }
  }
  return false;
}

// The masker knows the token's plain, percent-encoded, JSON-escaped and base64 spellings as they
// stand in the text. Two more hide from it there: an HTML character reference (&#x2F;), and a value
// that itself holds JSON (an error text json_encoded twice reads back as "tok\/en", which the text
// spells "tok\\\/en"). So the text is also looked at with its escapes decoded once; only when the
// token shows there is it rewritten: JSON with every decoded string masked and written anew, anything
// else with the references decoded, and masked, so neither the data nor the raw body kept for the
// request log can hold the token.
function maskEscapedToken(text: string, mask: Masker): string {
  // A single "\/" or "\"" is a spelling the masker matches in the text already; a value holding JSON
  // needs an escaped backslash ("\\") or a \u escape. Decoding costs about a JSON.parse, so only then.
  if (!text.includes('\\u') && !text.includes('\\\\') && !text.includes('&')) return text;
  const unescaped = decodeEscapes(text);
  if (mask(unescaped) === unescaped) return text;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return mask(unescaped);
  }
  return maskJsonText(JSON.stringify(maskDeep(value, mask)), mask);
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const JSON_SHORT: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

function decodeEscapes(text: string): string {
  return text
    .replace(
      /\\(?:u([0-9a-fA-F]{4})|(["\\/bfnrt]))/g,
      (_, hex: string | undefined, short: string | undefined) =>
        hex ? String.fromCharCode(parseInt(hex, 16)) : JSON_SHORT[short!]!,
    )
    .replace(/&#x([0-9a-fA-F]{1,6});/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d{1,7});/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => NAMED[name]!);
}

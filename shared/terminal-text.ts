/**
 * Text from an installation made safe for a terminal: every character that can move the cursor,
 * start an escape sequence, end a line or reorder what is shown (C0 controls including tab, CR and
 * LF, DEL, C1 controls, the line and paragraph separators, bidirectional controls) is written
 * visibly as `\uXXXX`, and a value longer than `maxChars` is cut with a count of what was cut.
 * Pure and total: any string in, one printable line out.
 */

/** The default number of characters kept of one value. */
export const TERMINAL_TEXT_MAX_CHARS = 2000;

// C0 (U+0000–U+001F), DEL (U+007F), C1 (U+0080–U+009F), the Arabic letter mark (U+061C), the
// left-to-right and right-to-left marks (U+200E, U+200F), the line and paragraph separators
// (U+2028, U+2029), the embeddings and overrides (U+202A–U+202E) and the isolates (U+2066–U+2069).
// eslint-disable-next-line no-control-regex -- control characters are exactly what is escaped
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** `value` with every unsafe character as `\uXXXX` and, past `maxChars`, cut with a count. */
export function terminalText(value: string, maxChars = TERMINAL_TEXT_MAX_CHARS): string {
  // Cut before escaping, so the count is of the installation's characters, not of our escapes.
  if (value.length <= maxChars) return value.replace(UNSAFE, escapeChar);
  // A cut between the halves of a surrogate pair would leave half a character: cut before it.
  const end = isHighSurrogate(value.charCodeAt(maxChars - 1)) ? maxChars - 1 : maxChars;
  return `${value.slice(0, end).replace(UNSAFE, escapeChar)}… (${value.length - end} more characters)`;
}

/** `value` without the characters terminalText escapes (for text shown as plain text, not escaped). */
export function withoutUnsafeChars(value: string): string {
  return value.replace(UNSAFE, '');
}

function escapeChar(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

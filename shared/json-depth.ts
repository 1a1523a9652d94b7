/**
 * How deep a JSON text nests, measured on the text with a loop, before anything recursive (a schema,
 * a masker, JSON.stringify, structured cloning) touches the parsed value: 8,000 levels in one field
 * would overflow the stack there. RFC 8259 §9 lets a reader limit the depth of nesting it accepts.
 */
import { formatJsonPath } from './issue-path';
import type { SharedWords } from './messages/en';
import { wordsOf } from './words';
import { englishWords } from './words-text';

/** The deepest nesting read from outside (an answer, a dataset, a request): objects and arrays. */
export const MAX_JSON_DEPTH = 64;

/** Where a text first nests deeper than allowed. */
export interface ExcessiveNesting {
  /** The JSON path of the field holding the nesting, e.g. `rows[3].extra`. */
  readonly path: string;
  readonly limit: number;
}

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const COMMA = 44;
// Path segments named in a message: enough to find the field, short enough to read.
const SHOWN_SEGMENTS = 8;
const MAX_KEY_CHARS = 60;

/**
 * Where `text` first nests deeper than `limit` objects and arrays, or null when it does not. Never
 * throws and never recurses; the text need not be valid JSON (a string is skipped to its closing
 * quote, brackets elsewhere are counted).
 */
export function excessiveNesting(text: string, limit = MAX_JSON_DEPTH): ExcessiveNesting | null {
  // Per open level: whether it is an array, its element index, and its last key's place in the text.
  const isArray: boolean[] = [];
  const index: number[] = [];
  const keyAt: number[] = [];
  const keyEnd: number[] = [];
  let depth = 0;
  let expectKey = false;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = closingQuote(text, i);
      if (expectKey && depth > 0 && !isArray[depth - 1]) {
        keyAt[depth - 1] = i;
        keyEnd[depth - 1] = end;
        expectKey = false;
      }
      i = end;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (depth === limit) return { path: pathOf(text, depth, isArray, index, keyAt, keyEnd), limit };
      isArray[depth] = c === OPEN_ARRAY;
      index[depth] = 0;
      keyAt[depth] = -1;
      depth++;
      expectKey = c === OPEN_OBJECT;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      if (depth > 0) depth--;
      expectKey = false;
    } else if (c === COMMA && depth > 0) {
      if (isArray[depth - 1]) index[depth - 1] = index[depth - 1]! + 1;
      else expectKey = true;
    }
  }
  return null;
}

/**
 * Whether a parsed JSON value nests deeper than `limit` objects and arrays, as excessiveNesting says
 * of its text. A walk with a stack of its own, never recursing (V8's JSON.parse does not either), and
 * several times cheaper than scanning the text: a reader that parses anyway measures the value and
 * scans the text only to name the path of one found too deep. Never throws.
 */
export function nestsDeeperThan(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  if (!opens(value)) return false;
  const open: object[] = [value];
  const depths: number[] = [1];
  while (open.length > 0) {
    const container = open.pop()!;
    const depth = depths.pop()!;
    if (depth > limit) return true;
    // An array by its values: for-in would make a string of each index.
    if (!Array.isArray(container)) {
      pushChildren(container, depth + 1, open, depths);
      continue;
    }
    for (const child of container as unknown[]) {
      if (!opens(child)) continue;
      // A record of a list (a category row) is looked into at once, not pushed: most hold no
      // object, so a list of 100,000 rows pushes nothing. Measured 2-3 times faster.
      if (Array.isArray(child) || depth + 1 > limit) {
        open.push(child);
        depths.push(depth + 1);
      } else pushChildren(child, depth + 2, open, depths);
    }
  }
  return false;
}

// The objects and arrays among the values of `record`, pushed at `depth`.
function pushChildren(record: object, depth: number, open: object[], depths: number[]): void {
  for (const key in record) {
    const child = (record as Record<string, unknown>)[key];
    if (opens(child)) {
      open.push(child);
      depths.push(depth);
    }
  }
}

function opens(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/** The words for `found`, e.g. `rows[3].extra: nested more than 64 levels deep …`. */
export const nestingWords = (found: ExcessiveNesting): SharedWords =>
  wordsOf('failure.nesting', { path: found.path, limit: found.limit });

/** The message for `found` in English (the command line's, a file's refusal). */
export const nestingMessage = (found: ExcessiveNesting): string => englishWords(nestingWords(found));

// The index of the quote closing the string that opens at `start` (the text's end when unclosed).
function closingQuote(text: string, start: number): number {
  let at = start;
  for (;;) {
    at = text.indexOf('"', at + 1);
    if (at === -1) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
}

// The path down to the level about to open, cut after its last named field (or after
// SHOWN_SEGMENTS steps): below that, a path of 64 "[0]" says nothing more.
function pathOf(
  text: string,
  depth: number,
  isArray: readonly boolean[],
  index: readonly number[],
  keyAt: readonly number[],
  keyEnd: readonly number[],
): string {
  const segments: PropertyKey[] = [];
  let lastKey = 0;
  for (let level = 0; level < depth; level++) {
    if (isArray[level]) segments.push(index[level]!);
    else {
      segments.push(keyText(text, keyAt[level]!, keyEnd[level]!));
      lastKey = segments.length;
    }
  }
  const limit = lastKey > 0 ? lastKey : segments.length;
  const shown = Math.min(limit, SHOWN_SEGMENTS);
  const path = formatJsonPath(segments.slice(0, shown));
  return shown < limit ? `${path}…` : path;
}

// A key as the text spells it, decoded, and cut: a message names it, it need not hold all of it.
function keyText(text: string, at: number, end: number): string {
  if (at < 0) return '';
  let key: string;
  try {
    key = String(JSON.parse(text.slice(at, Math.min(end + 1, at + MAX_KEY_CHARS * 6))));
  } catch {
    key = text.slice(at + 1, Math.min(end, at + 2 + MAX_KEY_CHARS));
  }
  return key.length > MAX_KEY_CHARS ? `${key.slice(0, MAX_KEY_CHARS)}…` : key;
}

// For every character in one order's search keys (search-index.ts), the rows whose key contains it,
// as a bitset over the order's places. The first key of every word typed is a one-letter search: read
// off its bitset it costs 0.1-0.2 ms at 100,000 rows, where scanning every key costs 0.6-1.7 ms
// (measured in Node on the benchmark's dataset). Longer needles still scan or filter earlier matches
// (visible-categories.ts): intersecting their letters' sets left too many rows to check to be faster.
// The sets are built in slices of idle time after the index; a one-letter search that comes before
// they are complete scans as before.
import { inIdleSlices } from './idle-work';
import { SEPARATOR, type SearchIndex } from './search-index';

/** Bit k of a set is the order's k-th row. */
type RowSet = Uint32Array;

interface LetterSets {
  /** By UTF-16 code unit, as the index's text is searched. */
  readonly byCode: Map<number, RowSet>;
  /** The same sets for ASCII, looked up without a Map while building. */
  readonly ascii: (RowSet | undefined)[];
  readonly words: number;
  /** How far into the index's text the sets are built, and the row there. */
  at: number;
  row: number;
  /** A build is under way in idle time. */
  scheduled: boolean;
}

const SEPARATOR_CODE = SEPARATOR.charCodeAt(0);
/** The clock is read once per this many characters, keeping its cost out of the loop. */
const CHECK_EVERY = 65_536;

const letterSets = new WeakMap<SearchIndex, LetterSets>();

function setsOf(index: SearchIndex): LetterSets {
  let sets = letterSets.get(index);
  if (!sets) {
    const rows = index.starts.length - 1;
    sets = { byCode: new Map(), ascii: [], words: (rows + 31) >>> 5, at: 0, row: 0, scheduled: false };
    letterSets.set(index, sets);
  }
  return sets;
}

function setFor(sets: LetterSets, code: number): RowSet {
  let set = sets.byCode.get(code);
  if (!set) {
    set = new Uint32Array(sets.words);
    sets.byCode.set(code, set);
    if (code < 128) sets.ascii[code] = set;
  }
  return set;
}

/** Builds the letter sets of `index` until `deadline` (a performance.now() time); true once complete. */
export function buildLetterSets(index: SearchIndex, deadline = Infinity): boolean {
  const sets = setsOf(index);
  const { text } = index;
  let { at, row } = sets;
  while (at < text.length) {
    const end = Math.min(text.length, at + CHECK_EVERY);
    for (; at < end; at++) {
      const code = text.charCodeAt(at);
      if (code === SEPARATOR_CODE) {
        row++;
        continue;
      }
      const set = (code < 128 ? sets.ascii[code] : undefined) ?? setFor(sets, code);
      set[row >>> 5]! |= 1 << (row & 31);
    }
    if (performance.now() >= deadline) break;
  }
  sets.at = at;
  sets.row = row;
  return at >= text.length;
}

/** Builds the letter sets of `index` in idle time (once), then runs `then`. */
export function prepareLetterSets(index: SearchIndex, then?: () => void): void {
  const sets = setsOf(index);
  if (sets.scheduled || sets.at >= index.text.length) return;
  sets.scheduled = true;
  inIdleSlices((deadline) => buildLetterSets(index, deadline), then);
}

/**
 * The places (ascending) whose key contains `letter`, a single UTF-16 code unit; null while the
 * letter sets of `index` are not complete.
 */
export function placesWithLetter(index: SearchIndex, letter: string): Int32Array | null {
  const sets = letterSets.get(index);
  if (!sets || sets.at < index.text.length) return null;
  const set = sets.byCode.get(letter.charCodeAt(0));
  if (!set) return new Int32Array(0);
  const found = new Int32Array(index.starts.length - 1);
  let count = 0;
  for (let word = 0; word < set.length; word++) {
    let bits = set[word]!;
    while (bits !== 0) {
      const lowest = bits & -bits;
      found[count++] = (word << 5) + 31 - Math.clz32(lowest);
      bits ^= lowest;
    }
  }
  return found.slice(0, count);
}

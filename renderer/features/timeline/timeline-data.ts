// A connection's history (getHistory's decimated columns) as the timeline draws it: uPlot's
// aligned columns (time; slowest, fastest answer; categories; class code), the verdict bands as
// spans of one class, and the history in words for the chart's label.
import type { WatchHistory } from '../../../shared/watch';
import { classInline, toneOf } from '../watch-words/watch-words';
import { words, type Words } from '../../i18n/words';
import { NO_CLASS, watchClassOfCode, type WatchClass } from '../../../shared/watch';

/** uPlot's aligned data: x (epoch ms), then one column per series. */
export type TimelineColumns = [
  at: number[],
  msMax: (number | null)[],
  msMin: (number | null)[],
  categories: (number | null)[],
  cls: (number | null)[],
];

/** A stretch of time with one class (a verdict band). */
export interface ClassSpan {
  readonly from: number;
  readonly to: number;
  readonly watchClass: WatchClass;
}

/** The columns uPlot draws from `history`. */
export function timelineColumns(history: WatchHistory): TimelineColumns {
  return [
    [...history.at],
    [...history.msMax],
    [...history.msMin],
    [...history.categoriesMax],
    history.cls.map((code) => (code === NO_CLASS ? null : code)),
  ];
}

/**
 * The verdict bands: entry i lasts until entry i + 1 (the last one until `to`, or one typical
 * entry's length when the entries are single runs), merged where neighbours share a class; entries
 * without a result leave a gap.
 */
export function classSpans(history: WatchHistory): ClassSpan[] {
  const spans: ClassSpan[] = [];
  const { at, cls } = history;
  const typical = at.length > 1 ? (at.at(-1)! - at[0]!) / (at.length - 1) : history.to - history.from;
  for (let i = 0; i < at.length; i++) {
    const watchClass = watchClassOfCode(cls[i]!);
    if (!watchClass) continue;
    const from = at[i]!;
    const to = Math.min(history.to, at[i + 1] ?? from + typical);
    const last = spans.at(-1);
    if (last && last.watchClass === watchClass && last.to >= from) spans[spans.length - 1] = { ...last, to };
    else spans.push({ from, to, watchClass });
  }
  return spans;
}

/** A stretch's length in rounded words: "about 8 hours", "about 9 minutes", "about 2 days". */
function stretchText(ms: number): Words {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 90) return words('timeline.stretch.minutes', { count: Math.max(1, minutes) });
  const hours = Math.round(minutes / 60);
  if (hours < 48) return words('timeline.stretch.hours', { count: hours });
  return words('timeline.stretch.days', { count: Math.round(hours / 24) });
}

/**
 * The history in words: how many results, then per class how many entries had it: each a run when
 * the range holds few, else each the worst class of a stretch of time (as the chart draws them, so
 * the counts never pretend to be shares of time); and the slowest answer. The classes, each words,
 * are joined by `join` (the component's, in the language shown).
 */
export function historySummary(history: WatchHistory, range: Words, join: (parts: Words[]) => string): Words {
  if (history.runs === 0) return words('timeline.summary.none', { range });
  const counts = new Map<WatchClass, number>();
  for (const code of history.cls) {
    const watchClass = watchClassOfCode(code);
    if (watchClass) counts.set(watchClass, (counts.get(watchClass) ?? 0) + 1);
  }
  const parts = join(
    [...counts]
      .sort(([a, na], [b, nb]) => rankOf(a) - rankOf(b) || nb - na)
      .map(([c, n]) => words('timeline.summary.part', { class: classInline(c), count: n })),
  );
  const slowest = Math.max(...history.msMax.map((ms) => ms ?? -1));
  const slow = slowest >= 0 ? { slow: 'yes', ms: Math.round(slowest) } : { slow: 'no', ms: 0 };
  if (history.runs <= history.buckets)
    return words('timeline.summary.runs', { runs: history.runs, range, parts, ...slow });
  const stretch = stretchText((history.to - history.from) / history.buckets);
  return words('timeline.summary.drawn', {
    runs: history.runs,
    range,
    buckets: history.buckets,
    stretch,
    parts,
    ...slow,
  });
}

const rankOf = (c: WatchClass) => ({ bad: 0, neutral: 1, good: 2 })[toneOf(c)];

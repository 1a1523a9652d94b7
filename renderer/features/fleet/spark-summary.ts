// A sparkline in words, for its label (what a screen reader says, what a tooltip shows): how the
// last 24 hours went, bucket by bucket, and the slowest answer.
import type { Spark, WatchClass } from '../../../shared/watch';
import { classOfCode, classWord, toneOf } from '../watch-words/watch-words';

const TONE_RANK = { bad: 0, neutral: 1, good: 2 } as const;

/** e.g. "Last 24 hours: conforms throughout; slowest 240 ms", or "… violates in 3 of 48 half-hours". */
export function sparkSummary(spark: Spark): string {
  const counts = new Map<WatchClass, number>();
  let slowest: number | null = null;
  let withResult = 0;
  const buckets = spark.cls.length;
  for (let i = 0; i < buckets; i++) {
    const watchClass = classOfCode(spark.cls[i]!);
    if (!watchClass) continue;
    withResult++;
    counts.set(watchClass, (counts.get(watchClass) ?? 0) + 1);
    const ms = spark.ms[i] ?? null;
    if (ms !== null && (slowest === null || ms > slowest)) slowest = ms;
  }
  if (withResult === 0) return 'Last 24 hours: no results';
  const slow = slowest === null ? '' : `; slowest ${Math.round(slowest).toLocaleString()} ms`;
  if (counts.size === 1 && counts.has('conforms') && withResult === buckets)
    return `Last 24 hours: conforms throughout${slow}`;
  const unit = buckets === 48 ? 'half-hours' : 'parts';
  const parts = [...counts]
    .sort(([a], [b]) => TONE_RANK[toneOf(a)] - TONE_RANK[toneOf(b)])
    .map(([c, n], i) => `${classWord(c).toLowerCase()} in ${n}${i === 0 ? ` of ${buckets} ${unit}` : ''}`);
  return `Last 24 hours: ${parts.join(', ')}${slow}`;
}

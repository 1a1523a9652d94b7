// A sparkline in words, for its label (what a screen reader says, what a tooltip shows): how the
// last 24 hours went, bucket by bucket, and the slowest answer.
import type { SparkBucket, WatchClass } from '../../../shared/watch';
import { classOfCode, classWord, toneOf } from '../watch-words/watch-words';

const TONE_RANK = { bad: 0, neutral: 1, good: 2 } as const;

/** e.g. "Last 24 hours: conforms throughout; slowest 240 ms", or "… violates in 3 of 48 half-hours". */
export function sparkSummary(buckets: readonly SparkBucket[]): string {
  const counts = new Map<WatchClass, number>();
  let slowest: number | null = null;
  let withResult = 0;
  for (const bucket of buckets) {
    const watchClass = classOfCode(bucket.cls);
    if (!watchClass) continue;
    withResult++;
    counts.set(watchClass, (counts.get(watchClass) ?? 0) + 1);
    if (bucket.ms !== null && (slowest === null || bucket.ms > slowest)) slowest = bucket.ms;
  }
  if (withResult === 0) return 'Last 24 hours: no results';
  const slow = slowest === null ? '' : `; slowest ${Math.round(slowest).toLocaleString()} ms`;
  if (counts.size === 1 && counts.has('conforms') && withResult === buckets.length)
    return `Last 24 hours: conforms throughout${slow}`;
  const unit = buckets.length === 48 ? 'half-hours' : 'parts';
  const parts = [...counts]
    .sort(([a], [b]) => TONE_RANK[toneOf(a)] - TONE_RANK[toneOf(b)])
    .map(
      ([c, n], i) => `${classWord(c).toLowerCase()} in ${n}${i === 0 ? ` of ${buckets.length} ${unit}` : ''}`,
    );
  return `Last 24 hours: ${parts.join(', ')}${slow}`;
}

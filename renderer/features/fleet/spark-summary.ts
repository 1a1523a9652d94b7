// A sparkline in words, for its label (what a screen reader says, what a tooltip shows): how the
// last 24 hours went, bucket by bucket, and the slowest answer.
import type { Spark, WatchClass } from '../../../shared/watch';
import { words, type Words } from '../../i18n/words';
import { classInline, classOfCode, toneOf } from '../watch-words/watch-words';

const TONE_RANK = { bad: 0, neutral: 1, good: 2 } as const;

/**
 * e.g. "Last 24 hours: conforms throughout; slowest 240 ms", or "… violates in 3 of 48 half-hours";
 * the parts, each words, are joined by `join` (the component's list in the language shown).
 */
export function sparkSummary(spark: Spark, join: (parts: Words[]) => string): Words {
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
  if (withResult === 0) return words('fleet.spark.none');
  const ms = slowest === null ? null : Math.round(slowest);
  if (counts.size === 1 && counts.has('conforms') && withResult === buckets)
    return ms === null ? words('fleet.spark.conforms') : words('fleet.spark.conformsSlowest', { ms });
  const unit = buckets === 48 ? 'halfHours' : 'parts';
  const parts = [...counts]
    .sort(([a], [b]) => TONE_RANK[toneOf(a)] - TONE_RANK[toneOf(b)])
    .map(([c, n], i) =>
      i === 0
        ? words('fleet.spark.first', { class: classInline(c), count: n, buckets, unit })
        : words('fleet.spark.next', { class: classInline(c), count: n }),
    );
  return ms === null
    ? words('fleet.spark.parts', { parts: join(parts) })
    : words('fleet.spark.partsSlowest', { parts: join(parts), ms });
}

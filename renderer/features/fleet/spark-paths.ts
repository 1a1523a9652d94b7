// The bars of a sparkline as SVG path data, one path per colour: a bar per bucket, as high as its
// slowest answer (of the row's slowest), in its worst class's tone; a bucket without a result is a
// short tick in the grid colour, a class without an answer a full bar. Four paths at most, whatever
// the number of buckets, so a row costs a handful of elements.
import type { Spark } from '../../../shared/watch';
import { classOfCode, toneOf, type ClassTone } from '../watch-words/watch-words';

/** The picture's size in CSS px (its viewBox). */
export const SPARK_SIZE = { width: 120, height: 22 } as const;
// An answer this fast still shows as a bar, so a quiet row does not look empty.
const MIN_BAR = 3;
const TICK = 2;

/** What each path is drawn in: a class's tone, or the grid colour for no result. */
export type SparkInk = ClassTone | 'grid';

/** The path data per ink ('' where no bar has it). */
export function sparkPaths(spark: Spark): Record<SparkInk, string> {
  const paths: Record<SparkInk, string[]> = { good: [], bad: [], neutral: [], grid: [] };
  const { width, height } = SPARK_SIZE;
  const slowest = Math.max(1, ...spark.ms.map((ms) => ms ?? 0));
  const step = width / Math.max(1, spark.cls.length);
  const bar = Math.max(1, step - (step >= 2.5 ? 1 : 0));
  const round = (n: number) => Math.round(n * 100) / 100;
  spark.cls.forEach((cls, i) => {
    const watchClass = classOfCode(cls);
    const ms = spark.ms[i] ?? null;
    const tall = !watchClass ? TICK : ms === null ? height : Math.max(MIN_BAR, (ms / slowest) * height);
    const ink: SparkInk = watchClass ? toneOf(watchClass) : 'grid';
    paths[ink].push(
      `M${round(i * step)} ${round(height - tall)}h${round(bar)}v${round(tall)}h${round(-bar)}z`,
    );
  });
  return {
    good: paths.good.join(''),
    bad: paths.bad.join(''),
    neutral: paths.neutral.join(''),
    grid: paths.grid.join(''),
  };
}

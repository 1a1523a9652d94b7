// The board's sparkline as path data (renderer/features/fleet/spark-paths.ts): a bar per bucket in
// its class's colour, as high as its slowest answer relative to the row's slowest, a full bar for a
// class without an answer and a short grey tick for no result; never more than one path per colour.
import { describe, expect, it } from 'vitest';
import { SPARK_SIZE, sparkPaths } from '../../renderer/features/fleet/spark-paths';
import { NO_CLASS, watchClassCode, type Spark } from '../../shared/watch';

type Bucket = readonly [cls: number, ms: number | null];
const bucket = (cls: number, ms: number | null): Bucket => [cls, ms];
// A sparkline of `buckets` (its window does not matter to the picture).
const sparkOf = (buckets: readonly Bucket[]): Spark => ({
  from: 0,
  to: 1,
  cls: buckets.map(([cls]) => cls),
  ms: buckets.map(([, ms]) => ms),
});
const bars = (d: string) => d.match(/M[^M]+/g) ?? [];
// Each bar as [x, top, width, height].
const numbers = (bar: string) =>
  bar
    .match(/-?[\d.]+/g)!
    .map(Number)
    .slice(0, 4);

describe('sparkPaths', () => {
  it('draws each bucket in its class colour, as high as its answer against the slowest', () => {
    const paths = sparkPaths(
      sparkOf([
        bucket(watchClassCode('conforms'), 100),
        bucket(watchClassCode('violates'), 200),
        bucket(watchClassCode('timeout'), null),
        bucket(NO_CLASS, null),
      ]),
    );
    const { height } = SPARK_SIZE;
    expect(bars(paths.good).map(numbers)).toEqual([[0, height / 2, 29, height / 2]]);
    expect(bars(paths.bad).map(numbers)).toEqual([[30, 0, 29, height]]);
    // A class without an answer (timed out) is a full bar; a bucket without a result a tick.
    expect(bars(paths.neutral).map(numbers)).toEqual([[60, 0, 29, height]]);
    expect(bars(paths.grid).map(numbers)).toEqual([[90, height - 2, 29, 2]]);
  });

  it('keeps one path per colour for 48 buckets, and a quick answer still visible', () => {
    const buckets = Array.from({ length: 48 }, (_, i) =>
      bucket(watchClassCode('conforms'), i === 0 ? 1 : 1_000),
    );
    const paths = sparkPaths(sparkOf(buckets));
    expect(bars(paths.good)).toHaveLength(48);
    expect(paths.bad + paths.neutral + paths.grid).toBe('');
    expect(numbers(bars(paths.good)[0]!)[3]).toBe(3);
  });

  it('draws nothing for no buckets', () => {
    expect(sparkPaths(sparkOf([]))).toEqual({ good: '', bad: '', neutral: '', grid: '' });
  });
});

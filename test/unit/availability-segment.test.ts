// Daily sums that add up: the figures of a range are the same whether its runs are read one by one
// or as segments (a day's rollup) merged at any seams, incidents across a seam included.
import { describe, expect, it } from 'vitest';
import { summaryOfSegment } from '../../shared/availability';
import {
  EMPTY_SEGMENT,
  mergeSegments,
  msKey,
  segmentBuilder,
  type SegmentRun,
} from '../../shared/availability-segment';

type Run = readonly [at: number, run: SegmentRun, ms: number];

function segment(runs: readonly Run[]) {
  const builder = segmentBuilder();
  for (const [at, run, ms] of runs) builder.add(at, run, ms);
  return builder.result();
}

// A small deterministic generator: the same runs on every machine.
function randomRuns(seed: number, length: number): Run[] {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const kinds: SegmentRun[] = ['up', 'up', 'degraded', 'down', 'down', 'not-counted'];
  return Array.from({ length }, (_, i) => [
    i * 60_000,
    kinds[Math.floor(next() * kinds.length)]!,
    Math.floor(next() * 400),
  ]);
}

describe('availability segments', () => {
  it('merged at every seam give the figures of the runs read in one pass', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const runs = randomRuns(seed, 1 + (seed % 23));
      const whole = summaryOfSegment(segment(runs));
      for (let cut = 0; cut <= runs.length; cut++) {
        const merged = mergeSegments(segment(runs.slice(0, cut)), segment(runs.slice(cut)));
        expect(summaryOfSegment(merged), `seed ${seed}, cut ${cut}`).toEqual(whole);
      }
      // Three pieces, merged left to right, as a range's days are.
      const a = Math.floor(runs.length / 3);
      const b = Math.floor((2 * runs.length) / 3);
      const three = [runs.slice(0, a), runs.slice(a, b), runs.slice(b)]
        .map(segment)
        .reduce(mergeSegments, EMPTY_SEGMENT);
      expect(summaryOfSegment(three), `seed ${seed} in three`).toEqual(whole);
    }
  });

  it('joins an outage across midnight into one incident', () => {
    const day1 = segment([
      [0, 'up', 100],
      [10, 'down', NaN],
    ]);
    const day2 = segment([
      [20, 'down', NaN],
      [30, 'not-counted', NaN],
      [40, 'up', 100],
    ]);
    const summary = summaryOfSegment(mergeSegments(day1, day2));
    expect(summary.incidents).toBe(1);
    expect(summary.longestIncidentMs).toBe(30);
  });

  it('keeps response times to three significant digits, whole ms below a second', () => {
    expect(msKey(118.6)).toBe(119);
    expect(msKey(12_345)).toBe(12_300);
    expect(msKey(1_004.9)).toBe(1_000);
  });

  it('survive being kept as JSON', () => {
    const s = segment(randomRuns(7, 40));
    expect(summaryOfSegment(JSON.parse(JSON.stringify(s)))).toEqual(summaryOfSegment(s));
  });
});

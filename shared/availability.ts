/**
 * Availability from watch results, by the one rule docs/fleet-monitoring.md ("Availability") writes
 * down and every figure uses (`report`, and later the fleet board and the timeline): each counted run
 * counts once; up = conforms; degraded = violates; down = not checked because of the installation or
 * the way to it; not counted = not checked for our own causes (no token here, this computer offline,
 * a usage error) and every run inside a maintenance window. Availability = (up + degraded) / counted.
 * Pure and total: an unknown class code (a newer version's) is not counted.
 */
import {
  segmentBuilder,
  segmentIncidents,
  segmentMedianMs,
  type AvailabilitySegment,
  type SegmentRun,
} from './availability-segment';
import type { Cause } from './outcome';
import { watchClassOfCode } from './watch';

/** How one run counts. */
export type RunCount = SegmentRun;

/**
 * The causes that make a run down: the installation's or the way to it. `not-offered` is the
 * installation's (it does not offer an operation the specification has).
 */
export const DOWN_CAUSES: readonly Cause[] = [
  'refused',
  'wrong-address',
  'gateway-error',
  'unreachable',
  'tls',
  'timeout',
  'not-offered',
];

/** How a run of stored class `code` counts; `maintenance` or `offline` runs are never counted. */
export function runCount(code: number, marks: { maintenance: boolean; offline: boolean }): RunCount {
  if (marks.maintenance || marks.offline) return 'not-counted';
  const watchClass = watchClassOfCode(code);
  if (watchClass === 'conforms') return 'up';
  if (watchClass === 'violates') return 'degraded';
  return watchClass !== null && DOWN_CAUSES.includes(watchClass) ? 'down' : 'not-counted';
}

/** Runs as the summary reads them, index for index (the watch history's columns fit). */
export interface RunColumns {
  readonly length: number;
  readonly at: ArrayLike<number>;
  readonly cls: ArrayLike<number>;
  readonly flags: ArrayLike<number>;
  /** Response time in ms; NaN where the run had none. */
  readonly ms: ArrayLike<number>;
}

/** The flag bits of a stored run (electron/core/watch/history/history-format.ts's FLAG). */
export const RUN_FLAG = { maintenance: 16, offline: 32 } as const;

/** One connection's figures over a range. */
export interface AvailabilitySummary {
  /** (up + degraded) / counted, 0–1; null when no run counted. */
  readonly availability: number | null;
  /** degraded / counted, 0–1 (shown apart: answering, but breaking the specification); null as above. */
  readonly degraded: number | null;
  readonly counted: number;
  readonly upRuns: number;
  readonly degradedRuns: number;
  readonly downRuns: number;
  /** Runs not counted (our causes, maintenance). */
  readonly notCountedRuns: number;
  /** Stretches of down runs, each ended by the next up or degraded run. */
  readonly incidents: number;
  /**
   * The longest incident, ms: from its first down run to the next up or degraded run, or to the
   * last run of the range when the range ends first. 0 when there was none.
   */
  readonly longestIncidentMs: number;
  /** Median response time of the up and degraded runs, ms (three significant digits); null when none had one. */
  readonly medianResponseMs: number | null;
}

/** The segment of `runs` (in any order: they are read in time order). */
export function segmentOfRuns(runs: RunColumns): AvailabilitySegment {
  const order = Array.from({ length: runs.length }, (_, i) => i).sort((a, b) => runs.at[a]! - runs.at[b]!);
  const builder = segmentBuilder();
  for (const i of order) {
    const flags = runs.flags[i]!;
    const counts = runCount(runs.cls[i]!, {
      maintenance: (flags & RUN_FLAG.maintenance) !== 0,
      offline: (flags & RUN_FLAG.offline) !== 0,
    });
    builder.add(runs.at[i]!, counts, runs.ms[i]!);
  }
  return builder.result();
}

/**
 * The rule's two figures of a segment and the runs counted, without the rest of its summary: what
 * the fleet board shows of each of thousands of rows on every look.
 */
export function segmentRatios(segment: AvailabilitySegment): {
  readonly availability: number | null;
  readonly degraded: number | null;
  readonly counted: number;
} {
  const counted = segment.up + segment.degraded + segment.down;
  return {
    availability: counted > 0 ? (segment.up + segment.degraded) / counted : null,
    degraded: counted > 0 ? segment.degraded / counted : null,
    counted,
  };
}

/** The figures of a segment (of a range's runs, or its days' merged). */
export function summaryOfSegment(segment: AvailabilitySegment): AvailabilitySummary {
  const { incidents, longestMs } = segmentIncidents(segment);
  return {
    ...segmentRatios(segment),
    upRuns: segment.up,
    degradedRuns: segment.degraded,
    downRuns: segment.down,
    notCountedRuns: segment.notCounted,
    incidents,
    longestIncidentMs: longestMs,
    medianResponseMs: segmentMedianMs(segment),
  };
}

/** The figures of `runs` (in any order: they are read in time order). */
export function summarizeAvailability(runs: RunColumns): AvailabilitySummary {
  return summaryOfSegment(segmentOfRuns(runs));
}

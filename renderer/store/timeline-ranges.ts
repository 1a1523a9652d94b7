// The ranges the timeline shows, each ending now: a day, a week, 90 days, a year.
import type { TimelineRange } from './state/timeline-state';

const DAY = 86_400_000;

export const TIMELINE_RANGES: readonly {
  readonly range: TimelineRange;
  readonly label: string;
  readonly ms: number;
}[] = [
  { range: '24h', label: '24 hours', ms: DAY },
  { range: '7d', label: '7 days', ms: 7 * DAY },
  { range: '90d', label: '90 days', ms: 90 * DAY },
  { range: '1y', label: '1 year', ms: 365 * DAY },
];

const entry = (range: TimelineRange) => TIMELINE_RANGES.find((r) => r.range === range)!;

/** The span of `range` ending at `now`: [from, to] in epoch ms. */
export function rangeSpan(range: TimelineRange, now: number): { from: number; to: number } {
  return { from: now - entry(range).ms, to: now };
}

/** The range in words: "the last 7 days". */
export function rangeWords(range: TimelineRange): string {
  return `the last ${entry(range).label}`;
}

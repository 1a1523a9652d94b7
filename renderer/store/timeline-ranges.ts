// The ranges the timeline shows, each ending now: a day, a week, 90 days, a year.
import type { TimelineRange } from './state/timeline-state';
import { words, type Words } from '../i18n/words';

const DAY = 86_400_000;

export const TIMELINE_RANGES: readonly {
  readonly range: TimelineRange;
  readonly label: Words;
  readonly ms: number;
}[] = [
  { range: '24h', label: words('timeline.range.24h'), ms: DAY },
  { range: '7d', label: words('timeline.range.7d'), ms: 7 * DAY },
  { range: '90d', label: words('timeline.range.90d'), ms: 90 * DAY },
  { range: '1y', label: words('timeline.range.1y'), ms: 365 * DAY },
];

const entry = (range: TimelineRange) => TIMELINE_RANGES.find((r) => r.range === range)!;

/** The span of `range` ending at `now`: [from, to] in epoch ms. */
export function rangeSpan(range: TimelineRange, now: number): { from: number; to: number } {
  return { from: now - entry(range).ms, to: now };
}

/** The range in words, as a sentence ends with it: "the last 7 days". */
export function rangeWords(range: TimelineRange): Words {
  return words('timeline.rangeIn', { range });
}

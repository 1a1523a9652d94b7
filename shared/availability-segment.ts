/**
 * What a stretch of runs contributes to availability (shared/availability.ts), in a form that adds
 * up: the segments of two stretches one after the other merge into the segment of both, so a day's
 * runs can be summed once and kept (the watch history's daily rollups) and a range read as its days'
 * segments plus the raw runs at its edges. Incidents cross the seams: a segment keeps the down
 * stretch it starts with, the closed ones inside, and the one still open at its end. Response times
 * are kept as counts per value to three significant digits (whole ms below a second), so a median
 * adds up too. Pure, and plain JSON.
 */

/** The counts and incident ends of a stretch of runs. */
export interface AvailabilitySegment {
  readonly up: number;
  readonly degraded: number;
  readonly down: number;
  readonly notCounted: number;
  /** The time of the last run, counted or not; null when there is none. */
  readonly lastAt: number | null;
  /** The time of the first counted run; null when none counted. */
  readonly firstCounted: number | null;
  /** The down runs it starts with: from the first, to the first up or degraded run after (null: none came). */
  readonly lead: { readonly start: number; readonly end: number | null } | null;
  /** Incidents begun and ended inside it, after its lead. */
  readonly inner: { readonly count: number; readonly longestMs: number };
  /** The start of the incident open at its end, when it began after the lead; else null. */
  readonly tail: number | null;
  /** Up and degraded runs' response times: value (ms, three significant digits) → how many. */
  readonly ms: Readonly<Record<string, number>>;
}

/** How one run counts (shared/availability.ts's runCount). */
export type SegmentRun = 'up' | 'degraded' | 'down' | 'not-counted';

/** Builds a segment from runs given in time order. */
export function segmentBuilder() {
  let up = 0;
  let degraded = 0;
  let down = 0;
  let notCounted = 0;
  let lastAt: number | null = null;
  let firstCounted: number | null = null;
  let lead: { start: number; end: number | null } | null = null;
  let inLead = false;
  let open: number | null = null;
  let count = 0;
  let longestMs = 0;
  const ms: Record<string, number> = {};
  return {
    add(at: number, run: SegmentRun, responseMs: number): void {
      lastAt = lastAt === null ? at : Math.max(lastAt, at);
      if (run === 'not-counted') {
        notCounted++;
        return;
      }
      const first = firstCounted === null;
      if (first) firstCounted = at;
      if (run === 'down') {
        down++;
        if (first) {
          lead = { start: at, end: null };
          inLead = true;
        } else if (!inLead && open === null) open = at;
        return;
      }
      if (run === 'up') up++;
      else degraded++;
      if (inLead) {
        lead!.end = at;
        inLead = false;
      } else if (open !== null) {
        count++;
        longestMs = Math.max(longestMs, at - open);
        open = null;
      }
      if (Number.isFinite(responseMs)) {
        const key = String(msKey(responseMs));
        ms[key] = (ms[key] ?? 0) + 1;
      }
    },
    result(): AvailabilitySegment {
      return {
        up,
        degraded,
        down,
        notCounted,
        lastAt,
        firstCounted,
        lead,
        inner: { count, longestMs },
        tail: open,
        ms,
      };
    },
  };
}

/** A response time as its segment keeps it: whole ms below a second, three significant digits above. */
export function msKey(ms: number): number {
  if (ms < 1_000) return Math.round(ms);
  const unit = 10 ** (Math.floor(Math.log10(ms)) - 2);
  return Math.round(ms / unit) * unit;
}

/** The segment of no runs. */
export const EMPTY_SEGMENT: AvailabilitySegment = segmentBuilder().result();

const counted = (s: AvailabilitySegment) => s.up + s.degraded + s.down > 0;

/** The segment of `a`'s runs followed by `b`'s (every run of `b` at or after `a`'s). */
export function mergeSegments(a: AvailabilitySegment, b: AvailabilitySegment): AvailabilitySegment {
  const sums = {
    up: a.up + b.up,
    degraded: a.degraded + b.degraded,
    down: a.down + b.down,
    notCounted: a.notCounted + b.notCounted,
    lastAt: a.lastAt === null ? b.lastAt : b.lastAt === null ? a.lastAt : Math.max(a.lastAt, b.lastAt),
    ms: addCounts(a.ms, b.ms),
  };
  if (!counted(a)) return { ...b, ...sums };
  if (!counted(b)) return { ...a, ...sums };
  let count = a.inner.count + b.inner.count;
  let longestMs = Math.max(a.inner.longestMs, b.inner.longestMs);
  // When `b` would end an incident open at `a`'s end: its lead's end, or its first run when not down.
  const bAllDown = b.lead !== null && b.lead.end === null;
  const bEnds = b.lead ? b.lead.end : b.firstCounted;
  const aAllDown = a.lead !== null && a.lead.end === null;
  let lead = a.lead;
  let tail: number | null;
  if (aAllDown) {
    lead = { start: a.lead!.start, end: bAllDown ? null : bEnds };
    tail = bAllDown ? null : b.tail;
  } else if (a.tail !== null) {
    if (bAllDown) tail = a.tail;
    else {
      count++;
      longestMs = Math.max(longestMs, bEnds! - a.tail);
      tail = b.tail;
    }
  } else if (b.lead) {
    if (bAllDown) tail = b.lead.start;
    else {
      count++;
      longestMs = Math.max(longestMs, b.lead.end! - b.lead.start);
      tail = b.tail;
    }
  } else tail = b.tail;
  return { ...sums, firstCounted: a.firstCounted, lead, inner: { count, longestMs }, tail };
}

function addCounts(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>) {
  const sum: Record<string, number> = { ...a };
  for (const key of Object.keys(b)) sum[key] = (sum[key] ?? 0) + b[key]!;
  return sum;
}

/** The incidents of a segment and the longest, ms (one still open lasts to its last run). */
export function segmentIncidents(s: AvailabilitySegment): { incidents: number; longestMs: number } {
  const end = s.lastAt ?? 0;
  const leadMs = s.lead ? (s.lead.end ?? end) - s.lead.start : 0;
  const tailMs = s.tail !== null ? end - s.tail : 0;
  return {
    incidents: (s.lead ? 1 : 0) + s.inner.count + (s.tail !== null ? 1 : 0),
    longestMs: Math.max(s.inner.longestMs, leadMs, tailMs),
  };
}

/** The median of a segment's response times (ms), null when it has none. */
export function segmentMedianMs(s: AvailabilitySegment): number | null {
  const values = Object.keys(s.ms)
    .map(Number)
    .sort((x, y) => x - y);
  const total = values.reduce((sum, v) => sum + s.ms[String(v)]!, 0);
  if (total === 0) return null;
  // The value at a 0-based rank of the sorted times.
  const at = (rank: number) => {
    let seen = 0;
    for (const v of values) {
      seen += s.ms[String(v)]!;
      if (rank < seen) return v;
    }
    return values[values.length - 1]!;
  };
  return total % 2 === 1 ? at((total - 1) / 2) : (at(total / 2 - 1) + at(total / 2)) / 2;
}

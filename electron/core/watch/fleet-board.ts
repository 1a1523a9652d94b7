/**
 * What the fleet board shows of each connection, kept in memory so a board of 5,000 connections is
 * cheap: the latest run, a sparkline of the last 24 hours (48 buckets of 30 minutes aligned to the
 * clock, each the worst class and the slowest answer in it) and the availability of the last 30
 * days (shared/availability.ts's rule, read as `report` reads a folder: whole days from the daily
 * sums, so a few numbers per day, not every run). Read from the history once per connection, on
 * first use (the 30 days apart, after the rest: they read more files), then updated by each result
 * and shifted as time passes; the 30 days are read again once an hour (in the background: the board
 * answers with the figure it has), so runs that left the window leave the figure.
 */
import { runCount, segmentOfRuns, segmentRatios } from '../../../shared/availability';
import { availabilityStart } from '../../../shared/availability-window';
import {
  mergeSegments,
  segmentBuilder,
  type AvailabilitySegment,
} from '../../../shared/availability-segment';
import {
  NO_CLASS,
  SPARK_BUCKETS,
  watchClassCode,
  watchClassOfCode,
  watchSeverity,
  type FleetAvailability,
  type Spark as SparkColumns,
  type WatchClass,
  type WatchResult,
} from '../../../shared/watch';
import { mapBounded } from '../lib/bounded-pool';
import { createTurnBudget } from '../lib/turn-budget';
import { NO_COUNT, type HistoryColumns } from './history/history-format';
import type { HistoryStore } from './history/history-store';

/** Histories read at once when a board is first listed (each is a folder listing and a few reads). */
const READS_AT_ONCE = 16;
/**
 * Main's time per turn of its event loop for the histories read synchronously (a connection's last
 * hours or its daily sums: some 0.1 ms each from a warm disk, so about 16 a turn; a few on a slow one).
 */
const SYNC_READS_MS_PER_TURN = 4;

const DAY_MS = 86_400_000;
/** How old the 30 days' figure may get before it is read again (its window's start has moved). */
export const AVAILABILITY_REFRESH_MS = 60 * 60_000;

/** One bucket's width. */
export const SPARK_SLOT_MS = 30 * 60_000;

/** The latest run as the board shows it. */
export interface LatestRun {
  readonly watchClass: WatchClass;
  readonly at: number;
  readonly responseMs: number | null;
  readonly categories: number | null;
}

/** A connection on the board: its latest run (null when none is kept), its 30 days and its sparkline. */
export interface BoardState {
  readonly latest: LatestRun | null;
  /** The last 30 days; null when no run counted, undefined while not read yet (readAvailability). */
  readonly availability30: FleetAvailability | null | undefined;
  readonly spark: SparkColumns;
}

interface Spark {
  to: number;
  cls: Uint8Array;
  ms: Float64Array;
}

/** The sparkline's window at `now`: 24 hours ending at the end of the current half hour. */
export function sparkWindow(now: number): { from: number; to: number } {
  const to = (Math.floor(now / SPARK_SLOT_MS) + 1) * SPARK_SLOT_MS;
  return { from: to - SPARK_BUCKETS * SPARK_SLOT_MS, to };
}

/** The board over `history` (null: nothing kept beyond this session). */
export function createFleetBoard(history: HistoryStore | null, now: () => number) {
  const latest = new Map<string, LatestRun | null>();
  const sparks = new Map<string, Spark>();
  const loading = new Map<string, Promise<void>>();
  // The 30 days' segment of each connection and when it was read (its window ends then; runs
  // recorded since are merged in).
  const availability = new Map<string, { segment: AvailabilitySegment; readAt: number }>();
  const refreshing = new Set<string>();
  // Today's runs of each connection (since 00:00 UTC) as a segment, from the runs the sparkline
  // read (its 24 hours hold today), kept up to date by each result until the 30 days are read: so
  // those read the daily sums alone, no run, and 5,000 connections' figures are a few small reads.
  const today = new Map<string, { day: number; segment: AvailabilitySegment }>();
  // The results recorded while each read of a connection's 30 days is under way: the read may miss
  // them (a month file read before the run was appended, today's runs taken before it came), so
  // each is added after it, unless the read counted it already.
  const recordedDuring = new Map<string, Set<WatchResult[]>>();
  const turn = createTurnBudget(SYNC_READS_MS_PER_TURN);

  async function readAvailability(id: string): Promise<void> {
    const at = now();
    const day = dayStart(at);
    const ofToday = today.get(id);
    today.delete(id);
    const during: WatchResult[] = [];
    const reads = recordedDuring.get(id) ?? recordedDuring.set(id, new Set()).get(id)!;
    reads.add(during);
    try {
      let segment: AvailabilitySegment;
      if (!history) segment = segmentBuilder().result();
      else if (ofToday?.day === day) {
        // The kept sums are read synchronously, a few milliseconds of them per turn of the event loop.
        const days =
          (await history.keptAvailability(id, availabilityStart(at), day - 1, turn)) ??
          (await history.availability(id, availabilityStart(at), day - 1, at));
        segment = mergeSegments(days, ofToday.segment);
      } else segment = await history.availability(id, availabilityStart(at), at, at);
      // The files hold every run recorded before the read (the engine appends a run before the board
      // takes it); those recorded during it are added now.
      for (const result of during) segment = withResult(segment, result);
      availability.set(id, { segment, readAt: at });
    } finally {
      reads.delete(during);
      if (reads.size === 0) recordedDuring.delete(id);
    }
  }

  function add(spark: Spark, at: number, code: number, ms: number | null): void {
    const index = Math.floor((at - (spark.to - SPARK_BUCKETS * SPARK_SLOT_MS)) / SPARK_SLOT_MS);
    if (index < 0 || index >= SPARK_BUCKETS) return;
    if (watchSeverity(code) > watchSeverity(spark.cls[index]!)) spark.cls[index] = code;
    if (ms !== null && !(ms <= spark.ms[index]!)) spark.ms[index] = ms;
  }

  // Moves `spark` to the window of now, dropping the buckets that left it.
  function shifted(spark: Spark): Spark {
    const { to } = sparkWindow(now());
    const by = Math.round((to - spark.to) / SPARK_SLOT_MS);
    if (by <= 0) return spark;
    const cls = new Uint8Array(SPARK_BUCKETS).fill(NO_CLASS);
    const ms = new Float64Array(SPARK_BUCKETS).fill(Number.NaN);
    if (by < SPARK_BUCKETS) {
      cls.set(spark.cls.subarray(by), 0);
      ms.set(spark.ms.subarray(by), 0);
    }
    return { to, cls, ms };
  }

  async function load(id: string): Promise<void> {
    const { from, to } = sparkWindow(now());
    const spark: Spark = {
      to,
      cls: new Uint8Array(SPARK_BUCKETS).fill(NO_CLASS),
      ms: new Float64Array(SPARK_BUCKETS).fill(Number.NaN),
    };
    // Their last hours are read synchronously, a few milliseconds of them per turn of the event loop.
    const columns = history ? await history.recentColumns(id, from, to, turn) : null;
    for (let i = 0; i < (columns?.length ?? 0); i++) {
      const ms = columns!.ms[i]!;
      add(spark, columns!.at[i]!, columns!.cls[i]!, Number.isNaN(ms) ? null : ms);
    }
    if (columns && !availability.has(id) && !today.has(id)) {
      const day = dayStart(now());
      today.set(id, { day, segment: segmentOfRuns(runsFrom(columns, day)) });
    }
    // A result recorded while this was read is already in: keep it.
    if (!sparks.has(id)) sparks.set(id, spark);
    if (!latest.has(id)) {
      // The newest run read above is the latest; only a connection quiet for a day looks further.
      const record = (columns && lastRun(columns)) ?? (history ? await history.latest(id) : null);
      const watchClass = record ? watchClassOfCode(record.cls) : null;
      if (!latest.has(id))
        latest.set(
          id,
          record && watchClass
            ? {
                watchClass,
                at: record.at,
                responseMs: record.responseMs,
                categories: record.categories === NO_COUNT ? null : record.categories,
              }
            : null,
        );
    }
  }

  const isKnown = (id: string) => sparks.has(id) && latest.has(id);
  const reads = new Map<string, Promise<void>>();
  const ensureAvailability = (id: string): Promise<void> => {
    if (availability.has(id)) return Promise.resolve();
    let pending = reads.get(id);
    if (!pending) reads.set(id, (pending = readAvailability(id).finally(() => reads.delete(id))));
    return pending;
  };

  async function ensure(id: string): Promise<void> {
    if (isKnown(id)) return;
    const pending = loading.get(id) ?? load(id).finally(() => loading.delete(id));
    loading.set(id, pending);
    await pending;
  }

  return {
    /** Takes in a run's result. */
    record(result: WatchResult): void {
      const known = latest.get(profileOf(result));
      if (!known || known.at <= result.at) {
        latest.set(profileOf(result), {
          watchClass: result.watchClass,
          at: result.at,
          responseMs: result.responseMs,
          categories: result.categories,
        });
      }
      const kept = availability.get(profileOf(result));
      if (kept)
        availability.set(profileOf(result), {
          segment: withResult(kept.segment, result),
          readAt: kept.readAt,
        });
      for (const during of recordedDuring.get(profileOf(result)) ?? []) during.push(result);
      const ofToday = today.get(profileOf(result));
      if (ofToday && result.at >= ofToday.day)
        today.set(profileOf(result), { day: ofToday.day, segment: withResult(ofToday.segment, result) });
      const spark = sparks.get(profileOf(result));
      if (spark) {
        const current = shifted(spark);
        add(current, result.at, watchClassCode(result.watchClass), result.responseMs);
        sparks.set(profileOf(result), current);
      }
    },

    /** Whether the state of `id` is read (state() then answers without reading a file). */
    known: isKnown,

    /** Whether the 30 days of `id` are read. */
    availabilityKnown: (id: string): boolean => availability.has(id),

    /**
     * Reads the 30 days of `ids` not read yet, a few at a time; resolves when all are read. Apart
     * from readAll: the rest of a row shows first, its 30 days follow (they read more files).
     */
    async readAvailability(ids: readonly string[]): Promise<void> {
      const unread = ids.filter((id) => !availability.has(id));
      await mapBounded(unread, READS_AT_ONCE, (id) => ensureAvailability(id));
    },

    /** Reads the states of `ids` not read yet, a few at a time; resolves when all are read. */
    async readAll(ids: readonly string[]): Promise<void> {
      const unread = ids.filter((id) => !isKnown(id));
      await mapBounded(unread, READS_AT_ONCE, (id) => ensure(id));
    },

    /** The board's state of `id`, read from the history the first time. */
    async state(id: string): Promise<BoardState> {
      await ensure(id);
      const spark = shifted(sparks.get(id)!);
      sparks.set(id, spark);
      const ms = Array.from(spark.ms, (slowest) => (Number.isNaN(slowest) ? null : Math.round(slowest)));
      const kept = availability.get(id);
      if (kept && now() - kept.readAt >= AVAILABILITY_REFRESH_MS && !refreshing.has(id)) {
        refreshing.add(id);
        void readAvailability(id).finally(() => refreshing.delete(id));
      }
      return {
        latest: latest.get(id) ?? null,
        availability30: kept ? availabilityOf(kept.segment) : undefined,
        spark: {
          from: spark.to - SPARK_BUCKETS * SPARK_SLOT_MS,
          to: spark.to,
          cls: Array.from(spark.cls),
          ms,
        },
      };
    },

    /** Forgets `id` (a deleted connection). */
    forget(id: string): void {
      latest.delete(id);
      sparks.delete(id);
      availability.delete(id);
      today.delete(id);
    },
  };
}

/** The board's type. */
export type FleetBoard = ReturnType<typeof createFleetBoard>;

const profileOf = (result: WatchResult) => result.profileId;

// `segment` with `result` added, unless it is not newer than the newest run counted (a run read
// from the files already is not added twice).
function withResult(segment: AvailabilitySegment, result: WatchResult): AvailabilitySegment {
  if (segment.lastAt !== null && result.at <= segment.lastAt) return segment;
  return mergeSegments(segment, segmentOfResult(result));
}

// A result as a segment of one run, counted by the rule of shared/availability.ts.
function segmentOfResult(result: WatchResult): AvailabilitySegment {
  const builder = segmentBuilder();
  const counts = runCount(watchClassCode(result.watchClass), {
    maintenance: result.maintenance === true,
    offline: result.offline === true,
  });
  builder.add(result.at, counts, result.responseMs ?? Number.NaN);
  return builder.result();
}

function availabilityOf(segment: AvailabilitySegment): FleetAvailability | null {
  const figures = segmentRatios(segment);
  if (figures.availability === null || figures.degraded === null) return null;
  return { ratio: figures.availability, degradedRatio: figures.degraded, counted: figures.counted };
}

// The window (shared/availability-window.ts) is 30 whole UTC days and today so far: whole days come
// from the daily sums alone; only today is read from the runs, which keeps 5,000 connections'
// figures to a few small reads each.
export { availabilityStart };

function dayStart(at: number): number {
  return Math.floor(at / DAY_MS) * DAY_MS;
}

// The runs of `columns` from `day` on (file order, a few may be out of order: each is judged).
function runsFrom(columns: HistoryColumns, day: number): HistoryColumns {
  const keep: number[] = [];
  for (let i = 0; i < columns.length; i++) if (columns.at[i]! >= day) keep.push(i);
  const pick = <T extends Float64Array | Float32Array | Uint8Array | Uint16Array | Uint32Array>(
    column: T,
  ): T => {
    const picked = new (column.constructor as new (n: number) => T)(keep.length);
    keep.forEach((index, j) => (picked[j] = column[index]!));
    return picked;
  };
  return {
    length: keep.length,
    at: pick(columns.at),
    cls: pick(columns.cls),
    flags: pick(columns.flags),
    ms: pick(columns.ms),
    firstByte: pick(columns.firstByte),
    categories: pick(columns.categories),
  };
}

// The last run of `columns` in file order (the newest month's last record, as history.latest reads it).
function lastRun(columns: HistoryColumns) {
  const i = columns.length - 1;
  if (i < 0) return null;
  const ms = columns.ms[i]!;
  return {
    at: columns.at[i]!,
    cls: columns.cls[i]!,
    responseMs: Number.isNaN(ms) ? null : Math.round(ms * 10) / 10,
    categories: columns.categories[i]!,
  };
}

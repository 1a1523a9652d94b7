/**
 * Min/max decimation of a history range to a fixed number of buckets, so a year of one-minute runs
 * (525,600) travels and draws as a few thousand entries that keep every spike: per bucket the worst
 * class (shared/watch.ts watchSeverity) and the least and greatest response time and category count.
 * Fed one slice of columns at a time, so a range is never held whole. Pure.
 */
import { NO_CLASS, watchSeverity } from '../../../../shared/watch';
import { NO_COUNT, type HistoryColumns } from './history-format';

/** The decimated columns of shared/watch.ts WatchHistory. */
export interface DecimatedColumns {
  readonly buckets: number;
  readonly at: number[];
  readonly cls: number[];
  readonly msMin: (number | null)[];
  readonly msMax: (number | null)[];
  readonly categoriesMin: (number | null)[];
  readonly categoriesMax: (number | null)[];
  /** Runs in [from, to]. */
  readonly runs: number;
}

/** A decimator over [from, to] with `buckets` buckets of equal width. */
export function createDecimator(from: number, to: number, buckets: number) {
  const width = (to - from) / buckets;
  const cls = new Uint8Array(buckets).fill(NO_CLASS);
  const msMin = new Float64Array(buckets).fill(Number.NaN);
  const msMax = new Float64Array(buckets).fill(Number.NaN);
  const catMin = new Float64Array(buckets).fill(Number.NaN);
  const catMax = new Float64Array(buckets).fill(Number.NaN);
  let runs = 0;
  return {
    /** Adds the runs of `columns` in [from, to]. */
    add(columns: HistoryColumns): void {
      for (let i = 0; i < columns.length; i++) {
        const at = columns.at[i]!;
        if (!(at >= from && at <= to)) continue;
        runs++;
        const b = Math.min(buckets - 1, Math.floor((at - from) / width));
        const code = columns.cls[i]!;
        if (watchSeverity(code) > watchSeverity(cls[b]!)) cls[b] = code;
        const ms = columns.ms[i]!;
        if (!Number.isNaN(ms)) {
          if (!(ms >= msMin[b]!)) msMin[b] = ms;
          if (!(ms <= msMax[b]!)) msMax[b] = ms;
        }
        const count = columns.categories[i]!;
        if (count !== NO_COUNT) {
          if (!(count >= catMin[b]!)) catMin[b] = count;
          if (!(count <= catMax[b]!)) catMax[b] = count;
        }
      }
    },
    result(): DecimatedColumns {
      const at = Array.from({ length: buckets }, (_, b) => Math.round(from + b * width));
      return {
        buckets,
        at,
        cls: Array.from(cls),
        msMin: nullable(msMin),
        msMax: nullable(msMax),
        categoriesMin: nullable(catMin),
        categoriesMax: nullable(catMax),
        runs,
      };
    },
  };
}

/** Every run of `columns` in [from, to] as its own entry, in time order (a range with few runs). */
export function rawEntries(columns: HistoryColumns, from: number, to: number): DecimatedColumns {
  const order: number[] = [];
  for (let i = 0; i < columns.length; i++) {
    const at = columns.at[i]!;
    if (at >= from && at <= to) order.push(i);
  }
  order.sort((a, b) => columns.at[a]! - columns.at[b]!);
  const ms = order.map((i) => (Number.isNaN(columns.ms[i]!) ? null : round(columns.ms[i]!)));
  const categories = order.map((i) => (columns.categories[i] === NO_COUNT ? null : columns.categories[i]!));
  return {
    buckets: order.length,
    at: order.map((i) => columns.at[i]!),
    cls: order.map((i) => columns.cls[i]!),
    msMin: ms,
    msMax: ms,
    categoriesMin: categories,
    categoriesMax: categories,
    runs: order.length,
  };
}

/** `columns` decimated to `buckets` over [from, to]: raw when they hold no more runs than that. */
export function decimate(
  columns: HistoryColumns,
  from: number,
  to: number,
  buckets: number,
): DecimatedColumns {
  let inRange = 0;
  for (let i = 0; i < columns.length; i++) if (columns.at[i]! >= from && columns.at[i]! <= to) inRange++;
  if (inRange <= buckets) return rawEntries(columns, from, to);
  const decimator = createDecimator(from, to, buckets);
  decimator.add(columns);
  return decimator.result();
}

function nullable(values: Float64Array): (number | null)[] {
  return Array.from(values, (v) => (Number.isNaN(v) ? null : round(v)));
}

// Response times are float32 on disk: a tenth of a millisecond is all they carry.
function round(value: number): number {
  return Math.round(value * 10) / 10;
}

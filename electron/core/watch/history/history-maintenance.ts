/**
 * The stretches of a history's runs that were in a maintenance window (flag 16, history-format.ts):
 * consecutive flagged runs make one stretch, from the first one's time to the last one's, with how
 * many runs it holds; a run not flagged ends it. Fed part by part in time order, as the history is
 * read; keeps the latest MAX_STRETCHES. Pure.
 */
import { FLAG, type HistoryColumns } from './history-format';

/** One stretch of runs in maintenance. */
export interface MaintenanceStretch {
  readonly from: number;
  readonly to: number;
  readonly runs: number;
}

/** The most stretches a history answers (the latest). */
export const MAX_STRETCHES = 500;

/** A collector of the stretches of runs in [from, to]. */
export function collectStretches(from: number, to: number) {
  const stretches: MaintenanceStretch[] = [];
  let open: { from: number; to: number; runs: number } | null = null;
  return {
    /** Adds the runs of `part` (after those added before). */
    add(part: HistoryColumns): void {
      for (let i = 0; i < part.length; i++) {
        const at = part.at[i]!;
        if (at < from || at > to) continue;
        if ((part.flags[i]! & FLAG.maintenance) === 0) {
          if (open) stretches.push(open);
          open = null;
        } else if (open) {
          open.to = at;
          open.runs++;
        } else open = { from: at, to: at, runs: 1 };
      }
      if (stretches.length > 2 * MAX_STRETCHES) stretches.splice(0, stretches.length - MAX_STRETCHES);
    },
    /** The stretches, oldest first (the latest MAX_STRETCHES). */
    result(): MaintenanceStretch[] {
      const all = open ? [...stretches, { ...open }] : stretches;
      return all.slice(-MAX_STRETCHES);
    },
  };
}

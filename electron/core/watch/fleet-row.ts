/**
 * A connection's row of the fleet board (shared/watch.ts FleetRow), from its board state, or empty
 * and marked `reading` while its history is still being read. Pure.
 */
import { NO_CLASS, SPARK_BUCKETS, type FleetRow, type WatchEvery } from '../../../shared/watch';
import { sparkWindow, type BoardState } from './fleet-board';

/** What a row names of its connection. */
interface Named {
  readonly id: string;
  readonly name: string;
  readonly baseUrl: string;
}

/** The row of `profile` from its board state. */
export function fleetRow(profile: Named, every: WatchEvery, state: BoardState, running: boolean): FleetRow {
  return {
    profileId: profile.id,
    name: profile.name,
    baseUrl: profile.baseUrl,
    every,
    watchClass: state.latest?.watchClass ?? null,
    lastAt: state.latest?.at ?? null,
    responseMs: state.latest?.responseMs ?? null,
    categories: state.latest?.categories ?? null,
    running,
    availability30: state.availability30 ?? null,
    ...(state.availability30 === undefined ? { readingAvailability: true as const } : {}),
    spark: state.spark,
  };
}

/** The row of `profile` while its history is read: nothing known of its runs yet. */
export function readingRow(profile: Named, every: WatchEvery, now: number): FleetRow {
  const { from, to } = sparkWindow(now);
  return {
    profileId: profile.id,
    name: profile.name,
    baseUrl: profile.baseUrl,
    every,
    watchClass: null,
    lastAt: null,
    responseMs: null,
    categories: null,
    running: false,
    reading: true,
    availability30: null,
    spark: {
      from,
      to,
      cls: new Array<number>(SPARK_BUCKETS).fill(NO_CLASS),
      ms: new Array<null>(SPARK_BUCKETS).fill(null),
    },
  };
}

/**
 * The types that tie a pool's jobs to their handlers: a job map names each job with the payload it
 * takes and the result it gives, so the host's `run` (worker-pool.ts) and the worker's handlers
 * (worker-jobs.ts) are checked against the same map: a wrong job name, payload or result fails the
 * type check. Types only.
 */
import type { FetchLike } from '../client/v2-client';

/** One job's shapes: what the host sends, and what the worker answers (both structured-cloneable). */
export interface JobSpec {
  readonly payload: unknown;
  readonly result: unknown;
}

/**
 * A pool's jobs, name to shapes, e.g. `{ watchRun: { payload: WatchRunJob; result: WatchRunReply } }`
 * (an interface or a type alias both fit).
 */
export type JobMap<Jobs> = { readonly [Name in keyof Jobs]: JobSpec };

/** The name of a job of `Jobs`. */
export type JobName<Jobs> = keyof Jobs & string;

/** What a job's handler gets besides its payload. */
export interface JobContext {
  /** Fetches through the host, bounded by the host's cap; aborted with the job. */
  readonly fetch: FetchLike;
  /** Tripped when the host cancels the job or its deadline passes. */
  readonly signal: AbortSignal;
  /** The list the host sent in slices before the job (JobOptions.parts); empty when none. */
  readonly parts: readonly unknown[];
}

/** A handler for every job of `Jobs`, taking its payload and resolving to its result. */
export type JobHandlers<Jobs extends JobMap<Jobs>> = {
  readonly [Name in keyof Jobs]: (
    payload: Jobs[Name]['payload'],
    context: JobContext,
  ) => Promise<Jobs[Name]['result']>;
};

/**
 * The watch engine as the host sees it when runs go to worker threads: each run of a connection is
 * a `watchRun` job in the worker its id hashes to (watch-jobs.ts runs the engine there), so the
 * host's event loop only resolves the connection and hears the result. Runs of one connection never
 * overlap. A run whose worker crashed or hung (a WorkerError) is recorded as failed, in the history
 * too: 'timeout' when it hung or was stopped at its deadline, 'usage' (not checked, cause unknown)
 * when the worker stopped; it confirms no event. A run whose signal was aborted (the watch is
 * stopping) is dropped (cancelledRunError). With `offline` (the connectivity checker) a run that
 * failed at the transport level comes back as `{judge}` first and is recorded by a `watchJudged`
 * job carrying the checker's verdict (watch-jobs.ts). Throws that, or what resolving the connection
 * throws (PROFILE_NOT_FOUND).
 */
import {
  watchClassCode,
  watchClassText,
  type WatchClass,
  type WatchEvent,
  type WatchResult,
} from '../../../../shared/watch';
import type { WorkerPool } from '../../workers/worker-pool';
import { isWorkerError } from '../../workers/worker-error';
import type { HistoryStore } from '../history/history-store';
import { cancelledRunError, isCancelledRun } from '../watch-engine';
import type { WatchJobs, WatchRunJob, WatchRunReply } from './watch-job-types';

/** What the pooled engine needs. */
export interface PooledWatchEngineDeps {
  readonly pool: Pick<WorkerPool<WatchJobs>, 'run'>;
  /** The job of `id`'s next run (its installation, masker and setting); throws when it is gone. */
  readonly jobOf: (id: string) => Promise<WatchRunJob>;
  /** Where a failed run is recorded (the worker that would have is gone). */
  readonly history: Pick<HistoryStore, 'append'> | null;
  readonly now: () => number;
  /** A run's bound beyond its calls' own timeouts; by default 4 timeouts plus a minute. */
  readonly deadlineMs?: (timeoutMs: number) => number;
  readonly onResult?: (output: WatchRunReply, event: WatchEvent | null) => void;
  /**
   * The connectivity checker (connectivity.ts), told every run's class: true when this computer was
   * offline, so the worker records the run as offline and confirms nothing. Absent: never offline.
   */
  readonly offline?: (id: string, result: WatchResult) => Promise<boolean>;
}

/** The engine over `deps`. */
export function createPooledWatchEngine(deps: PooledWatchEngineDeps) {
  const underWay = new Map<string, Promise<WatchRunReply>>();
  const deadline = deps.deadlineMs ?? ((ms: number) => 4 * ms + 60_000);

  async function runOnce(id: string, signal?: AbortSignal): Promise<WatchRunReply> {
    const job = await deps.jobOf(id);
    const at = deps.now();
    let reply: WatchRunReply;
    try {
      const options = { deadlineMs: deadline(job.timeoutMs), signal };
      const judge = deps.offline !== undefined;
      const first = await deps.pool.run(id, 'watchRun', { ...job, judge }, options);
      if ('judge' in first) {
        // A transport failure: the worker waits for the verdict of the checker, which sees every connection.
        const offline = await deps.offline!(id, first.judge);
        reply = await deps.pool.run(id, 'watchJudged', { profileId: id, offline }, options);
      } else {
        reply = first;
        void deps.offline?.(id, reply.result);
      }
    } catch (error) {
      // Stopping (or closed with the app): the run is dropped, as on the main thread.
      if (signal?.aborted) throw cancelledRunError();
      const bound = deadline(job.timeoutMs);
      // The worker stopped the run itself when asked to at the deadline: a run that took too long.
      const outcome = isCancelledRun(error)
        ? {
            watchClass: 'timeout' as const,
            why: `The run did not finish within ${seconds(bound)} and was stopped.`,
          }
        : isWorkerError(error) && error.failure !== 'closed'
          ? {
              watchClass: error.failure === 'hung' ? ('timeout' as const) : ('usage' as const),
              why: error.message,
            }
          : null;
      if (!outcome) throw error;
      reply = failed(id, at, outcome.watchClass, outcome.why);
      await deps.history
        ?.append(id, {
          at,
          cls: watchClassCode(reply.result.watchClass),
          flags: 0,
          responseMs: null,
          firstByteMs: null,
          categories: null,
        })
        .catch(() => undefined);
    }
    deps.onResult?.(reply, reply.event);
    return reply;
  }

  return {
    /** Runs `id` now (after a run of it under way ends) in its worker; its result. */
    run(id: string, signal?: AbortSignal): Promise<WatchRunReply> {
      const before = underWay.get(id) ?? Promise.resolve(null);
      const run = before.catch(() => null).then(() => runOnce(id, signal));
      underWay.set(id, run);
      void run.catch(() => undefined).then(() => underWay.get(id) === run && underWay.delete(id));
      return run;
    },

    /** Whether a run of `id` is under way. */
    running: (id: string): boolean => underWay.has(id),
  };
}

function seconds(ms: number): string {
  return `${Math.max(1, Math.round(ms / 1000))} s`;
}

function failed(profileId: string, at: number, watchClass: WatchClass, why: string): WatchRunReply {
  const result: WatchResult = {
    profileId,
    at,
    watchClass,
    responseMs: null,
    categories: null,
    settingsHash: null,
    categoriesHash: null,
    snapshotId: null,
    summary: `${watchClassText(watchClass)}: ${why}`,
  };
  return { result, snapshotSaved: false, snapshotProblem: null, event: null };
}

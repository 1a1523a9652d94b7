/**
 * The engine behind the app's watch (watch-service.ts): with a worker pool, each run is a job in the
 * worker of its connection (worker/pooled-watch-engine.ts), given as data what it needs (the
 * installation with its token, the masker's tokens, the demo server's files); without one, the
 * engine runs here (watch-engine.ts over watch-run.ts). Both answer each run's result through
 * `onResult` and never overlap runs of a connection. Throws PROFILE_NOT_FOUND for a deleted one.
 */
import { randomUUID } from 'node:crypto';
import { DEMO_PROFILE_ID } from '../../../shared/profiles';
import type { WatchEvent, WatchResult } from '../../../shared/watch';
import { createV2Client, type FetchLike } from '../client/v2-client';
import { resolveInstallation } from '../profiles/installation-for';
import type { ProfileStore } from '../profiles/profile-store';
import type { DemoServer } from '../server/demo-server';
import type { SnapshotStore } from '../snapshots/snapshot-store';
import type { WorkerPool } from '../workers/worker-pool';
import type { HistoryStore } from './history/history-store';
import { createWatchEngine } from './watch-engine';
import { runProblem } from './run-facts';
import { runWatch } from './watch-run';
import type { WatchClock } from './watch-schedule';
import { createPooledWatchEngine } from './worker/pooled-watch-engine';
import { maskSpecOf, type WatchJobs, type WatchRunJob } from './worker/watch-job-types';

/** Why a connection's run is not made when its token is missing: what the user does about it. */
const NO_TOKEN_WHY = 'its token is not available on this computer; enter the token again in the connection';

/** What the runner needs. */
export interface RunEngineDeps {
  readonly profiles: ProfileStore;
  readonly demo: DemoServer;
  readonly fetch: FetchLike;
  readonly snapshots: SnapshotStore;
  readonly history: HistoryStore;
  readonly clock: WatchClock;
  readonly confirmRuns: () => number;
  readonly nameOf: (id: string) => string;
  readonly onResult: (
    output: {
      readonly result: WatchResult;
      readonly snapshotSaved: boolean;
      /** The first failing check's message, masked (run-facts.ts). */
      readonly problem?: string | null;
    },
    event: WatchEvent | null,
  ) => void;
  /** Worker threads for the runs; null or absent runs them on this thread. */
  readonly pool?: Pick<WorkerPool<WatchJobs>, 'run'> | null;
  /** A worker run's bound for a connection timeout (pooled-watch-engine.ts). */
  readonly deadlineMs?: (timeoutMs: number) => number;
  /** Whether `id` is in a maintenance window at `at`; never, when absent. */
  readonly inMaintenance?: (id: string, at: number) => boolean;
  /** The connectivity checker (connectivity.ts): true when a run failed because this computer is offline. */
  readonly offline?: (id: string, result: WatchResult) => Promise<boolean>;
}

/** The runs' engine: `run(id, signal)` and `running(id)`. */
export function createRunEngine(deps: RunEngineDeps) {
  const now = () => deps.clock.now();
  const served = (id: string) => (id === DEMO_PROFILE_ID ? deps.demo.served() : null);
  // Configured but not here (the web host restarted, a locked key store): the run calls nothing.
  const tokenMissing = (id: string) => (deps.profiles.tokenMissing(id) ? NO_TOKEN_WHY : null);

  // A worker's run of `id`: what the run needs, as data (the masker as its tokens).
  async function jobOf(id: string): Promise<WatchRunJob> {
    const target = await resolveInstallation(deps, id);
    const at = now();
    return {
      profileId: id,
      at,
      maintenance: deps.inMaintenance?.(id, at) ?? false,
      connectionName: deps.nameOf(id),
      confirmRuns: deps.confirmRuns(),
      installation: target.installation,
      timeoutMs: target.timeoutMs,
      mask: maskSpecOf(deps.profiles, id),
      served: served(id),
      tokenMissing: tokenMissing(id),
    };
  }

  if (deps.pool)
    return createPooledWatchEngine({
      pool: deps.pool,
      jobOf,
      history: deps.history,
      now,
      deadlineMs: deps.deadlineMs,
      onResult: deps.onResult,
      offline: deps.offline,
    });

  const client = createV2Client({ fetch: deps.fetch });
  return createWatchEngine({
    history: deps.history,
    newId: () => randomUUID(),
    confirmRuns: deps.confirmRuns,
    nameOf: deps.nameOf,
    offline: deps.offline,
    runOnce: async (id, previous, signal) => {
      const target = await resolveInstallation(deps, id);
      return runWatch(
        { client, fetch: deps.fetch, snapshots: deps.snapshots, now },
        {
          profileId: id,
          installation: target.installation,
          timeoutMs: target.timeoutMs,
          maskData: deps.profiles.maskDataOf(id),
          served: served(id),
          tokenMissing: tokenMissing(id),
          previous,
          signal,
        },
      );
    },
    onResult: (output, event) =>
      deps.onResult(
        { ...output, problem: runProblem(output.report, deps.profiles.maskDataOf(output.result.profileId)) },
        event,
      ),
    inMaintenance: deps.inMaintenance,
  });
}

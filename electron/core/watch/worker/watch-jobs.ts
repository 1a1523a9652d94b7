/**
 * The watch's work in a worker thread (watch-worker.ts runs it): each connection's engine
 * (watch-engine.ts: confirmation, the diff of what changed, the history append) over runs of
 * watch-run.ts (the checks with decoding, parsing and validation, the content's hashes, the
 * snapshot's serialization and write), and the snapshot of a load the app made. Fetching is the
 * host's (the job's fetch). The engine's state lives here, so a connection always runs in the same
 * worker (the pool's key); a worker started again reads what was confirmed from the history (state.json).
 */
import { randomUUID } from 'node:crypto';
import type { WatchEvent } from '../../../../shared/watch';
import { createV2Client } from '../../client/v2-client';
import { snapshotDataset } from '../../snapshots/snapshot-dataset';
import { relativeToServed } from '../../snapshots/snapshot-served';
import { createSnapshotStore } from '../../snapshots/snapshot-store';
import type { JobContext, JobHandler } from '../../workers/worker-jobs';
import { createHistoryStore } from '../history/history-store';
import { createWatchEngine } from '../watch-engine';
import { runWatch } from '../watch-run';
import {
  maskerOf,
  servedOf,
  type SaveOutcome,
  type SnapshotJob,
  type WatchRunJob,
  type WatchRunReply,
  type WatchWorkerData,
} from './watch-job-types';

/** The job handlers over the folders of `data`. */
export function createWatchJobs(data: WatchWorkerData): Record<string, JobHandler> {
  const history = data.historyRoot ? createHistoryStore(data.historyRoot) : null;
  const snapshots = data.snapshotsRoot ? createSnapshotStore({ root: data.snapshotsRoot }) : null;
  // The job each connection's next run belongs to (runs of one connection never overlap).
  const current = new Map<string, { job: WatchRunJob; context: JobContext }>();
  const events = new Map<string, WatchEvent | null>();
  // The app's setting, as the latest job carried it (applies at once, as in the host).
  let confirmRuns = 2;

  const engine = createWatchEngine({
    history,
    newId: () => randomUUID(),
    confirmRuns: () => confirmRuns,
    nameOf: (id) => current.get(id)?.job.connectionName ?? id,
    runOnce: (id, previous, signal) => {
      const { job, context } = current.get(id)!;
      return runWatch(
        {
          client: createV2Client({ fetch: context.fetch }),
          fetch: context.fetch,
          snapshots,
          now: () => job.at,
        },
        {
          profileId: id,
          installation: job.installation,
          timeoutMs: job.timeoutMs,
          maskData: maskerOf(job.mask),
          served: servedOf(job.served),
          tokenMissing: job.tokenMissing,
          previous,
          signal,
        },
      );
    },
    onResult: (output, event) => events.set(output.result.profileId, event),
  });

  const watchRun = async (job: WatchRunJob, context: JobContext): Promise<WatchRunReply> => {
    current.set(job.profileId, { job, context });
    confirmRuns = job.confirmRuns;
    const output = await engine.run(job.profileId, context.signal);
    const event = events.get(job.profileId) ?? null;
    events.delete(job.profileId);
    return {
      result: output.result,
      snapshotSaved: output.snapshotSaved,
      snapshotProblem: output.snapshotProblem,
      event,
    };
  };

  const snapshot = async (job: SnapshotJob, context: JobContext): Promise<SaveOutcome> => {
    if (!snapshots) throw new Error('This worker keeps no snapshots');
    const rows = context.parts as readonly Record<string, unknown>[];
    const local = relativeToServed(
      { info: job.info, categories: rows },
      { info: servedOf(job.infoServed), categories: servedOf(job.rowsServed) },
    );
    const dataset = snapshotDataset(local.load, maskerOf(job.mask));
    return snapshots.save(job.profileId, dataset, local.images);
  };

  return { watchRun: watchRun as JobHandler, snapshot: snapshot as JobHandler };
}

/**
 * The watch's work in a worker thread (watch-worker.ts runs it): each connection's engine
 * (watch-engine.ts: confirmation, the diff of what changed, the history append) over runs of
 * watch-run.ts (the checks with decoding, parsing and validation, the content's hashes, the
 * snapshot's serialization and write), and the snapshot of a load the app made. Fetching is the
 * host's (the job's fetch). The engine's state lives here, so a connection always runs in the same
 * worker (the pool's key); a worker started again reads what was confirmed from the history (state.json).
 * A run that failed at the transport level waits for the host's verdict on connectivity (a second
 * job, `watchJudged`) before it is recorded, when the job asks for that (`judge`).
 */
import { randomUUID } from 'node:crypto';
import type { WatchEvent, WatchResult } from '../../../../shared/watch';
import { TRANSPORT_FAILURES } from '../connectivity';
import { createV2Client } from '../../client/v2-client';
import { snapshotDataset } from '../../snapshots/snapshot-dataset';
import { relativeToServed } from '../../snapshots/snapshot-served';
import { createSnapshotStore } from '../../snapshots/snapshot-store';
import type { JobContext, JobHandlers } from '../../workers/job-map';
import { createHistoryStore } from '../history/history-store';
import { createWatchEngine } from '../watch-engine';
import { runProblem } from '../run-facts';
import { runWatch, type WatchRunOutput } from '../watch-run';
import {
  maskerOf,
  servedOf,
  type SaveOutcome,
  type SnapshotJob,
  type WatchJudgedJob,
  type WatchJudgeReply,
  type WatchRunJob,
  type WatchJobs,
  type WatchRunReply,
  type WatchWorkerData,
} from './watch-job-types';

/** How long a run waits for the host's verdict on connectivity before it counts as online. */
const JUDGE_WAIT_MS = 30_000;

/** The job handlers over the folders of `data`. */
export function createWatchJobs(data: WatchWorkerData): JobHandlers<WatchJobs> {
  const history = data.historyRoot ? createHistoryStore(data.historyRoot) : null;
  const snapshots = data.snapshotsRoot ? createSnapshotStore({ root: data.snapshotsRoot }) : null;
  // The job each connection's next run belongs to (runs of one connection never overlap).
  const current = new Map<string, { job: WatchRunJob; context: JobContext }>();
  const events = new Map<string, WatchEvent | null>();
  // The app's setting, as the latest job carried it (applies at once, as in the host).
  let confirmRuns = 2;
  // Runs that wait for the host's verdict on connectivity: how to ask, and how the answer arrives.
  const asking = new Map<string, (result: WatchResult) => void>();
  const verdicts = new Map<string, (offline: boolean) => void>();
  const waiting = new Map<string, Promise<WatchRunOutput>>();

  // A transport failure is judged by the host (it sees every connection); a verdict that does not
  // come within JUDGE_WAIT_MS (the host stopped) counts as online, so no run waits for ever.
  function offline(id: string, result: WatchResult): Promise<boolean> {
    const ask = asking.get(id);
    if (!ask || !TRANSPORT_FAILURES.has(result.watchClass)) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => verdicts.get(id)?.(false), JUDGE_WAIT_MS);
      verdicts.set(id, (answer) => {
        clearTimeout(timer);
        verdicts.delete(id);
        resolve(answer);
      });
      ask(result);
    });
  }

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
    offline,
    onResult: (output, event) => events.set(output.result.profileId, event),
    inMaintenance: (id) => current.get(id)?.job.maintenance === true,
  });

  const replyOf = (output: WatchRunOutput): WatchRunReply => {
    const event = events.get(output.result.profileId) ?? null;
    events.delete(output.result.profileId);
    return {
      result: output.result,
      snapshotSaved: output.snapshotSaved,
      snapshotProblem: output.snapshotProblem,
      event,
      problem: runProblem(output.report, maskerOf(current.get(output.result.profileId)!.job.mask)),
    };
  };

  const watchRun = async (
    job: WatchRunJob,
    context: JobContext,
  ): Promise<WatchRunReply | WatchJudgeReply> => {
    const id = job.profileId;
    current.set(id, { job, context });
    confirmRuns = job.confirmRuns;
    if (!job.judge) return replyOf(await engine.run(id, context.signal));
    const asked = new Promise<WatchJudgeReply>((resolve) => asking.set(id, (judge) => resolve({ judge })));
    const running = engine.run(id, context.signal);
    // Awaited by watchJudged; a run whose verdict never came must not be an unhandled rejection.
    running.catch(() => undefined);
    waiting.delete(id);
    try {
      const first = await Promise.race([running, asked]);
      if (!('judge' in first)) return replyOf(first);
      waiting.set(id, running);
      return first;
    } finally {
      asking.delete(id);
    }
  };

  const watchJudged = async (job: WatchJudgedJob): Promise<WatchRunReply> => {
    const running = waiting.get(job.profileId);
    if (!running) throw new Error('No run of this connection waits for a verdict');
    waiting.delete(job.profileId);
    verdicts.get(job.profileId)?.(job.offline);
    return replyOf(await running);
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

  return { watchRun, watchJudged, snapshot };
}

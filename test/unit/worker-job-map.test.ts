// The watch's worker jobs are checked by the type checker against one job map (WatchJobs): a job
// name the map does not know, a payload of another job, or a handler answering the wrong shape
// fails `npm run typecheck` (tsconfig.json covers test/). Each `@ts-expect-error` line below is such
// a mistake; should the map stop catching it, the unused directive is itself a type error.
import { describe, expectTypeOf, it } from 'vitest';
import type { SaveOutcome } from '../../electron/core/snapshots/snapshot-commit';
import type {
  WatchJobs,
  WatchJudgeReply,
  WatchRunJob,
  WatchRunReply,
} from '../../electron/core/watch/worker/watch-job-types';
import { createWatchJobs } from '../../electron/core/watch/worker/watch-jobs';
import type { JobHandlers } from '../../electron/core/workers/job-map';
import { serveJobs } from '../../electron/core/workers/worker-jobs';
import { createWorkerPool, type WorkerPool } from '../../electron/core/workers/worker-pool';

const options = { deadlineMs: 1_000 };
const runJob = {} as WatchRunJob;

describe('the watch job map', () => {
  it('types each job run through the pool by its name', () => {
    // No worker starts before a job: the pool is only a value to type-check calls against.
    const pool: WorkerPool<WatchJobs> = createWorkerPool<WatchJobs>({ file: 'unused.mjs', fetch });
    type Run<Name extends keyof WatchJobs> = ReturnType<typeof pool.run<Name>>;
    expectTypeOf<Run<'watchRun'>>().toEqualTypeOf<Promise<WatchRunReply | WatchJudgeReply>>();
    expectTypeOf<Run<'watchJudged'>>().toEqualTypeOf<Promise<WatchRunReply>>();
    expectTypeOf<Run<'snapshot'>>().toEqualTypeOf<Promise<SaveOutcome>>();
    // Never called: the mistakes only have to be typed.
    const mistakes = () => [
      // @ts-expect-error: no job of that name
      pool.run('p', 'watchRuns', runJob, options),
      // @ts-expect-error: the payload of another job
      pool.run('p', 'watchJudged', runJob, options),
      // @ts-expect-error: a payload missing the job's fields
      pool.run('p', 'snapshot', { profileId: 'p' }, options),
    ];
    expectTypeOf(mistakes).returns.items.toMatchTypeOf<Promise<unknown>>();
  });

  it('types the worker side: a handler for each job, with its payload and result', () => {
    expectTypeOf(createWatchJobs).returns.toEqualTypeOf<JobHandlers<WatchJobs>>();
    const run: JobHandlers<WatchJobs>['watchRun'] = async () => ({
      judge: {} as WatchJudgeReply['judge'],
    });
    const judged: JobHandlers<WatchJobs>['watchJudged'] = async () => ({}) as WatchRunReply;
    const mistakes = () => {
      // @ts-expect-error: a job without its handler
      serveJobs<WatchJobs>({ watchRun: run, watchJudged: judged });
      const wrongResult: JobHandlers<WatchJobs> = {
        watchRun: run,
        watchJudged: judged,
        // @ts-expect-error: a handler answering another job's result
        snapshot: judged,
      };
      return wrongResult;
    };
    expectTypeOf(mistakes).returns.toEqualTypeOf<JobHandlers<WatchJobs>>();
  });
});

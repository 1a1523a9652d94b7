/**
 * The typed error of work sent to a worker thread that did not come back: the worker crashed (an
 * uncaught error, out of memory, exited), hung past the job's deadline (it was terminated), or the
 * pool was closed first. An AppError with code INTERNAL and a message saying what happened and what
 * to do; it never carries a token (nothing of the job's input is quoted).
 */
import { AppError } from '../lib/app-error';

/** How a worker failed a job. */
export type WorkerFailure = 'crashed' | 'hung' | 'closed';

/** A job a worker did not finish. */
export class WorkerError extends AppError {
  constructor(
    readonly failure: WorkerFailure,
    message: string,
  ) {
    super('INTERNAL', message);
  }
}

/** Whether `error` is a WorkerError (of `failure`, when given). */
export function isWorkerError(error: unknown, failure?: WorkerFailure): error is WorkerError {
  return error instanceof WorkerError && (failure === undefined || error.failure === failure);
}

/** The error of a job whose worker stopped with `why` (an exit code or an error's message). */
export function crashedError(why: string): WorkerError {
  return new WorkerError(
    'crashed',
    `The background worker stopped (${why}); the work was not finished. It is started again for the next run; if this repeats, report it with the diagnostics.`,
  );
}

/** The error of a job that ran past its deadline of `ms` milliseconds. */
export function hungError(ms: number): WorkerError {
  return new WorkerError(
    'hung',
    `The background worker did not finish within ${Math.round(ms / 1000)} s and was stopped; the work was not finished. It is started again for the next run.`,
  );
}

/** The error of a job still waiting when its pool was closed. */
export function closedError(): WorkerError {
  return new WorkerError('closed', 'The background workers were stopped before the work was finished.');
}

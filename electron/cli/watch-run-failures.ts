/**
 * The schedule's run of one installation in `retail-inspector watch`. A run cut short by the stop
 * (cancelledRunError, or an abort once its signal is aborted) is dropped without a word, as the
 * engine means it; any other failure is a bug in recording or reporting, and a run must not vanish
 * for it: one line on standard error names the installation and the error (run-failure-lines.ts),
 * and the watch goes on. `flush`, at the stop, says the failures the minute's bound left unsaid.
 */
import type { WatchClass } from '../../shared/watch';
import { isStopOfRun, runFailureLines, type RunFailureLinesDeps } from '../core/watch/run-failure-lines';
import type { WatchRunOutput } from '../core/watch/watch-run';

/** What a scheduled run needs: the engine's run, the names, where lines go and the tokens' mask. */
export interface ScheduledRunDeps extends RunFailureLinesDeps {
  readonly run: (id: string, signal: AbortSignal) => Promise<WatchRunOutput>;
}

/** The schedule's `run`: the run's class, or null when it was cancelled or failed (never throws). */
export function scheduledRun(deps: ScheduledRunDeps) {
  const lines = runFailureLines(deps);
  const run = async (id: string, signal: AbortSignal): Promise<WatchClass | null> => {
    try {
      return (await deps.run(id, signal)).result.watchClass;
    } catch (error) {
      if (!isStopOfRun(error, signal)) lines.failed(id, error);
      return null;
    }
  };
  return Object.assign(run, { flush: () => lines.flush() });
}

/**
 * The schedule's run of one installation in `retail-inspector watch`. A run cut short by the stop
 * (cancelledRunError, or an abort once its signal is aborted) is dropped without a word, as the
 * engine means it; any other failure is a bug in recording or reporting, and a run must not vanish
 * for it: one line on standard error names the installation and the error (masked, cut, printable,
 * no stack; at most LINES_PER_MINUTE a minute, the rest counted), and the watch goes on.
 */
import type { WatchClass } from '../../shared/watch';
import { describeCaught, LINES_PER_MINUTE } from '../core/lib/last-resort';
import { isCancelledRun } from '../core/watch/watch-engine';
import type { WatchRunOutput } from '../core/watch/watch-run';
import { terminalText } from '../../shared/terminal-text';

/** What a scheduled run needs: the engine's run, the names, where lines go and the tokens' mask. */
export interface ScheduledRunDeps {
  readonly run: (id: string, signal: AbortSignal) => Promise<WatchRunOutput>;
  readonly nameOf: (id: string) => string;
  readonly err: (line: string) => void;
  readonly mask: (text: string) => string;
  readonly now?: () => number;
}

/** The schedule's `run`: the run's class, or null when it was cancelled or failed (never throws). */
export function scheduledRun(deps: ScheduledRunDeps) {
  const now = deps.now ?? Date.now;
  let windowStart = -Infinity;
  let lines = 0;
  let unlogged = 0;
  return async (id: string, signal: AbortSignal): Promise<WatchClass | null> => {
    try {
      return (await deps.run(id, signal)).result.watchClass;
    } catch (error) {
      if (cancelled(error, signal)) return null;
      if (now() - windowStart >= 60_000) {
        windowStart = now();
        lines = 0;
      }
      if (lines >= LINES_PER_MINUTE) {
        unlogged++;
        return null;
      }
      lines++;
      const caught = describeCaught(error, deps.mask);
      const at = caught.at ? ` (at ${caught.at})` : '';
      const more = unlogged > 0 ? ` (${unlogged} more not logged)` : '';
      unlogged = 0;
      const name = terminalText(deps.mask(deps.nameOf(id)), 200);
      deps.err(
        `The run of ${name} failed and was not recorded: ${caught.error}${at}; watching goes on${more}`,
      );
      return null;
    }
  };
}

function cancelled(error: unknown, signal: AbortSignal): boolean {
  return isCancelledRun(error) || (signal.aborted && error instanceof Error && error.name === 'AbortError');
}

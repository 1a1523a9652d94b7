/**
 * The lines that say a watch run failed for a reason other than the stop: a bug in recording or
 * reporting, which must not make a run vanish without a word. One line per failure naming the
 * connection and the error (masked, cut, printable, no stack), at most LINES_PER_MINUTE a minute; the
 * ones past that are counted into the next line, and `flush` says the count left when the watch
 * stops, so no failure goes unmentioned. Used by `retail-inspector watch` and the app's watch.
 */
import { terminalText } from '../../../shared/terminal-text';
import { describeCaught, LINES_PER_MINUTE } from '../lib/last-resort';
import { isCancelledRun } from './watch-engine';

/** Where the lines go and how they are made safe. */
export interface RunFailureLinesDeps {
  readonly err: (line: string) => void;
  readonly mask: (text: string) => string;
  /** The connection's name as the user knows it. */
  readonly nameOf: (id: string) => string;
  readonly now?: () => number;
}

/** Whether `error` is the run being cut short by the stop (said by nobody), not a failure. */
export function isStopOfRun(error: unknown, signal: AbortSignal): boolean {
  return isCancelledRun(error) || (signal.aborted && error instanceof Error && error.name === 'AbortError');
}

/** `failed` says one failure (within the minute's bound); `flush` says those left unsaid. */
export function runFailureLines(deps: RunFailureLinesDeps) {
  const now = deps.now ?? Date.now;
  let windowStart = -Infinity;
  let lines = 0;
  let unlogged = 0;
  return {
    failed(id: string, error: unknown): void {
      if (now() - windowStart >= 60_000) {
        windowStart = now();
        lines = 0;
      }
      if (lines >= LINES_PER_MINUTE) {
        unlogged++;
        return;
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
    },
    flush(): void {
      if (unlogged === 0) return;
      const runs = unlogged === 1 ? '1 more run' : `${unlogged.toLocaleString('en-US')} more runs`;
      deps.err(
        `${runs} failed and ${unlogged === 1 ? 'was' : 'were'} not recorded (at most ${LINES_PER_MINUTE} such lines a minute are written).`,
      );
      unlogged = 0;
    },
  };
}

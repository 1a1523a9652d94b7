/**
 * Holding a quit until the app's writes are done. Electron emits `before-quit` and, unless a listener
 * calls `event.preventDefault()`, goes on to close the windows and end the process, whatever
 * asynchronous work is still under way (a snapshot being written, a profile save). The listener made
 * here prevents the first quit, waits for `drain` (at most `timeoutMs`), and then quits again; that
 * second `before-quit` is let through. Quits asked for while waiting are held too.
 */
import { setTimeout as delay } from 'node:timers/promises';

/** What the listener needs; `wait` is injectable so tests need not sleep. */
export interface QuitDrainDeps {
  /** Resolves when the writes are done (a rejection counts as done). */
  readonly drain: () => Promise<unknown>;
  /** Asks the app to quit again (app.quit). */
  readonly quit: () => void;
  /** The longest the quit is held. */
  readonly timeoutMs: number;
  readonly wait?: (ms: number) => Promise<unknown>;
}

/** A `before-quit` listener that lets the app quit only after `drain` settled or timed out. */
export function drainBeforeQuit(deps: QuitDrainDeps): (event: { preventDefault(): void }) => void {
  const wait = deps.wait ?? ((ms: number) => delay(ms, undefined, { ref: false }));
  let state: 'running' | 'draining' | 'drained' = 'running';
  return (event) => {
    if (state === 'drained') return;
    event.preventDefault();
    if (state === 'draining') return;
    state = 'draining';
    const drained = Promise.resolve()
      .then(deps.drain)
      .catch(() => undefined);
    void Promise.race([drained, wait(deps.timeoutMs)]).then(() => {
      state = 'drained';
      deps.quit();
    });
  };
}

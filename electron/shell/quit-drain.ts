/**
 * Holding a quit until the app's writes are done. Electron emits `before-quit` and, unless a listener
 * calls `event.preventDefault()`, goes on to close the windows and end the process, whatever
 * asynchronous work is still under way (a snapshot being written, a profile save). The listener made
 * here prevents the first quit, waits for `drain` (at most `timeoutMs`), and then quits again; that
 * second `before-quit` is let through. Quits asked for while waiting are held too. A start of the
 * app during that wait would otherwise be lost (the new process finds the lock held and ends, and
 * this one goes on quitting): secondInstanceAction says to start it again after the quit.
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

/** A `before-quit` listener; `quitting()` tells whether a quit is under way (held or let through). */
export type QuitDrain = ((event: { preventDefault(): void }) => void) & { readonly quitting: () => boolean };

/** A `before-quit` listener that lets the app quit only after `drain` settled or timed out. */
export function drainBeforeQuit(deps: QuitDrainDeps): QuitDrain {
  const wait = deps.wait ?? ((ms: number) => delay(ms, undefined, { ref: false }));
  let state: 'running' | 'draining' | 'drained' = 'running';
  const listener = (event: { preventDefault(): void }) => {
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
  return Object.assign(listener, { quitting: () => state !== 'running' });
}

/**
 * What to do when the app is started again while it runs (`second-instance`): show the window; or,
 * while a quit is under way (its writes may take up to the drain's limit, and the window may already
 * be gone), let the quit finish and start the app anew once it has ended (app.relaunch), once.
 */
export function secondInstanceAction(
  quitting: boolean,
  relaunchAsked: boolean,
): 'show' | 'relaunch' | 'none' {
  if (!quitting) return 'show';
  return relaunchAsked ? 'none' : 'relaunch';
}

/**
 * What to do when the window's renderer process is gone (Electron's `render-process-gone`): a blank
 * window is the worst answer. The first time the window is reloaded; if it goes again within a minute
 * of that reload, the user is told what happened and chooses between reloading and quitting, so a
 * page that crashes at once cannot loop. A clean exit (the window closing) needs nothing.
 */

/** What Electron says about the process that went (RenderProcessGoneDetails). */
export interface GoneDetails {
  readonly reason: string;
  readonly exitCode: number;
}

/** The next step: reload silently, explain and ask, or nothing. */
export type RecoveryStep =
  | { readonly kind: 'reload' }
  | { readonly kind: 'explain'; readonly title: string; readonly message: string; readonly detail: string }
  | { readonly kind: 'none' };

/** The buttons of the explanation, in order; the first is the default. */
export const RECOVERY_BUTTONS = ['Reload', 'Quit'] as const;

const AGAIN_WITHIN_MS = 60_000;

const WHAT_HAPPENED: Record<string, string> = {
  crashed: 'its page crashed',
  oom: 'its page ran out of memory',
  killed: 'its page was stopped by the system or another program',
  'launch-failed': 'its page could not be started',
  'integrity-failure': 'its page failed a code integrity check',
  'memory-eviction': 'the system closed its page to free memory',
  'abnormal-exit': 'its page ended unexpectedly',
};

/** A recovery policy; `now` is injectable for tests. Each call decides for one `render-process-gone`. */
export function createRendererRecovery(now: () => number = Date.now): (details: GoneDetails) => RecoveryStep {
  let reloadedAt: number | null = null;
  return (details) => {
    if (details.reason === 'clean-exit') return { kind: 'none' };
    const at = now();
    if (reloadedAt === null || at - reloadedAt > AGAIN_WITHIN_MS) {
      reloadedAt = at;
      return { kind: 'reload' };
    }
    const what = WHAT_HAPPENED[details.reason] ?? `its page stopped (${details.reason})`;
    return {
      kind: 'explain',
      title: 'Retail Inspector',
      message: `The window stopped working again: ${what}.`,
      detail:
        `It was reloaded once already and failed again within a minute (exit code ${details.exitCode}). ` +
        'Saved connections, tokens and snapshots are not affected. Reload to try once more, or quit and ' +
        'start the app again; if it keeps happening, report it with the steps that lead to it.',
    };
  };
}

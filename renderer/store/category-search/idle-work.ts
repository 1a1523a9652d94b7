// Work done in the page's idle time, in short slices, so a keystroke that comes meanwhile is answered
// at once: the search keys after a load (search-keys.ts), the letter sets (letter-index.ts).

/** How long one slice of idle work may run, in ms: short enough to keep input answered at once. */
export const SLICE_MS = 8;

// requestIdleCallback where there is one (Chromium); a timer elsewhere (test DOMs, Node).
const idleCallback = (
  globalThis as { requestIdleCallback?: (work: () => void, options: { timeout: number }) => number }
).requestIdleCallback;

/** Runs `work` once the page is idle (or after 200 ms at the latest). */
export const whenIdle: (work: () => void) => void = idleCallback
  ? (work) => idleCallback(work, { timeout: 200 })
  : (work) => setTimeout(work, 0);

/**
 * Calls `slice` in idle time with a deadline (a performance.now() time) until it returns true
 * (done), then `then` if given.
 */
export function inIdleSlices(slice: (deadline: number) => boolean, then?: () => void): void {
  const step = () => {
    if (!slice(performance.now() + SLICE_MS)) whenIdle(step);
    else then?.();
  };
  whenIdle(step);
}

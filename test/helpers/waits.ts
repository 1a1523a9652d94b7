// Waits with a time limit, for tests: each names what it waited for, so a failure says what did not
// happen, and none of them can hang a test run.

/**
 * `promise`, or a rejection naming `what` after `ms` milliseconds; `what` may be a function, read
 * only then (for output collected meanwhile).
 */
export function bounded<T>(promise: Promise<T>, ms: number, what: string | (() => string)): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    const named = () => (typeof what === 'function' ? what() : what);
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${named()}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Checks `condition` every 10 ms until it holds; rejects naming `what` after `ms` milliseconds. */
export async function until(condition: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Calls the renderer may cancel by the callId it chose: a new call with the same id cancels the
 * previous one (a second Refresh replaces the first), and cancelCall aborts by id.
 */

/** Creates an empty registry. */
export function createCallRegistry() {
  const calls = new Map<string, AbortController>();
  return {
    /** Runs `work` with a signal that cancel(callId) aborts. */
    async run<T>(callId: string | undefined, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
      const controller = new AbortController();
      if (callId) {
        calls.get(callId)?.abort();
        calls.set(callId, controller);
      }
      try {
        return await work(controller.signal);
      } finally {
        if (callId && calls.get(callId) === controller) calls.delete(callId);
      }
    },
    /** Aborts the call with `callId`; whether one was running. */
    cancel(callId: string): boolean {
      const controller = calls.get(callId);
      controller?.abort();
      return controller !== undefined;
    },
  };
}

/**
 * At most `limit` probes at once; the others wait in arrival order until a slot frees or their own
 * signal aborts (their deadline passed while they waited). Never throws.
 */

/** A bound on concurrent probes. */
export interface ProbeGate {
  /** Resolves with a release function once a slot is free, or null when `signal` aborted first. */
  enter(signal: AbortSignal): Promise<(() => void) | null>;
  /** Probes running now. */
  active(): number;
}

/** A gate of `limit` slots. */
export function createProbeGate(limit: number): ProbeGate {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  const once = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };
  return {
    active: () => running,
    enter(signal) {
      if (signal.aborted) return Promise.resolve(null);
      if (running < limit) {
        running++;
        return Promise.resolve(once());
      }
      return new Promise((resolve) => {
        const admit = () => {
          signal.removeEventListener('abort', give);
          running++;
          resolve(once());
        };
        const give = () => {
          const at = waiting.indexOf(admit);
          if (at >= 0) waiting.splice(at, 1);
          resolve(null);
        };
        waiting.push(admit);
        signal.addEventListener('abort', give, { once: true });
      });
    },
  };
}

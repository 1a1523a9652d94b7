// A clock for schedules that moves only when a test says so (electron/core/watch/watch-schedule.ts
// WatchClock), while everything else (HTTP, timeouts, files) runs on real time: unlike vitest's fake
// timers, it leaves the network alone.
import type { WatchClock } from '../../electron/core/watch/watch-schedule';

/** A manual clock from `start` (epoch ms). */
export function manualClock(start: number) {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const clock: WatchClock = {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
  };
  return {
    clock,
    /** Moves the time on by `ms`, calling each timer that falls due, in time order, at its time. */
    advance(ms: number): void {
      const end = now + ms;
      for (;;) {
        const due = [...timers].filter(([, t]) => t.at <= end).sort(([, a], [, b]) => a.at - b.at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = end;
    },
    /** Timers waiting. */
    pending: () => timers.size,
  };
}

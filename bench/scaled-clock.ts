/**
 * A watch clock that runs `scale` times faster than the wall clock, so a benchmark lives through a
 * minute of the watch's schedule in a fraction of one (timers shortened, `now` stretched alike).
 */
import type { WatchClock } from '../electron/core/watch/watch-schedule';

export function scaledClock(scale: number): WatchClock {
  const origin = Date.now();
  return {
    now: () => origin + (Date.now() - origin) * scale,
    setTimeout: (callback, ms) => setTimeout(callback, ms / scale),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}

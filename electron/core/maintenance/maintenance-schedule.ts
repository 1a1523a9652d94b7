/**
 * The maintenance windows of a file or of the app's settings, compiled once: `inWindow(target, at)`
 * answers the window a target is in at a moment (with its start and end), or null. A target is
 * named as a fleet row is (trimmed; names are otherwise exact) or, in the app, by its connection id;
 * "*" covers every target. When windows overlap, the one that ends last is answered. Pure over the
 * windows (no timer, no clock of its own); compiling throws CronError for a bad cron expression.
 */
import { durationMs, type MaintenanceSpan, type MaintenanceWindow } from '../../../shared/maintenance';
import { occurrencesOf, type LatestStart } from './window-occurrences';

/** Compiled windows. */
export interface MaintenanceSchedule {
  /** The window `target` is in at `at` (epoch ms), or null. */
  inWindow(target: string, at: number): MaintenanceSpan | null;
  /** The windows as written. */
  readonly windows: readonly MaintenanceWindow[];
  /** The names the windows list (not "*"), to say which of them no target has. */
  readonly named: ReadonlySet<string>;
}

interface Compiled {
  readonly window: MaintenanceWindow;
  readonly targets: ReadonlySet<string> | '*';
  readonly ms: number;
  readonly latest: LatestStart;
}

/** The schedule of no window at all. */
export const NO_MAINTENANCE: MaintenanceSchedule = {
  inWindow: () => null,
  windows: [],
  named: new Set(),
};

/** The schedule of `windows` (valid as MaintenanceWindowSchema says). Throws CronError. */
export function compileSchedule(windows: readonly MaintenanceWindow[]): MaintenanceSchedule {
  if (windows.length === 0) return NO_MAINTENANCE;
  const compiled: Compiled[] = windows.map((window) => ({
    window,
    targets: window.targets === '*' ? '*' : new Set(window.targets.map((t) => t.trim())),
    ms: durationMs(window.duration)!,
    latest: occurrencesOf(window),
  }));
  const named = new Set(windows.flatMap((w) => (w.targets === '*' ? [] : w.targets.map((t) => t.trim()))));
  return {
    windows,
    named,
    inWindow(target, at) {
      const name = target.trim();
      let best: MaintenanceSpan | null = null;
      for (const c of compiled) {
        if (c.targets !== '*' && !c.targets.has(name)) continue;
        const start = c.latest(at);
        if (start === null || at >= start + c.ms) continue;
        if (!best || start + c.ms > best.end) best = { start, end: start + c.ms, window: c.window };
      }
      return best;
    },
  };
}

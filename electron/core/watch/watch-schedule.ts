/**
 * The watch schedule: each watched connection runs at its own fixed rate, its phase chosen at random
 * within the interval (so a thousand connections watched every minute spread over the minute rather
 * than all firing at once), at most `concurrency` runs at a time. A run that falls due while the
 * connection's previous run is queued or under way is skipped, never piled up. A connection that
 * does not answer (unreachable, timeout) is backed off: twice the interval, then four times, up to
 * `backoffCapMs(interval)`. One timer for all connections, on an injected clock (fake timers in the
 * tests). Never throws; a run that throws counts as having answered.
 */
import type { WatchClass } from '../../../shared/watch';

/** The time and timers the schedule runs on. */
export interface WatchClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The process's clock, read at each call (so vitest's fake timers replace it in tests). */
export const SYSTEM_CLOCK: WatchClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Classes that mean no answer came: such a connection is backed off. */
export const NO_ANSWER: ReadonlySet<WatchClass> = new Set(['unreachable', 'timeout']);

/** How far a connection that does not answer is backed off: 16 intervals, at most 15 minutes, never under one interval. */
export function defaultBackoffCap(intervalMs: number): number {
  return Math.max(intervalMs, Math.min(16 * intervalMs, 15 * 60_000));
}

/** Options of createWatchSchedule. */
export interface WatchScheduleOptions {
  readonly clock?: WatchClock;
  /** In [0, 1); Math.random by default. */
  readonly random?: () => number;
  /** Runs at once, at least 1. */
  readonly concurrency: number;
  /** Runs `id` once; resolves with its class (null when it did not run). */
  readonly run: (id: string, signal: AbortSignal) => Promise<WatchClass | null>;
  readonly backoffCapMs?: (intervalMs: number) => number;
}

interface Entry {
  intervalMs: number;
  /** When it runs next (epoch ms). */
  due: number;
  state: 'waiting' | 'queued' | 'running';
  /** Consecutive runs without an answer. */
  silent: number;
}

/**
 * Lets the runs of `active` (each with its controller) finish for at most `graceMs` on `clock`, then
 * aborts those still under way; resolves when none is. Never throws.
 */
export async function stopRuns(
  active: ReadonlyMap<Promise<unknown>, AbortController>,
  clock: WatchClock,
  graceMs: number,
): Promise<void> {
  if (active.size === 0) return;
  let graceTimer: unknown = null;
  const grace = new Promise<void>((resolve) => (graceTimer = clock.setTimeout(resolve, graceMs)));
  await Promise.race([Promise.allSettled([...active.keys()]), grace]);
  clock.clearTimeout(graceTimer);
  for (const controller of active.values()) controller.abort();
  await Promise.allSettled([...active.keys()]);
}

/** A schedule; nothing runs until `set` names a connection. */
export function createWatchSchedule(options: WatchScheduleOptions) {
  const clock = options.clock ?? SYSTEM_CLOCK;
  const random = options.random ?? Math.random;
  const cap = options.backoffCapMs ?? defaultBackoffCap;
  const entries = new Map<string, Entry>();
  const queue: string[] = [];
  // Each run has its own signal: one shared signal would gather a listener per call under way.
  const active = new Map<Promise<void>, AbortController>();
  let timer: unknown = null;
  let armedFor = Number.POSITIVE_INFINITY;
  let stopped = false;

  function arm(): void {
    let next = Number.POSITIVE_INFINITY;
    for (const entry of entries.values()) if (entry.state === 'waiting' && entry.due < next) next = entry.due;
    if (next === armedFor && timer !== null && !stopped) return;
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    armedFor = next;
    if (stopped || next === Number.POSITIVE_INFINITY) return;
    timer = clock.setTimeout(tick, Math.max(0, next - clock.now()));
  }

  function tick(): void {
    timer = null;
    armedFor = Number.POSITIVE_INFINITY;
    const now = clock.now();
    const due = [...entries].filter(([, e]) => e.state === 'waiting' && e.due <= now);
    // The longest overdue first.
    due.sort(([, a], [, b]) => a.due - b.due);
    for (const [id, entry] of due) {
      entry.state = 'queued';
      queue.push(id);
    }
    pump();
    arm();
  }

  function pump(): void {
    while (!stopped && active.size < Math.max(1, options.concurrency) && queue.length > 0) {
      const id = queue.shift()!;
      const entry = entries.get(id);
      if (!entry || entry.state !== 'queued') continue;
      entry.state = 'running';
      const controller = new AbortController();
      const run: Promise<void> = options
        .run(id, controller.signal)
        .catch(() => null)
        .then((watchClass) => finished(id, entry, watchClass))
        .finally(() => {
          active.delete(run);
          pump();
          arm();
        });
      active.set(run, controller);
    }
  }

  function finished(id: string, entry: Entry, watchClass: WatchClass | null): void {
    // Removed or changed meanwhile: `set` scheduled it afresh.
    if (entries.get(id) !== entry) return;
    entry.state = 'waiting';
    const now = clock.now();
    const silent = watchClass !== null && NO_ANSWER.has(watchClass);
    entry.silent = silent ? entry.silent + 1 : 0;
    const delay = silent
      ? Math.min(cap(entry.intervalMs), entry.intervalMs * 2 ** entry.silent)
      : entry.intervalMs;
    // Counted from the slot it ran in, so the phase holds.
    let next = entry.due + delay;
    // Overdue (a long run, a full pool, a sleeping machine): the next slot in the future, none made up.
    if (next <= now) next += Math.ceil((now - next + 1) / entry.intervalMs) * entry.intervalMs;
    entry.due = next;
  }

  return {
    /**
     * Watches `id` every `intervalMs`, or stops watching it (null). Its first run comes at a random
     * moment within `phaseWindowMs` (the whole interval by default; less to see a first result soon).
     */
    set(id: string, intervalMs: number | null, phaseWindowMs: number = intervalMs ?? 0): void {
      const entry = entries.get(id);
      if (intervalMs === null) {
        entries.delete(id);
      } else if (!entry || entry.intervalMs !== intervalMs) {
        entries.set(id, {
          intervalMs,
          due: clock.now() + Math.floor(random() * Math.min(phaseWindowMs, intervalMs)),
          state: 'waiting',
          silent: 0,
        });
      }
      arm();
    },

    /** The connections watched, with their interval. */
    watched(): ReadonlyMap<string, number> {
      return new Map([...entries].map(([id, e]) => [id, e.intervalMs]));
    },

    /** When `id` runs next (epoch ms), or null when it is not watched or under way. */
    nextRun(id: string): number | null {
      const entry = entries.get(id);
      return entry?.state === 'waiting' ? entry.due : null;
    },

    /** Runs under way. */
    activeRuns: () => active.size,

    /**
     * Stops: no run starts any more; runs under way get `graceMs` to finish, then their signal is
     * aborted (a run ends at once when aborted, and counts nowhere: watch-engine.ts). Resolves when
     * none is under way.
     */
    async stop(graceMs: number): Promise<void> {
      stopped = true;
      queue.length = 0;
      arm();
      await stopRuns(active, clock, graceMs);
    },
  };
}

/** The schedule's type. */
export type WatchSchedule = ReturnType<typeof createWatchSchedule>;

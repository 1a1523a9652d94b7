// The watch schedule (electron/core/watch/watch-schedule.ts) on fake timers: connections start at a
// random phase within their interval and then keep a fixed rate, no more than `concurrency` run at
// once, a run still under way is never piled up, a connection that does not answer is backed off,
// and stopping lets runs under way finish within a grace period, then aborts them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWatchSchedule, defaultBackoffCap } from '../../electron/core/watch/watch-schedule';
import type { WatchClass } from '../../shared/watch';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const T0 = Date.UTC(2026, 10, 25, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

interface Recorder {
  readonly starts: { id: string; at: number }[];
  maxAtOnce: number;
}

/** A run that takes `takesMs` and answers `answer(id, n)` (n: the connection's run count). */
function runner(takesMs: number, answer: (id: string, n: number) => WatchClass = () => 'conforms') {
  const recorder: Recorder = { starts: [], maxAtOnce: 0 };
  let atOnce = 0;
  const counts = new Map<string, number>();
  const run = async (id: string, signal: AbortSignal): Promise<WatchClass | null> => {
    recorder.starts.push({ id, at: Date.now() - T0 });
    atOnce++;
    recorder.maxAtOnce = Math.max(recorder.maxAtOnce, atOnce);
    const n = (counts.get(id) ?? 0) + 1;
    counts.set(id, n);
    try {
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          clearTimeout(timer);
          reject(new Error('aborted'));
        };
        const timer = setTimeout(() => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        }, takesMs);
        signal.addEventListener('abort', onAbort);
      });
      return answer(id, n);
    } finally {
      atOnce--;
    }
  };
  return { run, recorder };
}

const startsOf = (recorder: Recorder, id: string) =>
  recorder.starts.filter((s) => s.id === id).map((s) => s.at);

describe('watch schedule', () => {
  it('starts each connection at its random phase, then keeps a fixed rate', async () => {
    const { run, recorder } = runner(2 * SECOND);
    const schedule = createWatchSchedule({ run, concurrency: 4, random: () => 0.5 });
    schedule.set('shop', MINUTE);
    await vi.advanceTimersByTimeAsync(4 * MINUTE);
    expect(startsOf(recorder, 'shop')).toEqual([30 * SECOND, 90 * SECOND, 150 * SECOND, 210 * SECOND]);
  });

  it('spreads many connections over the interval rather than firing them together', async () => {
    const { run, recorder } = runner(10);
    let i = 0;
    const schedule = createWatchSchedule({ run, concurrency: 64, random: () => (i++ % 60) / 60 });
    for (let n = 0; n < 60; n++) schedule.set(`shop-${n}`, MINUTE);
    await vi.advanceTimersByTimeAsync(MINUTE - 1);
    const seconds = new Set(recorder.starts.map((s) => Math.floor(s.at / SECOND)));
    expect(recorder.starts).toHaveLength(60);
    expect(seconds.size).toBe(60);
  });

  it('never runs more than `concurrency` at once, and runs every due connection in the end', async () => {
    const { run, recorder } = runner(5 * SECOND);
    const schedule = createWatchSchedule({ run, concurrency: 3, random: () => 0 });
    for (let n = 0; n < 10; n++) schedule.set(`shop-${n}`, MINUTE);
    await vi.advanceTimersByTimeAsync(30 * SECOND);
    expect(recorder.maxAtOnce).toBe(3);
    expect(new Set(recorder.starts.map((s) => s.id)).size).toBe(10);
  });

  it('skips the runs that fall due while the previous run is still under way', async () => {
    const { run, recorder } = runner(150 * SECOND);
    const schedule = createWatchSchedule({ run, concurrency: 4, random: () => 0 });
    schedule.set('slow', MINUTE);
    await vi.advanceTimersByTimeAsync(7 * MINUTE);
    // Runs at 0, then at the first slot after each finished run: 180 s, 360 s.
    expect(startsOf(recorder, 'slow')).toEqual([0, 180 * SECOND, 360 * SECOND]);
    expect(recorder.maxAtOnce).toBe(1);
  });

  it('backs off a connection that does not answer, up to its cap, and returns to its rate once it answers', async () => {
    const { run, recorder } = runner(0, (_, n) => (n <= 6 ? 'unreachable' : 'conforms'));
    const schedule = createWatchSchedule({ run, concurrency: 4, random: () => 0 });
    schedule.set('down', MINUTE);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    const starts = startsOf(recorder, 'down').map((at) => at / MINUTE);
    // 2, 4, 8 intervals, then the cap of 15 minutes (16 intervals would be more).
    expect(starts.slice(0, 7)).toEqual([0, 2, 6, 14, 29, 44, 59]);
    expect(defaultBackoffCap(MINUTE)).toBe(15 * MINUTE);
    expect(defaultBackoffCap(SECOND)).toBe(16 * SECOND);
    expect(defaultBackoffCap(60 * MINUTE)).toBe(60 * MINUTE);
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(
      startsOf(recorder, 'down')
        .map((at) => at / MINUTE)
        .slice(7, 10),
    ).toEqual([60, 61, 62]);
  });

  it('stops watching a connection set to off, and starts afresh when its interval changes', async () => {
    const { run, recorder } = runner(0);
    const schedule = createWatchSchedule({ run, concurrency: 4, random: () => 0 });
    schedule.set('shop', MINUTE);
    await vi.advanceTimersByTimeAsync(90 * SECOND);
    schedule.set('shop', null);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(startsOf(recorder, 'shop')).toEqual([0, MINUTE]);
    schedule.set('shop', 5 * MINUTE);
    await vi.advanceTimersByTimeAsync(11 * MINUTE);
    expect(
      startsOf(recorder, 'shop')
        .slice(2)
        .map((at) => (at - 390 * SECOND) / MINUTE),
    ).toEqual([0, 5, 10]);
    expect(schedule.watched()).toEqual(new Map([['shop', 5 * MINUTE]]));
  });

  it('on stop starts nothing more, lets runs under way finish within the grace, then aborts them', async () => {
    const quick = runner(2 * SECOND);
    const schedule = createWatchSchedule({ run: quick.run, concurrency: 4, random: () => 0 });
    schedule.set('a', MINUTE);
    schedule.set('b', MINUTE);
    await vi.advanceTimersByTimeAsync(SECOND);
    const stopped = schedule.stop(10 * SECOND);
    await vi.advanceTimersByTimeAsync(2 * SECOND);
    await stopped;
    expect(schedule.activeRuns()).toBe(0);

    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(quick.recorder.starts).toHaveLength(2);

    const hung = runner(10 * MINUTE);
    const other = createWatchSchedule({ run: hung.run, concurrency: 4, random: () => 0 });
    other.set('hangs', MINUTE);
    await vi.advanceTimersByTimeAsync(SECOND);
    let done = false;
    const ending = other.stop(5 * SECOND).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(4 * SECOND);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(2 * SECOND);
    await ending;
    expect(done).toBe(true);
    expect(other.activeRuns()).toBe(0);
  });

  it('leaves no timer behind when stopped between runs, so nothing keeps the process alive', async () => {
    const { run } = runner(10);
    const schedule = createWatchSchedule({ run, concurrency: 4, random: () => 0 });
    schedule.set('shop', MINUTE);
    await vi.advanceTimersByTimeAsync(30 * SECOND);
    expect(vi.getTimerCount()).toBe(1);
    await schedule.stop(SECOND);
    expect(vi.getTimerCount()).toBe(0);
  });
});

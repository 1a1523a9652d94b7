/**
 * The board's update events, coalesced: `send` is called for each id at most once per half second,
 * the first at once and those that came meanwhile at the end of it (a board of 5,000 connections must
 * not get an event per run and state change). `flush` sends what waits now; `close` sends it and
 * stops (no timer left, nothing sent after).
 */
import type { WatchClock } from './watch-schedule';

/** A notifier over `send` on `clock`. */
export function coalesced(clock: WatchClock, send: (id: string) => void) {
  const waiting = new Set<string>();
  const quiet = new Set<string>();
  let timer: unknown = null;
  const flush = () => {
    timer = null;
    quiet.clear();
    const due = [...waiting];
    waiting.clear();
    for (const id of due) {
      quiet.add(id);
      send(id);
    }
    if (due.length > 0) timer = clock.setTimeout(flush, 500);
  };
  let closed = false;
  const notify = (id: string) => {
    if (closed) return;
    if (quiet.has(id)) {
      waiting.add(id);
      return;
    }
    quiet.add(id);
    send(id);
    timer ??= clock.setTimeout(flush, 500);
  };
  notify.flush = () => {
    if (timer !== null) clock.clearTimeout(timer);
    flush();
  };
  // Sends what waits and stops: no timer is left behind, later ids are dropped.
  notify.close = () => {
    notify.flush();
    closed = true;
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  return notify;
}

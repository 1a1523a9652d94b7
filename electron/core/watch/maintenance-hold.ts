/**
 * What the watch may say of a connection in a maintenance window, asked by the engine before it
 * words an event (watch-engine.ts): during a window runs are confirmed as ever, but no decision
 * becomes an event; at the first run after the window, the state confirmed then is compared with the
 * state confirmed when the window began, and what differs (the class, or the content) is one event,
 * worded against the content of the window's start; nothing when they agree (it broke and recovered
 * within the window). Per connection in memory: a watch started again within a window measures its
 * end against what was confirmed when it started. Pure but for that map.
 */
import type { ContentDigest } from './watch-content';
import { changedBetween, type Decision, type Observation, type WatchState } from './watch-state';

/** The digest of confirmed content the change words are counted from. */
export type KnownDigest = Pick<ContentDigest, 'settings' | 'rows'>;

/** What the hold was asked about one run. */
export interface HoldQuestion {
  /** The run's connection is in a maintenance window at the run's time. */
  readonly inWindow: boolean;
  /** What was confirmed before the run. */
  readonly before: Observation | null;
  /** The confirmation of the run (watch-state.ts's observe). */
  readonly next: { readonly state: WatchState; readonly decision: Decision };
  /** The digest of the content confirmed before the run. */
  readonly known: KnownDigest;
}

/** What the engine goes on with. */
export interface HoldAnswer {
  readonly decision: Decision;
  /** The run is in a window (recorded so, and says nothing). */
  readonly inMaintenance: boolean;
  /** The first run after a window: its event says so; changes are counted from `basis`. */
  readonly windowEnded: boolean;
  readonly basis: KnownDigest | null;
}

/** The sentence an event found at the end of a window carries. */
export const WINDOW_END_NOTE = 'Found at the end of a maintenance window; during it nothing was reported.';

/** A hold over the connections of one engine. */
export function createMaintenanceHold() {
  const atStart = new Map<string, { readonly start: Observation | null; readonly known: KnownDigest }>();
  return {
    /** The decision `id`'s run may speak, in or after a window; outside any the run's own. */
    decide(id: string, q: HoldQuestion): HoldAnswer {
      if (q.inWindow) {
        if (!atStart.has(id)) atStart.set(id, { start: q.before, known: q.known });
        return { decision: quiet(q.next.decision), inMaintenance: true, windowEnded: false, basis: null };
      }
      const held = atStart.get(id);
      if (!held) return { decision: q.next.decision, inMaintenance: false, windowEnded: false, basis: null };
      atStart.delete(id);
      const now = q.next.state.confirmed;
      // Never confirmed before the window: its first confirmation was silent, as any first run's.
      if (!held.start || !now)
        return { decision: quiet(q.next.decision), inMaintenance: false, windowEnded: true, basis: null };
      const changed = changedBetween(held.start, now);
      const kind =
        held.start.watchClass !== now.watchClass ? 'transition' : changed.length > 0 ? 'change' : null;
      const decision: Decision = kind
        ? { kind, before: held.start, after: now, changed }
        : quiet(q.next.decision);
      return { decision, inMaintenance: false, windowEnded: true, basis: held.known };
    },
    /** Forgets `id` (a deleted connection). */
    forget: (id: string): void => void atStart.delete(id),
  };
}

/** The hold's type. */
export type MaintenanceHold = ReturnType<typeof createMaintenanceHold>;

// The decision with nothing confirmed, keeping what the run showed differently (the history's flags).
function quiet(decision: Decision): Decision {
  if (decision.kind === 'transition' || decision.kind === 'change')
    return { kind: 'none', differs: decision.changed };
  return decision;
}

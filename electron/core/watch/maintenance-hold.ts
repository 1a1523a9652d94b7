/**
 * What the watch may say of a connection in a maintenance window, asked by the engine before it
 * words an event (watch-engine.ts): during a window runs are confirmed as ever, but no decision
 * becomes an event; at the first run after the window, the state confirmed then is compared with the
 * state confirmed when the window began (or, when nothing was confirmed then, by its first run),
 * and what differs (the class, or the content) is one event,
 * worded against the content of the window's start; nothing when they agree (it broke and recovered
 * within the window). Per connection in memory; the engine keeps the start beside the history too
 * (`began`, `windowEnded`) and gives it back with `resume` after a restart. Pure but for that map.
 */
import { watchWords } from '../../../shared/watch-words';
import { englishWords } from '../../../shared/words-text';
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
  /** The first run of a window (its start is to be kept). */
  readonly began: boolean;
  /** The first run after a window: its event says so; changes are counted from `basis`. */
  readonly windowEnded: boolean;
  readonly basis: KnownDigest | null;
}

/** The sentence an event found at the end of a window carries, as words and in English. */
export const WINDOW_END_WORDS = watchWords('watch.event.windowEnd');
export const WINDOW_END_NOTE = englishWords(WINDOW_END_WORDS);

/** A hold over the connections of one engine. */
export function createMaintenanceHold() {
  const atStart = new Map<string, { readonly start: Observation | null; readonly known: KnownDigest }>();
  return {
    /** The decision `id`'s run may speak, in or after a window; outside any the run's own. */
    decide(id: string, q: HoldQuestion): HoldAnswer {
      if (q.inWindow) {
        const began = !atStart.has(id);
        // A window that began with nothing confirmed (a watch started within it) is measured from
        // its first confirmation, so what broke in it is still reported at its end.
        if (began) atStart.set(id, { start: q.before ?? q.next.state.confirmed, known: q.known });
        return {
          decision: quiet(q.next.decision),
          inMaintenance: true,
          began,
          windowEnded: false,
          basis: null,
        };
      }
      const held = atStart.get(id);
      if (!held)
        return {
          decision: q.next.decision,
          inMaintenance: false,
          began: false,
          windowEnded: false,
          basis: null,
        };
      atStart.delete(id);
      const now = q.next.state.confirmed;
      // No start kept (an earlier session's window that began with nothing confirmed): say nothing.
      if (!held.start || !now)
        return {
          decision: quiet(q.next.decision),
          inMaintenance: false,
          began: false,
          windowEnded: true,
          basis: null,
        };
      const changed = changedBetween(held.start, now);
      const kind =
        held.start.watchClass !== now.watchClass ? 'transition' : changed.length > 0 ? 'change' : null;
      const decision: Decision = kind
        ? { kind, before: held.start, after: now, changed }
        : quiet(q.next.decision);
      return { decision, inMaintenance: false, began: false, windowEnded: true, basis: held.known };
    },
    /** Whether `id` is held (a window of it began in this session). */
    holding: (id: string): boolean => atStart.has(id),
    /** Holds `id` from `start`, kept by an earlier session (the content before is not known here). */
    resume(id: string, start: Observation | null): void {
      atStart.set(id, { start, known: { settings: null, rows: null } });
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

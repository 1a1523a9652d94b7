/**
 * What becomes of each watch run, the same in the app and in `retail-inspector watch`: the run's
 * result is confirmed against the connection's state (watch-state.ts), a confirmed transition or
 * change becomes an event with its words (watch-event.ts; changes counted from the content digest of
 * the confirmed state), and the run, its snapshot and its event are appended to the history. Runs
 * of one connection never overlap (a manual run waits for a scheduled one). The run itself is
 * injected, so it can run elsewhere (a worker). A run cut short by a stop is dropped (cancelledRunError).
 * Never throws from `run` but for a failed or cancelled run.
 */
import { FLAG, type HistoryRecord } from './history/history-format';
import type { HistoryStore } from './history/history-store';
import { watchClassCode, type WatchEvent, type WatchResult } from '../../../shared/watch';
import { withLine } from '../../../shared/watch-words';
import { contentChanges, type ContentDigest } from './watch-content';
import { watchEventOf } from './watch-event';
import { createMaintenanceHold, WINDOW_END_NOTE, WINDOW_END_WORDS } from './maintenance-hold';
import type { WatchRunOutput } from './watch-run';
import { NO_STATE, observe, type Observation, type WatchState } from './watch-state';
import { sameObservation } from './history/history-state';
import { isOurClass } from './connectivity';

/** The name of the error a run cut short because the watch is stopping fails with (kept across threads). */
export const CANCELLED_RUN = 'WatchRunCancelled';

/** The error of a run whose signal was aborted (the watch is stopping): it counts nowhere. */
export function cancelledRunError(): Error {
  const error = new Error('The run was stopped because the watch is stopping; it was not recorded.');
  error.name = CANCELLED_RUN;
  return error;
}

/** Whether `error` is a cancelled run's (cancelledRunError), also after it crossed from a worker. */
export function isCancelledRun(error: unknown): boolean {
  return error instanceof Error && error.name === CANCELLED_RUN;
}

/** What the engine needs. */
export interface WatchEngineDeps {
  /** Runs `id` once; `previous` is its last result in this session (for snapshot reuse). */
  readonly runOnce: (
    id: string,
    previous: WatchResult | null,
    signal?: AbortSignal,
  ) => Promise<WatchRunOutput>;
  /** The connection's name, for the event's words. */
  readonly nameOf: (id: string) => string;
  /** Where each run is kept; null keeps none. */
  readonly history: HistoryStore | null;
  /** Consecutive agreeing runs that confirm an event (read at each run, so a change applies at once). */
  readonly confirmRuns: () => number;
  readonly newId: () => string;
  /** Called with each result, then with its event when it confirmed one. */
  readonly onResult?: (output: WatchRunOutput, event: WatchEvent | null) => void;
  /**
   * Asked before a run confirms anything (connectivity.ts): true when this computer was offline, so
   * the run is recorded as offline and confirms nothing. Absent: never offline.
   */
  readonly offline?: (id: string, result: WatchResult) => Promise<boolean>;
  /** Called when the history could not be written (the run's result still counts). */
  readonly onHistoryError?: (id: string, error: unknown) => void;
  /** Whether `id` is in a maintenance window at `at` (maintenance-hold.ts); never, when absent. */
  readonly inMaintenance?: (id: string, at: number) => boolean;
}

/** The engine over `deps`. */
export function createWatchEngine(deps: WatchEngineDeps) {
  const states = new Map<string, WatchState>();
  const digests = new Map<string, { settings: ContentDigest['settings']; rows: ContentDigest['rows'] }>();
  const last = new Map<string, WatchResult>();
  // Since when each confirmed class lasts (kept in state.json), for "broken for 2 h 14 min".
  const sinces = new Map<string, number | null>();
  const underWay = new Map<string, Promise<WatchRunOutput>>();
  const hold = createMaintenanceHold();

  async function record(id: string, output: WatchRunOutput): Promise<WatchEvent | null> {
    const { result, digest } = output;
    // Ours (no token here, this computer offline): kept, but neither into it nor out of it is an
    // event; the next run the installation's own is judged against the state confirmed before.
    if (isOurClass(result.watchClass) || result.offline) {
      const flags = (result.offline ? FLAG.offline : 0) | (result.maintenance ? FLAG.maintenance : 0);
      const entry = {
        at: result.at,
        cls: watchClassCode(result.watchClass),
        flags,
        responseMs: null,
        firstByteMs: null,
        categories: null,
      };
      await deps.history?.append(id, entry, {}).catch((error: unknown) => deps.onHistoryError?.(id, error));
      return null;
    }
    const observation: Observation = result;
    const before = states.get(id) ?? (await keptState(id));
    const next = observe(before, observation, deps.confirmRuns());
    states.set(id, next.state);
    const known = digests.get(id) ?? { settings: null, rows: null };
    // A window holds what the run would say; its end says what differs from its start (maintenance-hold.ts).
    if (result.maintenance && !hold.holding(id)) {
      const kept = await deps.history?.windowStart(id);
      if (kept) hold.resume(id, kept.start);
    }
    const held = hold.decide(id, {
      inWindow: result.maintenance === true,
      before: before.confirmed,
      next,
      // Nothing confirmed yet: the window's start is this run's confirmation, with its content.
      known: before.confirmed ? known : { settings: digest.settings, rows: digest.rows },
    });
    const decision = held.decision;
    const since = decision.kind === 'first' ? result.at : (sinces.get(id) ?? null);
    let event: WatchEvent | null = null;
    if (decision.kind === 'transition' || decision.kind === 'change') {
      const changes = contentChanges(held.basis ?? known, digest);
      event = watchEventOf(decision, {
        id: deps.newId(),
        profileId: id,
        connectionName: deps.nameOf(id),
        at: result.at,
        runs: deps.confirmRuns(),
        changes,
        durationMs: decision.kind === 'transition' && since !== null ? result.at - since : null,
      });
      if (held.windowEnded)
        event = {
          ...event,
          body: `${event.body}\n${WINDOW_END_NOTE}`,
          ...(event.words ? { words: withLine(event.words, WINDOW_END_WORDS) } : {}),
          afterMaintenance: true,
        };
    }
    sinces.set(id, decision.kind === 'transition' ? result.at : since);
    // The digest follows the confirmed content, part by part.
    const confirmed = next.state.confirmed!;
    digests.set(id, {
      settings:
        digest.settings && result.settingsHash === confirmed.settingsHash ? digest.settings : known.settings,
      rows: digest.rows && result.categoriesHash === confirmed.categoriesHash ? digest.rows : known.rows,
    });
    const differs =
      decision.kind === 'none' ? decision.differs : decision.kind === 'first' ? [] : decision.changed;
    const flags =
      (differs.includes('settings') ? FLAG.settingsChanged : 0) |
      (differs.includes('categories') ? FLAG.categoriesChanged : 0) |
      (output.snapshotSaved ? FLAG.snapshotSaved : 0) |
      (event ? FLAG.confirmedEvent : 0) |
      (held.inMaintenance ? FLAG.maintenance : 0);
    const entry: HistoryRecord = {
      at: result.at,
      cls: watchClassCode(result.watchClass),
      flags,
      responseMs: result.responseMs,
      firstByteMs: result.firstByteMs ?? null,
      categories: result.categories,
    };
    const extra = {
      ...(output.snapshotSaved && result.snapshotId ? { snapshotId: result.snapshotId } : {}),
      ...(event ? { event } : {}),
    };
    await deps.history?.append(id, entry, extra).catch((error: unknown) => deps.onHistoryError?.(id, error));
    if (held.began || held.windowEnded) {
      await deps.history
        ?.keepWindowStart(id, held.began ? (before.confirmed ?? confirmed) : undefined)
        .catch((error: unknown) => deps.onHistoryError?.(id, error));
    }
    if (!sameObservation(before.confirmed, confirmed)) {
      await deps.history
        ?.keepConfirmedState(id, confirmed, sinces.get(id) ?? null)
        .catch((error: unknown) => deps.onHistoryError?.(id, error));
    }
    return event;
  }

  // The state a previous session confirmed (so what changed while nobody watched is an event).
  async function keptState(id: string): Promise<WatchState> {
    const kept = await deps.history?.confirmedState(id);
    if (!kept) return NO_STATE;
    const { since, ...confirmed } = kept;
    sinces.set(id, since ?? null);
    return { confirmed, pending: null };
  }

  return {
    /**
     * Runs `id` now (after a run of it under way ends), records it and answers its result. A run
     * whose `signal` is aborted (the watch is stopping) is dropped: not recorded, not confirmed, no
     * result or event; it fails with cancelledRunError. A run that timed out by itself is a result.
     */
    run(id: string, signal?: AbortSignal): Promise<WatchRunOutput> {
      const before = underWay.get(id) ?? Promise.resolve(null);
      const run = before
        .catch(() => null)
        .then(async () => {
          if (signal?.aborted) throw cancelledRunError();
          let output = await deps.runOnce(id, last.get(id) ?? null, signal);
          // Cut short by the stop, its answer says nothing of the installation.
          if (signal?.aborted) throw cancelledRunError();
          const inWindow = deps.inMaintenance?.(id, output.result.at) ?? false;
          if (inWindow) output = { ...output, result: { ...output.result, maintenance: true } };
          if (await deps.offline?.(id, output.result)) output = offlineOutput(output);
          last.set(id, output.result);
          const event = await record(id, output);
          deps.onResult?.(output, event);
          return output;
        });
      underWay.set(id, run);
      void run.catch(() => undefined).then(() => underWay.get(id) === run && underWay.delete(id));
      return run;
    },

    /** Whether a run of `id` is under way. */
    running: (id: string): boolean => underWay.has(id),

    /** The last result of `id` in this session. */
    lastResult: (id: string): WatchResult | null => last.get(id) ?? null,

    /** Forgets `id` (a deleted connection): its next run confirms silently again. */
    forget(id: string): void {
      states.delete(id);
      sinces.delete(id);
      digests.delete(id);
      hold.forget(id);
      last.delete(id);
    },
  };
}

// The run marked as this computer's: not the installation's verdict, and said so in its line.
function offlineOutput(output: WatchRunOutput): WatchRunOutput {
  const summary = `${output.result.summary}; this computer cannot reach the network, so it is not counted`;
  return { ...output, result: { ...output.result, offline: true, summary } };
}

/** The engine's type. */
export type WatchEngine = ReturnType<typeof createWatchEngine>;

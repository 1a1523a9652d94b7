/**
 * Confirmation of what a connection's watch runs show: per connection the confirmed class and
 * content (the settings' and categories' hashes) and what the runs since propose instead. A
 * different class, or different content within the same class, becomes a transition or a change only
 * once `confirmRuns` consecutive runs agree on it, so one flaky answer never alerts; a run that
 * agrees with the confirmed state again drops the proposal. The first run of a connection confirms
 * silently. A hash that was not read (null) never differs: a refused call says nothing of the
 * content. Pure.
 */
import type { WatchChanged, WatchClass } from '../../../shared/watch';

/** What one run showed, as the confirmation needs it. */
export interface Observation {
  readonly watchClass: WatchClass;
  readonly settingsHash: string | null;
  readonly categoriesHash: string | null;
  readonly snapshotId: string | null;
}

/** A connection's confirmed state and what the runs since propose. */
export interface WatchState {
  readonly confirmed: Observation | null;
  readonly pending: { readonly proposal: Observation; readonly runs: number } | null;
}

/** What a run decided. */
export type Decision =
  /** The first run: confirmed silently. */
  | { readonly kind: 'first' }
  /** Nothing confirmed; `differs` says what of the content this run shows differently (history flags). */
  | { readonly kind: 'none'; readonly differs: readonly WatchChanged[] }
  | {
      readonly kind: 'transition' | 'change';
      readonly before: Observation;
      readonly after: Observation;
      readonly changed: readonly WatchChanged[];
    };

/** The state of a connection never run. */
export const NO_STATE: WatchState = { confirmed: null, pending: null };

/** The state after `run`, and what it decided, with `confirmRuns` runs needed to confirm. */
export function observe(
  state: WatchState,
  run: Observation,
  confirmRuns: number,
): { state: WatchState; decision: Decision } {
  const confirmed = state.confirmed;
  if (!confirmed) return { state: { confirmed: run, pending: null }, decision: { kind: 'first' } };
  const differs = changedBetween(confirmed, run);
  if (run.watchClass === confirmed.watchClass && differs.length === 0) {
    // Agrees: what it read fills in what the confirmed state did not know.
    const filled = { ...merged(confirmed, run), snapshotId: run.snapshotId ?? confirmed.snapshotId };
    return { state: { confirmed: filled, pending: null }, decision: { kind: 'none', differs } };
  }
  const pending = state.pending;
  const proposal = pending && compatible(pending.proposal, run) ? merged(run, pending.proposal) : run;
  const runs = pending && compatible(pending.proposal, run) ? pending.runs + 1 : 1;
  if (runs < confirmRuns) {
    return { state: { confirmed, pending: { proposal, runs } }, decision: { kind: 'none', differs } };
  }
  const after = merged(proposal, confirmed);
  const kind = proposal.watchClass === confirmed.watchClass ? 'change' : 'transition';
  return {
    state: { confirmed: after, pending: null },
    decision: { kind, before: confirmed, after, changed: changedBetween(confirmed, proposal) },
  };
}

/** What of the content differs between `a` and `b`, where both read it. */
export function changedBetween(a: Observation, b: Observation): WatchChanged[] {
  const changed: WatchChanged[] = [];
  if (differ(a.settingsHash, b.settingsHash)) changed.push('settings');
  if (differ(a.categoriesHash, b.categoriesHash)) changed.push('categories');
  return changed;
}

const differ = (a: string | null, b: string | null) => a !== null && b !== null && a !== b;

// The same class and no content read by both that differs.
function compatible(a: Observation, b: Observation): boolean {
  return a.watchClass === b.watchClass && changedBetween(a, b).length === 0;
}

// `primary`, with what it did not read taken from `fallback`; the newest snapshot kept.
function merged(primary: Observation, fallback: Observation): Observation {
  return {
    watchClass: primary.watchClass,
    settingsHash: primary.settingsHash ?? fallback.settingsHash,
    categoriesHash: primary.categoriesHash ?? fallback.categoriesHash,
    snapshotId: primary.snapshotId ?? fallback.snapshotId,
  };
}

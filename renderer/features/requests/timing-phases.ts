// A call's timings (shared/call-result.ts CallTimings) as the waterfall shows them: the phases that
// happened, in order, with their names (the sentence saying them all: useRequestText.ts).
import type { CallTimings } from '../../../shared/call-result';
import type { MessageId } from '../../i18n/messages/en';

/** A phase's key, as CallTimings names it. */
export type PhaseKey = 'dns' | 'connect' | 'tls' | 'firstByte' | 'transfer';

/** The phases in the order they happen, with their names on screen. */
export const PHASES: readonly { readonly key: PhaseKey; readonly label: MessageId }[] = [
  { key: 'dns', label: 'requests.phase.dns' },
  { key: 'connect', label: 'requests.phase.connect' },
  { key: 'tls', label: 'requests.phase.tls' },
  { key: 'firstByte', label: 'requests.phase.firstByte' },
  { key: 'transfer', label: 'requests.phase.transfer' },
];

/** One phase that happened. */
export interface MeasuredPhase {
  readonly key: PhaseKey;
  readonly label: MessageId;
  readonly ms: number;
}

/** The phases that happened, in order (a null phase did not). */
export function measuredPhases(timings: CallTimings): MeasuredPhase[] {
  return PHASES.flatMap(({ key, label }) => {
    const ms = timings[key];
    return ms === null ? [] : [{ key, label, ms }];
  });
}

/**
 * Whether the call went over a connection opened before it: no DNS, connect or TLS of its own. Only
 * when the host said so: the desktop app's net stack reports none of the three for any call.
 */
export function reusedConnection(timings: CallTimings): boolean {
  return timings.connection === 'reused';
}

/**
 * Whether nothing is known of the connection: no DNS, connect or TLS and the host not saying
 * whether it was reused (the desktop app's net stack), though the answer's headers came.
 */
export function connectionUnknown(timings: CallTimings): boolean {
  return (
    !timings.connection &&
    timings.dns === null &&
    timings.connect === null &&
    timings.tls === null &&
    timings.firstByte !== null
  );
}

/** What the phases leave of the total (the app's own work, a proxy's), 0 when nothing. */
export function otherMs(timings: CallTimings): number {
  const measured = measuredPhases(timings).reduce((sum, p) => sum + p.ms, 0);
  return Math.max(0, timings.total - measured);
}

/** Below this, what the phases leave of the total is rounding, not worth drawing or naming. */
export const OTHER_MIN_MS = 1;

/** The longest total among `entries`' timings, the waterfall's scale (at least 1 ms). */
export function longestTotal(entries: readonly { readonly timings?: CallTimings }[]): number {
  return entries.reduce((longest, e) => Math.max(longest, e.timings?.total ?? 0), 1);
}

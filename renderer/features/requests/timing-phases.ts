// A call's timings (shared/call-result.ts CallTimings) as the waterfall shows them: the phases that
// happened, in order, with their names, and one sentence saying them all (the bar's text alternative).
import type { CallTimings } from '../../../shared/call-result';
import { durationText } from './request-text';

const tenth = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

/** A phase's duration: "0.4 ms" and "2.5 ms" under 10 ms (phases are often that short), else as durationText. */
export function phaseText(ms: number): string {
  return ms < 10 ? `${tenth.format(ms)} ms` : durationText(ms);
}

/** A phase's key, as CallTimings names it. */
export type PhaseKey = 'dns' | 'connect' | 'tls' | 'firstByte' | 'transfer';

/** The phases in the order they happen, with their names on screen. */
export const PHASES: readonly { readonly key: PhaseKey; readonly label: string }[] = [
  { key: 'dns', label: 'DNS' },
  { key: 'connect', label: 'Connect' },
  { key: 'tls', label: 'TLS' },
  { key: 'firstByte', label: 'First byte' },
  { key: 'transfer', label: 'Transfer' },
];

/** One phase that happened. */
export interface MeasuredPhase {
  readonly key: PhaseKey;
  readonly label: string;
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

// A name inside a sentence: "DNS" and "TLS" stay capitals, the others are lower case.
const inSentence = (label: string) => (label === label.toUpperCase() ? label : label.toLowerCase());

/** The phases in one sentence: "Reused connection; first byte 40 ms, transfer 2 ms (total 43 ms)". */
export function phasesSentence(timings: CallTimings): string {
  const phases = measuredPhases(timings).map((p) => `${inSentence(p.label)} ${phaseText(p.ms)}`);
  const total = `total ${phaseText(timings.total)}`;
  const list = phases.length > 0 ? `${phases.join(', ')} (${total})` : total;
  const sentence = reusedConnection(timings) ? `reused connection; ${list}` : list;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
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

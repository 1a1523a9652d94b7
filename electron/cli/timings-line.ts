/**
 * One line of the readable `check` per call made: where its time went, phase by phase, as
 * `info 75.2 ms: DNS 5.1 · connect 0.6 · TLS 12 · first byte 3.4 · transfer 1.6` (the same tenths of
 * a millisecond as `check --json`'s `timings`). Phases that did not happen (a reused connection, TLS
 * over http, DNS for an IP address or behind a proxy) are left out; a call without timings has no line.
 */
import type { CallMeta, CallTimings } from '../../shared/call-result';

const PHASES: readonly (readonly [Exclude<keyof CallTimings, 'total'>, string])[] = [
  ['dns', 'DNS'],
  ['connect', 'connect'],
  ['tls', 'TLS'],
  ['firstByte', 'first byte'],
  ['transfer', 'transfer'],
];

/** The line of `operation`'s call, or null when it was not made or has no timings. */
export function timingsLine(operation: string, meta: CallMeta | null): string | null {
  const timings = meta?.timings;
  if (!timings) return null;
  const phases = PHASES.flatMap(([key, name]) => {
    const ms = timings[key];
    return ms === null ? [] : [`${name} ${ms}`];
  });
  return `${operation} ${timings.total} ms${phases.length > 0 ? `: ${phases.join(' · ')}` : ''}`;
}

// The demo server's fault settings as the view offers them: presets, and the words for what is in force.
import type { DemoStatus } from '../../../shared/ipc-contract';
import type { MessageId } from '../../i18n/messages/en';
import { words, type Words } from '../../i18n/words';

/** The faults in force, as setDemoFaults takes them. */
export type Faults = NonNullable<DemoStatus['faults']>;

/** One preset: a name and the faults it sets. */
export interface FaultPreset {
  readonly label: MessageId;
  readonly faults: Faults;
}

export const FAULT_PRESETS: readonly FaultPreset[] = [
  { label: 'demo.faults.normal', faults: { latencyMs: 0, failRate: 0 } },
  { label: 'demo.faults.slow', faults: { latencyMs: 2_000, failRate: 0 } },
  { label: 'demo.faults.flaky', faults: { latencyMs: 0, failRate: 0.3 } },
];

/** The largest latency the contract accepts (10 minutes). */
export const MAX_LATENCY_MS = 600_000;

/** A rate (0–1) as a percentage with at most one decimal. */
export function percent(rate: number): number {
  return Math.round(rate * 1_000) / 10;
}

/** Whether `a` and `b` set the same faults (rates compared as the view shows them). */
export function sameFaults(a: Faults, b: Faults): boolean {
  return a.latencyMs === b.latencyMs && percent(a.failRate) === percent(b.failRate);
}

/** What the faults do, in words. */
export function faultsText(faults: Faults): Words {
  const latency =
    faults.latencyMs > 0 ? words('demo.faults.waits', { ms: faults.latencyMs }) : words('demo.faults.atOnce');
  const failures =
    faults.failRate > 0
      ? words('demo.faults.fails', { rate: percent(faults.failRate) })
      : words('demo.faults.neverFails');
  return words('demo.faults.now', { latency, failures });
}

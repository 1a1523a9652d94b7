/**
 * How the watch speaks of an incident (issue 26), as the CLI's flags and the app's settings agree
 * on it: several installations that move to the same class within a window are one grouped event
 * (grouping), and an incident that lasts is told again (reminders). Plain data.
 */
import { z } from 'zod';

/** Installations that make a group at least; 0 turns grouping off. */
export const GROUP_MIN = { min: 0, max: 100_000, default: 3 } as const;
/** The share of the watched installations (percent) a group needs besides GROUP_MIN. */
export const GROUP_SHARE = { min: 0, max: 100, default: 20 } as const;
/** The window (in runs of an installation) within which installations moving together are a group. */
export const GROUP_WINDOW_RUNS = { min: 1, max: 10, default: 2 } as const;
/** Minutes between reminders of an incident that lasts (the app's setting); 0 is off (the default). */
export const REMIND_MINUTES = { min: 0, max: 10_080, default: 0 } as const;

/** When events are grouped and repeated. */
export interface IncidentRule {
  /** Installations a group needs at least (0: never grouped). */
  readonly groupMin: number;
  /** Percent of the watched installations a group needs too. */
  readonly groupShare: number;
  /** Runs of an installation within which the others must move with it. */
  readonly groupWindowRuns: number;
  /** Ms between reminders while an incident lasts; null: none. */
  readonly remindMs: number | null;
}

/** The rule of the defaults: 3 installations and 20 % within 2 runs; no reminders. */
export const DEFAULT_INCIDENT_RULE: IncidentRule = {
  groupMin: GROUP_MIN.default,
  groupShare: GROUP_SHARE.default,
  groupWindowRuns: GROUP_WINDOW_RUNS.default,
  remindMs: null,
};

/** How many installations of `watched` make a group under `rule`; Infinity when grouping is off. */
export function groupThreshold(rule: IncidentRule, watched: number): number {
  if (rule.groupMin <= 0) return Infinity;
  return Math.max(rule.groupMin, Math.ceil((rule.groupShare / 100) * watched - 1e-9));
}

/** The app's incident settings (watch.json's `incidents`); each absent one is its default. */
export interface IncidentSettings {
  readonly groupMin?: number;
  readonly groupShare?: number;
  readonly groupWindowRuns?: number;
  /** Minutes between reminders; 0 (the default) is off. */
  readonly remindMinutes?: number;
}

/** The rule of the app's `settings` (absent ones at their defaults). */
export function incidentRuleOf(settings: IncidentSettings | undefined): IncidentRule {
  const remind = settings?.remindMinutes ?? REMIND_MINUTES.default;
  return {
    groupMin: settings?.groupMin ?? GROUP_MIN.default,
    groupShare: settings?.groupShare ?? GROUP_SHARE.default,
    groupWindowRuns: settings?.groupWindowRuns ?? GROUP_WINDOW_RUNS.default,
    remindMs: remind > 0 ? remind * 60_000 : null,
  };
}

const bounded = (b: { readonly min: number; readonly max: number }) => z.number().int().min(b.min).max(b.max);

/** The runtime shape of IncidentSettings (watch.json and setWatchOptions). */
export const IncidentSettingsSchema = z.strictObject({
  groupMin: bounded(GROUP_MIN).optional(),
  groupShare: bounded(GROUP_SHARE).optional(),
  groupWindowRuns: bounded(GROUP_WINDOW_RUNS).optional(),
  remindMinutes: bounded(REMIND_MINUTES).optional(),
});

// The Watch settings dialog's form: its fields as typed, read from main's watch settings (absent
// incident settings at their defaults of shared/incidents.ts) and checked against the same bounds
// the handler's schema enforces, so a number out of range is said beside its field, never sent.
import { GROUP_MIN, GROUP_SHARE, GROUP_WINDOW_RUNS, type IncidentSettings } from '../../../shared/incidents';
import { CONFIRM_RUNS, type WatchSettings } from '../../../shared/watch';
import { words, type Words } from '../../i18n/words';

/** The reminder choices (minutes; 0 is off), as the dialog offers them. */
export const REMIND_CHOICES: readonly { readonly minutes: number; readonly label: Words }[] = [
  { minutes: 0, label: words('watch.every.off') },
  { minutes: 30, label: words('fleet.remind.minutes', { count: 30 }) },
  { minutes: 60, label: words('fleet.remind.hours', { count: 1 }) },
  { minutes: 120, label: words('fleet.remind.hours', { count: 2 }) },
  { minutes: 240, label: words('fleet.remind.hours', { count: 4 }) },
  { minutes: 480, label: words('fleet.remind.hours', { count: 8 }) },
  { minutes: 1440, label: words('watch.repeat.day') },
];

/** A reminder interval set in watch.json by hand, not one of REMIND_CHOICES, keeps its own label. */
export function remindChoices(current: number): typeof REMIND_CHOICES {
  if (REMIND_CHOICES.some((c) => c.minutes === current)) return REMIND_CHOICES;
  const label = words('fleet.remind.minutes', { count: current });
  return [...REMIND_CHOICES, { minutes: current, label }].sort((a, b) => a.minutes - b.minutes);
}

/** The fields as typed (numbers as text, so a half-typed one is kept as it is). */
export interface WatchOptionsForm {
  readonly confirmRuns: string;
  readonly grouping: boolean;
  readonly groupMin: string;
  readonly groupShare: string;
  readonly groupWindowRuns: string;
  readonly remindMinutes: number;
}

/** The form of `settings` (grouping off when groupMin is 0; its fields then at their defaults). */
export function formOf(settings: WatchSettings): WatchOptionsForm {
  const incidents = settings.incidents ?? {};
  const groupMin = incidents.groupMin ?? GROUP_MIN.default;
  return {
    confirmRuns: String(settings.confirmRuns),
    grouping: groupMin > 0,
    groupMin: String(groupMin > 0 ? groupMin : GROUP_MIN.default),
    groupShare: String(incidents.groupShare ?? GROUP_SHARE.default),
    groupWindowRuns: String(incidents.groupWindowRuns ?? GROUP_WINDOW_RUNS.default),
    remindMinutes: incidents.remindMinutes ?? 0,
  };
}

type NumberField = 'confirmRuns' | 'groupMin' | 'groupShare' | 'groupWindowRuns';

// Grouping on needs at least one connection (0 is how "off" is written).
const BOUNDS: Record<NumberField, { readonly min: number; readonly max: number }> = {
  confirmRuns: CONFIRM_RUNS,
  groupMin: { min: Math.max(1, GROUP_MIN.min), max: GROUP_MIN.max },
  groupShare: GROUP_SHARE,
  groupWindowRuns: GROUP_WINDOW_RUNS,
};

/** The whole number typed in `text` when it is one within `field`'s bounds, else null. */
function numberIn(field: NumberField, text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  const { min, max } = BOUNDS[field];
  return value >= min && value <= max ? value : null;
}

/** What is wrong with `field`'s text, for its error line; undefined when it is fine. */
export function fieldError(field: NumberField, text: string): Words | undefined {
  if (numberIn(field, text) !== null) return undefined;
  const { min, max } = BOUNDS[field];
  return words('fleet.options.range', { min, max });
}

/** The options setWatchOptions takes for `form`, or null while a field in use is not valid. */
export function optionsOf(
  form: WatchOptionsForm,
): { readonly confirmRuns: number; readonly incidents: IncidentSettings } | null {
  const confirmRuns = numberIn('confirmRuns', form.confirmRuns);
  if (confirmRuns === null) return null;
  const remind = { remindMinutes: form.remindMinutes };
  // Off keeps the share and the window as they were: only groupMin 0 says "never grouped".
  if (!form.grouping) return { confirmRuns, incidents: { groupMin: 0, ...remind } };
  const groupMin = numberIn('groupMin', form.groupMin);
  const groupShare = numberIn('groupShare', form.groupShare);
  const groupWindowRuns = numberIn('groupWindowRuns', form.groupWindowRuns);
  if (groupMin === null || groupShare === null || groupWindowRuns === null) return null;
  return { confirmRuns, incidents: { groupMin, groupShare, groupWindowRuns, ...remind } };
}

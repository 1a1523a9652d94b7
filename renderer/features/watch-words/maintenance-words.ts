// Maintenance windows in the app's words, for the maintenance dialog and the timeline: the system's
// time zone and the zones to offer, the form's values as a window (the shape of a --maintenance file,
// targets by connection id), a window in words, the windows that cover connections, and those
// connections taken out of them.
import type { MaintenanceRepeat, MaintenanceWindow } from '../../../shared/maintenance';

/** The time zone this system is set to ("Europe/Berlin"); UTC when the browser does not say. */
export function systemTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The time zones this browser knows, for the field's suggestions. */
export function knownTimeZones(): readonly string[] {
  const intl = Intl as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? ['UTC'];
}

/** The durations the dialog offers, as the file writes them, with their words. */
export const DURATIONS: readonly { value: string; label: string }[] = [
  { value: '30m', label: '30 minutes' },
  { value: '1h', label: '1 hour' },
  { value: '2h', label: '2 hours' },
  { value: '4h', label: '4 hours' },
  { value: '8h', label: '8 hours' },
  { value: '1d', label: '1 day' },
];

/** The repeats the dialog offers, with their words. */
export const REPEATS: readonly { value: MaintenanceRepeat; label: string }[] = [
  { value: 'once', label: 'Once' },
  { value: 'day', label: 'Every day' },
  { value: 'week', label: 'Every week' },
  { value: 'month', label: 'Every month' },
];

/** The form's values. */
export interface MaintenanceForm {
  /** As a datetime-local input gives it: "2026-12-02T02:00". */
  readonly start: string;
  readonly duration: string;
  readonly every: MaintenanceRepeat;
  readonly timezone: string;
}

/** Tomorrow at 02:00 in this system's time, as a datetime-local input shows it. */
export function defaultStart(now: Date): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T02:00`;
}

/** The window of `form` for `targets`. */
export function windowOf(form: MaintenanceForm, targets: readonly string[]): MaintenanceWindow {
  return {
    targets: [...targets],
    start: form.start,
    duration: form.duration,
    every: form.every,
    timezone: form.timezone.trim(),
  };
}

const DURATION_WORDS = new Map(DURATIONS.map((d) => [d.value, d.label]));
const REPEAT_WORDS: Record<MaintenanceRepeat, string> = {
  once: 'Once',
  day: 'Every day',
  week: 'Every week',
  month: 'Every month',
};

/** "Every week from 2026-12-02 02:00 (Europe/Berlin), for 2 hours". */
export function windowText(window: MaintenanceWindow): string {
  const repeat =
    window.every in REPEAT_WORDS ? REPEAT_WORDS[window.every as MaintenanceRepeat] : `Cron "${window.every}"`;
  const when = window.start.replace('T', ' ');
  const from = window.every === 'once' ? `on ${when}` : `from ${when}`;
  return `${repeat} ${from} (${window.timezone}), for ${DURATION_WORDS.get(window.duration) ?? window.duration}`;
}

/** The windows that cover any of `ids` ("*" covers every one), with their place in the list. */
export function windowsFor(
  windows: readonly MaintenanceWindow[],
  ids: readonly string[],
): { index: number; window: MaintenanceWindow }[] {
  const wanted = new Set(ids);
  return windows.flatMap((window, index) =>
    window.targets === '*' || window.targets.some((t) => wanted.has(t)) ? [{ index, window }] : [],
  );
}

/** The windows with `ids` taken out of the one at `index` (dropped when no target is left; "*" dropped). */
export function withoutTargets(
  windows: readonly MaintenanceWindow[],
  index: number,
  ids: readonly string[],
): MaintenanceWindow[] {
  const gone = new Set(ids);
  return windows.flatMap((window, i) => {
    if (i !== index) return [window];
    if (window.targets === '*') return [];
    const targets = window.targets.filter((t) => !gone.has(t));
    return targets.length > 0 ? [{ ...window, targets }] : [];
  });
}

/** "until 04:00", or "until 3 Dec, 04:00" when it ends on another day. */
export function untilText(end: number, now: number): string {
  const sameDay = new Date(end).toDateString() === new Date(now).toDateString();
  const format = new Intl.DateTimeFormat(
    undefined,
    sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  );
  return `until ${format.format(new Date(end))}`;
}

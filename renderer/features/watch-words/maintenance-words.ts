// Maintenance windows in the app's words, for the maintenance dialog and the timeline: the system's
// time zone and the zones to offer, the form's values as a window (the shape of a --maintenance file,
// targets by connection id), a window in words, the windows that cover connections, and those
// connections taken out of them.
import type { MaintenanceRepeat, MaintenanceWindow } from '../../../shared/maintenance';
import { words, type Words } from '../../i18n/words';

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
export const DURATIONS: readonly { value: string; label: Words }[] = [
  { value: '30m', label: words('watch.duration.minutes', { count: 30 }) },
  { value: '1h', label: words('watch.duration.hours', { count: 1 }) },
  { value: '2h', label: words('watch.duration.hours', { count: 2 }) },
  { value: '4h', label: words('watch.duration.hours', { count: 4 }) },
  { value: '8h', label: words('watch.duration.hours', { count: 8 }) },
  { value: '1d', label: words('watch.duration.days', { count: 1 }) },
];

/** The repeats the dialog offers, with their words. */
export const REPEATS: readonly { value: MaintenanceRepeat; label: Words }[] = [
  { value: 'once', label: words('watch.repeat.once') },
  { value: 'day', label: words('watch.repeat.day') },
  { value: 'week', label: words('watch.repeat.week') },
  { value: 'month', label: words('watch.repeat.month') },
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
const REPEAT_WORDS = new Map<string, Words>(REPEATS.map((r) => [r.value, r.label]));

/** "Every week from 2026-12-02 02:00 (Europe/Berlin), for 2 hours". */
export function windowText(window: MaintenanceWindow): Words {
  const when = window.start.replace('T', ' ');
  const duration = DURATION_WORDS.get(window.duration) ?? window.duration;
  if (window.every === 'once') return words('watch.window.once', { when, zone: window.timezone, duration });
  const repeat = REPEAT_WORDS.get(window.every) ?? words('watch.repeat.cron', { expression: window.every });
  return words('watch.window.repeats', { repeat, when, zone: window.timezone, duration });
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

/** "until 04:00", or "until 3 Dec, 04:00" when it ends on another day; times in `locale`. */
export function untilText(end: number, now: number, locale: string): Words {
  const sameDay = new Date(end).toDateString() === new Date(now).toDateString();
  const format = new Intl.DateTimeFormat(
    locale,
    sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  );
  return words('watch.until', { time: format.format(new Date(end)) });
}

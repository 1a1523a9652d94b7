// Times as the user reads them: a clock time for today, with the date for older ones.

/**
 * `at` (ms since the epoch, or an ISO text) as "14:03:12", or "21 Nov, 14:03:12" before today, in
 * `locale` (the app's language; the system's when not given).
 */
export function clockText(at: number | string, now = Date.now(), locale?: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return String(at);
  const time = date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  if (date.toDateString() === new Date(now).toDateString()) return time;
  return `${date.toLocaleDateString(locale, { day: 'numeric', month: 'short' })}, ${time}`;
}

/**
 * Whole seconds between `from` and `now`, never negative, in `locale`'s short units: "12 s",
 * "2 min, 5 s" in English, "2 Min., 5 Sek." in German.
 */
export function elapsedText(from: number, now: number, locale?: string): string {
  const seconds = Math.max(0, Math.floor((now - from) / 1_000));
  const second = unitFormat(locale, 'second').format(seconds % 60);
  if (seconds < 60) return second;
  const minute = unitFormat(locale, 'minute').format(Math.floor(seconds / 60));
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format([minute, second]);
}

const unitFormat = (locale: string | undefined, unit: 'minute' | 'second') =>
  new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' });

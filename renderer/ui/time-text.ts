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

/** Whole seconds between `from` and `now`, never negative: "0 s", "12 s", "2 min 5 s". */
export function elapsedText(from: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - from) / 1_000));
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

// The board's cells in words, also said by the alerts and the timeline: when a connection was last
// checked, how long it took, how many categories it has.

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto', style: 'short' });

/** "just now", "4 min ago", "3 hr ago", "2 days ago"; "never" without a check. */
export function agoText(at: number | null, now: number): string {
  if (at === null) return 'never';
  const seconds = Math.round((now - at) / 1000);
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return relative.format(-hours, 'hour');
  return relative.format(-Math.round(hours / 24), 'day');
}

const full = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** The time in full, for a title: "25 Nov 2026, 14:03:12". */
export function fullTime(at: number): string {
  return full.format(new Date(at));
}

/** "120 ms", "1,240 ms"; "—" without an answer. */
export function msText(ms: number | null): string {
  return ms === null ? '—' : `${Math.round(ms).toLocaleString()} ms`;
}

/** "67", "100,000"; "—" when not read. */
export function countText(count: number | null): string {
  return count === null ? '—' : count.toLocaleString();
}

// The board's cells in words, also said by the alerts and the timeline: when a connection was last
// checked, how long it took, how many categories it has. Numbers and times in the language shown
// (`locale`, from useIntl()).
import { words, type Words } from '../../i18n/words';

/** "just now", "4 min. ago", "3 hr. ago", "2 days ago"; "never" without a check. */
export function agoText(at: number | null, now: number): Words {
  if (at === null) return words('watch.ago.never');
  const seconds = Math.round((now - at) / 1000);
  if (seconds < 45) return words('watch.ago.now');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return words('watch.ago.minutes', { count: minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 48) return words('watch.ago.hours', { count: hours });
  return words('watch.ago.days', { count: Math.round(hours / 24) });
}

const fullFormats = new Map<string, Intl.DateTimeFormat>();

/** The time in full, for a title: "25 Nov 2026, 14:03:12". */
export function fullTime(at: number, locale: string): string {
  let format = fullFormats.get(locale);
  if (!format)
    fullFormats.set(
      locale,
      (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' })),
    );
  return format.format(new Date(at));
}

// Stands for no figure; the same in every language.
const NO_VALUE = '—';

/** "120 ms", "1,240 ms" in the language `say` formats words in; "—" without an answer. */
export function msText(ms: number | null, say: (words: Words) => string): string {
  return ms === null ? NO_VALUE : say(words('watch.ms', { ms: Math.round(ms) }));
}

/** "67", "100,000"; "—" when not read. */
export function countText(count: number | null, locale: string): string {
  return count === null ? NO_VALUE : count.toLocaleString(locale);
}

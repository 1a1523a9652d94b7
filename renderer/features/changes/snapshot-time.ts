// Every time the Changes view shows (snapshots in the list and the pickers, the compared sides): one
// format, the app's language (its locale; the system's when none is given) with the time zone, to the second ("Nov 25, 2026, 05:40:14 PM GMT+1");
// to the millisecond where two times shown together fall in the same second, so they differ. It
// names a snapshot in its buttons' labels too ("Pin snapshot of …"). Exports write ISO 8601.

const OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
};
// One format per locale and precision, made once: making one costs far more than using it.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(locale: string | undefined, precise: boolean): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${precise}`;
  let format = formats.get(key);
  if (!format) {
    const options = precise ? { ...OPTIONS, fractionalSecondDigits: 3 as const } : OPTIONS;
    formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  }
  return format;
}

/** `iso` in `locale` (the app's language) and the user's time zone; with milliseconds when `precise`. */
export function snapshotTime(iso: string, precise = false, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatFor(locale, precise).format(date);
}

/** The times of `times` that share their second with another one of them (to show precisely). */
export function sameSecondTimes(times: readonly (string | null)[]): ReadonlySet<string> {
  const bySecond = new Map<number, string[]>();
  for (const iso of times) {
    const ms = iso === null ? Number.NaN : Date.parse(iso);
    if (Number.isNaN(ms)) continue;
    const second = Math.floor(ms / 1000);
    bySecond.set(second, [...(bySecond.get(second) ?? []), iso!]);
  }
  return new Set([...bySecond.values()].filter((group) => new Set(group).size > 1).flat());
}

// The current time in the installation's time zone (spec 2.1 `timezone`), through Intl, written as
// the app's language writes times and dates.

/**
 * Formatters for the time and the date in `zone`, in `locale` (the app's language; the system's when
 * not given), or null when Intl does not know the zone.
 */
export function zoneClock(
  zone: unknown,
  locale?: string,
): { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat } | null {
  if (typeof zone !== 'string' || zone === '') return null;
  try {
    return {
      time: new Intl.DateTimeFormat(locale, {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        timeZoneName: 'short',
      }),
      date: new Intl.DateTimeFormat(locale, { timeZone: zone, dateStyle: 'full' }),
    };
  } catch {
    return null;
  }
}

// The current time in the installation's time zone (spec 2.1 `timezone`), through Intl.

/** Formatters for the time and the date in `zone`, or null when Intl does not know the zone. */
export function zoneClock(zone: unknown): { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat } | null {
  if (typeof zone !== 'string' || zone === '') return null;
  try {
    return {
      time: new Intl.DateTimeFormat(undefined, {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        timeZoneName: 'short',
      }),
      date: new Intl.DateTimeFormat(undefined, { timeZone: zone, dateStyle: 'full' }),
    };
  } catch {
    return null;
  }
}

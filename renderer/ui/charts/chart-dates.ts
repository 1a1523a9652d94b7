// uPlot's dates in the language shown. uPlot writes its time axis and its legend from templates of
// American English ("{M}/{D}", "{h}:{mm}{aa}", "{MMM}" with month names of its own); its `fmtDate`
// option turns each template into a formatter. This one reads which parts a template names and lets
// Intl.DateTimeFormat write them as the locale does ("14.3.", "15:04", "März"), in the order and
// with the clock (12 or 24 hours) of that locale. A template's lines (uPlot puts the date under the
// time at a day's first tick) are formatted one by one. Times are the computer's local time, as
// uPlot's own (its default tzDate).

type DateText = (date: Date) => string;

// The parts a uPlot template can name, as Intl options; its am/pm ({aa}, {A} …) is left to the
// locale's clock.
const PARTS: Readonly<Record<string, Intl.DateTimeFormatOptions>> = {
  YYYY: { year: 'numeric' },
  YY: { year: '2-digit' },
  MMMM: { month: 'long' },
  MMM: { month: 'short' },
  MM: { month: '2-digit' },
  M: { month: 'numeric' },
  WWWW: { weekday: 'long' },
  WWW: { weekday: 'short' },
  DD: { day: '2-digit' },
  D: { day: 'numeric' },
  HH: { hour: '2-digit' },
  H: { hour: 'numeric' },
  h: { hour: 'numeric' },
  mm: { minute: '2-digit' },
  m: { minute: '2-digit' },
  ss: { second: '2-digit' },
  s: { second: '2-digit' },
  fff: { fractionalSecondDigits: 3 },
};

/** The Intl options for one line of a template: every part it names. */
function optionsOf(line: string): Intl.DateTimeFormatOptions | null {
  let options: Intl.DateTimeFormatOptions = {};
  for (const [, name] of line.matchAll(/\{([a-z]+)\}/gi)) options = { ...options, ...PARTS[name!] };
  if (Object.keys(options).length === 0) return null;
  // Seconds alone read as a bare number ("5"): with their minute they read as a time ("04:05").
  if (options.second && !options.minute) options = { minute: '2-digit', ...options };
  return options;
}

/** uPlot's `fmtDate` option for `locale`: a template's dates as `locale` writes them. */
export function chartDates(locale: string): (template: string) => DateText {
  return (template) => {
    const lines = template.split('\n').map((line) => {
      const options = optionsOf(line);
      if (!options) return () => line;
      const format = new Intl.DateTimeFormat(locale, options);
      return (date: Date) => format.format(date);
    });
    return (date) => lines.map((line) => line(date)).join('\n');
  };
}

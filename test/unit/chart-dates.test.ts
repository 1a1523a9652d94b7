// The timeline chart's dates (uPlot's fmtDate option) in the language shown: uPlot's own templates,
// written as American English by uPlot, come out in German order, names and 24-hour clock.
import { describe, expect, it } from 'vitest';
import { chartDates } from '../../renderer/ui/charts/chart-dates';

// 14 March 2026, 15:04:05.123, this computer's local time (as uPlot's axis gives it).
const AT = new Date(2026, 2, 14, 15, 4, 5, 123);

describe('the chart’s dates', () => {
  const german = chartDates('de');
  const english = chartDates('en');

  it('names the month in the language shown', () => {
    expect(german('{MMMM}')(AT)).toBe('März');
    expect(english('{MMMM}')(AT)).toBe('March');
    expect(german('{WWWW}')(AT)).toBe('Samstag');
  });

  it('writes a day, a time and the year in the locale’s order and clock', () => {
    expect(german('{M}/{D}')(AT)).toBe('14.3.');
    expect(english('{M}/{D}')(AT)).toBe('3/14');
    expect(german('{h}:{mm}{aa}')(AT)).toBe('15:04');
    expect(english('{h}:{mm}{aa}')(AT)).toMatch(/^3:04\sPM$/);
    // The legend's time, uPlot's "{YYYY}-{MM}-{DD} {h}:{mm}{aa}".
    expect(german('{YYYY}-{MM}-{DD} {h}:{mm}{aa}')(AT)).toBe('14.03.2026, 15:04');
  });

  it('formats each line of a tick on its own, the date under the time', () => {
    expect(german('{h}:{mm}{aa}\n{M}/{D}/{YY}')(AT)).toBe('15:04\n14.3.26');
  });

  it('gives seconds with their minute, never as a bare number', () => {
    expect(german(':{ss}')(AT)).toBe('04:05');
    expect(german(':{ss}.{fff}')(AT)).toBe('04:05,123');
  });

  it('keeps a line that names no date as it is', () => {
    expect(german('—')(AT)).toBe('—');
  });
});

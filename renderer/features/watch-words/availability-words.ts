// Availability in words, as the board's "30 days" column, the timeline and the printed report say
// it: the percentage of shared/availability-report.ts (two decimals, rounded down, so a connection
// that was down at all never reads 100.00 %) in the digits of `locale` (the language shown),
// degraded apart, and why there is no figure.
import { percentText } from '../../../shared/availability-report';
import type { FleetAvailability } from '../../../shared/watch';
import { words, type Words } from '../../i18n/words';

/** "99.93 %"; "—" when no run counted. */
export function availabilityText(a: FleetAvailability | null, locale: string): string {
  return a ? percentText(a.ratio, locale) : '—';
}

/** "0.40 % degraded"; null when nothing was degraded (or nothing counted). */
export function degradedText(a: FleetAvailability | null, locale: string): Words | null {
  return a && a.degradedRatio > 0
    ? words('watch.availability.degraded', { percent: percentText(a.degradedRatio, locale) })
    : null;
}

/** "1,440 runs counted". */
export function countedText(counted: number): Words {
  return words('watch.availability.counted', { count: counted });
}

/** Why a connection has no figure: no run of the range counted. */
export const NO_FIGURE = words('watch.availability.noFigure');

/** The title of a board cell: the figure in full, with what it counts. */
export function availabilityTitle(a: FleetAvailability | null, reading: boolean, locale: string): Words {
  if (reading) return words('watch.availability.reading');
  if (!a) return words('watch.availability.titleNone', { reason: NO_FIGURE });
  const counted = countedText(a.counted);
  return a.degradedRatio > 0
    ? words('watch.availability.titleDegraded', {
        percent: percentText(a.ratio, locale),
        degraded: percentText(a.degradedRatio, locale),
        counted,
      })
    : words('watch.availability.title', { percent: percentText(a.ratio, locale), counted });
}

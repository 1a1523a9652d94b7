// Availability in words, as the board's "30 days" column, the timeline and the printed report say
// it: the percentage of shared/availability-report.ts (two decimals, rounded down, so a connection
// that was down at all never reads 100.00 %), degraded apart, and why there is no figure.
import { percentText } from '../../../shared/availability-report';
import type { FleetAvailability } from '../../../shared/watch';

/** "99.93 %"; "—" when no run counted. */
export function availabilityText(a: FleetAvailability | null): string {
  return a ? percentText(a.ratio) : '—';
}

/** "0.40 % degraded"; null when nothing was degraded (or nothing counted). */
export function degradedText(a: FleetAvailability | null): string | null {
  return a && a.degradedRatio > 0 ? `${percentText(a.degradedRatio)} degraded` : null;
}

/** "1,440 runs counted". */
export function countedText(counted: number): string {
  return `${counted.toLocaleString()} ${counted === 1 ? 'run' : 'runs'} counted`;
}

/** Why a connection has no figure: no run of the range counted. */
export const NO_FIGURE =
  'No run counted: none was made, or each was in a maintenance window, while this computer was offline or without a token here.';

/** The title of a board cell: the figure in full, with what it counts. */
export function availabilityTitle(a: FleetAvailability | null, reading: boolean): string {
  if (reading) return 'Reading the history…';
  if (!a) return `Last 30 days: ${NO_FIGURE}`;
  const degraded =
    a.degradedRatio > 0
      ? `, of which ${percentText(a.degradedRatio)} degraded (answered, breaking the specification)`
      : ', none degraded';
  return `Last 30 days: ${percentText(a.ratio)} answered${degraded}; ${countedText(a.counted)}. Availability = (up + degraded) / counted runs.`;
}

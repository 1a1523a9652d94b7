// The availability of the range the timeline shows, by the rule of shared/availability.ts, counted
// in main from the runs themselves (getAvailability; the chart's stretches are decimated, so they
// cannot be counted here): "Availability 99.20 % · 0.30 % degraded · 1,440 runs counted" ("none
// degraded" when no run was).
import type { ReportLine } from '../../../shared/availability-report';
import { percentText } from '../../../shared/availability-report';
import { useText } from '../../i18n/useText';
import { countedText, NO_FIGURE } from '../watch-words/availability-words';

export function AvailabilityFigure({ line, rangeText }: { line: ReportLine | null; rangeText: string }) {
  const text = useText();
  if (!line) return null;
  if (line.availability === null || line.degraded === null)
    return (
      <p className="timeline__availability">
        Availability in {rangeText}: <strong>—</strong> <span className="muted">{text(NO_FIGURE)}</span>
      </p>
    );
  return (
    <p
      className="timeline__availability"
      title="Availability = (up + degraded) / counted runs; degraded runs answered but broke the specification. Runs in a maintenance window, while this computer was offline or without a token here are not counted."
    >
      Availability <strong>{percentText(line.availability)}</strong>
      {' · '}
      {line.degradedRuns > 0 ? `${percentText(line.degraded)} degraded` : 'none degraded'}
      {' · '}
      {text(countedText(line.counted))}
      {line.incidents > 0 &&
        ` · ${line.incidents.toLocaleString()} ${line.incidents === 1 ? 'incident' : 'incidents'}`}
      <span className="visually-hidden"> in {rangeText}</span>
    </p>
  );
}

// The availability of the range the timeline shows, by the rule of shared/availability.ts, counted
// in main from the runs themselves (getAvailability; the chart's stretches are decimated, so they
// cannot be counted here): "Availability 99.20 % · 0.30 % degraded · 1,440 runs counted" ("none
// degraded" when no run was).
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReportLine } from '../../../shared/availability-report';
import { percentText } from '../../../shared/availability-report';
import { useText } from '../../i18n/useText';
import { countedText, NO_FIGURE } from '../watch-words/availability-words';

// Between the figures, and before hidden words; in every language.
const SEPARATOR = ' · ';
const SPACE = ' ';
const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
const muted = (chunks: ReactNode[]) => <span className="muted">{chunks}</span>;

export function AvailabilityFigure({ line, rangeText }: { line: ReportLine | null; rangeText: string }) {
  const text = useText();
  const { locale } = useIntl();
  if (!line) return null;
  if (line.availability === null || line.degraded === null)
    return (
      <p className="timeline__availability">
        <FormattedMessage
          id="timeline.availability.none"
          values={{ range: rangeText, reason: text(NO_FIGURE), b: strong, muted }}
        />
      </p>
    );
  return (
    <p className="timeline__availability" title={text('timeline.availability.title')}>
      <FormattedMessage
        id="timeline.availability.figure"
        values={{ percent: percentText(line.availability, locale), b: strong }}
      />
      {SEPARATOR}
      {line.degradedRuns > 0
        ? text('watch.availability.degraded', { percent: percentText(line.degraded, locale) })
        : text('timeline.availability.noneDegraded')}
      {SEPARATOR}
      {text(countedText(line.counted))}
      {line.incidents > 0 && SEPARATOR}
      {line.incidents > 0 && text('timeline.availability.incidents', { count: line.incidents })}
      <span className="visually-hidden">
        {SPACE}
        {text('timeline.availability.inRange', { range: rangeText })}
      </span>
    </p>
  );
}

// The availability report as printed (Print… or Save as PDF… of "Availability report…"): the
// Markdown report's table (shared/availability-report.ts: the same columns, percentages rounded
// down, durations in words), only on paper. While it is in the page the fleet board and its
// timeline are not printed (print.css).
import { FormattedMessage, useIntl } from 'react-intl';
import { percentText, type AvailabilityReport } from '../../../shared/availability-report';
import { durationWordsOf } from '../../../shared/duration-text';
import type { MessageId } from '../../i18n/messages/en';
import { useAppStore } from '../../store';
import { msText } from '../watch-words/fleet-text';
import { useText } from '../../i18n/useText';

const COLUMNS: readonly MessageId[] = [
  'fleet.print.connection',
  'fleet.print.availability',
  'fleet.print.degraded',
  'fleet.print.counted',
  'fleet.print.down',
  'fleet.print.incidents',
  'fleet.print.longest',
  'fleet.print.median',
];

const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const;
// No figure in a cell; the same in every language.
const NONE = '–';

export function AvailabilityPrint() {
  const report = useAppStore((s) => s.availabilityPrint);
  if (!report) return null;
  return <AvailabilityTable report={report} />;
}

function AvailabilityTable({ report }: { report: AvailabilityReport }) {
  const intl = useIntl();
  const text = useText();
  const number = (n: number) => intl.formatNumber(n);
  return (
    <section className="print-only availability-print" aria-labelledby="availability-print-title">
      <h2 id="availability-print-title">
        <FormattedMessage id="fleet.print.title" />
      </h2>
      <p>
        <FormattedMessage
          id="fleet.print.intro"
          values={{ from: intl.formatDate(report.from, WHEN), to: intl.formatDate(report.to, WHEN) }}
        />
      </p>
      <table className="availability-print__table" aria-labelledby="availability-print-title">
        <thead>
          <tr>
            {COLUMNS.map((id) => (
              <th key={id} scope="col">
                <FormattedMessage id={id} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.connections.map((line, i) => (
            <tr key={i}>
              <th scope="row">
                {line.name}
                {line.baseUrl && <span className="availability-print__url">{line.baseUrl}</span>}
              </th>
              <td>{percentText(line.availability, intl.locale)}</td>
              <td>{percentText(line.degraded, intl.locale)}</td>
              <td>{number(line.counted)}</td>
              <td>{number(line.downRuns)}</td>
              <td>{number(line.incidents)}</td>
              <td>{line.incidents > 0 ? text(durationWordsOf(line.longestIncidentMs)) : NONE}</td>
              <td>{line.medianResponseMs === null ? NONE : msText(line.medianResponseMs, text)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

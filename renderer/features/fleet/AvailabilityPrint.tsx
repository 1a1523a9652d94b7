// The availability report as printed (Print… or Save as PDF… of "Availability report…"): the
// Markdown report's table (shared/availability-report.ts: the same columns, percentages rounded
// down, durations in words), only on paper. While it is in the page the fleet board and its
// timeline are not printed (print.css).
import { percentText, type AvailabilityReport } from '../../../shared/availability-report';
import { durationWords } from '../../../shared/duration-text';
import { useAppStore } from '../../store';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function AvailabilityPrint() {
  const report = useAppStore((s) => s.availabilityPrint);
  if (!report) return null;
  return <AvailabilityTable report={report} />;
}

function AvailabilityTable({ report }: { report: AvailabilityReport }) {
  return (
    <section className="print-only availability-print" aria-labelledby="availability-print-title">
      <h2 id="availability-print-title">Availability</h2>
      <p>
        From {when.format(report.from)} to {when.format(report.to)}. Availability = (up + degraded) / counted
        runs; degraded runs answered but broke the specification. Not counted: runs in a maintenance window,
        while this computer was offline, without a token here, or with a usage error.
      </p>
      <table className="availability-print__table" aria-labelledby="availability-print-title">
        <thead>
          <tr>
            <th scope="col">Connection</th>
            <th scope="col">Availability</th>
            <th scope="col">Degraded</th>
            <th scope="col">Counted runs</th>
            <th scope="col">Down runs</th>
            <th scope="col">Incidents</th>
            <th scope="col">Longest incident</th>
            <th scope="col">Median response</th>
          </tr>
        </thead>
        <tbody>
          {report.connections.map((line, i) => (
            <tr key={i}>
              <th scope="row">
                {line.name}
                {line.baseUrl && <span className="availability-print__url">{line.baseUrl}</span>}
              </th>
              <td>{percentText(line.availability)}</td>
              <td>{percentText(line.degraded)}</td>
              <td>{line.counted.toLocaleString()}</td>
              <td>{line.downRuns.toLocaleString()}</td>
              <td>{line.incidents.toLocaleString()}</td>
              <td>{line.incidents > 0 ? durationWords(line.longestIncidentMs) : '–'}</td>
              <td>
                {line.medianResponseMs === null
                  ? '–'
                  : `${Math.round(line.medianResponseMs).toLocaleString()} ms`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

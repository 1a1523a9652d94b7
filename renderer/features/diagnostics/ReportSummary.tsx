// The head of a report: the verdict (as `retail-inspector check` words it) with how many checks
// passed, warned and failed, which connection and address were checked and when, and the exports.
// A run that could not check (a refused call, a wrong address, no answer) is neutral, not red: it
// found no violation; it says why, and where the API answers when that was found.
import type { DiagnosticsReport } from '../../../shared/ipc-contract';
import { CAUSE_ADVICE } from '../../../shared/outcome';
import { statusCounts, verdictText } from '../../../shared/report-markdown';
import { clockText } from '../../ui/time-text';
import { ExportButtons } from './ExportButtons';
import { StatusMark, type MarkStatus } from '../../ui/StatusMark';

function markOf(report: DiagnosticsReport, warnings: number): MarkStatus {
  if (report.outcome === 'not-checked') return 'not-checked';
  if (report.outcome === 'violates') return 'fail';
  return warnings > 0 ? 'warn' : 'pass';
}

export function ReportSummary({ report }: { report: DiagnosticsReport }) {
  const counts = statusCounts(report);
  const verdict = verdictText(report);
  const status = markOf(report, counts.warn);
  // The failed call that decided "not checked", so the reader need not look for it in the list.
  const firstFailure = report.checks.find((check) => check.status === 'fail');
  const label = verdict[0]!.toUpperCase() + verdict.slice(1) + (status === 'warn' ? ', with warnings' : '');
  return (
    <div className={`verdict verdict--${status}`}>
      <div className="verdict__main">
        {/* The report's heading: a screen reader's list of headings goes straight to the verdict. */}
        <h3 className="verdict__title">
          <StatusMark status={status} label={label} />
        </h3>
        {report.cause && <p className="verdict__cause">{CAUSE_ADVICE[report.cause]}</p>}
        {report.cause && firstFailure && (
          <p className="verdict__cause">
            <span className="verdict__label">What stopped it:</span> {firstFailure.message}
          </p>
        )}
        {report.suggestedBaseUrl && (
          <p className="verdict__cause">
            The API answers at <code className="value--url">{report.suggestedBaseUrl}</code>: use it as the
            connection’s address.
          </p>
        )}
        <p className="verdict__counts">
          {counts.pass} passed · {counts.warn} {counts.warn === 1 ? 'warning' : 'warnings'} · {counts.fail}{' '}
          failed
        </p>
        <dl className="verdict__facts">
          <div>
            <dt>Connection</dt>
            <dd>{report.connectionName}</dd>
          </div>
          <div>
            <dt>Base URL</dt>
            <dd className="value--url">{report.baseUrl || 'not callable'}</dd>
          </div>
          <div>
            <dt>Checked at</dt>
            <dd>
              <time dateTime={report.checkedAt}>{clockText(report.checkedAt)}</time>
            </dd>
          </div>
        </dl>
      </div>
      <ExportButtons />
    </div>
  );
}

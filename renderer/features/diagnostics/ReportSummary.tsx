// The head of a report: the verdict (as `retail-inspector check` words it) with how many checks
// passed, warned and failed, which connection and address were checked and when, and the exports.
import type { CheckStatus } from '../../../shared/check-report';
import type { DiagnosticsReport } from '../../../shared/ipc-contract';
import { statusCounts, verdictText } from '../../../shared/report-markdown';
import { clockText } from '../../ui/time-text';
import { ExportButtons } from './ExportButtons';
import { StatusMark } from './StatusMark';

export function ReportSummary({ report }: { report: DiagnosticsReport }) {
  const counts = statusCounts(report);
  const verdict = verdictText(report);
  const status: CheckStatus = report.exitCode !== 0 ? 'fail' : counts.warn > 0 ? 'warn' : 'pass';
  const label = verdict[0]!.toUpperCase() + verdict.slice(1) + (status === 'warn' ? ', with warnings' : '');
  return (
    <div className={`verdict verdict--${status}`}>
      <div className="verdict__main">
        {/* The report's heading: a screen reader's list of headings goes straight to the verdict. */}
        <h3 className="verdict__title">
          <StatusMark status={status} label={label} />
        </h3>
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

// The head of a report: the verdict (as `retail-inspector check` words it) with how many checks
// passed, warned and failed, which connection and address were checked and when, and the exports.
// A run that could not check (a refused call, a wrong address, no answer) is neutral, not red: it
// found no violation; it says why, and where the API answers when that was found.
import type { DiagnosticsReport } from '../../../shared/ipc-contract';
import { causeAdviceWords, outcomeWords } from '../../../shared/outcome';
import { statusCounts } from '../../../shared/report-markdown';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useText } from '../../i18n/useText';
import { clockText } from '../../ui/time-text';
import { useCheckText } from './check-text';
import { ExportButtons } from './ExportButtons';
import { StatusMark, type MarkStatus } from '../../ui/StatusMark';

// Between a label and its text; the same in every language.
const SPACE = ' ';

const url = (chunks: ReactNode[]) => <code className="value--url">{chunks}</code>;

function markOf(report: DiagnosticsReport, warnings: number): MarkStatus {
  if (report.outcome === 'not-checked') return 'not-checked';
  if (report.outcome === 'violates') return 'fail';
  return warnings > 0 ? 'warn' : 'pass';
}

/** `connection`: the report's connection as the user knows it (the demo's in the language shown). */
export function ReportSummary({ report, connection }: { report: DiagnosticsReport; connection: string }) {
  const counts = statusCounts(report);
  const status = markOf(report, counts.warn);
  // The failed call that decided "not checked", so the reader need not look for it in the list.
  const firstFailure = report.checks.find((check) => check.status === 'fail');
  const t = useText();
  const checkText = useCheckText();
  const { locale } = useIntl();
  // The verdict is the CLI's words (shared/outcome.ts), in the language shown.
  const verdict = t(outcomeWords(report));
  const capital = verdict[0]!.toUpperCase() + verdict.slice(1);
  const label = status === 'warn' ? t('diagnostics.withWarnings', { verdict: capital }) : capital;
  return (
    <div className={`verdict verdict--${status}`}>
      <div className="verdict__main">
        {/* The report's heading: a screen reader's list of headings goes straight to the verdict. */}
        <h3 className="verdict__title">
          <StatusMark status={status} label={label} />
        </h3>
        {report.cause && <p className="verdict__cause">{t(causeAdviceWords(report.cause))}</p>}
        {report.cause && firstFailure && (
          <p className="verdict__cause">
            <span className="verdict__label">{t('diagnostics.stopped')}</span>
            {SPACE}
            {checkText(firstFailure).message}
          </p>
        )}
        {report.suggestedBaseUrl && (
          <p className="verdict__cause">
            <FormattedMessage
              id="diagnostics.answersAt"
              values={{ url: report.suggestedBaseUrl, code: url }}
            />
          </p>
        )}
        <p className="verdict__counts">{t('diagnostics.counts', { ...counts })}</p>
        <dl className="verdict__facts">
          <div>
            <dt>{t('diagnostics.connection')}</dt>
            <dd>{connection}</dd>
          </div>
          <div>
            <dt>{t('diagnostics.baseUrl')}</dt>
            <dd className="value--url">{report.baseUrl || t('diagnostics.notCallable')}</dd>
          </div>
          <div>
            <dt>{t('diagnostics.checkedAt')}</dt>
            <dd>
              <time dateTime={report.checkedAt}>{clockText(report.checkedAt, Date.now(), locale)}</time>
            </dd>
          </div>
        </dl>
      </div>
      <ExportButtons />
    </div>
  );
}

// The diagnostics view: every check of `retail-inspector check` against the active connection, with
// progress and Cancel while they run, then the verdict, each check with its evidence, the calls with
// their timings and curl commands, the versions, the crash dumps kept (desktop app), and the
// exports. A failed or cancelled run keeps the report already shown.
import { useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useText } from '../../i18n/useText';
import { outcomeWords } from '../../../shared/outcome';
import { statusCounts } from '../../../shared/report-markdown';
import { useAppStore } from '../../store';
import {
  selectActiveProfile,
  selectDiagnosticsFailure,
  selectDiagnosticsReport,
  selectDiagnosticsStartedAt,
  selectDiagnosticsStatus,
} from '../../store/selectors';
import { EmptyState } from '../../ui/EmptyState';
import { FailureState } from '../../ui/FailureState';
import { LoadProgress } from '../../ui/LoadProgress';
import { CallList } from './CallList';
import { CheckList } from './CheckList';
import { CrashDumpList } from './CrashDumpList';
import { EnvironmentList } from './EnvironmentList';
import { ReportSummary } from './ReportSummary';
import './diagnostics.css';
import './report-body.css';
import { useConnectionName } from '../../ui/useConnectionName';

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
const code = (chunks: ReactNode[]) => <code>{chunks}</code>;

function Report({ dimmed }: { dimmed: boolean }) {
  const report = useAppStore(selectDiagnosticsReport);
  const profileId = useAppStore((s) => s.diagnosticsProfileId);
  const nameOf = useConnectionName();
  const t = useText();
  if (!report) return null;
  const connection = profileId
    ? nameOf({ id: profileId, name: report.connectionName })
    : report.connectionName;
  return (
    <div className={dimmed ? 'diagnostics__report refreshing' : 'diagnostics__report'}>
      <ReportSummary report={report} connection={connection} />
      <section className="diagnostics__section" aria-labelledby="diagnostics-checks">
        <h3 id="diagnostics-checks" className="diagnostics__subheading">
          {t('diagnostics.checks')}
        </h3>
        <CheckList checks={report.checks} />
      </section>
      <div className="diagnostics__columns">
        <section className="diagnostics__section" aria-labelledby="diagnostics-calls">
          <h3 id="diagnostics-calls" className="diagnostics__subheading">
            {t('diagnostics.calls')}
          </h3>
          <CallList report={report} />
        </section>
        <section className="diagnostics__section" aria-labelledby="diagnostics-environment">
          <h3 id="diagnostics-environment" className="diagnostics__subheading">
            {t('diagnostics.environment')}
          </h3>
          <EnvironmentList environment={report.environment} />
        </section>
      </div>
      {report.crashDumps && (
        <section className="diagnostics__section" aria-labelledby="diagnostics-crashes">
          <h3 id="diagnostics-crashes" className="diagnostics__subheading">
            {t('diagnostics.crashDumps')}
          </h3>
          <CrashDumpList crashes={report.crashDumps} />
        </section>
      )}
    </div>
  );
}

// Heard when a run ends: the verdict and the counts (the region exists before, so the change is read).
function Announcement() {
  const status = useAppStore(selectDiagnosticsStatus);
  const report = useAppStore(selectDiagnosticsReport);
  const t = useText();
  let text = '';
  if (status === 'ready' && report) {
    // The verdict is the CLI's words (shared/outcome.ts), in the language shown.
    text = t('diagnostics.announce', { verdict: outcomeWords(report), ...statusCounts(report) });
  }
  return (
    <p className="visually-hidden" role="status">
      {text}
    </p>
  );
}

function State({ onRetry }: { onRetry: () => void }) {
  const status = useAppStore(selectDiagnosticsStatus);
  const failure = useAppStore(selectDiagnosticsFailure);
  const hasReport = useAppStore((s) => selectDiagnosticsReport(s) !== null);
  const t = useText();
  if (status === 'failed' && failure)
    return <FailureState what={t('diagnostics.what')} failure={failure} onRetry={onRetry} />;
  if (status === 'cancelled')
    return (
      <p className="diagnostics__note" role="status">
        {t('diagnostics.cancelled', { before: hasReport ? 'yes' : 'no' })}
      </p>
    );
  if (status === 'idle' && !hasReport)
    return (
      <EmptyState title={t('diagnostics.empty')}>
        <p className="state__advice">
          <FormattedMessage id="diagnostics.emptyAdvice" values={{ code }} />
        </p>
      </EmptyState>
    );
  return null;
}

export function DiagnosticsView() {
  const nameOf = useConnectionName();
  const profile = useAppStore(selectActiveProfile);
  const status = useAppStore(selectDiagnosticsStatus);
  const startedAt = useAppStore(selectDiagnosticsStartedAt);
  const run = useAppStore((s) => s.runDiagnostics);
  const cancel = useAppStore((s) => s.cancelDiagnostics);
  const hasReport = useAppStore((s) => selectDiagnosticsReport(s) !== null);
  const runButton = useRef<HTMLButtonElement>(null);
  const t = useText();
  const running = status === 'running';
  const start = () => {
    if (profile && !running) void run(profile.id);
  };

  return (
    <section className="panel diagnostics" aria-labelledby="diagnostics-heading">
      <div className="panel__header">
        <div className="diagnostics__title">
          <h2 id="diagnostics-heading" className="panel__heading">
            {t('diagnostics.heading')}
          </h2>
          <p className="diagnostics__intro">
            {profile ? (
              <FormattedMessage id="diagnostics.intro" values={{ name: nameOf(profile), strong }} />
            ) : (
              t('diagnostics.loadingConnections')
            )}
          </p>
        </div>
        {/* Not disabled while running: a disabled button would drop the focus of whoever clicked it. */}
        <button
          ref={runButton}
          type="button"
          className="button button--primary"
          aria-disabled={!profile || running}
          onClick={start}
        >
          {t('diagnostics.run')}
        </button>
      </div>
      {running && (
        <LoadProgress
          text={t('diagnostics.running')}
          startedAt={startedAt}
          compact={hasReport}
          onCancel={() => {
            cancel();
            // The Cancel button goes away with the progress; the focus goes back to where it began.
            runButton.current?.focus();
          }}
        />
      )}
      <Announcement />
      <State onRetry={start} />
      <Report dimmed={running} />
    </section>
  );
}

// The diagnostics view: every check of `retail-inspector check` against the active connection, with
// progress and Cancel while they run, then the verdict, each check with its evidence, the calls with
// their timings and curl commands, the versions, the crash dumps kept (desktop app), and the
// exports. A failed or cancelled run keeps the report already shown.
import { useRef } from 'react';
import { statusCounts, verdictText } from '../../../shared/report-markdown';
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

function Report({ dimmed }: { dimmed: boolean }) {
  const report = useAppStore(selectDiagnosticsReport);
  if (!report) return null;
  return (
    <div className={dimmed ? 'diagnostics__report refreshing' : 'diagnostics__report'}>
      <ReportSummary report={report} />
      <section className="diagnostics__section" aria-labelledby="diagnostics-checks">
        <h3 id="diagnostics-checks" className="diagnostics__subheading">
          Checks
        </h3>
        <CheckList checks={report.checks} />
      </section>
      <div className="diagnostics__columns">
        <section className="diagnostics__section" aria-labelledby="diagnostics-calls">
          <h3 id="diagnostics-calls" className="diagnostics__subheading">
            Calls
          </h3>
          <CallList report={report} />
        </section>
        <section className="diagnostics__section" aria-labelledby="diagnostics-environment">
          <h3 id="diagnostics-environment" className="diagnostics__subheading">
            Environment
          </h3>
          <EnvironmentList environment={report.environment} />
        </section>
      </div>
      {report.crashDumps && (
        <section className="diagnostics__section" aria-labelledby="diagnostics-crashes">
          <h3 id="diagnostics-crashes" className="diagnostics__subheading">
            Crash dumps
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
  let text = '';
  if (status === 'ready' && report) {
    const counts = statusCounts(report);
    text = `Checks done: ${verdictText(report)}. ${counts.pass} passed, ${counts.warn} ${counts.warn === 1 ? 'warning' : 'warnings'}, ${counts.fail} failed.`;
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
  if (status === 'failed' && failure)
    return <FailureState what="The checks" failure={failure} onRetry={onRetry} />;
  if (status === 'cancelled')
    return (
      <p className="diagnostics__note" role="status">
        The checks were cancelled{hasReport ? '; the report below is from the run before.' : '.'}
      </p>
    );
  if (status === 'idle' && !hasReport)
    return (
      <EmptyState title="No checks run yet.">
        <p className="state__advice">
          Run checks calls both operations of the connection in use and checks every rule of the
          specification, as <code>retail-inspector check</code> does. The report can be exported for a ticket.
        </p>
      </EmptyState>
    );
  return null;
}

export function DiagnosticsView() {
  const profile = useAppStore(selectActiveProfile);
  const status = useAppStore(selectDiagnosticsStatus);
  const startedAt = useAppStore(selectDiagnosticsStartedAt);
  const run = useAppStore((s) => s.runDiagnostics);
  const cancel = useAppStore((s) => s.cancelDiagnostics);
  const hasReport = useAppStore((s) => selectDiagnosticsReport(s) !== null);
  const runButton = useRef<HTMLButtonElement>(null);
  const running = status === 'running';
  const start = () => {
    if (profile && !running) void run(profile.id);
  };

  return (
    <section className="panel diagnostics" aria-labelledby="diagnostics-heading">
      <div className="panel__header">
        <div className="diagnostics__title">
          <h2 id="diagnostics-heading" className="panel__heading">
            Diagnostics
          </h2>
          <p className="diagnostics__intro">
            {profile ? (
              <>
                Checks <strong>{profile.name}</strong> against the specification of the API v2.
              </>
            ) : (
              'Loading the connections…'
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
          Run checks
        </button>
      </div>
      {running && (
        <LoadProgress
          text="Running the checks…"
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

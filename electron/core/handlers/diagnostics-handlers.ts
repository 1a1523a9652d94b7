/** Handlers of the diagnostics view: run the checks of `retail-inspector check`, export the report. */
import { diagnose } from '../diagnostics/build-report';
import { exportReport } from '../diagnostics/export-report';
import { createReportStore } from '../diagnostics/report-store';
import type { HandlerContext, HandlerDeps, Handlers } from './handler-types';

export function createDiagnosticsHandlers(
  deps: Pick<HandlerDeps, 'client' | 'fetch' | 'environment' | 'profiles' | 'dialogs' | 'crashDumps'>,
  context: HandlerContext,
): Pick<Handlers, 'runDiagnostics' | 'exportReport'> {
  const reports = createReportStore();
  const maskSecrets = (text: string) => deps.profiles.maskSecrets(text);
  return {
    async runDiagnostics({ profileId, callId }) {
      const target = await context.installationFor(profileId);
      const report = await context.cancellable(callId, (signal) =>
        diagnose(
          {
            client: deps.client,
            fetch: deps.fetch,
            environment: deps.environment,
            maskSecrets,
            crashDumps: deps.crashDumps,
          },
          target,
          signal,
        ),
      );
      reports.keep(report);
      return report;
    },
    // Async, so an unknown id rejects rather than throws.
    exportReport: async ({ reportId, format }) =>
      exportReport(reports.get(reportId), format, deps.dialogs, maskSecrets),
  };
}

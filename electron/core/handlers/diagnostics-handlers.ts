/** Handlers of the diagnostics view: run the checks of `retail-inspector check`, export the report. */
import type { HandlerDeps, Handlers } from './index';
import { diagnose } from '../diagnostics/build-report';
import { exportReport } from '../diagnostics/export-report';
import { createReportStore } from '../diagnostics/report-store';
import type { ToolContext } from './handler-types';

export function createDiagnosticsHandlers(
  deps: HandlerDeps,
  tools: ToolContext,
): Pick<Handlers, 'runDiagnostics' | 'exportReport'> {
  const reports = createReportStore();
  const maskSecrets = (text: string) => deps.profiles.maskSecrets(text);
  return {
    async runDiagnostics({ profileId, callId }) {
      const target = await tools.installationFor(profileId);
      const report = await tools.cancellable(callId, (signal) =>
        diagnose(
          { client: deps.client, fetch: deps.fetch, environment: deps.environment, maskSecrets },
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

// The diagnostics view: the checks of `retail-inspector check` run against the active connection,
// the last report, and its export. Main keeps every report it made; the renderer exports one by its
// id, so what is saved is exactly what main built (token-free). A cancelled or failed run keeps the
// report already shown.
import type { Bridge } from '../bridge';
import { callId, fromHost } from './load-state';
import type { SliceCreator } from './state/app-state';
import { exportStateOf } from './state/export-state';
import type { DiagnosticsSlice } from './state/diagnostics-state';

export const createDiagnosticsSlice =
  (bridge: Bridge): SliceCreator<DiagnosticsSlice> =>
  (set, get) => {
    let latest = 0;
    let cancelled = 0;
    const id = callId('diagnostics');
    return {
      diagnosticsReport: null,
      diagnosticsProfileId: null,
      diagnosticsStatus: 'idle',
      diagnosticsFailure: null,
      diagnosticsStartedAt: null,
      diagnosticsExport: null,
      async runDiagnostics(profileId) {
        const mine = ++latest;
        set({ diagnosticsStatus: 'running', diagnosticsFailure: null, diagnosticsStartedAt: Date.now() });
        const loaded = fromHost(await bridge.runDiagnostics({ profileId, callId: id }));
        if (mine !== latest) return;
        // Main answers a cancelled run with a report of the cancelled call; the user asked for none.
        if (cancelled === mine) set({ diagnosticsStatus: 'cancelled', diagnosticsStartedAt: null });
        else if (!loaded.ok)
          set({
            diagnosticsStatus: 'failed',
            diagnosticsFailure: loaded.failure,
            diagnosticsStartedAt: null,
          });
        else
          set({
            diagnosticsReport: loaded.data,
            diagnosticsProfileId: profileId,
            diagnosticsStatus: 'ready',
            diagnosticsStartedAt: null,
            diagnosticsExport: null,
          });
      },
      cancelDiagnostics() {
        if (get().diagnosticsStatus !== 'running') return;
        cancelled = latest;
        void bridge.cancelCall({ callId: id });
      },
      async exportDiagnostics(format) {
        const report = get().diagnosticsReport;
        if (!report) return null;
        set({ diagnosticsExport: { status: 'busy', format } });
        // The calls behind the report are in the request log: 'har' exports the whole log.
        const result =
          format === 'har'
            ? await bridge.exportRequestsHar({})
            : await bridge.exportReport({ reportId: report.reportId, format });
        // A newer report arrived meanwhile: this export's words are about one no longer shown.
        if (get().diagnosticsReport !== report) return result.ok ? result.value : null;
        if (!result.ok) {
          set({ diagnosticsExport: { status: 'failed', format, message: result.error.message } });
          return null;
        }
        set({ diagnosticsExport: exportStateOf(result.value, format) });
        return result.value;
      },
    };
  };

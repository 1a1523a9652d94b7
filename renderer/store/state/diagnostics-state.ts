// The diagnostics slice's state and actions (diagnostics-slice.ts): the checks, the report, its export.
import type { DiagnosticsReport, ExportOutcome } from '../../../shared/ipc-contract';
import type { LoadFailure } from '../load-state';
import type { ExportState } from './export-state';

/** Where the checks stand. */
export type DiagnosticsStatus = 'idle' | 'running' | 'ready' | 'cancelled' | 'failed';

/** The formats a report is exported in; 'har' is the request log beside it, as a HAR file. */
export type ExportFormat = 'json' | 'markdown' | 'har';

/** How the last export went, for the words beside the export buttons. */
export type DiagnosticsExportState = ExportState<ExportFormat>;

export interface DiagnosticsSlice {
  /** The last report that arrived; kept when a later run fails or is cancelled. */
  readonly diagnosticsReport: DiagnosticsReport | null;
  /** The connection that report is of (its name is said in the language shown, the demo's too). */
  readonly diagnosticsProfileId: string | null;
  readonly diagnosticsStatus: DiagnosticsStatus;
  /** Why the last run failed (the host refused it), or null. */
  readonly diagnosticsFailure: LoadFailure | null;
  /** When the run under way started (ms since the epoch), or null. */
  readonly diagnosticsStartedAt: number | null;
  readonly diagnosticsExport: DiagnosticsExportState | null;
  /** Runs the checks against `profileId`; a newer run replaces one under way. */
  runDiagnostics(profileId: string): Promise<void>;
  /** Cancels the run under way; the report shown stays. */
  cancelDiagnostics(): void;
  /**
   * Exports the report shown. Resolves with the outcome; a 'download' outcome (a host without save
   * dialogs) is for the caller to hand to the browser.
   */
  exportDiagnostics(format: ExportFormat): Promise<ExportOutcome | null>;
}

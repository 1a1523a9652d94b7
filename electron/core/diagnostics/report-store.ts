/**
 * The diagnostics reports main keeps for export, by id. Export takes an id, never a report from the
 * renderer, so what is saved is exactly what main built (token-free). Only the newest few are kept:
 * a session that runs the checks all day holds a bounded amount.
 */
import type { DiagnosticsReport } from '../../../shared/ipc-contract';
import { AppError } from '../lib/app-error';

/** How many reports are kept by default. */
export const KEPT_REPORTS = 20;

/** A store of the last `limit` reports; the oldest is dropped when a new one comes. */
export function createReportStore(limit = KEPT_REPORTS) {
  const reports = new Map<string, DiagnosticsReport>();
  return {
    keep(report: DiagnosticsReport): void {
      reports.delete(report.reportId);
      reports.set(report.reportId, report);
      // A Map iterates in insertion order: the first key is the oldest report.
      while (reports.size > limit) reports.delete(reports.keys().next().value!);
    },
    /** The report `reportId`; throws INVALID_ARGUMENT when it was never made or is no longer kept. */
    get(reportId: string): DiagnosticsReport {
      const report = reports.get(reportId);
      if (!report)
        throw new AppError(
          'INVALID_ARGUMENT',
          `This report is no longer kept (only the last ${limit} are); run the checks again to export it.`,
        );
      return report;
    },
  };
}

/** A report store's type. */
export type ReportStore = ReturnType<typeof createReportStore>;

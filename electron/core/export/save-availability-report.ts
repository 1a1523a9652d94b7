/**
 * Saves the availability report (shared/availability-report.ts writes its text, the one writer the
 * command line's `report` uses too) as the other exports are saved: through the host's save dialog,
 * written atomically; where the host has no dialogs (the web host), handed back for the browser to
 * save. Fails with FILE_ACCESS, naming the file and the reason, when the chosen file cannot be written.
 */
import type { ExportOutcome } from '../../../shared/ipc-contract';
import { reportText, type AvailabilityReport, type ReportFormat } from '../../../shared/availability-report';
import type { FileDialogs } from '../platform/file-dialogs';
import { saveTextFile } from './save-text-file';

const FORMATS = {
  markdown: { label: 'Markdown', extension: 'md', mimeType: 'text/markdown; charset=utf-8' },
  csv: { label: 'CSV', extension: 'csv', mimeType: 'text/csv; charset=utf-8' },
  json: { label: 'JSON', extension: 'json', mimeType: 'application/json' },
} as const satisfies Record<ReportFormat, { label: string; extension: string; mimeType: string }>;

/** "availability-2026-11-01-to-2026-11-30.md": the range's UTC days, as the report states its range. */
export function availabilityFileName(report: AvailabilityReport, format: ReportFormat): string {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return `availability-${day(report.from)}-to-${day(report.to)}.${FORMATS[format].extension}`;
}

/** Saves `report` (in `format`) through `dialogs`, or hands it back where there are none. */
export async function saveAvailabilityReport(
  report: AvailabilityReport,
  format: ReportFormat,
  dialogs: FileDialogs | null,
): Promise<ExportOutcome> {
  const { label, extension, mimeType } = FORMATS[format];
  const fileName = availabilityFileName(report, format);
  const text = reportText(report, format);
  return saveTextFile(
    {
      text,
      fileName,
      mimeType,
      title: 'Export the availability report',
      filter: { name: label, extension },
      what: 'The availability report',
    },
    dialogs,
  );
}

/**
 * Saves a kept diagnostics report as JSON or Markdown: through the host's save dialog, written
 * atomically (a reader never sees half a report), or, where the host has no dialogs (the web host),
 * handed back as text with a file name for the browser to save. Fails with FILE_ACCESS, naming the
 * file and the reason, when the chosen file cannot be written.
 */
import type { DiagnosticsReport, ExportOutcome } from '../../../shared/ipc-contract';
import { reportMarkdown } from '../../../shared/report-markdown';
import { AppError } from '../lib/app-error';
import { writeFileAtomic } from '../lib/atomic-write';
import { writeProblem } from '../lib/write-problem';
import type { FileDialogs } from '../platform/file-dialogs';

/** The formats a report is exported in. */
export type ReportFormat = 'json' | 'markdown';

const FORMATS = {
  json: {
    extension: 'json',
    mimeType: 'application/json',
    filter: { name: 'JSON', extensions: ['json'] },
    text: (report: DiagnosticsReport) => `${JSON.stringify(report, null, 2)}\n`,
  },
  markdown: {
    extension: 'md',
    mimeType: 'text/markdown; charset=utf-8',
    filter: { name: 'Markdown', extensions: ['md'] },
    text: reportMarkdown,
  },
} as const;

/** The report in `format`, as the file holds it. */
export function reportText(report: DiagnosticsReport, format: ReportFormat): string {
  return FORMATS[format].text(report);
}

/** The file name offered: "diagnostics-<connection>-<yyyymmdd-hhmmss>.<ext>", in UTC. */
export function reportFileName(report: DiagnosticsReport, format: ReportFormat): string {
  const name =
    report.connectionName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'connection';
  const stamp = report.checkedAt
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `diagnostics-${name}-${stamp}.${FORMATS[format].extension}`;
}

/** Exports `report`; `mask` is applied to the text once more before it leaves main. */
export async function exportReport(
  report: DiagnosticsReport,
  format: ReportFormat,
  dialogs: FileDialogs | null,
  mask: (text: string) => string,
): Promise<ExportOutcome> {
  const { mimeType, filter } = FORMATS[format];
  const text = mask(reportText(report, format));
  const fileName = reportFileName(report, format);
  if (!dialogs) return { status: 'download', fileName, mimeType, text };
  const file = await dialogs.chooseSavePath({
    title: 'Export diagnostics report',
    defaultName: fileName,
    filters: [filter],
  });
  if (file === null) return { status: 'cancelled' };
  try {
    await writeFileAtomic(file, text);
  } catch (error) {
    throw new AppError('FILE_ACCESS', `The report could not be saved as ${file}: ${writeProblem(error)}.`);
  }
  return { status: 'saved', file };
}

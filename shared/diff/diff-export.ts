/**
 * The export formats of a diff (the Changes view's Export buttons): Markdown for a ticket, JSON in
 * exactly the shape `retail-inspector diff --json` prints, CSV one row per change. Each format's
 * text, extension, content type and the file name offered.
 */
import { diffCsv } from './diff-csv';
import { diffMarkdown, type DiffLabels } from './diff-markdown';
import type { DatasetDiff } from './diff-types';

import type { DiffExportFormat } from '../changes';

// The list lives in shared/changes.ts with the contract's other Changes types (the contract may not
// import the formatters: report-markdown.ts imports the contract).
export { DIFF_EXPORT_FORMATS, type DiffExportFormat } from '../changes';

export const DIFF_EXPORT = {
  markdown: {
    label: 'Markdown',
    extension: 'md',
    mimeType: 'text/markdown; charset=utf-8',
    text: (diff: DatasetDiff, labels: DiffLabels) => `${diffMarkdown(diff, labels)}\n`,
  },
  json: {
    label: 'JSON',
    extension: 'json',
    mimeType: 'application/json',
    text: (diff: DatasetDiff) => `${JSON.stringify(diff, null, 2)}\n`,
  },
  csv: {
    label: 'CSV',
    extension: 'csv',
    mimeType: 'text/csv; charset=utf-8',
    text: (diff: DatasetDiff) => diffCsv(diff),
  },
} as const;

/** "changes-<yyyymmdd-hhmmss>.<ext>" (UTC), for the comparison made at `at`. */
export function diffExportFileName(format: DiffExportFormat, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `changes-${stamp}.${DIFF_EXPORT[format].extension}`;
}

/**
 * Saves the category list the renderer exported (CSV or JSON, formatted by shared/export/) through
 * the host's save dialog, written atomically so a spreadsheet never opens half a file; where the
 * host has no dialogs (the web host), hands the text back for the browser to save, as the
 * diagnostics export does. Fails with FILE_ACCESS, naming the file and the reason, when the chosen
 * file cannot be written.
 */
import type { ExportOutcome } from '../../../shared/ipc-contract';
import { CATEGORY_EXPORT, type CategoryExportFormat } from '../../../shared/export/category-export';
import type { FileDialogs } from '../platform/file-dialogs';
import { saveTextFile } from './save-text-file';

/** What the renderer sends: the formatted list and the file name to offer. */
export interface CategoryExport {
  readonly format: CategoryExportFormat;
  readonly fileName: string;
  readonly text: string;
}

/** Saves `exported`; `mask` is applied to the text once more before it leaves main. */
export async function saveCategoryExport(
  exported: CategoryExport,
  dialogs: FileDialogs | null,
  mask: (text: string) => string,
): Promise<ExportOutcome> {
  const { label, extension, mimeType } = CATEGORY_EXPORT[exported.format];
  const text = mask(exported.text);
  return saveTextFile(
    {
      text,
      fileName: exported.fileName,
      mimeType,
      title: 'Export categories',
      filter: { name: label, extension },
      what: 'The categories',
    },
    dialogs,
  );
}

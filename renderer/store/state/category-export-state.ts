// The category export's state and action (category-export-slice.ts): the rows shown, as CSV or JSON.
import type { CategoryExportFormat } from '../../../shared/export/category-export';
import type { ExportOutcome } from '../../../shared/ipc-contract';

/**
 * How the last export of the category list went, for the words beside the Export… control; `faulty`
 * is how many of the rows written break the API specification (written as received all the same).
 */
export type CategoryExportState = { readonly faulty?: number } & (
  | { readonly status: 'busy'; readonly format: CategoryExportFormat; readonly rows: number }
  | {
      readonly status: 'saved';
      readonly format: CategoryExportFormat;
      readonly rows: number;
      readonly file: string;
    }
  | {
      readonly status: 'downloaded';
      readonly format: CategoryExportFormat;
      readonly rows: number;
      readonly file: string;
    }
  | { readonly status: 'cancelled'; readonly format: CategoryExportFormat; readonly rows: number }
  | {
      readonly status: 'failed';
      readonly format: CategoryExportFormat;
      readonly rows: number;
      readonly message: string;
    }
);

export interface CategoryExportSlice {
  readonly categoryExport: CategoryExportState | null;
  /**
   * Exports the categories shown (after search and sort) in `format`. Resolves with the outcome; a
   * 'download' outcome (a host without save dialogs) is for the caller to hand to the browser.
   */
  exportCategories(format: CategoryExportFormat): Promise<ExportOutcome | null>;
}

/**
 * The category list's export formats, shared by the app (Export… in the Categories panel) and
 * `retail-inspector export`: the text of each format, its file extension, content type and the
 * file name offered.
 */
import { categoriesCsv } from './category-csv';
import type { CategoryExportRow } from './category-export-row';
import { categoriesJson } from './category-json';
import { fileNameStem, localDay } from '../file-name-stem';

export type { CategoryExportRow } from './category-export-row';

/** The formats the category list is exported in. */
export const CATEGORY_EXPORT_FORMATS = ['csv', 'json'] as const;
export type CategoryExportFormat = (typeof CATEGORY_EXPORT_FORMATS)[number];

/** How each format is written and named. */
export const CATEGORY_EXPORT = {
  csv: { label: 'CSV', extension: 'csv', mimeType: 'text/csv; charset=utf-8', text: categoriesCsv },
  json: { label: 'JSON', extension: 'json', mimeType: 'application/json', text: categoriesJson },
} as const satisfies Record<
  CategoryExportFormat,
  {
    label: string;
    extension: string;
    mimeType: string;
    text: (rows: readonly CategoryExportRow[]) => string;
  }
>;

/** The rows in `format`, as the file holds them. */
export function categoryExportText(rows: readonly CategoryExportRow[], format: CategoryExportFormat): string {
  return CATEGORY_EXPORT[format].text(rows);
}

/**
 * The file name offered: "<connection>-categories-<yyyy-mm-dd>.<ext>", the connection's name reduced
 * to ASCII letters, digits and dashes so it is valid on every file system (local date).
 */
export function categoryExportFileName(
  connectionName: string,
  format: CategoryExportFormat,
  now = new Date(),
): string {
  return `${fileNameStem(connectionName)}-categories-${localDay(now)}.${CATEGORY_EXPORT[format].extension}`;
}

/**
 * The category list as JSON: an array of objects with the five fields of the specification
 * (`id`, `code`, `name`, `slug`, `image`), in the order given, values exactly as the installation sent
 * them (a missing field is null). Fields beyond the specification are left out, as the CSV leaves
 * them out, so both exports hold the same cells.
 */
import { CATEGORY_EXPORT_FIELDS, type CategoryExportRow } from './category-export-row';

/** The array, indented two spaces, ending with a line break. */
export function categoriesJson(rows: readonly CategoryExportRow[]): string {
  const picked = rows.map((row) =>
    Object.fromEntries(CATEGORY_EXPORT_FIELDS.map((field) => [field, row[field] ?? null])),
  );
  return `${JSON.stringify(picked, null, 2)}\n`;
}

/**
 * A category row as the exports read it. The renderer treats rows from an installation as
 * untrusted text (a tolerated fault may leave a number or null where the spec says string), so
 * every field is `unknown` (or missing) and the formats say how they write what is not a string.
 */
export interface CategoryExportRow {
  readonly id?: unknown;
  readonly code?: unknown;
  readonly name?: unknown;
  readonly slug?: unknown;
  readonly image?: unknown;
}

/** The exported fields, in the order of the specification (and of the CSV columns). */
export const CATEGORY_EXPORT_FIELDS = ['id', 'code', 'name', 'slug', 'image'] as const;

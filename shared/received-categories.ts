/**
 * Categories as an installation sent them, also when some rows break the specification's value
 * rules (a relative image path, a numeric id, a missing slug): the views show every row that can be
 * read and mark the faulty fields, while `check` and Diagnostics keep their strict verdict. A rule is
 * worded by the same schema (CategorySchema) and the same words (issue-path.ts) as every verdict.
 */
import type { CallResult } from './call-result';
import type { CategoryExportRow } from './export/category-export-row';
import { compileFlatRows } from './flat-row-check';
import { describeIssues } from './issue-path';
import { categoryFormats, categoryShape, CategorySchema } from './v2';

/**
 * A category row as received: an object whose fields may hold any JSON value or be missing.
 * Fields beyond the specification are kept.
 */
export interface ReceivedCategory extends CategoryExportRow {
  readonly [field: string]: unknown;
}

/** The faulty fields of one row: the field's name, and the rule it breaks in the verdict's words. */
export type FieldFaults = Readonly<Record<string, string>>;

/** The rows of an answer that can be read as categories, and how many of its rows cannot. */
export interface ReadableCategories {
  /** Every row that is an object, in the answer's order, as received. */
  readonly rows: ReceivedCategory[];
  /**
   * Rows that are not objects (a number, a text, null, an array): they hold no field to show, so
   * they are left out of the rows and only counted.
   */
  readonly unreadable: number;
}

// The same fast yes/no check the response schema takes for valid rows (shared/flat-row-check.ts).
const fast = compileFlatRows(categoryShape, categoryFormats);

/**
 * The rows of a parsed categories answer, or null when it cannot be read as categories at all: not
 * an object with `status: true` and a `rows` array (that stays the call's failure).
 */
export function readableCategories(json: unknown): ReadableCategories | null {
  if (!isRecord(json) || json.status !== true || !Array.isArray(json.rows)) return null;
  const rows: ReceivedCategory[] = [];
  for (const row of json.rows as unknown[]) if (isRecord(row)) rows.push(row as ReceivedCategory);
  return { rows, unreadable: json.rows.length - rows.length };
}

/**
 * The fields of `row` that break the specification, each with the rule's words ("expected an
 * absolute http(s) URL (…), got "img/a.svg" (string)"), or null when the row conforms. Never throws.
 */
export function categoryFieldFaults(row: ReceivedCategory): FieldFaults | null {
  if (fast?.row(row)) return null;
  const parsed = CategorySchema.safeParse(row, { reportInput: true });
  if (parsed.success) return null;
  const faults: Record<string, string> = {};
  for (const issue of describeIssues(parsed.error.issues).issues) {
    // A field's path is its name (a name that is not an identifier is written ["like this"]).
    faults[issue.path] = faults[issue.path] ? `${faults[issue.path]}; ${issue.message}` : issue.message;
  }
  return faults;
}

/** The rows of a categories call to show, and whether they all conform. */
export interface ShownCategories extends ReadableCategories {
  readonly conforms: boolean;
}

/**
 * The rows of a categories call as the views show them: a conforming answer's rows, or the readable
 * rows of an answer that broke the specification's value rules (`json` is its parsed body, as the
 * client's read* calls give it); null when the call failed otherwise (its failure stands).
 */
export function shownCategories(
  result: CallResult<{ readonly rows: readonly object[] }>,
  json: unknown,
): ShownCategories | null {
  if (result.ok) return { rows: result.data.rows as ReceivedCategory[], unreadable: 0, conforms: true };
  if (result.failure.kind !== 'contract') return null;
  const readable = readableCategories(json);
  return readable && { ...readable, conforms: false };
}

/** Whether `row` breaks the specification's rules for a category (cheap: no words are made). */
export function breaksSpecification(row: ReceivedCategory): boolean {
  // The fast check is exact for the flat shape of a category (flat-row-check.ts); zod only without it.
  return fast ? !fast.row(row) : !CategorySchema.safeParse(row).success;
}

/** How many of `rows` break the specification (what an export says beside what it wrote). */
export function faultyRowCount(rows: readonly ReceivedCategory[]): number {
  let count = 0;
  for (const row of rows) if (breaksSpecification(row)) count++;
  return count;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The category list as CSV for spreadsheets: UTF-8 with a byte order mark (without it Excel reads
 * the file in the machine's legacy code page and garbles every non-ASCII name), RFC 4180 (CRLF line
 * ends; a cell holding a comma, a double quote or a line break is quoted, its quotes doubled), and
 * safe to open: a cell an installation controls that starts with = + - @, a tab or a carriage return
 * would be run as a formula by spreadsheets (OWASP "CSV injection"), so it is prefixed with a single
 * quote and shows as the text it is. Spreadsheets look past leading blanks and invisible characters
 * and read fullwidth signs (＝＋－＠) as the ASCII ones, so the test is made on the text after NFKC
 * normalization with every leading space, control and invisible character (NBSP, U+3000, zero-width
 * space, a byte order mark) set aside; the cell itself is written unchanged after the quote.
 */
import { CATEGORY_EXPORT_FIELDS, type CategoryExportRow } from './category-export-row';

/** The byte order mark the file starts with. */
export const CSV_BOM = '\uFEFF';

const RAW_FORMULA_START = /^[\t\r]/;
const FORMULA_SIGN = /^[=+\-@]/;
// Spaces of every kind (NBSP, U+3000), controls, and characters that show nothing (zero-width space,
// byte order mark, soft hyphen, bidi marks): a spreadsheet skips them before it looks for a sign.
const IGNORED_START = /^[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]+/u;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * Whether a spreadsheet could read `text` as a formula: it starts with a tab or a carriage return, or
 * its first visible character after NFKC normalization is = + - or @ (fullwidth ＝＋－＠ included).
 */
export function startsLikeFormula(text: string): boolean {
  if (RAW_FORMULA_START.test(text)) return true;
  return FORMULA_SIGN.test(text.normalize('NFKC').replace(IGNORED_START, ''));
}

/** One cell: a missing value (null, undefined) is empty; other non-strings are written as JSON. */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (startsLikeFormula(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, header row `id,code,name,slug,image`, one row per category, each line ending CRLF. */
export function categoriesCsv(rows: readonly CategoryExportRow[]): string {
  const lines = [CATEGORY_EXPORT_FIELDS.join(',')];
  for (const row of rows) lines.push(CATEGORY_EXPORT_FIELDS.map((field) => csvCell(row[field])).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

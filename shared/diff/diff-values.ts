/**
 * How a diff's values read to a person: a missing field, a string and anything else each look
 * different, so `""`, `null` and `"null"` cannot be confused. Raw text, for the caller to escape for
 * its medium (terminalText for a terminal, a code span for Markdown).
 */

/** A changed value, or a category field, as text: strings quoted, missing as `(none)`. */
export function diffValueText(value: unknown): string {
  if (value === null || value === undefined) return '(none)';
  return JSON.stringify(value);
}

/** A category's name and code for one line of a list: `id 7 "Bread" (BRD)`. */
export function categoryLabel(row: Readonly<Record<string, unknown>>): string {
  const name = typeof row.name === 'string' ? ` ${JSON.stringify(row.name)}` : '';
  const code = typeof row.code === 'string' && row.code !== '' ? ` (${row.code})` : '';
  return `id ${String(row.id)}${name}${code}`;
}

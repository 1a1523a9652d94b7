/**
 * How a diff's values read to a person: a missing field, a string and anything else each look
 * different, so `""`, `null` and `"null"` cannot be confused. Raw text, for the caller to escape for
 * its medium (terminalText for a terminal, a code span for Markdown).
 */
import { ownValue } from '../own-fields';

/** A changed value, or a category field, as text: strings quoted, missing as `(none)`; never throws. */
export function diffValueText(value: unknown): string {
  if (value === null || value === undefined) return '(none)';
  // JSON has no text for a function or a symbol; a value from JSON never is one, but say something.
  return JSON.stringify(value) ?? String(typeof value);
}

/** A category's name and code for one line of a list: `id 7 "Bread" (BRD)`; own fields only. */
export function categoryLabel(row: Readonly<Record<string, unknown>>): string {
  const rawName = ownValue(row, 'name');
  const rawCode = ownValue(row, 'code');
  const name = typeof rawName === 'string' ? ` ${JSON.stringify(rawName)}` : '';
  const code = typeof rawCode === 'string' && rawCode !== '' ? ` (${rawCode})` : '';
  return `id ${String(ownValue(row, 'id'))}${name}${code}`;
}

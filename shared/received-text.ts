/**
 * A value of a row as received, as text to show, search and sort by: a string as it is, a missing
 * value (null, absent) as the empty string, any other value as its JSON (`7`, `true`). Never throws.
 */
export function receivedText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return JSON.stringify(value) ?? '';
}

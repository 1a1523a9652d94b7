/**
 * The body of an RPC reply. Usually the Result as JSON; but categories carry their rows as one JSON
 * text (`rowsJson`), which as a JSON string value would be escaped here and parsed twice in the
 * browser (once as a string, once as rows). Instead that text is spliced in unescaped as `rows`, so
 * the page's one response.json() yields the rows, and the reply is smaller.
 */
import type { Result } from '../../shared/result';

// Stands in for the rows while the rest is serialized; JSON.stringify escapes U+0000, so no string
// value in the reply can contain this text.
const SLOT = '\u0000rows\u0000';
const SLOT_JSON = JSON.stringify(SLOT);

/** The reply's text, in pieces to write in order (the rows are not copied into one string). */
export function rpcReplyPieces(result: Result<unknown>): string[] {
  const rowsJson = splicedRows(result);
  if (rowsJson === null) return [JSON.stringify(result)];
  const value = result.ok ? (result.value as { data: Record<string, unknown> }) : null;
  const { rowsJson: _omitted, ...rest } = value!.data;
  const text = JSON.stringify({ ...result, value: { ...value, data: { ...rest, rows: SLOT } } });
  const at = text.indexOf(SLOT_JSON);
  return [text.slice(0, at), rowsJson, text.slice(at + SLOT_JSON.length)];
}

// The rows text of a successful categories call, or null for any other reply.
function splicedRows(result: Result<unknown>): string | null {
  if (!result.ok) return null;
  const call = result.value as { ok?: unknown; data?: { rowsJson?: unknown } } | null;
  if (call === null || typeof call !== 'object' || call.ok !== true) return null;
  const rows = call.data?.rowsJson;
  // Only a JSON array is spliced in: main made it with JSON.stringify, and anything else stays a string.
  return typeof rows === 'string' && rows.startsWith('[') && rows.endsWith(']') ? rows : null;
}

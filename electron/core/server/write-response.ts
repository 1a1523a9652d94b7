/**
 * The one place the embedded server writes a response, so the request log can report the body size
 * (Node does not expose headers passed to writeHead, and reading them back would slow the hot path).
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

// A symbol property rather than a WeakMap: it is set on every answer, and this is the hot path.
const BODY_BYTES = Symbol('bodyBytes');
type Tracked = ServerResponse & { [BODY_BYTES]?: number };

/** Writes status, headers and body; `body` undefined sends headers only (HEAD, 304). */
export function writeResponse(
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders | Readonly<Record<string, string | number>>,
  body?: Buffer | string,
): void {
  if (body !== undefined) {
    (res as Tracked)[BODY_BYTES] = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  }
  res.writeHead(status, headers as OutgoingHttpHeaders);
  res.end(body);
}

/** Body bytes written to `res` by writeResponse (0 when none). */
export function sentBodyBytes(res: ServerResponse): number {
  return (res as Tracked)[BODY_BYTES] ?? 0;
}

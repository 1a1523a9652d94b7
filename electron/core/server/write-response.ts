/**
 * The one place the embedded server writes a response, so the request log can report the body size
 * (Node does not expose headers passed to writeHead, and reading them back would slow the hot path).
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

const bodyBytes = new WeakMap<ServerResponse, number>();

/** Writes status, headers and body; `body` undefined sends headers only (HEAD, 304). */
export function writeResponse(
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body?: Buffer | string,
): void {
  if (body !== undefined)
    bodyBytes.set(res, typeof body === 'string' ? Buffer.byteLength(body) : body.length);
  res.writeHead(status, headers);
  res.end(body);
}

/** Body bytes written to `res` by writeResponse (0 when none). */
export function sentBodyBytes(res: ServerResponse): number {
  return bodyBytes.get(res) ?? 0;
}

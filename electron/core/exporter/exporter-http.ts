/**
 * Small parts of the exporter's HTTP answers shared by its routes: a plain answer with the headers
 * every answer carries, and the log the exporter writes to.
 */
import type { ServerResponse } from 'node:http';

/** One log line: level, message and fields (already token-free, or masked by the writer). */
export type ExporterLog = (
  level: 'info' | 'warn' | 'error',
  message: string,
  fields?: Readonly<Record<string, string | number>>,
) => void;

/** Answers `status` with `body` (plain text unless `contentType` says otherwise); HEAD gets no body. */
export function answer(
  res: ServerResponse,
  status: number,
  body: string,
  contentType = 'text/plain; charset=utf-8',
  headers: Readonly<Record<string, string>> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  const bytes = Buffer.from(body, 'utf8');
  res.writeHead(status, {
    'content-type': contentType,
    'content-length': String(bytes.byteLength),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : bytes);
}

/** Small parsers for the request headers the embedded server honours. */
import type { IncomingHttpHeaders } from 'node:http';

/** Whether the client accepts a gzip-encoded body (and did not refuse it with q=0). */
export function acceptsGzip(headers: IncomingHttpHeaders): boolean {
  const value = headers['accept-encoding'];
  if (!value) return false;
  for (const part of value.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/** Whether If-None-Match names `etag` (or `*`), so a 304 may be answered. */
export function matchesEtag(headers: IncomingHttpHeaders, etag: string): boolean {
  const value = headers['if-none-match'];
  if (!value) return false;
  return value.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

// Host names, IPv4 and bracketed IPv6 literals with an optional port; nothing that could inject
// text into the absolute URLs built from it.
const HOST_HEADER = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** The origin a client used to reach the server, from its Host header, or null if absent or odd. */
export function originFromHost(headers: IncomingHttpHeaders): string | null {
  const host = headers.host?.toLowerCase();
  return host && HOST_HEADER.test(host) ? `http://${host}` : null;
}

/**
 * The request target with the value of every token-like query parameter replaced by ***, for logs and
 * request events. Names are compared decoded: `et%5Fauth%5Ftoken` is the same parameter.
 */
export function redactToken(target: string): string {
  const q = target.indexOf('?');
  if (q < 0) return target;
  const hash = target.indexOf('#', q);
  const query = target.slice(q + 1, hash < 0 ? undefined : hash);
  const masked = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return /token/i.test(safeDecode(name)) && eq >= 0 ? `${name}=***` : pair;
    })
    .join('&');
  return target.slice(0, q + 1) + masked + (hash < 0 ? '' : target.slice(hash));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * fetch, made over undici's request API: for the ports fetch refuses (the Fetch standard's "bad
 * ports", e.g. 4190 or 6000), which are a browser's protection against web pages talking to mail or
 * X11 servers, not a rule a command-line tool follows (curl reaches them), and for the exporter,
 * where it costs less CPU per probe than fetch. It does what the client
 * asks of fetch: GET or HEAD with headers, an abort signal, `redirect` manual, follow (up to 20) or
 * error, a streamed body (gzip and deflate asked for and, with br, decoded as fetch decodes them),
 * and the `url` and `redirected` of the answer. Rejects as fetch does (a TypeError whose cause says why).
 * A body cancelled (a reader's cap reached) destroys the answer, whatever the installation sends next.
 */
import type { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { hasNullBody } from './null-body';
import { decodedBody } from './content-decoding';
import { webBodyStream } from './web-body-stream';
import type { FetchInit } from './v2-client';

const MAX_REDIRECTS = 20;

/** GETs `url` through `dispatcher` (the proxy-aware one or the direct agent), as fetch would. */
export async function dispatcherFetch(
  dispatcher: Dispatcher,
  url: string,
  init: FetchInit,
): Promise<Response> {
  let current = new URL(url);
  for (let hop = 0; ; hop++) {
    const method = (init.method ?? 'GET').toUpperCase() === 'HEAD' ? 'HEAD' : 'GET';
    const answer = await dispatcher
      .request({
        origin: current.origin,
        path: `${current.pathname}${current.search}`,
        method,
        headers: headerRecord(init.headers),
        signal: init.signal ?? undefined,
      })
      .catch((error: unknown) => {
        throw init.signal?.aborted ? error : new TypeError('fetch failed', { cause: error });
      });
    const location = headerValue(answer.headers.location);
    const redirect = answer.statusCode >= 300 && answer.statusCode < 400 && location !== null;
    if (!redirect || init.redirect === 'manual') return toResponse(answer, method, current, hop > 0);
    discard(answer.body);
    if (init.redirect === 'error' || hop >= MAX_REDIRECTS)
      throw new TypeError('fetch failed', { cause: new Error('redirect count exceeded or not allowed') });
    current = new URL(location, current);
  }
}

function toResponse(
  answer: Dispatcher.ResponseData,
  method: string,
  url: URL,
  redirected: boolean,
): Response {
  const status = answer.statusCode;
  if (status < 200 || status > 599) {
    discard(answer.body);
    throw new TypeError('fetch failed', { cause: new Error(`invalid response status code ${status}`) });
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, one);
  }
  const empty = method === 'HEAD' || hasNullBody(status);
  if (empty) discard(answer.body);
  // Not Readable.toWeb: its late chunks after a cancel end the process (web-body-stream.ts).
  const body = empty ? null : webBodyStream(decodedBody(answer.body, headers.get('content-encoding'))).stream;
  const response = new Response(body, { status, statusText: answer.statusText ?? '', headers });
  // A constructed Response has no url and was never redirected: these are the answer's.
  return Object.defineProperties(response, {
    url: { value: url.href },
    redirected: { value: redirected },
  });
}

// A body not read: closed, its "aborted" error expected and dropped.
function discard(body: Readable): void {
  body.on('error', () => undefined);
  body.destroy();
}

// The caller's headers; fetch adds the codings it decodes when the caller names none, and so does this.
function headerRecord(init: FetchInit['headers']): Record<string, string> {
  const out: Record<string, string> = { 'accept-encoding': 'gzip, deflate' };
  new Headers(init ?? {}).forEach((value, name) => (out[name] = value));
  return out;
}

function headerValue(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/**
 * A fetch for the desktop app built on Electron's `net.request` (ClientRequest), which goes through
 * Chromium's network stack (system proxy, certificate store) like `net.fetch`, but answers
 * `redirect: 'manual'` as Node's fetch does: with the 3xx and its `location`. Electron's `net.fetch`
 * rejects a manual redirect with "Redirect was cancelled" instead, because its ClientRequest cancels
 * a redirect unless `followRedirect()` is called synchronously in the `redirect` event; here that
 * event is answered by aborting the request and resolving with a body-less 3xx. `redirect: 'follow'`
 * is left to Chromium (at most 20 hops), with `url` and `redirected` set on the response.
 * Bodies stream, paced by the reader; cancelling the body or aborting the signal aborts the request.
 * Takes the request factory as an argument, so this file needs no Electron.
 */
import type { FetchLike } from './v2-client';
import { webBodyStream, type ByteSource } from './web-body-stream';
import { hasNullBody } from './null-body';

/** What the fetch asks `net.request` for. */
export interface ClientRequestOptions {
  readonly method: string;
  readonly url: string;
  readonly redirect: 'follow' | 'error' | 'manual';
  readonly credentials: 'include' | 'omit';
  readonly useSessionCookies: false;
  readonly cache?: 'default' | 'no-store' | 'reload' | 'no-cache' | 'force-cache' | 'only-if-cached';
}

/** The part of Electron's ClientRequest the fetch uses (Electron's own type has it). */
export interface ClientRequestLike {
  setHeader(name: string, value: string): void;
  on(event: string, listener: (...args: never[]) => void): unknown;
  abort(): void;
  end(): unknown;
}

/** The part of Electron's IncomingMessage the fetch uses. */
export interface IncomingMessageLike extends ByteSource {
  readonly statusCode: number;
  readonly statusMessage: string;
  readonly headers: Record<string, string | string[]>;
}

/** Makes a ClientRequest (`net.request` in the app). May throw, as net.request does. */
export type RequestMaker = (options: ClientRequestOptions) => ClientRequestLike;

// Chunks held before the reader asks for more; the rest waits in Chromium.
const QUEUED_CHUNKS = 16;

/** A fetch over `makeRequest`. Rejects as net.fetch does (Chromium's net::ERR_* names), never throws. */
export function clientRequestFetch(makeRequest: RequestMaker): FetchLike {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init.signal ?? null;
      if (signal?.aborted) return reject(abortReason(signal));
      const mode = init.redirect ?? 'follow';
      let request: ClientRequestLike;
      try {
        request = makeRequest(requestOptions(url, init));
        for (const [name, value] of new Headers(init.headers)) request.setHeader(name, value);
      } catch (error) {
        return reject(error);
      }
      const exchange = createExchange(request, signal, resolve, reject);
      let finalUrl = url;
      request.on('redirect', (status: number, _method: string, newUrl: string, headers: HeaderLists) => {
        if (mode !== 'manual') {
          finalUrl = newUrl;
          return;
        }
        // Aborting inside the event keeps ClientRequest from failing the request as cancelled.
        request.abort();
        exchange.answer(redirectResponse(status, newUrl, headers));
      });
      request.on('response', (message: IncomingMessageLike) =>
        exchange.answer(toResponse(message, exchange, finalUrl !== url ? finalUrl : null)),
      );
      request.on('error', (error: Error) => exchange.fail(error));
      request.end();
    });
}

type HeaderLists = Record<string, string[]>;

function requestOptions(url: string, init: Parameters<FetchLike>[1]): ClientRequestOptions {
  return {
    method: (init.method ?? 'GET').toUpperCase(),
    url,
    redirect: init.redirect ?? 'follow',
    // Requests from main carry no cookies; credentials only when a caller asks for them.
    credentials: init.credentials === 'include' ? 'include' : 'omit',
    useSessionCookies: false,
    ...(init.cache ? { cache: init.cache } : {}),
  };
}

/** One request's settling: the promise once, the body's end once, the abort listener removed. */
interface Exchange {
  answer(response: Response): void;
  fail(error: unknown): void;
  /** Aborts the request (the body was cancelled). */
  abort(): void;
  /** Set while a body is being read, to end it when the signal aborts. */
  body: { error(reason: unknown): void } | null;
  /** The request is over: stop listening to the signal. */
  done(): void;
}

function createExchange(
  request: ClientRequestLike,
  signal: AbortSignal | null,
  resolve: (response: Response) => void,
  reject: (reason: unknown) => void,
): Exchange {
  let settled = false;
  const onAbort = () => {
    const reason = abortReason(signal!);
    request.abort();
    exchange.fail(reason);
    exchange.body?.error(reason);
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  const exchange: Exchange = {
    body: null,
    answer(response) {
      if (settled) return;
      settled = true;
      if (!response.body) exchange.done();
      resolve(response);
    },
    fail(error) {
      if (settled) return;
      settled = true;
      exchange.done();
      reject(error);
    },
    abort: () => request.abort(),
    done: () => signal?.removeEventListener('abort', onAbort),
  };
  return exchange;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

// The 3xx as Node's fetch gives it for `redirect: 'manual'`: status, headers, `location` absolute.
function redirectResponse(status: number, location: string, lists: HeaderLists): Response {
  const headers = headersOf(lists);
  headers.set('location', location);
  return new Response(null, { status, headers });
}

function headersOf(lists: Record<string, string | string[]>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(lists)) {
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

function toResponse(message: IncomingMessageLike, exchange: Exchange, redirectedTo: string | null): Response {
  const status = message.statusCode;
  const body = hasNullBody(status) ? null : bodyStream(message, exchange);
  if (!body) message.resume();
  const response = new Response(body, {
    status,
    statusText: message.statusMessage,
    headers: headersOf(message.headers),
  });
  if (redirectedTo) {
    // Response's url and redirected cannot be passed to its constructor.
    Object.defineProperty(response, 'url', { value: redirectedTo });
    Object.defineProperty(response, 'redirected', { value: true });
  }
  return response;
}

function bodyStream(message: IncomingMessageLike, exchange: Exchange): ReadableStream<Uint8Array> {
  const body = webBodyStream(message, {
    strategy: new CountQueuingStrategy({ highWaterMark: QUEUED_CHUNKS }),
    cancelSource: () => exchange.abort(),
    // A response whose request was aborted closes without `end` or `error`.
    prematureClose: () => new Error('net::ERR_ABORTED'),
    onSettled: () => {
      exchange.body = null;
      exchange.done();
    },
  });
  exchange.body = body;
  return body.stream;
}

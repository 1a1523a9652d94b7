/**
 * Fetching for a worker: the host's fetch (Electron's net.request cannot run in a worker) makes the
 * request and reads the body under a cap, and the bytes travel to the worker transferred, not
 * copied. `answerFetch` is the host's half, `proxiedFetch` the worker's: a FetchLike whose Response
 * carries the status, headers, final URL and bytes. A body longer than the cap arrives cut one byte
 * past it, so every reader in the worker with a cap at most that size refuses it as too large. An
 * abort in the worker aborts the host's request. Neither half throws outside the fetch's own errors.
 */
import type { FetchInit, FetchLike } from '../client/v2-client';
import { hasNullBody } from '../client/null-body';
import { errorData, errorOf, type FetchReply, type FetchRequest } from './worker-messages';

/** The largest body passed to a worker: the client's default cap, plus the byte that tells it. */
export const PROXY_MAX_BODY_BYTES = 64_000_000 + 1;

// Bytes read between two turns of the host's event loop.
const TURN_BYTES = 1 << 20;

/** Makes `request` with `fetch`, reads at most `maxBytes` of the body; the reply and what to transfer. */
export async function answerFetch(
  fetch: FetchLike,
  request: FetchRequest,
  signal: AbortSignal,
  maxBytes = PROXY_MAX_BODY_BYTES,
): Promise<{ reply: FetchReply; transfer: ArrayBuffer[] }> {
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers as [string, string][],
      redirect: request.redirect,
      credentials: 'omit',
      cache: 'no-store',
      signal,
      ...(request.body !== undefined ? { body: request.body } : {}),
    });
    const body = await readUpTo(response, maxBytes);
    return {
      reply: {
        ok: true,
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
        url: response.url,
        redirected: response.redirected,
        body,
      },
      transfer: body ? [body] : [],
    };
  } catch (error) {
    return { reply: { ok: false, error: errorData(error) }, transfer: [] };
  }
}

async function readUpTo(response: Response, maxBytes: number): Promise<ArrayBuffer | null> {
  if (!response.body) return null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  let sinceTurn = 0;
  try {
    while (length < maxBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.byteLength;
      sinceTurn += value.byteLength;
      // Chunks already buffered resolve as microtasks, one after another: without a turn of the
      // event loop now and then, reading 13 MB that arrived meanwhile would hold the host at once.
      if (sinceTurn >= TURN_BYTES) {
        sinceTurn = 0;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const bytes = new Uint8Array(Math.min(length, maxBytes));
  let at = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.length - at);
    bytes.set(part, at);
    at += part.length;
  }
  return bytes.buffer;
}

/** What the worker's half needs: sending a request, and hearing its reply or cancelling it. */
export interface FetchChannel {
  /** Sends `request`; `reply` is called once with the host's answer. Returns the abort. */
  readonly send: (request: FetchRequest, reply: (answer: FetchReply) => void) => () => void;
}

/** A FetchLike over `channel`: the request is made by the host, the Response built from its reply. */
export function proxiedFetch(channel: FetchChannel): FetchLike {
  return (url: string, init: FetchInit) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init.signal ?? undefined;
      if (signal?.aborted) return reject(signal.reason);
      const onAbort = () => {
        cancel();
        reject(signal!.reason);
      };
      const cancel = channel.send(requestOf(url, init), (reply) => {
        signal?.removeEventListener('abort', onAbort);
        if (!reply.ok) return reject(errorOf(reply.error));
        resolve(responseOf(reply));
      });
      signal?.addEventListener('abort', onAbort, { once: true });
    });
}

function requestOf(url: string, init: FetchInit): FetchRequest {
  if (init.body !== undefined && init.body !== null && typeof init.body !== 'string')
    throw new TypeError('A worker can only send a text body');
  return {
    url,
    method: init.method ?? 'GET',
    headers: [...new Headers(init.headers)],
    ...(init.redirect ? { redirect: init.redirect } : {}),
    ...(typeof init.body === 'string' ? { body: init.body } : {}),
  };
}

function responseOf(reply: Extract<FetchReply, { ok: true }>): Response {
  const body = hasNullBody(reply.status) ? null : reply.body;
  const response = new Response(body, {
    status: reply.status,
    statusText: reply.statusText,
    headers: reply.headers as [string, string][],
  });
  // A Response made here has no URL of its own: the request's, as fetch gives it.
  Object.defineProperty(response, 'url', { value: reply.url });
  Object.defineProperty(response, 'redirected', { value: reply.redirected });
  return response;
}

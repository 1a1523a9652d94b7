/**
 * The v2 client's transport: from a named request to the answer's bytes. Builds the address (the
 * token only for an operation that takes it), bounds the whole exchange by the timeout and the
 * caller's signal, follows only safe redirects, and reads the body under the size cap, timing it
 * phase by phase (the final hop's phases, when redirects were followed). It reads nothing of what
 * the bytes say: interpret-answer.ts does.
 */
import type { z } from 'zod';
import type { CallFailure, CallMeta, CallTimings } from '../../../shared/call-result';
import type { Leniency } from '../../../shared/leniency';
import { TOKEN_PARAM } from '../../../shared/v2';
import { normalizeBaseUrl } from './base-url';
import {
  DEFAULT_MAX_BYTES,
  DEFAULT_TIMEOUT_MS,
  type CallRequest,
  type FetchLike,
  type ReceivedAnswer,
} from './call-types';
import { describeNetworkError } from './network-errors';
import { readCappedBody } from './read-capped-body';
import { phasesOf, type FetchPhases } from './response-timings';
import { certificateOfResponse } from './served-certificate';
import type { Masker } from './redact';
import { fetchFollowingSafeRedirects } from './safe-redirects';

/** What the transport tells the call while it runs. */
export interface TransportProgress {
  /** Where a redirect followed is added. */
  readonly leniencies: Leniency[];
  readonly mask: Masker;
  /** Milliseconds since the call started, rounded as the meta holds them. */
  readonly elapsedMs: () => number;
  /** Told each fact of the call's meta as it is learned: the (masked) address, status, bytes. */
  readonly note: (facts: Partial<CallMeta>) => void;
}

/** The answer received whole, or the one failure that kept it from being received. */
export type Fetched =
  | { readonly ok: true; readonly answer: ReceivedAnswer }
  | { readonly ok: false; readonly failure: CallFailure };

/** The request's parts the transport needs. */
export type TransportRequest = Pick<
  CallRequest<z.ZodType>,
  'installation' | 'path' | 'sendsToken' | 'options'
>;

/**
 * Fetches `request` over `fetch`. Never rejects: a bad address, a redirect not followed, a body over
 * the cap, the timeout, a cancellation and a network error each resolve to their failure.
 */
export async function fetchAnswer(
  fetch: FetchLike,
  request: TransportRequest,
  progress: TransportProgress,
): Promise<Fetched> {
  const { installation, options } = request;
  const { mask, note } = progress;
  const base = normalizeBaseUrl(installation.baseUrl, installation.insecure);
  if (!base.ok) return { ok: false, failure: { kind: 'invalid-url', message: base.message } };
  const url = new URL(base.baseUrl + request.path);
  if (request.sendsToken && installation.token) url.searchParams.set(TOKEN_PARAM, installation.token);
  note({ url: mask(url.href) });

  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCancel = () => controller.abort();
  options.signal?.addEventListener('abort', onCancel, { once: true });
  // What the phases are read from (the answer or the rejection), once the network was tried.
  let tried: { marked: unknown; headersAt: number | null } | null = null;
  try {
    if (options.signal?.aborted) return { ok: false, failure: { kind: 'cancelled' } };
    tried = { marked: undefined, headersAt: null };
    const response = await fetchFollowingSafeRedirects(fetch, url, controller.signal, progress.leniencies);
    if ('redirect' in response)
      return { ok: false, failure: { kind: 'redirect', message: mask(response.redirect) } };
    const headersAt = progress.elapsedMs();
    tried = { marked: response, headersAt };
    note({ httpStatus: response.status, firstByteMs: headersAt });
    const certificate = certificateOfResponse(response);
    if (certificate) note({ certificate });
    const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    const read = await readCappedBody(response, maxBytes, (received) => note({ bytes: received }));
    if (!read.ok) {
      note({ bytes: read.receivedBytes });
      return { ok: false, failure: { kind: 'too-large', limitBytes: maxBytes } };
    }
    note({ bytes: read.bytes.byteLength });
    const contentType = response.headers.get('content-type') ?? '';
    const server = response.headers.get('server') ?? undefined;
    return { ok: true, answer: { httpStatus: response.status, contentType, bytes: read.bytes, server } };
  } catch (error) {
    if (tried && tried.marked === undefined) tried.marked = error;
    if (timedOut) {
      const message = `No complete answer within ${timeoutMs / 1000} s.`;
      return { ok: false, failure: { kind: 'network', reason: 'timeout', message } };
    }
    if (options.signal?.aborted) return { ok: false, failure: { kind: 'cancelled' } };
    return { ok: false, failure: { kind: 'network', ...describeNetworkError(error, url) } };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCancel);
    if (tried) note({ timings: callTimings(phasesOf(tried.marked), tried.headersAt, progress.elapsedMs()) });
  }
}

/**
 * The call's timings: the phases its fetch measured (none from the desktop app's: the wait for the
 * headers then counts from the start of the call, connection included), the transfer from the
 * headers to `endMs` (the end of the body, or the failure). `total` is `endMs` here; the client
 * sets it to the call's totalMs.
 */
function callTimings(phases: FetchPhases | undefined, headersMs: number | null, endMs: number): CallTimings {
  return {
    dns: phases?.dns ?? null,
    connect: phases?.connect ?? null,
    tls: phases?.tls ?? null,
    firstByte: phases?.firstByte ?? headersMs,
    transfer: headersMs === null ? null : Math.round((endMs - headersMs) * 10) / 10,
    total: endMs,
    connection: phases?.connection ?? null,
  };
}

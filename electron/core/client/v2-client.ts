/**
 * The API v2 client. Takes fetch as a dependency (Electron's net.request in the app, through
 * client-request-fetch.ts, so the system proxy and certificate store apply; the proxy-aware undici fetch of proxy-aware-fetch.ts under
 * Node, which follows HTTPS_PROXY, HTTP_PROXY and NO_PROXY). Every call is bounded by a timeout
 * and a body size cap, can be cancelled, never throws, and resolves to one CallResult. The token is
 * sent only as `et_auth_token` on the categories operation and is masked in everything returned.
 */
import type { z } from 'zod';
import type { CallFailure, CallMeta, CallResult } from '../../../shared/call-result';
import {
  CategoriesResponseSchema,
  SystemInfoSchema,
  TOKEN_PARAM,
  V2_PATHS,
  type CategoriesResponse,
} from '../../../shared/v2';
import { normalizeBaseUrl } from './base-url';
import type { Leniency } from '../../../shared/leniency';
import { decodeBody } from './decode-body';
import { interpretBody, readJson, REDIRECT_ADVICE, redirectsLedNowhere } from './interpret-body';
import { describeNetworkError } from './network-errors';
import { readCappedBody } from './read-capped-body';
import { maskAnswerText, tokenEchoLeniency } from './mask-answer';
import { maskDeep, secretMasker } from './redact';

/** The request options the client passes (`cache` is missing from Node's RequestInit type). */
export type FetchInit = RequestInit & { cache?: 'no-store' };

/** The subset of fetch the client uses. */
export type FetchLike = (url: string, init: FetchInit) => Promise<Response>;

/** An installation to call. */
export interface Installation {
  readonly baseUrl: string;
  readonly token?: string;
  /** Allows plain http to hosts other than this machine. */
  readonly insecure?: boolean;
}

/** Bounds of one call. */
export interface CallOptions {
  /** Whole call, headers and body; default 10 s. */
  readonly timeoutMs?: number;
  /** Largest body accepted; default 64 MB. */
  readonly maxBytes?: number;
  readonly signal?: AbortSignal;
  /**
   * readInfo/readCategories only: judge the answer unmasked, for the checks (a long token that
   * also spells a name or an id must not change a verdict). The data then holds the token: for
   * code that masks what it prints, never for what is kept or sent to the page.
   */
  readonly unmasked?: boolean;
}

/** An answer received in full and not yet read: what a memo of readings keys on. */
export interface ReceivedAnswer {
  readonly httpStatus: number;
  /** The Content-Type header's value, empty when there is none. */
  readonly contentType: string;
  /** The body after content decoding (gzip, deflate), before anything else. */
  readonly bytes: Uint8Array;
}

/**
 * What the client made of an answer's bytes, to be given back when the same bytes come again (the
 * exporter's memo): the outcome, masked as the call returned it; the leniencies of reading the
 * answer (those of reaching it, the redirects, belong to each call); and whether the call said the
 * redirects it followed led to no API (redirectsLedNowhere), which the next call's redirects need.
 */
export interface RecalledReading {
  readonly outcome: { readonly ok: true } | { readonly ok: false; readonly failure: CallFailure };
  readonly leniencies: readonly Leniency[];
  readonly ledNowhere: boolean;
}

/** The two sides of a memo of readings, as the client meets them. */
export interface Recall {
  /**
   * Asked with each answer before it is read: a reading returned ends the call with it (its data
   * null, nothing decoded or parsed); undefined reads the answer as usual.
   */
  recall(answer: ReceivedAnswer): RecalledReading | undefined;
  /** Told, for an answer read in full, what to give back for the same answer. */
  read(answer: ReceivedAnswer, reading: RecalledReading): void;
}

/** What the client reports after each call, for the request log. Token-free. */
export interface CallRecord {
  readonly meta: CallMeta;
  readonly ok: boolean;
  readonly failureKind?: CallFailure['kind'];
  /** The body as received (token masked), for the raw view. */
  readonly body: string;
}

/** Dependencies of the client. */
export interface V2ClientDeps {
  readonly fetch: FetchLike;
  readonly now?: () => number;
  readonly onCall?: (record: CallRecord) => void;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 64_000_000;
const MAX_REDIRECTS = 5;

/**
 * A call's result and, when the answer broke the contract, its parsed body. With `unmasked` (the
 * checks) both are as the installation sent them, the token unmasked (meta and failure texts are
 * masked as always): for code that masks what it prints; never sent to the renderer.
 */
export interface ReadAnswer<T> {
  readonly result: CallResult<T>;
  /** The parsed body of a contract failure; undefined otherwise. */
  readonly json: unknown;
}

/** Builds a client over `deps`. */
export function createV2Client(deps: V2ClientDeps) {
  const now = deps.now ?? (() => performance.now());
  const read = async <S extends z.ZodType>(
    installation: Installation,
    path: string,
    sendToken: boolean,
    schema: S,
    options: CallOptions,
  ): Promise<ReadAnswer<z.infer<S>>> => {
    let json: unknown;
    const result = await call(deps, now, installation, path, sendToken, schema, options, (j) => (json = j));
    return { result, json };
  };
  return {
    /** GET /api/v2/auth/info. */
    getInfo: (installation: Installation, options: CallOptions = {}) =>
      call(deps, now, installation, V2_PATHS.info, false, SystemInfoSchema, options),
    /** GET /api/v2/products/getcategorys?et_auth_token=... */
    getCategories: (installation: Installation, options: CallOptions = {}) =>
      call(deps, now, installation, V2_PATHS.categories, true, CategoriesResponseSchema, options),
    /** getInfo, plus the parsed body of an answer that broke the contract. */
    readInfo: (installation: Installation, options: CallOptions = {}) =>
      read(installation, V2_PATHS.info, false, SystemInfoSchema, options),
    /** getCategories, plus the parsed body of an answer that broke the contract. */
    readCategories: (installation: Installation, options: CallOptions = {}) =>
      read(installation, V2_PATHS.categories, true, CategoriesResponseSchema, options),
    /**
     * readCategories, but an answer `recall` knows is not read again: the result then holds null
     * as its data, and the outcome and leniencies recalled.
     */
    readCategoriesRecalling: async (
      installation: Installation,
      options: CallOptions,
      recall: Recall,
    ): Promise<ReadAnswer<CategoriesResponse | null>> => {
      let json: unknown;
      const keep = (j: unknown) => (json = j);
      const path = V2_PATHS.categories;
      const result = await callOrRecall(
        deps,
        now,
        installation,
        path,
        true,
        CategoriesResponseSchema,
        options,
        keep,
        recall,
      );
      return { result, json };
    },
  };
}

/** The client's type. */
export type V2Client = ReturnType<typeof createV2Client>;

// What a call is made of: who calls, what, how, and where a contract failure's parsed body goes.
type CallArgs<S extends z.ZodType> = [
  deps: V2ClientDeps,
  now: () => number,
  installation: Installation,
  path: string,
  sendToken: boolean,
  schema: S,
  options: CallOptions,
  keepJson?: (json: unknown) => void,
];

// callOrRecall without a recall: the data is never null then.
function call<S extends z.ZodType>(...args: CallArgs<S>): Promise<CallResult<z.infer<S>>> {
  return callOrRecall(...args) as Promise<CallResult<z.infer<S>>>;
}

async function callOrRecall<S extends z.ZodType>(
  ...[deps, now, installation, path, sendToken, schema, options, keepJson, recall]: [
    ...CallArgs<S>,
    recall?: Recall,
  ]
): Promise<CallResult<z.infer<S> | null>> {
  const started = now();
  const mask = secretMasker(installation.token);
  const leniencies: Leniency[] = [];
  let meta: CallMeta = { method: 'GET', url: '', totalMs: 0, bytes: 0, leniencies };
  let body = '';
  const finish = (outcome: { ok: true; data: z.infer<S> | null } | { ok: false; failure: CallFailure }) => {
    // Warnings may quote what the installation sent (a content type, say): masked like the body.
    meta = maskDeep({ ...meta, totalMs: round(now() - started) }, mask);
    const result = outcome.ok
      ? { ...outcome, meta }
      : { ok: false as const, failure: maskDeep(outcome.failure, mask), meta };
    deps.onCall?.({ meta, ok: result.ok, failureKind: result.ok ? undefined : result.failure.kind, body });
    return result;
  };

  const base = normalizeBaseUrl(installation.baseUrl, installation.insecure);
  if (!base.ok) return finish({ ok: false, failure: { kind: 'invalid-url', message: base.message } });
  const url = new URL(base.baseUrl + path);
  if (sendToken && installation.token) url.searchParams.set(TOKEN_PARAM, installation.token);
  meta = { ...meta, url: mask(url.href) };

  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCancel = () => controller.abort();
  options.signal?.addEventListener('abort', onCancel, { once: true });
  try {
    if (options.signal?.aborted) return finish({ ok: false, failure: { kind: 'cancelled' } });
    const response = await fetchFollowingSafeRedirects(deps.fetch, url, controller.signal, leniencies);
    if ('redirect' in response)
      return finish({ ok: false, failure: { kind: 'redirect', message: mask(response.redirect) } });
    meta = { ...meta, httpStatus: response.status, firstByteMs: round(now() - started) };
    const read = await readCappedBody(response, options.maxBytes ?? DEFAULT_MAX_BYTES, (received) => {
      meta = { ...meta, bytes: received };
    });
    if (!read.ok) {
      meta = { ...meta, bytes: read.receivedBytes };
      return finish({
        ok: false,
        failure: { kind: 'too-large', limitBytes: options.maxBytes ?? DEFAULT_MAX_BYTES },
      });
    }
    meta = { ...meta, bytes: read.bytes.byteLength };
    const contentType = response.headers.get('content-type') ?? '';
    const received: ReceivedAnswer = { httpStatus: response.status, contentType, bytes: read.bytes };
    const recalled = recall?.recall(received);
    if (recalled) {
      if (recalled.ledNowhere) redirectsLedNowhere(leniencies);
      leniencies.push(...recalled.leniencies);
      const { outcome } = recalled;
      return finish(outcome.ok ? { ok: true, data: null } : outcome);
    }
    // Ends a call that read the answer, telling `recall` what to give back for the same bytes.
    const reaching = leniencies.length;
    let ledNowhere = false;
    const finishReading = (outcome: Parameters<typeof finish>[0]) => {
      const result = finish(outcome);
      recall?.read(received, {
        outcome: result.ok ? { ok: true } : { ok: false, failure: result.failure },
        leniencies: result.meta.leniencies.slice(reaching),
        ledNowhere,
      });
      return result;
    };
    const decoded = decodeBody(read.bytes, contentType);
    leniencies.push(...decoded.leniencies);
    // Before masking: the masker walks parsed values recursively.
    const parsed = readJson(decoded.text);
    if (parsed && 'tooDeep' in parsed) {
      body = mask(decoded.text);
      return finishReading({ ok: false, failure: parsed.tooDeep });
    }
    body = maskAnswerText(decoded.text, mask);
    const echo = body === decoded.text ? null : tokenEchoLeniency(decoded.text, mask);
    if (echo) leniencies.push(echo);
    // Everything shown or kept gets the masked text, so the page never holds the token.
    // Parsed once: the masked text is this same text unless the answer held the token.
    const value = parsed ?? undefined;
    const shown = interpretBody(
      schema,
      response.status,
      contentType,
      body,
      leniencies,
      body === decoded.text ? value : undefined,
    );
    if (!shown.ok && shown.failure.kind !== 'contract') {
      redirectsLedNowhere(leniencies);
      ledNowhere = true;
    }
    if (!keepJson) return finishReading(shown);
    // The checks judge the answer as it came: a long token that is also a name or an id must not
    // change a verdict. Their failure texts stay the masked ones, their problem paths the real ones.
    const real =
      !options.unmasked || body === decoded.text
        ? shown
        : interpretBody(schema, response.status, contentType, decoded.text, [], value);
    if (!real.ok && real.json !== undefined) keepJson(real.json);
    return finishReading(real.ok || real.failure.kind === 'contract' ? real : shown);
  } catch (error) {
    if (timedOut) {
      const message = `No complete answer within ${timeoutMs / 1000} s.`;
      return finish({ ok: false, failure: { kind: 'network', reason: 'timeout', message } });
    }
    if (options.signal?.aborted) return finish({ ok: false, failure: { kind: 'cancelled' } });
    return finish({ ok: false, failure: { kind: 'network', ...describeNetworkError(error, url) } });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCancel);
  }
}

// Redirects are followed by hand: the token rides in the query string, so it may follow a redirect
// only to the same host (http -> https upgrades included), never to another one. Each one followed
// is a leniency: the operation did not answer at its own address.
async function fetchFollowingSafeRedirects(
  fetch: FetchLike,
  first: URL,
  signal: AbortSignal,
  leniencies: Leniency[],
): Promise<Response | { redirect: string; status: number }> {
  let url = first;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const response = await fetch(url.href, {
      method: 'GET',
      headers: { accept: 'application/json' },
      redirect: 'manual',
      credentials: 'omit',
      cache: 'no-store',
      signal,
    });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || !location) return response;
    await response.body?.cancel().catch(() => undefined);
    const next = new URL(location, url);
    const upgrade = url.protocol === 'http:' && next.protocol === 'https:' && next.hostname === url.hostname;
    if (next.origin !== url.origin && !(upgrade && (next.port === '' || next.port === '443'))) {
      return {
        status: response.status,
        redirect: `The installation redirected to ${next.origin}; not followed, to keep the token on the host it belongs to.`,
      };
    }
    leniencies.push({
      id: 'redirect',
      // Origin and path only: the query would hold the token.
      message: `${url.pathname} was redirected (HTTP ${response.status}) to ${next.origin}${next.pathname}${REDIRECT_ADVICE}`,
      strictFails: false,
    });
    url = next;
  }
  return { status: 0, redirect: `More than ${MAX_REDIRECTS} redirects; the address probably loops.` };
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

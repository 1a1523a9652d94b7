/**
 * The API v2 client. Takes fetch as a dependency (Electron's net.request in the app, through
 * client-request-fetch.ts, so the system proxy and certificate store apply; the proxy-aware undici fetch of proxy-aware-fetch.ts under
 * Node, which follows HTTPS_PROXY, HTTP_PROXY and NO_PROXY). Every call is bounded by a timeout
 * and a body size cap, can be cancelled, never throws, and resolves to one CallResult. The token is
 * sent only as `et_auth_token` on the categories operation and is masked in everything returned.
 * A call is its transport (fetch-answer.ts), a memo's recall, and its interpretation
 * (interpret-answer.ts), joined here with the masking of what is returned and the request log.
 */
import type { z } from 'zod';
import type { CallMeta, CallResult } from '../../../shared/call-result';
import {
  CategoriesResponseSchema,
  SystemInfoSchema,
  V2_PATHS,
  type CategoriesResponse,
} from '../../../shared/v2';
import type { Leniency } from '../../../shared/leniency';
import type {
  CallOptions,
  CallRecord,
  CallRequest,
  FetchLike,
  Installation,
  Operation,
  Recall,
} from './call-types';
import { fetchAnswer } from './fetch-answer';
import { describeNetworkError } from './network-errors';
import { interpretAnswer, type Outcome, type ReadOutcome } from './interpret-answer';
import { redirectsLedNowhere } from './interpret-body';
import { maskDeep, secretMasker } from './redact';

export {
  DEFAULT_MAX_BYTES,
  DEFAULT_TIMEOUT_MS,
  type CallOptions,
  type CallRecord,
  type FetchInit,
  type FetchLike,
  type Installation,
  type ReceivedAnswer,
  type Recall,
  type RecalledReading,
} from './call-types';

/** Dependencies of the client. */
export interface V2ClientDeps {
  readonly fetch: FetchLike;
  readonly now?: () => number;
  readonly onCall?: (record: CallRecord) => void;
}

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

const INFO: Operation<typeof SystemInfoSchema> = {
  path: V2_PATHS.info,
  sendsToken: false,
  schema: SystemInfoSchema,
};
const CATEGORIES: Operation<typeof CategoriesResponseSchema> = {
  path: V2_PATHS.categories,
  sendsToken: true,
  schema: CategoriesResponseSchema,
};

/** Builds a client over `deps`. */
export function createV2Client(deps: V2ClientDeps) {
  const client: Caller = { ...deps, now: deps.now ?? (() => performance.now()) };
  const read = async <S extends z.ZodType>(
    operation: Operation<S>,
    installation: Installation,
    options: CallOptions,
  ): Promise<ReadAnswer<z.infer<S>>> => {
    let json: unknown;
    const result = await call(client, { ...operation, installation, options, keepJson: (j) => (json = j) });
    return { result, json };
  };
  return {
    /** GET /api/v2/auth/info. */
    getInfo: (installation: Installation, options: CallOptions = {}) =>
      call(client, { ...INFO, installation, options }),
    /** GET /api/v2/products/getcategorys?et_auth_token=... */
    getCategories: (installation: Installation, options: CallOptions = {}) =>
      call(client, { ...CATEGORIES, installation, options }),
    /** getInfo, plus the parsed body of an answer that broke the contract. */
    readInfo: (installation: Installation, options: CallOptions = {}) => read(INFO, installation, options),
    /** getCategories, plus the parsed body of an answer that broke the contract. */
    readCategories: (installation: Installation, options: CallOptions = {}) =>
      read(CATEGORIES, installation, options),
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
      const keepJson = (j: unknown) => (json = j);
      const result = await callOrRecall(client, { ...CATEGORIES, installation, options, keepJson, recall });
      return { result, json };
    },
  };
}

/** The client's type. */
export type V2Client = ReturnType<typeof createV2Client>;

// The dependencies with the clock resolved.
type Caller = V2ClientDeps & { readonly now: () => number };

// callOrRecall without a recall: the data is never null then.
function call<S extends z.ZodType>(client: Caller, request: CallRequest<S>): Promise<CallResult<z.infer<S>>> {
  return callOrRecall(client, request) as Promise<CallResult<z.infer<S>>>;
}

async function callOrRecall<S extends z.ZodType>(
  client: Caller,
  request: CallRequest<S>,
): Promise<CallResult<z.infer<S> | null>> {
  const { now } = client;
  const { recall } = request;
  const started = now();
  const mask = secretMasker(request.installation.token);
  const leniencies: Leniency[] = [];
  let meta: CallMeta = { method: 'GET', url: '', totalMs: 0, bytes: 0, leniencies };
  let body = '';
  const finish = (outcome: Outcome<z.infer<S> | null>) => {
    // Warnings may quote what the installation sent (a content type, say): masked like the body.
    const totalMs = round(now() - started);
    const timings = meta.timings && { ...meta.timings, total: totalMs };
    meta = maskDeep({ ...meta, totalMs, ...(timings ? { timings } : {}) }, mask);
    const result = outcome.ok
      ? { ...outcome, meta }
      : { ok: false as const, failure: maskDeep(outcome.failure, mask), meta };
    client.onCall?.({ meta, ok: result.ok, failureKind: result.ok ? undefined : result.failure.kind, body });
    return result;
  };

  const fetched = await fetchAnswer(client.fetch, request, {
    leniencies,
    mask,
    elapsedMs: () => round(now() - started),
    note: (facts) => (meta = { ...meta, ...facts }),
  });
  if (!fetched.ok) return finish(fetched);
  const { answer } = fetched;
  // Tells `recall` what to give back for the same bytes: the reading's leniencies, not the reaching's.
  const reaching = leniencies.length;
  let reading: ReadOutcome<z.infer<S>>;
  try {
    const recalled = recall?.recall(answer);
    if (recalled) {
      if (recalled.ledNowhere) redirectsLedNowhere(leniencies);
      leniencies.push(...recalled.leniencies);
      const { outcome } = recalled;
      return finish(outcome.ok ? { ok: true, data: null } : outcome);
    }
    reading = interpretAnswer(answer, request, mask, leniencies);
  } catch (error) {
    // Recalling and interpreting are written never to throw; should a bug make them, the call still
    // resolves, as the client promises, with the failure the whole call was answered with before
    // transport and interpretation were split.
    return finish({
      ok: false,
      failure: { kind: 'network', ...describeNetworkError(error, new URL(meta.url)) },
    });
  }
  body = reading.body;
  const result = finish(reading.outcome);
  recall?.read(answer, {
    outcome: result.ok ? { ok: true } : { ok: false, failure: result.failure },
    leniencies: result.meta.leniencies.slice(reaching),
    ledNowhere: reading.ledNowhere,
  });
  return result;
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

/**
 * The shapes the v2 client's parts share: what is called (an installation, the bounds of one call,
 * one named request), what fetch they call it over, and the two sides of a memo of readings.
 * v2-client.ts re-exports them; its transport (fetch-answer.ts) and its interpretation
 * (interpret-answer.ts) import them from here, so neither imports the client back.
 */
import type { z } from 'zod';
import type { CallFailure, CallMeta } from '../../../shared/call-result';
import type { Leniency } from '../../../shared/leniency';

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

/** The default of CallOptions.timeoutMs. */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** The default of CallOptions.maxBytes. */
export const DEFAULT_MAX_BYTES = 64_000_000;

/** An answer received in full and not yet read: what a memo of readings keys on. */
export interface ReceivedAnswer {
  readonly httpStatus: number;
  /** The Content-Type header's value, empty when there is none. */
  readonly contentType: string;
  /** The body after content decoding (gzip, deflate), before anything else. */
  readonly bytes: Uint8Array;
  /** The Server header's value, when one was sent (it names the proxy of an error page). */
  readonly server?: string;
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

/** One operation of the API: where it answers, whether it takes the token, what it promises. */
export interface Operation<S extends z.ZodType> {
  readonly path: string;
  /** Sends the installation's token as `et_auth_token` in the query (the categories operation). */
  readonly sendsToken: boolean;
  readonly schema: S;
}

/**
 * One call, named: the operation, the installation, the bounds, and optionally where a contract
 * failure's parsed body goes (`keepJson`) and a memo of readings (`recall`).
 */
export interface CallRequest<S extends z.ZodType> extends Operation<S> {
  readonly installation: Installation;
  readonly options: CallOptions;
  readonly keepJson?: (json: unknown) => void;
  readonly recall?: Recall;
}

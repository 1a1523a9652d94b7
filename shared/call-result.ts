/**
 * The one typed result of every call to an installation (docs/architecture.md, request flow): either the
 * validated data or exactly one failure kind, plus what was measured. Values only: it crosses IPC,
 * the web host and the CLI's JSON output unchanged, and it never holds a token.
 */
import type { HtmlPage } from './html-page';
import type { PathIssue } from './issue-path';
import type { Leniency } from './leniency';

/**
 * Why a connection failed below HTTP. `blocked-port`: the host's fetch refuses the port (Chromium's
 * and the Fetch standard's list of ports of other protocols, e.g. 4190 or 6000). `proxy`: the proxy
 * between this computer and the installation could not be reached, or refused the connection or the
 * tunnel to the installation.
 */
export type NetworkReason =
  'dns' | 'refused' | 'reset' | 'tls' | 'timeout' | 'unreachable' | 'blocked-port' | 'proxy' | 'other';

/**
 * What kind of TLS failure: the server speaks plain HTTP on the port; its certificate is not trusted,
 * has expired (or is not valid yet), or names another host; or something else.
 */
export type TlsProblem = 'plain-http' | 'untrusted' | 'expired' | 'wrong-host' | 'other';

/** Everything that can go wrong, one kind per way a user would fix it. */
export type CallFailure =
  /** The installation answered `status: false` (HTTP 200 or not) with its own message. */
  | { readonly kind: 'api-failure'; readonly message: string; readonly httpStatus?: number }
  /**
   * A non-2xx answer that is not a `status: false` body; `page` summarises it when it is a web page
   * (a proxy's error page), so no one has to read its HTML.
   */
  | {
      readonly kind: 'http-status';
      readonly statusText: string;
      readonly preview: string;
      readonly page?: HtmlPage;
    }
  /** No HTTP answer: DNS, refused, reset, TLS (with its kind), timeout, a port the host refuses. */
  | {
      readonly kind: 'network';
      readonly reason: NetworkReason;
      readonly message: string;
      readonly tls?: TlsProblem;
    }
  /** The caller cancelled. */
  | { readonly kind: 'cancelled' }
  /** The body is not JSON (an HTML login page, a proxy error page, summarised as `page`). */
  | {
      readonly kind: 'not-json';
      readonly contentType: string;
      readonly preview: string;
      readonly page?: HtmlPage;
    }
  /**
   * JSON, but not the shape the specification gives: the first problems (at most ISSUE_CAP of
   * shared/issue-path.ts) and, as `total`, how many there are in all (absent: as many as listed).
   */
  | { readonly kind: 'contract'; readonly issues: readonly PathIssue[]; readonly total?: number }
  /** JSON nested deeper than the client reads (RFC 8259 §9 lets a reader limit it): where, and the limit. */
  | { readonly kind: 'too-deep'; readonly path: string; readonly limit: number }
  /** The body grew past the size cap while it was read. */
  | { readonly kind: 'too-large'; readonly limitBytes: number }
  /** A redirect the client would not follow (another host, or too many). */
  | { readonly kind: 'redirect'; readonly message: string }
  /** The base URL cannot be called as given. */
  | { readonly kind: 'invalid-url'; readonly message: string };

/** The kinds of failure, for exhaustive handling. */
export type CallFailureKind = CallFailure['kind'];

/** What was measured for one call. */
export interface CallMeta {
  readonly method: 'GET';
  /** The URL called, with the token's value replaced by ***. */
  readonly url: string;
  /** HTTP status, when an answer arrived. */
  readonly httpStatus?: number;
  /** From the start of the call to the end of the body (or the failure). */
  readonly totalMs: number;
  /** From the start of the call to the response headers. */
  readonly firstByteMs?: number;
  /** Body bytes read (after decompression). */
  readonly bytes: number;
  /**
   * Faults of the answer the client tolerated to read it (a byte order mark, bytes that are not
   * UTF-8, a wrong content type, a redirect): never silent, each is a counted warning.
   */
  readonly leniencies: readonly Leniency[];
  /** The certificate an https installation served (absent over http, or where the host cannot read it). */
  readonly certificate?: ServedCertificate;
  /**
   * Where the call's time went, phase by phase: set for every call that was sent (absent for an
   * address that cannot be used or a call cancelled before it started). The desktop app's net stack
   * reports fewer phases than the Node fetch (docs/electron-shell.md).
   */
  readonly timings?: CallTimings;
}

/**
 * One call's time split as the blackbox exporter splits a probe, in milliseconds (to a tenth, as
 * totalMs). A phase that did not happen, or that the host cannot see, is null: DNS for an IP address
 * or behind a proxy that resolves the name, DNS, connect and TLS on a reused connection, TLS over
 * http, first byte and transfer when no answer's headers came; DNS, connect and TLS always in the
 * desktop app, whose net stack reports none. With redirects followed, the phases are the last hop's.
 * The phases need not add up to `total` (CallMeta.totalMs): the client's own work and earlier hops
 * are in no phase.
 */
export interface CallTimings {
  /** Resolving the host name. */
  readonly dns: number | null;
  /** The TCP connection (to the proxy, through one), after DNS. */
  readonly connect: number | null;
  /** The TLS handshake, after the connection. */
  readonly tls: number | null;
  /**
   * From the request being sent (the connection ready) to the answer's headers: the server's
   * thinking. In the desktop app from the start of the call, connection included (CallMeta.firstByteMs).
   */
  readonly firstByte: number | null;
  /** From the headers to the end of the body (or the failure). */
  readonly transfer: number | null;
  readonly total: number;
  /**
   * Whether the request went over a connection opened for it (`new`: DNS, connect and TLS are its
   * own) or one already open (`reused`: none of them happened); null where that is not known: the
   * desktop app, whose net stack does not say, or a call that failed before its request was sent.
   * Absent in what older versions wrote: not known.
   */
  readonly connection?: 'new' | 'reused' | null;
}

/** The TLS certificate an installation served, as read from the connection a call went over. */
export interface ServedCertificate {
  /** The end of its validity, ISO 8601 (UTC). */
  readonly notAfter: string;
  /** Whole days from the call to notAfter, rounded down (negative once expired). */
  readonly daysLeft: number;
  /** The issuer's common name, else its organization; empty when it names neither. */
  readonly issuer: string;
  /** The DNS names and IP addresses of its subjectAltName, else its subject's common name. */
  readonly names: readonly string[];
  /** Whether the host called is among the names (node:tls checkServerIdentity's rules). */
  readonly matchesHost: boolean;
}

/** The outcome of one call. */
export type CallResult<T> =
  | { readonly ok: true; readonly data: T; readonly meta: CallMeta }
  | { readonly ok: false; readonly failure: CallFailure; readonly meta: CallMeta };

/**
 * How long a node:http server of ours waits for a client, as node:http's server options. Shared by
 * the embedded server and the web host, so a slow client is cut off at the documented bound in
 * both. Pure; never throws (the bounds are checked by the caller).
 */

/** Bounds, in milliseconds. */
export interface HttpTimeouts {
  /** For the complete request headers. */
  readonly headersMs: number;
  /** For the complete request, headers and body (at least headersMs). */
  readonly requestMs: number;
  /** For the next request on an idle keep-alive connection. */
  readonly keepAliveMs: number;
}

/** The node:http server options that enforce `timeouts`. */
export function httpTimeoutOptions(timeouts: HttpTimeouts) {
  return {
    headersTimeout: timeouts.headersMs,
    // Node refuses a header timeout longer than the request timeout.
    requestTimeout: Math.max(timeouts.requestMs, timeouts.headersMs),
    keepAliveTimeout: timeouts.keepAliveMs,
    // Node checks the header and request timeouts of open connections only every
    // connectionsCheckingInterval (30 s by default), so a client sending a byte every 2 s would
    // outlive a 10 s bound by up to 20 s more: check at a quarter of the shorter bound instead.
    connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(timeouts.headersMs / 4))),
  };
}

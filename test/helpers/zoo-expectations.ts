// What every long-running process must make of each case of the answer zoo: the class of its verdict
// (shared/outcome.ts), the same for the exporter's probe, watch's run and the app's checks, and the
// resident set each must fall back under afterwards.
import type { ZooCase } from './answer-zoo';

/**
 * The timeout of every call to the zoo: it bounds the drip, and leaves a 64 MB read (a bomb inflated
 * on a loaded machine takes up to 3 s) time to reach the cap rather than the timeout.
 */
export const TIMEOUT_MS = 8_000;

/** How long one case may take: the drip's timeout, the next run or call, memory falling back. */
export const CASE_MS = 2 * TIMEOUT_MS + 30_000;

/**
 * The most memory, in MB, a process may keep once a case is over. Measured: an idle host holds about
 * 100 MB; after two capped reads at once (64 MB each) its JavaScript heap is back at ~15 MB, but the
 * C allocator keeps the pages it took (about 200 MB in all for the exporter). A body kept per case,
 * or the 200 MB one read whole, passes this within a case or two.
 */
export const RSS_BOUND_MB = 320;

/**
 * The same for watch, whose two installations' capped reads leave the C allocator holding about
 * 270 MB, and 333 MB once on a loaded CI machine after the deflate bomb. A body kept per case (two
 * 64 MB reads) still passes this within a case or two.
 */
export const WATCH_RSS_BOUND_MB = 384;

/**
 * The same for the app's main process on the Electron stand-in, which decodes gzip and deflate in
 * main's own process (Chromium does it in its network service) and copies each chunk as Electron
 * does: after two bombs read at once main holds about 250 MB of buffers until its next collection,
 * which an idle main may not run for half a minute (measured: 350–390 MB). Still under what one
 * kept body a case would reach within three cases.
 */
export const APP_MAIN_RSS_BOUND_MB = 448;

/**
 * The same for the web host, whose calls go through undici's fetch and its web streams: a page's two
 * calls of a connection read at once, each up to the 64 MB cap, and an idle host may not collect
 * those buffers for many seconds. Measured on a loaded CI machine: more than 320 MB still held 10 s
 * after the 200 MB chunked case (the same case alone falls back under 320 MB within a second or two).
 * Still under what one kept body a case would reach within three cases.
 */
export const WEB_HOST_RSS_BOUND_MB = 448;

/** How long memory may take to fall back under its bound once a case is over. */
export const RSS_SETTLE_MS = 20_000;

// An answer that cannot be read as the API (nothing at the path, past the 64 MB cap, a redirect
// without end) is the address's fault; a cut connection is unreachable; a drip runs into the timeout.
const CLASSES: Record<ZooCase, string> = {
  '404 HTML': 'wrong-address',
  '404 Unknown method': 'wrong-address',
  '70 MB with Content-Length': 'wrong-address',
  '200 MB chunked': 'wrong-address',
  'gzip bomb': 'wrong-address',
  'deflate bomb': 'wrong-address',
  'redirect loop': 'wrong-address',
  'reset mid-body': 'unreachable',
  'one byte a second': 'timeout',
};

/** The class a process's verdict on `zooCase` has. */
export function expectedClass(zooCase: ZooCase): string {
  return CLASSES[zooCase];
}

// The app's words for the same: the 404 page is an HTTP status, the specification's 404 an API
// failure; a drip cut at the timeout is a network failure (its cause says timeout).
const KINDS: Record<ZooCase, string> = {
  '404 HTML': 'http-status',
  '404 Unknown method': 'api-failure',
  '70 MB with Content-Length': 'too-large',
  '200 MB chunked': 'too-large',
  'gzip bomb': 'too-large',
  'deflate bomb': 'too-large',
  'redirect loop': 'redirect',
  'reset mid-body': 'network',
  'one byte a second': 'network',
};

/** The failure kind (shared/call-result.ts) of a client call on `zooCase`. */
export function expectedKind(zooCase: ZooCase): string {
  return KINDS[zooCase];
}

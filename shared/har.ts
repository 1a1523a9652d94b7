/**
 * The request log as a HAR 1.2 document (the HTTP Archive format a browser's DevTools imports: the
 * Network panel's "Import HAR file"), built from values only, so it is tested without a host. What
 * the log does not keep is said the way HAR says "unknown": no headers, sizes of -1, an empty HTTP
 * version. A call that got no answer is kept, as Chrome keeps one: status 0 and `_error`.
 * The token never appears: URLs arrive masked, and the query's `et_auth_token` is masked once more.
 */
import type { CallFailureKind, CallTimings } from './call-result';
import { countText } from './count-text';
import type { RequestLogEntry } from './ipc-contract';

/** One name and value of a header or the query string. */
export interface HarPair {
  readonly name: string;
  readonly value: string;
}

/** HAR's timings, in milliseconds; -1 for a phase that did not happen (send, wait, receive never). */
export interface HarTimings {
  readonly blocked: number;
  readonly dns: number;
  /** Includes `ssl`, as HAR 1.2 counts it. */
  readonly connect: number;
  readonly ssl: number;
  readonly send: number;
  readonly wait: number;
  readonly receive: number;
  readonly comment?: string;
}

/** One request and its answer. */
export interface HarEntry {
  readonly startedDateTime: string;
  /** The sum of the timings that are not -1. */
  readonly time: number;
  readonly request: {
    readonly method: string;
    readonly url: string;
    readonly httpVersion: string;
    readonly cookies: readonly HarPair[];
    readonly headers: readonly HarPair[];
    readonly queryString: readonly HarPair[];
    readonly headersSize: number;
    readonly bodySize: number;
  };
  readonly response: {
    readonly status: number;
    readonly statusText: string;
    readonly httpVersion: string;
    readonly cookies: readonly HarPair[];
    readonly headers: readonly HarPair[];
    readonly content: { readonly size: number; readonly mimeType: string; readonly text?: string };
    readonly redirectURL: string;
    readonly headersSize: number;
    readonly bodySize: number;
    /** Why no answer came, where none did (Chrome's own field for it). */
    readonly _error?: string;
  };
  readonly cache: Record<string, never>;
  readonly timings: HarTimings;
  readonly comment?: string;
}

/** A HAR file's content. */
export interface Har {
  readonly log: {
    readonly version: '1.2';
    readonly creator: { readonly name: string; readonly version: string };
    readonly entries: readonly HarEntry[];
    /** Says which calls of the log are not entries (none was sent: no address to call). */
    readonly comment?: string;
  };
}

/** The value the token's query parameter is given in every URL the app shows or writes. */
const MASK = '***';
const TOKEN_PARAMETER = 'et_auth_token';

/** How the app read an answer it did not accept, or why none came, in words. */
const FAILURE_WORDS: Record<CallFailureKind, string> = {
  'api-failure': 'the installation answered with an error (status: false)',
  'http-status': 'the answer’s HTTP status is an error',
  network: 'no answer: the connection failed',
  cancelled: 'cancelled before an answer came',
  'not-json': 'the answer is not JSON',
  contract: 'the answer does not have the shape the specification gives',
  'too-large': 'the answer is larger than the app reads',
  'too-deep': 'the answer is nested deeper than the app reads',
  redirect: 'a redirect the app would not follow',
  'invalid-url': 'the address cannot be called as given',
};

/** `url` with the token parameter's value masked (it arrives masked; this keeps it so), and its query. */
function maskedUrl(url: string): { url: string; query: HarPair[] } {
  const masked = url.replace(/([?&]et_auth_token=)[^&#]*/gi, `$1${MASK}`);
  let search: URLSearchParams;
  try {
    search = new URL(masked).searchParams;
  } catch {
    return { url: masked, query: [] };
  }
  const query = [...search].map(([name, value]) => ({
    name,
    value: name.toLowerCase() === TOKEN_PARAMETER ? MASK : value,
  }));
  return { url: masked, query };
}

// Rounded to a thousandth of a millisecond, so sums of measured phases do not drift in the last digit.
const ms = (value: number) => Math.round(value * 1000) / 1000;

/**
 * HAR's timings of one entry. The phases map as HAR 1.2 defines them: connect includes TLS (as
 * `ssl`), nothing is measured for sending (0), wait is the first byte, receive the transfer. What
 * the phases leave of the total (a proxy, the client's own work before the request) is `blocked`,
 * so the timings add up to `time`. Without timings the whole duration is given as wait, and said so.
 */
export function harTimings(
  durationMs: number,
  timings: CallTimings | undefined,
): { timings: HarTimings; time: number } {
  if (!timings) {
    const time = ms(durationMs);
    return {
      time,
      timings: {
        blocked: -1,
        dns: -1,
        connect: -1,
        ssl: -1,
        send: 0,
        wait: time,
        receive: 0,
        comment: 'Phases not measured: the whole duration is given as wait.',
      },
    };
  }
  const dns = timings.dns === null ? -1 : ms(timings.dns);
  // Without a connection of its own (a reused one) there is no TLS handshake to count either.
  const connected = timings.connect !== null;
  const ssl = connected && timings.tls !== null ? ms(timings.tls) : -1;
  const connect = connected ? ms(timings.connect! + Math.max(ssl, 0)) : -1;
  const wait = ms(timings.firstByte ?? 0);
  const receive = ms(timings.transfer ?? 0);
  const measured = ms(Math.max(dns, 0) + Math.max(connect, 0) + wait + receive);
  const rest = ms(timings.total - measured);
  const blocked = rest > 0 ? rest : -1;
  return {
    time: ms(measured + Math.max(blocked, 0)),
    timings: { blocked, dns, connect, ssl, send: 0, wait, receive },
  };
}

// What a kept body is, from its first character: the log keeps no Content-Type.
function mimeTypeOf(text: string | undefined): string {
  const first = text?.trimStart()[0];
  if (first === '{' || first === '[') return 'application/json';
  if (first === '<') return 'text/html';
  return text ? 'text/plain' : 'x-unknown';
}

/** One log entry as a HAR entry; `body` is its kept (masked) body, if any. */
export function harEntry(entry: RequestLogEntry, body: string | undefined): HarEntry {
  const { url, query } = maskedUrl(entry.url);
  const { time, timings } = harTimings(entry.durationMs, entry.timings);
  const answered = entry.status > 0;
  // The log records when a call finished; HAR wants when it started.
  const started = new Date(Date.parse(entry.at) - entry.durationMs).toISOString();
  const failure = entry.ok ? undefined : FAILURE_WORDS[entry.failureKind ?? 'network'];
  return {
    startedDateTime: started,
    time,
    request: {
      method: entry.method,
      url,
      httpVersion: '',
      cookies: [],
      headers: [],
      queryString: query,
      headersSize: -1,
      bodySize: 0,
    },
    response: {
      status: entry.status,
      statusText: '',
      httpVersion: '',
      cookies: [],
      headers: [],
      content: {
        size: entry.bytes,
        mimeType: mimeTypeOf(body),
        ...(body !== undefined && { text: body }),
      },
      redirectURL: '',
      headersSize: -1,
      bodySize: answered ? entry.bytes : -1,
      ...(!answered && { _error: failure ?? 'no answer' }),
    },
    cache: {},
    timings,
    ...(failure && answered && { comment: `Not accepted by Retail Inspector: ${failure}.` }),
  };
}

/**
 * The entries (in any order; HAR lists them oldest first) as one HAR document. `bodyOf` gives an
 * entry's kept body, masked, or undefined; `version` is the app's. A call whose address could not
 * be called as given (`invalid-url`) was never sent and has no URL: HAR requires one (a URI; the
 * DevTools importer reads it), so it is left out and counted in the log's comment.
 */
export function requestLogHar(
  entries: readonly RequestLogEntry[],
  bodyOf: (id: number) => string | undefined,
  version: string,
): Har {
  const oldestFirst = [...entries].sort((a, b) => a.id - b.id);
  const sent = oldestFirst.filter((entry) => isUrl(entry.url));
  const unsent = oldestFirst.length - sent.length;
  return {
    log: {
      version: '1.2',
      creator: { name: 'Retail Inspector', version },
      entries: sent.map((entry) => harEntry(entry, bodyOf(entry.id))),
      ...(unsent > 0 && {
        comment: `${countText(unsent, 'call')} of the request log left out: ${unsent === 1 ? 'its address' : 'their addresses'} could not be called as given, so no request was sent.`,
      }),
    },
  };
}

function isUrl(text: string): boolean {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

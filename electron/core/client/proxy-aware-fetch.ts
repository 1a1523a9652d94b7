/**
 * The fetch of the command line and the web host: undici's fetch over undici's EnvHttpProxyAgent, so
 * HTTPS_PROXY, HTTP_PROXY and NO_PROXY (lower-case spellings first, as curl reads them) apply as in
 * other command-line tools. TLS goes through node:tls, whose trust store holds the certificates
 * NODE_EXTRA_CA_CERTS names. Addresses on this machine are always called directly: a proxy elsewhere
 * cannot reach them (Go's net/http makes the same exception). The Electron app does not use this: its
 * net.request follows the system's proxy settings.
 *
 * undici's own fetch, not the global one: the global fetch bundled with Node may be an older undici
 * whose dispatcher interface differs from the one this package's agents implement. Ports fetch
 * refuses (the Fetch standard's bad ports) are reached through undici's request API instead.
 * Over https it reads the certificate each new connection served (certificate-recorder.ts) and marks
 * the answer with it; a call refused for an expired or wrong-name certificate is marked with the one
 * read on a handshake of its own (unverified-certificate.ts), so its message can say when or which names.
 * Each answer (or rejection) is marked with its DNS, connect, TLS and first-byte phases
 * (connection-timings.ts), which the client puts in the call's meta as its timings.
 */
import { isIP } from 'node:net';
import {
  Agent,
  EnvHttpProxyAgent,
  fetch as undiciFetch,
  type Dispatcher,
  type RequestInit as UndiciInit,
} from 'undici';
import { isLoopbackHost } from './base-url';
import { dispatcherFetch } from './dispatcher-fetch';
import { certificateRecorder } from './certificate-recorder';
import { TimedDispatcher } from './connection-timings';
import { withPhases } from './response-timings';
import { classifyNetworkError, tlsProblem } from './network-errors';
import { errorWithCertificate, servedCertificate, withCertificate } from './served-certificate';
import { readUnverifiedCertificate } from './unverified-certificate';
import { maskProxyUrl, proxyPlan, type ProxyAwareFetch } from './proxy-settings';
import type { FetchInit, FetchLike } from './v2-client';

export type { ProxyAwareFetch } from './proxy-settings';

/**
 * A fetch following the proxy variables in `env`. Throws AppError('USAGE') when a proxy variable is
 * not a usable address; the message shows it with any credentials masked. `requestApi` makes every
 * call through undici's request API (dispatcher-fetch.ts), as the exporter does for its CPU cost.
 */
export function proxyAwareFetch(
  env: Readonly<Record<string, string | undefined>>,
  options: { readonly requestApi?: boolean } = {},
): ProxyAwareFetch {
  const { httpProxy, httpsProxy, noProxy, notice, proxyFor } = proxyPlan(env);
  const recorder = certificateRecorder();
  const direct = new Agent({ factory: recorder.factory });
  // Empty strings, not undefined: undefined would make undici read process.env behind our back.
  const viaProxy =
    httpProxy || httpsProxy
      ? new EnvHttpProxyAgent({
          httpProxy: httpProxy || '',
          httpsProxy: httpsProxy || '',
          noProxy: noProxy ?? '',
          factory: recorder.factory,
        })
      : direct;
  // The proxy URL (credentials and all) a call to `target` goes through, or null when it goes direct.
  const proxyUrlFor = (target: URL) =>
    proxyFor(target.href) === null
      ? null
      : target.protocol === 'https:'
        ? (httpsProxy ?? httpProxy)
        : httpProxy;
  const fetch: FetchLike = async (url, init) => {
    const target = new URL(url);
    // The call's own view of the shared connections, for its phases (connection-timings.ts).
    const shared = isLoopbackHost(target.hostname) ? direct : viaProxy;
    const dispatcher = new TimedDispatcher(shared);
    try {
      const response = await (options.requestApi
        ? dispatcherFetch(dispatcher, url, init)
        : fetchAnyPort(dispatcher, url, init));
      marked(response, dispatcher);
      const answered = new URL(response.url || url);
      const facts = answered.protocol === 'https:' ? recorder.lookup(answered) : undefined;
      return facts
        ? withCertificate(response, servedCertificate(facts, answered.hostname, Date.now()))
        : response;
    } catch (error) {
      await markCertificate(error, target, proxyUrlFor(target), init.signal);
      if (shared === direct) throw marked(error, dispatcher);
      const proxy =
        target.protocol === 'https:'
          ? httpsProxy
            ? { name: 'HTTPS_PROXY', url: httpsProxy }
            : httpProxy && { name: 'HTTP_PROXY', url: httpProxy }
          : httpProxy && { name: 'HTTP_PROXY', url: httpProxy };
      throw marked(proxy ? blamingTheProxy(error, proxy) : error, dispatcher);
    }
  };
  return {
    fetch,
    proxyFor,
    notice,
    close: async () => {
      await Promise.all([direct.close(), viaProxy === direct ? undefined : viaProxy.close()]);
    },
  };
}

// `answer` marked with the phases its call's dispatcher measured, if it followed any request.
function marked<T>(answer: T, dispatcher: TimedDispatcher): T {
  const phases = dispatcher.phases();
  return phases ? withPhases(answer, phases) : answer;
}

// A call refused for its certificate's date or names: the certificate read without verifying it, so
// the message can say which. Any other failure, and http, is left as it is.
async function markCertificate(
  error: unknown,
  target: URL,
  proxyUrl: string | null,
  signal: AbortSignal | null | undefined,
): Promise<void> {
  if (target.protocol !== 'https:' || classifyNetworkError(error) !== 'tls') return;
  const kind = tlsProblem(error);
  if (kind !== 'expired' && kind !== 'wrong-host') return;
  const facts = await readUnverifiedCertificate(target, proxyUrl, signal);
  if (facts)
    errorWithCertificate(
      error,
      servedCertificate(facts, target.hostname, Date.now()),
      proxyUrl ? new URL(proxyUrl).origin : null,
    );
}

// fetch refuses the Fetch standard's bad ports (4190, 6000, ...) at once, before any traffic: those
// go through undici's request API, which has no such list, over the same dispatcher (proxy or not).
async function fetchAnyPort(dispatcher: Dispatcher, url: string, init: FetchInit): Promise<Response> {
  try {
    return (await undiciFetch(url, { ...(init as UndiciInit), dispatcher })) as unknown as Response;
  } catch (error) {
    if (classifyNetworkError(error) !== 'blocked-port') throw error;
    return dispatcherFetch(dispatcher, url, init);
  }
}

/**
 * `error` with its innermost cause renamed after the proxy when the connection that failed was the
 * one to the proxy (refused, name not found, unreachable): through a tunnel every connection error
 * is the proxy's, and "the server refused the connection" alone would send the user to the wrong
 * machine. The renamed cause is marked `proxyFailure`, which network-errors.ts classifies as the
 * proxy's. Other errors (TLS, aborts, failures behind the proxy) are returned unchanged.
 */
export function blamingTheProxy(error: unknown, proxy: { name: string; url: string }): unknown {
  const causes: unknown[] = [];
  for (let e = error; e instanceof Error && causes.length < 5; e = e.cause) causes.push(e);
  const innermost = causes.at(-1) as
    (Error & { code?: unknown; port?: unknown; address?: unknown; hostname?: unknown }) | undefined;
  if (!innermost || typeof innermost.code !== 'string') return error;
  // undici's words when the proxy answers CONNECT with an error: the proxy was reached, and refused.
  const refused = /^Proxy response \((\d{3})\)/.exec(innermost.message);
  if (refused) {
    const status = Number(refused[1]);
    const why = status === 407 ? ': it wants a user name and password, or refused the ones given' : '';
    // No code: undici's UND_ERR_ABORTED would only say it was cut short, not why.
    const named = Object.assign(
      new Error(
        `the proxy ${maskProxyUrl(proxy.url)} (${proxy.name}) refused the connection with HTTP ${status}${why}`,
      ),
      { proxyFailure: true },
    );
    return new TypeError(error instanceof Error ? error.message : 'fetch failed', { cause: named });
  }
  const url = new URL(proxy.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const atProxy =
    innermost.hostname === host ||
    (innermost.port === port && (innermost.address === host || isIP(host) === 0));
  if (!atProxy) return error;
  const named = Object.assign(
    new Error(`the proxy ${maskProxyUrl(proxy.url)} (${proxy.name}): ${innermost.message}`),
    { code: innermost.code, proxyFailure: true },
  );
  return new TypeError(error instanceof Error ? error.message : 'fetch failed', { cause: named });
}

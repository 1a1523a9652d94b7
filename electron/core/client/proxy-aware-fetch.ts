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
 */
import { isIP } from 'node:net';
import {
  Agent,
  EnvHttpProxyAgent,
  fetch as undiciFetch,
  type Dispatcher,
  type RequestInit as UndiciInit,
} from 'undici';
import { AppError } from '../lib/app-error';
import { isLoopbackHost } from './base-url';
import { dispatcherFetch } from './dispatcher-fetch';
import { classifyNetworkError } from './network-errors';
import type { FetchInit, FetchLike } from './v2-client';

/** The proxy variables in effect, each from its lower-case spelling, else its upper-case one. */
export interface ProxySettings {
  readonly httpProxy: string | null;
  readonly httpsProxy: string | null;
  readonly noProxy: string | null;
}

/** A fetch with the proxy settings it follows. */
export interface ProxyAwareFetch {
  readonly fetch: FetchLike;
  /** One line saying which proxy is used (credentials masked), or null when none is. */
  readonly notice: string | null;
  /**
   * The origin (scheme, host, port: never a user name or password) of the proxy a call to `url`
   * goes through; null when it goes direct (loopback, NO_PROXY, no proxy) or `url` is no address.
   */
  readonly proxyFor?: (url: string) => string | null;
  /** Closes every connection the fetch keeps open. */
  close(): Promise<void>;
}

/** Reads the proxy variables from `env`. */
export function proxySettings(env: Readonly<Record<string, string | undefined>>): ProxySettings {
  const read = (name: string) => env[name.toLowerCase()]?.trim() || env[name]?.trim() || null;
  return { httpProxy: read('HTTP_PROXY'), httpsProxy: read('HTTPS_PROXY'), noProxy: read('NO_PROXY') };
}

/**
 * A fetch following the proxy variables in `env`. Throws AppError('USAGE') when a proxy variable is
 * not a usable address; the message shows it with any credentials masked. `requestApi` makes every
 * call through undici's request API (dispatcher-fetch.ts), as the exporter does for its CPU cost.
 */
export function proxyAwareFetch(
  env: Readonly<Record<string, string | undefined>>,
  options: { readonly requestApi?: boolean } = {},
): ProxyAwareFetch {
  const settings = proxySettings(env);
  const httpProxy = settings.httpProxy && proxyUrl('HTTP_PROXY', settings.httpProxy);
  const httpsProxy = settings.httpsProxy && proxyUrl('HTTPS_PROXY', settings.httpsProxy);
  const direct = new Agent();
  // Empty strings, not undefined: undefined would make undici read process.env behind our back.
  const viaProxy =
    httpProxy || httpsProxy
      ? new EnvHttpProxyAgent({
          httpProxy: httpProxy || '',
          httpsProxy: httpsProxy || '',
          noProxy: settings.noProxy ?? '',
        })
      : direct;
  const fetch: FetchLike = async (url, init) => {
    const target = new URL(url);
    const dispatcher = isLoopbackHost(target.hostname) ? direct : viaProxy;
    try {
      return await (options.requestApi
        ? dispatcherFetch(dispatcher, url, init)
        : fetchAnyPort(dispatcher, url, init));
    } catch (error) {
      if (dispatcher === direct) throw error;
      const proxy =
        target.protocol === 'https:'
          ? httpsProxy
            ? { name: 'HTTPS_PROXY', url: httpsProxy }
            : httpProxy && { name: 'HTTP_PROXY', url: httpProxy }
          : httpProxy && { name: 'HTTP_PROXY', url: httpProxy };
      throw proxy ? blamingTheProxy(error, proxy) : error;
    }
  };
  return {
    fetch,
    proxyFor: (url) => proxyOriginFor(url, httpProxy || null, httpsProxy || null, settings.noProxy),
    // NO_PROXY=* sends everything direct: saying "Proxy: ..." then would be untrue.
    notice: settings.noProxy === '*' ? null : notice(httpProxy || null, httpsProxy || null),
    close: async () => {
      await Promise.all([direct.close(), viaProxy === direct ? undefined : viaProxy.close()]);
    },
  };
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

// The proxy's origin for a call to `url`, by the rule undici's EnvHttpProxyAgent follows: https
// through HTTPS_PROXY (else HTTP_PROXY), http through HTTP_PROXY, direct for loopback and for a host
// NO_PROXY names (itself or a subdomain; with a port, only that port; `*`: every host).
function proxyOriginFor(
  url: string,
  httpProxy: string | null,
  httpsProxy: string | null,
  noProxy: string | null,
): string | null {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return null;
  }
  if (isLoopbackHost(target.hostname)) return null;
  const proxy = target.protocol === 'https:' ? (httpsProxy ?? httpProxy) : httpProxy;
  if (!proxy) return null;
  const port = target.port || (target.protocol === 'https:' ? '443' : '80');
  const host = target.hostname.toLowerCase();
  for (const entry of (noProxy ?? '').toLowerCase().split(/[,\s]+/)) {
    if (entry === '*') return null;
    const [name = '', onlyPort] = entry.replace(/^\*?\./, '').split(/:(?=\d+$)/);
    if (name && (host === name || host.endsWith(`.${name}`)) && (!onlyPort || onlyPort === port)) return null;
  }
  try {
    return new URL(proxy).origin;
  } catch {
    return null;
  }
}

/** `value` without its user name and password: `http://****:****@proxy.example:3128`. */
export function maskProxyUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.host) {
      if (url.username) url.username = '****';
      if (url.password) url.password = '****';
      return url.href.replace(/\/$/, '');
    }
  } catch {
    // not an address: masked below
  }
  // Where credentials end in a text that is no address is unsure (a password may hold "/" or "@",
  // the scheme may be missing): everything before the last "@" goes.
  const at = value.lastIndexOf('@');
  if (at < 0) return value;
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(value)?.[0] ?? '';
  return `${scheme}****@${value.slice(at + 1)}`;
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

// A proxy given without a scheme (proxy.example:3128) means http://, as curl reads it.
function proxyUrl(name: string, value: string): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`;
  let url: URL | null = null;
  try {
    url = new URL(withScheme);
  } catch {
    // reported below
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || !url.hostname) {
    throw new AppError(
      'USAGE',
      `${name} (${maskProxyUrl(value)}) is not a proxy address; expected http://HOST:PORT or https://HOST:PORT`,
    );
  }
  return withScheme;
}

// undici sends https through HTTPS_PROXY, else HTTP_PROXY; http through HTTP_PROXY only.
function notice(httpProxy: string | null, httpsProxy: string | null): string | null {
  const forHttps = httpsProxy ?? httpProxy;
  if (!forHttps) return null;
  const except = '(not for NO_PROXY hosts and this machine)';
  if (forHttps === httpProxy) return `Proxy: ${maskProxyUrl(forHttps)} for http and https ${except}`;
  const http = httpProxy ? `, ${maskProxyUrl(httpProxy)} for http` : '; http direct';
  return `Proxy: ${maskProxyUrl(forHttps)} for https${http} ${except}`;
}

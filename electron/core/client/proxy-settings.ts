/**
 * The proxy variables of the command line and the web host (HTTPS_PROXY, HTTP_PROXY, NO_PROXY, the
 * lower-case spellings first, as curl reads them) read and checked without loading the HTTP client:
 * a command that never calls an installation (diff of two files, openapi) does not pay for undici
 * (lazy-proxy-fetch.ts loads it on the first call). A variable that is no proxy address is refused
 * at once, as a usage error.
 */
import { AppError } from '../lib/app-error';
import { isLoopbackHost } from './base-url';
import type { FetchLike } from './call-types';

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

/** The proxies a fetch goes through, checked, with what is said about them. */
export interface ProxyPlan {
  /** HTTP_PROXY with its scheme (http:// when it had none), or null. */
  readonly httpProxy: string | null;
  /** HTTPS_PROXY likewise, or null. */
  readonly httpsProxy: string | null;
  readonly noProxy: string | null;
  /** One line saying which proxy is used (credentials masked), or null when none is. */
  readonly notice: string | null;
  /** The origin of the proxy a call to `url` goes through; null when it goes direct. */
  readonly proxyFor: (url: string) => string | null;
}

/** The plan of `env`'s proxy variables; throws AppError('USAGE') for one that is no proxy address. */
export function proxyPlan(env: Readonly<Record<string, string | undefined>>): ProxyPlan {
  const settings = proxySettings(env);
  const httpProxy = (settings.httpProxy && proxyUrl('HTTP_PROXY', settings.httpProxy)) || null;
  const httpsProxy = (settings.httpsProxy && proxyUrl('HTTPS_PROXY', settings.httpsProxy)) || null;
  return {
    httpProxy,
    httpsProxy,
    noProxy: settings.noProxy,
    // NO_PROXY=* sends everything direct: saying "Proxy: ..." then would be untrue.
    notice: settings.noProxy === '*' ? null : notice(httpProxy, httpsProxy),
    proxyFor: (url) => proxyOriginFor(url, httpProxy, httpsProxy, settings.noProxy),
  };
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

// The stand-in's `net` module: ClientRequest, net.request and net.fetch as Electron builds them, over
// real HTTP (node:http/https) instead of Chromium's network service. What the app depends on is kept:
// - ClientRequest's events in Electron's order: `redirect` (emitted synchronously, before any
//   `response`), then `response`, the body's `data`/`end`, and `error` for a failed request;
//   `abort()` emits `abort` on the next tick and then `close`, and neither `error` nor `end`.
// - redirect policies: `follow` follows up to 20 hops (then net::ERR_TOO_MANY_REDIRECTS); `error`
//   fails; `manual` cancels the request with "Redirect was cancelled" unless followRedirect() is
//   called synchronously inside the `redirect` event, or the request is aborted there.
// - a request given as options (protocol, hostname, port, path) instead of a URL, as Node's are;
// - net.fetch is a fetch built on ClientRequest, so `redirect: 'manual'` rejects with
//   "Redirect was cancelled" instead of answering the 3xx (electron/electron#43715).
// - Chromium's names for network failures (net::ERR_CONNECTION_REFUSED, ...), bodies decoded from
//   gzip/deflate/br, and the body paced by the consumer (each chunk waits for the previous one).
// - Chromium's refusal of ports of other protocols (net::ERR_UNSAFE_PORT, before any traffic, for a
//   redirect's target too), and a system proxy (STAND_IN_PROXY=http://host:port) for every host but
//   loopback ones, which Chromium never sends through a proxy: plain http in absolute form, https
//   through CONNECT; a proxy that cannot be reached is net::ERR_PROXY_CONNECTION_FAILED, a CONNECT
//   answered with anything but 2xx net::ERR_TUNNEL_CONNECTION_FAILED.
import { EventEmitter } from 'node:events';
import http from 'node:http';
import https from 'node:https';
import tls from 'node:tls';
import { Readable, Writable } from 'node:stream';
import zlib from 'node:zlib';

const MAX_REDIRECTS = 20;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NULL_BODY = new Set([101, 204, 205, 304]);

// Chromium reports network failures by name; these are the names for what Node reports by code.
const NET_ERRORS = {
  ECONNREFUSED: 'net::ERR_CONNECTION_REFUSED',
  ENOTFOUND: 'net::ERR_NAME_NOT_RESOLVED',
  EAI_AGAIN: 'net::ERR_NAME_NOT_RESOLVED',
  ECONNRESET: 'net::ERR_CONNECTION_RESET',
  EPIPE: 'net::ERR_CONNECTION_RESET',
  ETIMEDOUT: 'net::ERR_TIMED_OUT',
  EHOSTUNREACH: 'net::ERR_ADDRESS_UNREACHABLE',
  ENETUNREACH: 'net::ERR_INTERNET_DISCONNECTED',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'net::ERR_CERT_AUTHORITY_INVALID',
  SELF_SIGNED_CERT_IN_CHAIN: 'net::ERR_CERT_AUTHORITY_INVALID',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'net::ERR_CERT_AUTHORITY_INVALID',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'net::ERR_CERT_AUTHORITY_INVALID',
  CERT_HAS_EXPIRED: 'net::ERR_CERT_DATE_INVALID',
  ERR_TLS_CERT_ALTNAME_INVALID: 'net::ERR_CERT_COMMON_NAME_INVALID',
  EPROTO: 'net::ERR_SSL_PROTOCOL_ERROR',
};

// Chromium's restricted ports (net/base/port_util.cc), the Fetch standard's bad ports.
const UNSAFE_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104,
  109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515,
  526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049,
  3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

const isLoopback = (hostname) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);

/** Every net.request the stand-in made: { method, url, redirect } (read by tests). */
export const netRequests = [];

/** Stands in for Chromium's URL loader: one request, its redirects, its body, paced by `resume`. */
class StandInUrlLoader extends EventEmitter {
  #cancelled = false;
  #finished = false;
  #hops = 0;
  #current = null;

  constructor(options) {
    super();
    this.options = options;
    // Chromium starts the load at once; events arrive on later turns.
    setImmediate(() => this.#send(options.method, new URL(options.url)));
  }

  cancel() {
    this.#cancelled = true;
    this.#current?.destroy();
  }

  #send(method, url) {
    if (this.#cancelled) return;
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return this.#fail('net::ERR_UNKNOWN_URL_SCHEME');
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    if (UNSAFE_PORTS.has(port)) return this.#fail('net::ERR_UNSAFE_PORT');
    const headers = { 'accept-encoding': 'gzip, deflate, br', ...this.options.extraHeaders };
    const proxy =
      process.env.STAND_IN_PROXY && !isLoopback(url.hostname) ? new URL(process.env.STAND_IN_PROXY) : null;
    if (proxy && url.protocol === 'https:') return this.#tunnel(method, url, headers, proxy);
    const request = proxy
      ? http.request({
          host: proxy.hostname,
          port: proxy.port,
          path: url.href,
          method,
          headers: { ...headers, host: url.host },
          agent: false,
        })
      : (url.protocol === 'https:' ? https : http).request(url, { method, headers, agent: false });
    this.#start(method, url, request, proxy !== null);
  }

  // Sends `request` and reads its answer; a failure to reach the proxy is the proxy's.
  #start(method, url, request, viaProxy) {
    this.#current = request;
    let connected = false;
    request.on('socket', (socket) => socket.once('connect', () => (connected = true)));
    request.on('error', (error) =>
      this.#fail(
        viaProxy && !connected
          ? 'net::ERR_PROXY_CONNECTION_FAILED'
          : (NET_ERRORS[error.code] ?? 'net::ERR_FAILED'),
      ),
    );
    request.on('response', (response) => this.#answered(method, url, response));
    request.end(this.options.body ?? undefined);
  }

  // https through the proxy: CONNECT, then TLS to the installation over the tunnel.
  #tunnel(method, url, headers, proxy) {
    const port = url.port || '443';
    const connect = http.request({
      host: proxy.hostname,
      port: proxy.port,
      method: 'CONNECT',
      path: `${url.hostname}:${port}`,
      agent: false,
    });
    this.#current = connect;
    connect.on('error', () => this.#fail('net::ERR_PROXY_CONNECTION_FAILED'));
    connect.on('connect', (answer, socket) => {
      if (answer.statusCode < 200 || answer.statusCode > 299) {
        socket.destroy();
        return this.#fail('net::ERR_TUNNEL_CONNECTION_FAILED');
      }
      const request = https.request(url, {
        method,
        headers,
        agent: false,
        createConnection: () => tls.connect({ socket, servername: url.hostname }),
      });
      this.#start(method, url, request, false);
    });
    connect.end();
  }

  #answered(method, url, response) {
    if (this.#cancelled) return response.destroy();
    const location = response.headers.location;
    if (REDIRECTS.has(response.statusCode) && location !== undefined) {
      response.resume();
      return this.#redirect(method, url, response, location);
    }
    this.emit('response-started', {}, url.href, responseHead(response));
    const body = decoded(response);
    let resume = null;
    body.on('data', (chunk) => {
      body.pause();
      resume = () => body.resume();
      this.emit('data', {}, chunk, () => resume?.());
    });
    body.on('end', () => {
      if (this.#cancelled || this.#finished) return;
      this.#finished = true;
      this.emit('complete', {});
    });
    if (body !== response) body.on('error', () => this.#fail('net::ERR_CONTENT_DECODING_FAILED'));
    response.on('error', () => this.#fail('net::ERR_CONTENT_LENGTH_MISMATCH'));
    response.on('close', () => {
      if (!response.complete) this.#fail('net::ERR_CONTENT_LENGTH_MISMATCH');
    });
  }

  #redirect(method, url, response, location) {
    let next;
    try {
      next = new URL(location, url);
    } catch {
      return this.#fail('net::ERR_INVALID_REDIRECT');
    }
    if (++this.#hops > MAX_REDIRECTS) return this.#fail('net::ERR_TOO_MANY_REDIRECTS');
    const status = response.statusCode;
    const newMethod = status === 303 && method !== 'HEAD' ? 'GET' : method;
    this.emit('redirect', {}, { statusCode: status, newMethod, newUrl: next.href }, listHeaders(response));
    // The listener may have cancelled (abort, or the manual policy's "Redirect was cancelled").
    if (this.#cancelled) return;
    if (next.protocol !== 'http:' && next.protocol !== 'https:')
      return this.#fail('net::ERR_UNSAFE_REDIRECT');
    this.#send(newMethod, next);
  }

  #fail(name) {
    if (this.#cancelled || this.#finished) return;
    this.#finished = true;
    this.emit('error', {}, name);
  }
}

function responseHead(response) {
  const raw = [];
  for (let i = 0; i < response.rawHeaders.length; i += 2)
    raw.push({ key: response.rawHeaders[i], value: response.rawHeaders[i + 1] });
  return {
    statusCode: response.statusCode,
    statusMessage: response.statusMessage,
    headers: listHeaders(response),
    rawHeaders: raw,
    httpVersion: { major: response.httpVersionMajor, minor: response.httpVersionMinor },
  };
}

function listHeaders(response) {
  const headers = {};
  for (let i = 0; i < response.rawHeaders.length; i += 2)
    (headers[response.rawHeaders[i].toLowerCase()] ??= []).push(response.rawHeaders[i + 1]);
  return headers;
}

// Chromium hands over the decoded body and keeps the Content-Encoding header.
function decoded(response) {
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  return decoder ? response.pipe(decoder) : response;
}

// Electron's list (lib/common/api/net-client-request.ts, discardableDuplicateHeaders): the headers
// Node.js keeps once, so a repeated one answers its first value; any other repeated header is joined
// with ", ", and set-cookie stays a list.
const DISCARDABLE_DUPLICATE_HEADERS = new Set([
  'content-type',
  'content-length',
  'user-agent',
  'referer',
  'host',
  'authorization',
  'proxy-authorization',
  'if-modified-since',
  'if-unmodified-since',
  'from',
  'location',
  'max-forwards',
  'retry-after',
  'etag',
  'last-modified',
  'server',
  'age',
  'expires',
]);

/** The response of a ClientRequest, as Electron's: a Readable fed by the loader, paced by `resume`. */
class IncomingMessage extends Readable {
  _shouldPush = false;
  _data = [];
  _resume = null;

  constructor(head) {
    super();
    this._head = head;
  }
  get statusCode() {
    return this._head.statusCode;
  }
  get statusMessage() {
    return this._head.statusMessage;
  }
  get headers() {
    const headers = {};
    for (const [name, values] of Object.entries(this._head.headers))
      headers[name] = DISCARDABLE_DUPLICATE_HEADERS.has(name) ? values[0] : values.join(', ');
    const cookies = this._head.rawHeaders.filter(({ key }) => key.toLowerCase() === 'set-cookie');
    if (cookies.length) headers['set-cookie'] = cookies.map(({ value }) => value);
    return headers;
  }
  _storeInternalData(chunk, resume) {
    this._resume = resume;
    this._data.push(chunk);
    this._pushInternalData();
  }
  _pushInternalData() {
    while (this._shouldPush && this._data.length > 0) this._shouldPush = this.push(this._data.shift());
    if (this._shouldPush && this._resume) {
      const resume = this._resume;
      this._resume = null;
      resume();
    }
  }
  _read() {
    this._shouldPush = true;
    this._pushInternalData();
  }
}

/**
 * The URL of a request given as options, as Electron's parseOptions builds it: `url`, or else
 * protocol (http: by default), host or hostname (localhost) and port, and path (what
 * electron-updater's executor passes, from Node's request options).
 */
export function requestUrl(options) {
  if (options.url) return String(options.url);
  const protocol = options.protocol || 'http:';
  if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`Protocol "${protocol}" not supported`);
  if (options.path && / /.test(options.path))
    throw new TypeError('Request path contains unescaped characters');
  const host = options.host || `${options.hostname || 'localhost'}${options.port ? `:${options.port}` : ''}`;
  return new URL(options.path || '/', `${protocol}//${host}`).href;
}

/** Electron's ClientRequest over the stand-in loader (http: and https: only, as Electron's). */
export class ClientRequest extends Writable {
  _started = false;
  _aborted = false;
  _followRedirectCb = undefined;

  constructor(options) {
    super({ autoDestroy: true });
    const { redirect = 'follow', method = 'GET', headers = {} } = options;
    const url = requestUrl(options);
    if (!['follow', 'error', 'manual'].includes(redirect))
      throw new Error('redirect mode should be one of follow, error or manual');
    if (!['http:', 'https:'].includes(new URL(url).protocol) && !options.allowAnyProtocol)
      throw new Error('ClientRequest only supports http: and https: protocols');
    this._redirectPolicy = redirect;
    this._options = { method: method.toUpperCase(), url, headers: {} };
    for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
    netRequests.push({ method: this._options.method, url, redirect });
  }

  setHeader(name, value) {
    if (this._started) throw new Error("Can't set headers after they are sent");
    this._options.headers[name.toLowerCase()] = { name, value: String(value) };
  }

  getHeader(name) {
    return this._options.headers[name.toLowerCase()]?.value;
  }

  _write(chunk, _encoding, callback) {
    this._body = Buffer.concat([this._body ?? Buffer.alloc(0), chunk]);
    callback();
  }

  _final(callback) {
    this._startRequest();
    callback();
  }

  _startRequest() {
    this._started = true;
    const extraHeaders = Object.fromEntries(
      Object.values(this._options.headers).map((h) => [h.name, h.value]),
    );
    const loader = (this._urlLoader = new StandInUrlLoader({
      ...this._options,
      extraHeaders,
      body: this._body,
    }));
    loader.on('response-started', (_event, _finalUrl, head) => {
      this._response = new IncomingMessage(head);
      this.emit('response', this._response);
    });
    loader.on('data', (_event, data, resume) => this._response._storeInternalData(Buffer.from(data), resume));
    loader.on('complete', () => this._response?._storeInternalData(null, null));
    loader.on('error', (_event, name) => {
      const error = new Error(name);
      if (this._response) this._response.destroy(error);
      this._die(error);
    });
    loader.on('redirect', (_event, { statusCode, newMethod, newUrl }, headers) =>
      this._redirected(statusCode, newMethod, newUrl, headers),
    );
  }

  _redirected(statusCode, newMethod, newUrl, headers) {
    if (this._redirectPolicy === 'error') {
      this._die(new Error("Attempted to redirect, but redirect policy was 'error'"));
    } else if (this._redirectPolicy === 'manual') {
      let follow = false;
      this._followRedirectCb = () => (follow = true);
      try {
        this.emit('redirect', statusCode, newMethod, newUrl, headers);
      } finally {
        this._followRedirectCb = undefined;
        if (!follow && !this._aborted) this._die(new Error('Redirect was cancelled'));
      }
    } else {
      try {
        this._followRedirectCb = () => undefined;
        this.emit('redirect', statusCode, newMethod, newUrl, headers);
      } finally {
        this._followRedirectCb = undefined;
      }
    }
  }

  followRedirect() {
    if (!this._followRedirectCb)
      throw new Error('followRedirect() called, but was not waiting for a redirect');
    this._followRedirectCb();
  }

  abort() {
    if (!this._aborted) process.nextTick(() => this.emit('abort'));
    this._aborted = true;
    this._die();
  }

  _die(error) {
    if (this._writableState.destroyed && error) this.emit('error', error);
    this.destroy(error);
    if (this._urlLoader) {
      this._urlLoader.cancel();
      if (this._response) this._response.destroy(error);
    }
  }
}

/** net.fetch as Electron builds it on ClientRequest (what main used before it had its own fetch). */
export function fetchOverClientRequest(input, init, makeRequest) {
  return new Promise((resolve, reject) => {
    let request;
    try {
      request = new Request(input, init);
    } catch (error) {
      return reject(error);
    }
    const aborted = () =>
      request.signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
    if (request.signal.aborted) return reject(aborted());
    let locallyAborted = false;
    request.signal.addEventListener(
      'abort',
      () => {
        locallyAborted = true;
        reject(aborted());
        r.abort();
      },
      { once: true },
    );
    const r = makeRequest({
      method: request.method,
      url: request.url,
      redirect: request.redirect,
      credentials: request.credentials,
      cache: request.cache,
      allowAnyProtocol: true,
    });
    for (const [name, value] of request.headers) r.setHeader(name, value);
    r.on('response', (response) => {
      if (locallyAborted) return;
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers))
        headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      // Readable.toWeb, as Electron's lib/browser/api/net-fetch.ts has it, so the stand-in keeps its
      // late-chunk crash after a cancel (nodejs/node#64529) too; main does not use net.fetch (its
      // client-request-fetch.ts reads bodies through core/client/web-body-stream.ts).
      const body =
        NULL_BODY.has(response.statusCode) || request.method === 'HEAD' ? null : Readable.toWeb(response);
      resolve(
        new Response(body, { headers, status: response.statusCode, statusText: response.statusMessage }),
      );
    });
    r.on('error', (error) => reject(error));
    r.end();
  });
}

/**
 * The embedded v2 server (docs/embedded-server.md): a loaded dataset in, a listening HTTP server out. Knows
 * nothing of Electron, React or the command line; callers get its URL, a close function, typed
 * request events and live fault controls. Listen failures throw AppError (PORT_IN_USE, LISTEN_FAILED).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { httpTimeoutOptions, type HttpTimeouts } from '../lib/http-timeouts';
import type { AddressInfo } from 'node:net';
import { AppError } from '../lib/app-error';
import type { LoadedDataset } from '../dataset/load-dataset';
import { faultsProblem, NO_FAULTS, pickFailure, sendInjectedFailure, type Faults } from './fault-injection';
import { redactToken } from './http-negotiation';
import { secretMasker } from '../client/redact';
import { createRequestHandler, sendFailure } from './request-handler';
import { sentBodyBytes } from './write-response';

/** How to start the server. */
export interface EmbeddedServerOptions {
  readonly dataset: LoadedDataset;
  /** Address to bind; default 127.0.0.1, so nothing outside this machine can reach it. */
  readonly host?: string;
  /** Port; default 0, a free port chosen by the system. */
  readonly port?: number;
  /** Tokens accepted besides the dataset's own `auth.tokens`. */
  readonly tokens?: readonly string[];
  readonly faults?: Faults;
  /** Source of randomness for fault injection; injectable so tests are repeatable. */
  readonly random?: () => number;
  /** Bounds on slow and idle clients; each field has a default (SERVER_TIMEOUTS). */
  readonly timeouts?: Partial<ServerTimeouts>;
  /** Bytes of finished categories bodies kept for recent origins (default 64 MB). */
  readonly bodyCacheBytes?: number;
}

/** How long the server waits for a client; a client slower with its headers gets 408 and is disconnected. */
export type ServerTimeouts = HttpTimeouts;

/** The default timeouts. */
export const SERVER_TIMEOUTS: ServerTimeouts = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 };

/** One answered request, for the app's request log. The token is never included. */
export interface RequestEvent {
  readonly method: string;
  /** Path and query string, with the token's value replaced by ***. */
  readonly path: string;
  /** HTTP status sent, or 0 when the connection was dropped (injected reset). */
  readonly status: number;
  readonly durationMs: number;
  /** Body bytes sent. */
  readonly bytes: number;
  /** The Host header as the client sent it (client-provided text: escape before printing). */
  readonly host: string;
  /** The User-Agent header, or '' (client-provided text: escape before printing). */
  readonly userAgent: string;
}

/** A running embedded server. */
export interface EmbeddedServer {
  /** Base URL, e.g. http://127.0.0.1:4100 (no trailing slash). */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  /** Calls `listener` after each request; returns a function that stops the calls. */
  onRequest(listener: (event: RequestEvent) => void): () => void;
  /** The faults in force. */
  faults(): Faults;
  /** Changes latency and failure rate while running; throws AppError('USAGE') on bad values. */
  setFaults(faults: Faults): void;
  /** Bytes of finished categories bodies held for the origins clients used (bounded). */
  cachedBodyBytes(): number;
  /** Stops listening, drops open connections and the answers still delayed; resolves when closed. */
  close(): Promise<void>;
}

/** Starts serving `options.dataset`; resolves once listening. */
export async function startEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const host = options.host ?? '127.0.0.1';
  const random = options.random ?? Math.random;
  let faults = checkedFaults(options.faults ?? NO_FAULTS);
  let url = '';
  const listeners = new Set<(event: RequestEvent) => void>();
  const tokens = [...options.dataset.tokens, ...(options.tokens ?? [])].map((t) => Buffer.from(t));
  // Request events never carry a configured token, wherever a client put it (path, other parameters).
  const maskers = [...options.dataset.tokens, ...(options.tokens ?? [])].map((t) => secretMasker(t));
  const maskTokens = (text: string) => maskers.reduce((out, mask) => mask(out), text);
  const handle = createRequestHandler({
    dataset: options.dataset,
    tokens,
    fallbackOrigin: () => url,
    bodyCacheBytes: options.bodyCacheBytes,
  });
  const timeouts = checkedTimeouts({ ...SERVER_TIMEOUTS, ...options.timeouts });
  // The latency timers of requests not answered yet: a delay of up to 10 minutes must not outlive
  // its client or the server (it would hold the process and answer a socket that is gone).
  const delayed = new Set<NodeJS.Timeout>();

  function respondLater(req: IncomingMessage, res: ServerResponse): void {
    const timer = setTimeout(() => {
      forget();
      safely(respond, req, res);
    }, faults.latencyMs);
    const forget = () => {
      clearTimeout(timer);
      delayed.delete(timer);
      res.off('close', forget);
    };
    delayed.add(timer);
    // 'close' before the answer: the client went away (or the server dropped the connection).
    res.on('close', forget);
  }

  function respond(req: IncomingMessage, res: ServerResponse): void {
    const failure = pickFailure(faults, random);
    if (failure) sendInjectedFailure(res, failure);
    else handle(req, res);
  }

  const server = createServer(serverOptions(timeouts), (req, res) => {
    if (req.httpVersion === '1.1' && req.headers.host === undefined) {
      return sendFailure(res, 400, 'Bad request: HTTP/1.1 requires a Host header');
    }
    // Measured only when someone listens: the hot path stays a lookup and a write.
    if (listeners.size > 0) observe(req, res, listeners, maskTokens);
    try {
      if (faults.latencyMs > 0) respondLater(req, res);
      else respond(req, res);
    } catch {
      safely(() => sendFailure(res, 500, 'Internal server error'), req, res);
    }
  });
  hardenServer(server, timeouts);
  await listen(server, host, options.port ?? 0);
  const port = (server.address() as AddressInfo).port;
  url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url,
    host,
    port,
    onRequest(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    faults: () => faults,
    setFaults(next) {
      faults = checkedFaults(next);
    },
    cachedBodyBytes: () => handle.cachedBodyBytes(),
    close: () => {
      for (const timer of delayed) clearTimeout(timer);
      delayed.clear();
      return closeServer(server);
    },
  };
}

function checkedTimeouts(timeouts: ServerTimeouts): ServerTimeouts {
  for (const [name, ms] of Object.entries(timeouts)) {
    if (!Number.isInteger(ms) || ms < 1 || ms > 3_600_000) {
      throw new AppError('USAGE', `timeout ${name} must be a whole number from 1 to 3600000 milliseconds`);
    }
  }
  // Node refuses a header timeout longer than the request timeout.
  return { ...timeouts, requestMs: Math.max(timeouts.requestMs, timeouts.headersMs) };
}

function serverOptions(timeouts: ServerTimeouts) {
  // Node's own Host check answers with an empty, non-JSON 400; this server answers that itself.
  return { requireHostHeader: false, ...httpTimeoutOptions(timeouts) };
}

function checkedFaults(faults: Faults): Faults {
  const problem = faultsProblem(faults);
  if (problem) throw new AppError('USAGE', problem);
  return { latencyMs: faults.latencyMs, failRate: faults.failRate };
}

function safely(
  fn: (req: IncomingMessage, res: ServerResponse) => void,
  req: IncomingMessage,
  res: ServerResponse,
) {
  try {
    if (!res.destroyed && !res.headersSent) fn(req, res);
  } catch {
    res.destroy();
  }
}

function observe(
  req: IncomingMessage,
  res: ServerResponse,
  listeners: Set<(event: RequestEvent) => void>,
  maskTokens: (text: string) => string,
): void {
  const started = performance.now();
  const report = () => {
    const event: RequestEvent = {
      method: req.method ?? 'GET',
      path: maskTokens(redactToken(req.url ?? '/')),
      status: res.writableFinished ? res.statusCode : 0,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      bytes: sentBodyBytes(res),
      host: maskTokens(req.headers.host ?? ''),
      userAgent: maskTokens(req.headers['user-agent'] ?? ''),
    };
    for (const listener of listeners) listener(event);
  };
  // 'close' comes once per response; `on` spares the wrapper `once` allocates on this hot path.
  res.on('close', report);
}

// Bound every wait: slow or idle clients cannot hold sockets forever, and malformed or too slow
// requests get a JSON 400 or 408 instead of a silent drop.
function hardenServer(server: Server, timeouts: ServerTimeouts): void {
  server.keepAliveTimeout = timeouts.keepAliveMs;
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    const body = JSON.stringify({
      status: false,
      error: timedOut ? 'Request timeout: the request was not received in time' : 'Bad request',
    });
    // An answer to HEAD carries no body, even when the request could not be parsed.
    const head = (error as { rawPacket?: Buffer }).rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
    socket.end(
      `HTTP/1.1 ${timedOut ? '408 Request Timeout' : '400 Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${head ? '' : body}`,
    );
  });
}

function listen(server: Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(listenError(error, host, port)));
    server.listen(port, host, () => resolve());
  });
}

function listenError(error: NodeJS.ErrnoException, host: string, port: number): AppError {
  switch (error.code) {
    case 'EADDRINUSE':
      return new AppError(
        'PORT_IN_USE',
        `Port ${port} on ${host} is already in use: stop the other program, or choose another port (--port 0 picks a free one)`,
      );
    case 'EACCES':
      return new AppError(
        'LISTEN_FAILED',
        `Not allowed to listen on port ${port} (ports below 1024 need privileges)`,
      );
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new AppError('LISTEN_FAILED', `Cannot listen on ${host}: it is not an address of this machine`);
    default:
      return new AppError(
        'LISTEN_FAILED',
        `Cannot listen on ${host}:${port} (${error.code ?? error.message})`,
      );
  }
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

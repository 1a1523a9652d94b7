// An HTTP/1.1 client for web-host tests: sends the method, headers (Host and Origin included, which
// fetch would not let a test forge), target and body as given, bounds the wait, and can also read an
// open event stream until a line appears. Every socket it opens is tracked so `destroyAllExchanges`
// leaves nothing behind.
import { request, type ClientRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';

/** A complete answer. */
export interface Exchange {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
  json(): unknown;
}

/** What to send. */
export interface ExchangeOptions {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string | Buffer;
  readonly timeoutMs?: number;
}

const open = new Set<ClientRequest>();

function start(baseUrl: string, target: string, options: ExchangeOptions): ClientRequest {
  const url = new URL(baseUrl);
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
  const req = request({
    host: url.hostname,
    port: url.port,
    method: options.method ?? 'GET',
    path: target,
    headers,
    agent: false,
  });
  open.add(req);
  req.on('close', () => open.delete(req));
  req.setTimeout(options.timeoutMs ?? 5_000, () =>
    req.destroy(new Error(`no answer to ${options.method ?? 'GET'} ${target} within the timeout`)),
  );
  return req;
}

/** Sends one request and reads the whole answer; rejects on a socket error or when the wait runs out. */
export function exchange(baseUrl: string, target: string, options: ExchangeOptions = {}): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const req = start(baseUrl, target, options);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** An open response whose body keeps arriving (server-sent events). */
export interface OpenStream {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** Everything received so far. */
  text(): string;
  /** Resolves with the text once it matches `pattern`; rejects after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  close(): void;
}

/** Opens `target` and resolves as soon as the response headers arrive. */
export function openStream(
  baseUrl: string,
  target: string,
  options: ExchangeOptions = {},
): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    // The stream stays open longer than one exchange: the per-socket timeout is not used here.
    const req = start(baseUrl, target, { ...options, timeoutMs: 60_000 });
    const headersTimer = setTimeout(
      () => req.destroy(new Error(`no response headers for ${target} within the timeout`)),
      options.timeoutMs ?? 5_000,
    );
    req.on('response', (res) => {
      clearTimeout(headersTimer);
      let received = '';
      const waiters = new Set<() => void>();
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        received += chunk;
        for (const wake of waiters) wake();
      });
      res.on('error', () => undefined);
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: () => received,
        waitFor: (pattern, timeoutMs = 5_000) =>
          new Promise((done, fail) => {
            const check = () => {
              if (!pattern.test(received)) return;
              cleanup();
              done(received);
            };
            const timer = setTimeout(() => {
              cleanup();
              fail(new Error(`${pattern} did not arrive within ${timeoutMs} ms; received: ${received}`));
            }, timeoutMs);
            const cleanup = () => {
              clearTimeout(timer);
              waiters.delete(check);
            };
            waiters.add(check);
            check();
          }),
        close: () => req.destroy(),
      });
    });
    req.on('error', (error) => {
      clearTimeout(headersTimer);
      reject(error);
    });
    req.end(options.body);
  });
}

/** 'connected', 'refused', 'timeout' or another socket error code for a TCP connection to host:port. */
export function tryConnect(host: string, port: number, timeoutMs = 3_000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    function finish(outcome: string) {
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    }
    socket.once('connect', () => finish('connected'));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      finish(error.code === 'ECONNREFUSED' ? 'refused' : (error.code ?? error.message)),
    );
  });
}

/** Destroys every request this module opened that is still open. */
export function destroyAllExchanges(): void {
  for (const req of open) req.destroy();
  open.clear();
}

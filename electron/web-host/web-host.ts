/**
 * The web host (docs/web-host.md): serves the built renderer, /bridge.js (window.inspector over HTTP) and
 * POST /rpc/<method>, which runs the same handler table as Electron's IPC, plus /events (server-sent
 * events). Loopback only; every RPC and event stream needs the random per-launch key; foreign Host
 * and Origin headers are refused.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '../core/lib/app-error';
import { httpTimeoutOptions, type HttpTimeouts } from '../core/lib/http-timeouts';
import type { EventHub } from '../core/platform/event-hub';
import { dispatch, isMethodName, type Handlers } from '../core/handlers';
import { RENDERER_CSP, resolveStaticPath, staticContentType } from '../core/host/static-files';
import type { Result } from '../../shared/result';
import { DATASET_TEXT_MAX_CHARS } from '../../shared/ipc-contract';
import { excessiveNesting, nestingMessage } from '../../shared/json-depth';
import type { MethodName } from '../../shared/ipc-methods';
import { bridgeScript } from './bridge-script';
import { rpcReplyPieces } from './rpc-reply';
import { hostOrOriginProblem, keyMatches } from './request-guard';

/** How to start the web host. */
export interface WebHostOptions {
  readonly handlers: Handlers;
  readonly events: EventHub;
  /** Folder of the built renderer (index.html and assets). */
  readonly rendererDir: string;
  readonly port?: number;
  /** The per-launch key; random when omitted. */
  readonly key?: string;
  /** Removes secrets from unexpected error messages. */
  readonly mask?: (text: string) => string;
  /** How long a client may take (default: headers 10 s, the whole request 30 s, idle 5 s). */
  readonly timeouts?: Partial<HttpTimeouts>;
}

/** The web host's bounds on a slow client (docs/web-host.md). */
export const WEB_HOST_TIMEOUTS: HttpTimeouts = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 };

/** A running web host. */
export interface WebHost {
  readonly url: string;
  /** The URL to open in a browser, key included (in the fragment). */
  readonly openUrl: string;
  readonly port: number;
  close(): Promise<void>;
}

const MAX_RPC_BYTES = 1_000_000;
// A dataset opened from the browser travels whole in one call: its text, JSON-escaped (quotes and
// line breaks take two bytes), may be larger than the text; the contract's schema caps the text.
const RPC_BYTE_LIMITS: Partial<Record<MethodName, number>> = {
  openDatasetText: Math.ceil(DATASET_TEXT_MAX_CHARS * 1.5),
};
const SECURITY_HEADERS = {
  'content-security-policy': RENDERER_CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

/** Starts the web host on 127.0.0.1. Throws AppError PORT_IN_USE / LISTEN_FAILED. */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const key = options.key ?? randomBytes(24).toString('base64url');
  let port = 0;
  const streams = new Set<ServerResponse>();
  const unsubscribe = options.events.subscribe((event, payload) => {
    for (const stream of streams) stream.write(`event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`);
  });

  const timeouts = httpTimeoutOptions({ ...WEB_HOST_TIMEOUTS, ...options.timeouts });
  const server = createServer(timeouts, (req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'Internal error');
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const problem = hostOrOriginProblem(req, port);
    if (problem) return send(res, 403, 'text/plain; charset=utf-8', `Forbidden: ${problem}`);
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname.startsWith('/rpc/')) return rpc(req, res, url.pathname.slice(5));
    if (url.pathname === '/events') return events(req, res, url);
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed');
    if (url.pathname === '/bridge.js')
      return send(res, 200, 'text/javascript; charset=utf-8', bridgeScript());
    return staticFile(res, url.pathname);
  }

  async function rpc(req: IncomingMessage, res: ServerResponse, method: string): Promise<void> {
    if (req.method !== 'POST') return send(res, 405, 'text/plain; charset=utf-8', 'Use POST');
    if (!keyMatches(header(req, 'x-inspector-key'), key))
      return send(res, 403, 'text/plain; charset=utf-8', 'Missing or wrong key');
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
      return send(res, 415, 'text/plain; charset=utf-8', 'Send application/json');
    }
    if (!isMethodName(method))
      return sendJson(res, {
        ok: false,
        error: { code: 'INVALID_ARGUMENT', message: `Unknown method ${method}` },
      });
    const body = await readBody(req, RPC_BYTE_LIMITS[method] ?? MAX_RPC_BYTES);
    if (body === null) {
      // Answer first, then drop the connection: the rest of the body is not worth reading.
      res.setHeader('connection', 'close');
      res.once('finish', () => req.destroy());
      return send(res, 413, 'text/plain; charset=utf-8', 'Request too large');
    }
    let args: unknown;
    try {
      args = body === '' ? undefined : JSON.parse(body);
    } catch {
      return sendJson(res, {
        ok: false,
        error: { code: 'INVALID_ARGUMENT', message: `${method}: arguments are not JSON` },
      });
    }
    // Before the argument schemas (and anything else recursive) read them.
    const deep = excessiveNesting(body);
    if (deep)
      return sendJson(res, {
        ok: false,
        error: { code: 'INVALID_ARGUMENT', message: `${method}: arguments ${nestingMessage(deep)}` },
      });
    sendJson(res, await dispatch(options.handlers, method, args, options.mask));
  }

  function events(req: IncomingMessage, res: ServerResponse, url: URL): void {
    if (!keyMatches(url.searchParams.get('key'), key))
      return send(res, 403, 'text/plain; charset=utf-8', 'Missing or wrong key');
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      ...SECURITY_HEADERS,
    });
    res.write(': connected\n\n');
    streams.add(res);
    req.on('close', () => streams.delete(res));
  }

  async function staticFile(res: ServerResponse, path: string): Promise<void> {
    const file = resolveStaticPath(options.rendererDir, path);
    if (!file) return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
    let content: Buffer;
    try {
      content = await readFile(file);
    } catch {
      return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
    }
    if (file.endsWith('index.html')) content = Buffer.from(withBridge(content.toString('utf8')));
    send(res, 200, staticContentType(file), content);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new AppError(
              'PORT_IN_USE',
              `Port ${options.port} on 127.0.0.1 is already in use; choose another with --port (0 picks a free one)`,
            )
          : new AppError(
              'LISTEN_FAILED',
              `Cannot listen on 127.0.0.1:${options.port ?? 0} (${error.code ?? error.message})`,
            ),
      ),
    );
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    openUrl: `${url}/#key=${key}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        unsubscribe();
        for (const stream of streams) stream.end();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// The bridge must run before the app's own (deferred, module) scripts.
function withBridge(html: string): string {
  return html.replace(/<head(\s[^>]*)?>/i, (tag) => `${tag}<script src="/bridge.js"></script>`);
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function readBody(req: IncomingMessage, maxBytes: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > maxBytes) return resolve(null);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.pause();
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, contentType: string, body: string | Buffer): void {
  res.writeHead(status, {
    'content-type': contentType,
    'content-length': Buffer.byteLength(body),
    ...SECURITY_HEADERS,
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

function sendJson(res: ServerResponse, value: Result<unknown>): void {
  const pieces = rpcReplyPieces(value);
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': pieces.reduce((sum, piece) => sum + Buffer.byteLength(piece), 0),
    'cache-control': 'no-store',
    ...SECURITY_HEADERS,
  });
  for (const piece of pieces.slice(0, -1)) res.write(piece);
  res.end(pieces.at(-1));
}

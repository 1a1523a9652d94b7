/**
 * Where a call of the Node fetch (proxy-aware-fetch.ts) spent its time below the answer: DNS,
 * connect and TLS of the connection it went over, and the wait from the request sent to the answer's
 * headers, as the blackbox exporter splits a probe. Three hooks, none per call beyond one small object:
 *
 * - the pool's connect function, wrapped in the agents' factory (certificate-recorder.ts), notes when
 *   a connection was asked for and, on the socket it hands back, when the name was resolved ('lookup':
 *   not emitted for an IP address) and the TCP connection made ('connect'); the connection is ready
 *   when the connect function calls back (after the TLS handshake over https);
 * - undici's diagnostics channels link a call to its socket: `undici:request:create` fires inside
 *   `dispatch` (synchronously), so the call dispatching (a TimedDispatcher, below) claims the request
 *   created; `undici:client:sendHeaders` names the socket the request was written to and when, and
 *   `undici:request:headers` when its answer's headers came. A socket's phases go to the first request
 *   written to it only: a call over a reused connection had no DNS, connect or TLS (null);
 * - through an HTTP proxy the pool's connect is undici's tunnel: the name is resolved by the proxy
 *   (DNS null), connect is reaching the proxy (its own name resolved included) and the CONNECT tunnel
 *   through it, TLS the handshake with the installation through the tunnel, which starts when
 *   `undici:proxy:connected` says the tunnel is up (matched to the socket by its local address and
 *   port, which a TLS socket over the tunnel shares).
 *
 * The desktop app's fetch (net.request) has none of these: docs/electron-shell.md.
 */
import { subscribe } from 'node:diagnostics_channel';
import { Socket } from 'node:net';
import { Dispatcher } from 'undici';
import type { FetchPhases } from './response-timings';

/** undici's connect function of a pool (buildConnector's, or a proxy agent's tunnel). */
export type Connect<O extends { readonly protocol: string }> = (
  options: O,
  callback: (error: Error | null, socket: unknown) => void,
) => unknown;

// One new connection's moments (performance.now()), kept on its socket until a request is sent on it.
interface SocketMoments {
  readonly startedAt: number;
  readonly tls: boolean;
  /** Whether the socket is the one the connect function returned (direct), not a tunnel's. */
  direct: boolean;
  lookupAt: number | null;
  connectAt: number | null;
  tunnelAt: number | null;
  readyAt: number | null;
}

// One call's moments, from its request's creation to its answer's headers.
interface CallMoments {
  claimed: boolean;
  sentAt: number | null;
  headersAt: number | null;
  socket: SocketMoments | null;
}

// Weak: a socket or request gone takes its entry with it.
const SOCKETS = new WeakMap<object, SocketMoments>();
const REQUESTS = new WeakMap<object, CallMoments>();
// Tunnels up, by the local end of their socket, until their connection calls back; bounded, since a
// tunnel whose TLS handshake fails (or another agent's) never does.
const TUNNELS = new Map<string, number>();
const MAX_TUNNELS = 1024;
// The call inside whose dispatch undici creates requests now (dispatch is synchronous down to it).
let dispatching: CallMoments | null = null;
let subscribed = false;

function listen(): void {
  if (subscribed) return;
  subscribed = true;
  subscribe('undici:request:create', (message) => {
    if (!dispatching || dispatching.claimed) return;
    // The first request created is the call's: a proxy's CONNECT, made inside it, comes after.
    dispatching.claimed = true;
    REQUESTS.set((message as { request: object }).request, dispatching);
  });
  subscribe('undici:client:sendHeaders', (message) => {
    const { request, socket } = message as { request: object; socket: object };
    const call = REQUESTS.get(request);
    if (!call) return;
    call.sentAt = performance.now();
    // Taken: the next request on this socket is on a reused connection.
    call.socket = SOCKETS.get(socket) ?? null;
    SOCKETS.delete(socket);
  });
  subscribe('undici:request:headers', (message) => {
    const call = REQUESTS.get((message as { request: object }).request);
    if (call) call.headersAt = performance.now();
  });
  subscribe('undici:proxy:connected', (message) => {
    const socket = (message as { socket: unknown }).socket;
    if (!(socket instanceof Socket)) return;
    TUNNELS.set(localEnd(socket), performance.now());
    if (TUNNELS.size > MAX_TUNNELS) TUNNELS.delete(TUNNELS.keys().next().value as string);
  });
}

/** `connect` noting the moments of each connection it makes, for the calls sent over it. */
export function timingConnect<O extends { readonly protocol: string }>(connect: Connect<O>): Connect<O> {
  listen();
  return (options, callback) => {
    const moments: SocketMoments = {
      startedAt: performance.now(),
      tls: options.protocol === 'https:',
      direct: false,
      lookupAt: null,
      connectAt: null,
      tunnelAt: null,
      readyAt: null,
    };
    const returned = connect(options, (error, socket) => {
      if (!error && socket instanceof Socket) {
        moments.readyAt = performance.now();
        if (!moments.direct) moments.tunnelAt = takeTunnel(socket, moments.startedAt);
        SOCKETS.set(socket, moments);
      }
      callback(error, socket);
    });
    if (returned instanceof Socket) {
      moments.direct = true;
      returned.once('lookup', onLookup);
      if (moments.tls) returned.once('connect', onConnect);
      SOCKETS.set(returned, moments);
    }
    return returned;
  };
}

// Shared listeners (no closure per socket): the socket is `this`.
function onLookup(this: Socket): void {
  const moments = SOCKETS.get(this);
  if (moments) moments.lookupAt = performance.now();
}
function onConnect(this: Socket): void {
  const moments = SOCKETS.get(this);
  if (moments) moments.connectAt = performance.now();
}

function localEnd(socket: Socket): string {
  return `${socket.localAddress ?? ''}|${socket.localPort ?? ''}`;
}

// When the tunnel `socket` runs over came up, if it did after `since` (a local port is reused later).
function takeTunnel(socket: Socket, since: number): number | null {
  const key = localEnd(socket);
  const at = TUNNELS.get(key);
  TUNNELS.delete(key);
  return at !== undefined && at >= since ? at : null;
}

/**
 * The dispatcher one call goes through: `inner`'s (shared) connections, with the call's requests
 * claimed so their phases can be read once the answer (or the failure) is in.
 */
export class TimedDispatcher extends Dispatcher {
  readonly #inner: Dispatcher;
  readonly #moments: CallMoments = { claimed: false, sentAt: null, headersAt: null, socket: null };

  constructor(inner: Dispatcher) {
    super();
    listen();
    this.#inner = inner;
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    // A new hop (a redirect followed by the request API) starts afresh: the phases are the last one's.
    Object.assign(this.#moments, { claimed: false, sentAt: null, headersAt: null, socket: null });
    const outer = dispatching;
    dispatching = this.#moments;
    try {
      return this.#inner.dispatch(options, handler);
    } finally {
      dispatching = outer;
    }
  }

  /** The phases measured so far; undefined when no request of the call could be followed. */
  phases(): FetchPhases | undefined {
    const call = this.#moments;
    if (!call.claimed) return undefined;
    const firstByte =
      call.sentAt !== null && call.headersAt !== null ? tenth(call.headersAt - call.sentAt) : null;
    // Sent over a socket whose phases another request took, or none were noted for: reused.
    const connection = call.sentAt === null ? null : call.socket ? 'new' : 'reused';
    return { ...connectionPhases(call.socket), firstByte, connection };
  }
}

// DNS, connect and TLS of a new connection; all null for a reused one (or one not followed).
function connectionPhases(socket: SocketMoments | null): Omit<FetchPhases, 'firstByte' | 'connection'> {
  const none = { dns: null, connect: null, tls: null };
  if (!socket || socket.readyAt === null) return none;
  const { startedAt, lookupAt, connectAt, tunnelAt, readyAt } = socket;
  if (!socket.direct) {
    // Through a proxy: no DNS of ours; connect is reaching it and the tunnel.
    if (!socket.tls) return { dns: null, connect: tenth(readyAt - startedAt), tls: null };
    return tunnelAt === null
      ? none
      : { dns: null, connect: tenth(tunnelAt - startedAt), tls: tenth(readyAt - tunnelAt) };
  }
  const dns = lookupAt === null ? null : tenth(lookupAt - startedAt);
  const from = lookupAt ?? startedAt;
  if (!socket.tls) return { dns, connect: tenth(readyAt - from), tls: null };
  return connectAt === null
    ? { dns, connect: null, tls: null }
    : { dns, connect: tenth(connectAt - from), tls: tenth(readyAt - connectAt) };
}

// Milliseconds to a tenth, as the call's meta holds them.
function tenth(ms: number): number {
  return Math.round(Math.max(0, ms) * 10) / 10;
}

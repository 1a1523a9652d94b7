// Misbehaving local servers for client tests: node:http and raw node:net servers on 127.0.0.1 port 0,
// each recording the request targets it saw and tracked so `closeAll` destroys every socket and
// nothing keeps the test process alive.
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer, type AddressInfo, type Server, type Socket } from 'node:net';

/** A running test server. */
export interface LocalServer {
  /** http://127.0.0.1:PORT, no trailing slash. */
  readonly url: string;
  readonly port: number;
  /** Request targets (path and query) seen, in order; raw servers record the request line's target. */
  readonly requests: string[];
  /** Sockets accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

const open = new Set<LocalServer>();

function track(server: Server, requests: string[], scheme = 'http', port = 0): Promise<LocalServer> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  server.on('connection', (socket: Socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const port = (server.address() as AddressInfo).port;
      const local: LocalServer = {
        url: `${scheme}://127.0.0.1:${port}`,
        port,
        requests,
        connections: () => accepted,
        close: () =>
          new Promise<void>((done) => {
            open.delete(local);
            for (const socket of sockets) socket.destroy();
            if (!server.listening) return done();
            server.close(() => done());
          }),
      };
      open.add(local);
      resolve(local);
    });
  });
}

/** The key and certificate of an HTTPS test server (PEM). */
export interface TlsFiles {
  readonly key: string | Buffer;
  readonly cert: string | Buffer;
}

/**
 * An HTTP server answering with `handler`; a throwing handler destroys the socket. With `tls` it is
 * an HTTPS server and its url starts with https://. `port` 0 (the default) picks a free one; another
 * port is for the tests that need that very port (test/helpers/blocked-port.ts).
 */
export function startHttpServer(
  handler: (req: IncomingMessage, res: ServerResponse, server: { url: string }) => void,
  tls?: TlsFiles,
  port = 0,
): Promise<LocalServer> {
  const requests: string[] = [];
  const self = { url: '' };
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    requests.push(req.url ?? '');
    res.on('error', () => undefined);
    try {
      handler(req, res, self);
    } catch {
      res.destroy();
    }
  };
  const server = tls ? createHttpsServer(tls, listener) : createHttpServer(listener);
  // No keep-alive: every call opens its own connection, so one test's pooled socket never meets
  // the next test's server.
  server.keepAliveTimeout = 1;
  return track(server, requests, tls ? 'https' : 'http', port).then((local) => {
    self.url = local.url;
    return local;
  });
}

/** A raw TCP server: `onSocket` gets each connection and the first request line's target. */
export function startRawServer(onSocket: (socket: Socket, target: string) => void): Promise<LocalServer> {
  const requests: string[] = [];
  const server = createNetServer((socket) => {
    let head = '';
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      const target = head.split(' ')[1] ?? '';
      requests.push(target);
      onSocket(socket, target);
    };
    socket.on('data', onData);
  });
  return track(server, requests);
}

/** Closes every server started by this module that is still open. */
export async function closeAllServers(): Promise<void> {
  await Promise.all([...open].map((s) => s.close()));
}

/** A port on 127.0.0.1 that was free a moment ago and has nothing listening now. */
export async function closedPort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// A forward proxy for tests on 127.0.0.1, port 0: CONNECT tunnels (undici's way for http and https
// targets alike) and absolute-form requests (`GET http://host/path`). It resolves names through its
// own table, so a name only the proxy knows proves that a request went through it. It records what a
// proxy's log would hold, the request line and headers, and with credentials set it answers 407 to a
// request without them. `close` destroys every socket it holds.
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

/** One request as the proxy saw it. */
export interface ProxyRecord {
  readonly method: string;
  /** `host:port` for CONNECT, the absolute URL otherwise. */
  readonly target: string;
  readonly headers: IncomingHttpHeaders;
}

/** A running proxy. */
export interface RecordingProxy {
  /** http://127.0.0.1:PORT */
  readonly url: string;
  readonly port: number;
  readonly records: ProxyRecord[];
  close(): Promise<void>;
}

/** Options of the proxy. */
export interface RecordingProxyOptions {
  /** Host name → address the proxy connects to instead (e.g. shop.test → 127.0.0.1). */
  readonly hosts?: Readonly<Record<string, string>>;
  /** Required Basic credentials, `user:password`. */
  readonly credentials?: string;
}

/** Starts a proxy. */
export function startRecordingProxy(options: RecordingProxyOptions = {}): Promise<RecordingProxy> {
  const records: ProxyRecord[] = [];
  const sockets = new Set<Socket>();
  const hold = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    return socket;
  };
  const expected = options.credentials && `Basic ${Buffer.from(options.credentials).toString('base64')}`;
  const admitted = (req: IncomingMessage) => {
    records.push({ method: req.method ?? '', target: req.url ?? '', headers: req.headers });
    return !expected || req.headers['proxy-authorization'] === expected;
  };
  const address = (host: string) => options.hosts?.[host.toLowerCase()] ?? host;

  const server = createServer((req, res) => {
    res.on('error', () => undefined);
    if (!admitted(req)) {
      res.writeHead(407, { 'proxy-authenticate': 'Basic realm="test"' }).end();
      return;
    }
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end();
      return;
    }
    const { 'proxy-authorization': _auth, ...headers } = req.headers;
    const upstream = request(
      {
        host: address(target.hostname),
        port: target.port || 80,
        path: target.pathname + target.search,
        method: req.method,
        headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('socket', hold);
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  });

  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    hold(client);
    if (!admitted(req)) {
      client.end(
        'HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="test"\r\n\r\n',
      );
      return;
    }
    const [host = '', port = '443'] = (req.url ?? '').split(/:(?=\d+$)/);
    const upstream = hold(connect(Number(port), address(host.replace(/^\[|\]$/g, ''))));
    upstream.once('connect', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.once('error', () => client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n'));
  });
  server.on('connection', hold);

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        records,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

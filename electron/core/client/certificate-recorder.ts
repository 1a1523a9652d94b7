/**
 * Reads the certificate of every TLS connection undici opens, for the fetch of the command line and
 * the web host (proxy-aware-fetch.ts). undici lets an Agent (and the Agent inside a ProxyAgent) make
 * its per-origin pools through a `factory`; the factory here wraps the pool's `connect` function, so
 * the socket it hands back is read once, when it is made: a reused connection costs nothing. Through
 * an HTTP proxy the pool's connect is the ProxyAgent's tunnel, whose socket is the TLS session with
 * the installation at the tunnel's end, so the certificate read is the installation's (or, behind a
 * TLS-intercepting proxy, the proxy's own, which its issuer shows). The same wrapper notes when each
 * connection's DNS, TCP and TLS ended (connection-timings.ts).
 */
import { TLSSocket } from 'node:tls';
import { buildConnector, Client, Pool, type Dispatcher } from 'undici';
import { timingConnect } from './connection-timings';
import { peerFacts, type PeerFacts } from './served-certificate';

// Enough for the exporter's largest fleet; the oldest entry goes first when it is full.
const MAX_ORIGINS = 20_000;

type Connect = (options: ConnectOptions, callback: (error: Error | null, socket: unknown) => void) => unknown;
interface ConnectOptions {
  readonly hostname: string;
  readonly protocol: string;
  readonly port: string;
}

/** The factory to give undici's agents, and what it has read. */
export interface CertificateRecorder {
  readonly factory: (origin: string | URL, options: Record<string, unknown>) => Dispatcher;
  /** The certificate of the latest connection made to `url`'s host and port; undefined if none. */
  readonly lookup: (url: URL) => PeerFacts | undefined;
}

/** A recorder with nothing read yet. */
export function certificateRecorder(): CertificateRecorder {
  const read = new Map<string, PeerFacts>();
  const record = (key: string, facts: PeerFacts) => {
    read.delete(key);
    read.set(key, facts);
    if (read.size > MAX_ORIGINS) read.delete(read.keys().next().value as string);
  };
  const recording =
    (connect: Connect): Connect =>
    (options, callback) =>
      connect(options, (error, socket) => {
        if (!error && socket instanceof TLSSocket) {
          const facts = peerFacts(socket.getPeerCertificate());
          if (facts) record(originKey(options.hostname, options.protocol, options.port), facts);
        }
        callback(error, socket);
      });
  return {
    // undici's own default factory, with the connect function wrapped.
    factory: (origin, options) => {
      // An Agent without a connect function of its own leaves it to the pool: the same one, made here.
      const given = options.connect;
      // Timed too (connection-timings.ts): the same one wrapper per connection, none per call.
      const connect = recording(
        timingConnect(
          typeof given === 'function'
            ? (given as Connect)
            : (buildConnector({
                ...(given as buildConnector.BuildOptions | undefined),
              }) as unknown as Connect),
        ),
      );
      const made = { ...options, connect } as Pool.Options;
      return options.connections === 1 ? new Client(origin, made) : new Pool(origin, made);
    },
    lookup: (url) => read.get(originKey(url.hostname, url.protocol, url.port)),
  };
}

function originKey(hostname: string, protocol: string, port: string): string {
  return `${hostname.toLowerCase()}:${port || (protocol === 'https:' ? '443' : '80')}`;
}

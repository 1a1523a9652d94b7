/**
 * The certificate a host serves, read on a connection of its own that does not verify it: for a call
 * that failed because the certificate expired or names another host, whose message should say when
 * or which names. Only the TLS handshake is made (directly, or through the CONNECT tunnel of the
 * proxy the call went through): no HTTP request reaches the installation, so no token is sent.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { peerFacts, type PeerFacts } from './served-certificate';

/** Longest wait for the handshake, below any call's own timeout. */
export const UNVERIFIED_READ_MS = 5_000;

/**
 * The certificate `target` (an https URL) serves, through `proxyUrl` when given. Resolves to null
 * when it cannot be read within UNVERIFIED_READ_MS or before `signal` aborts; never rejects.
 */
export function readUnverifiedCertificate(
  target: URL,
  proxyUrl: string | null,
  signal?: AbortSignal | null,
): Promise<PeerFacts | null> {
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const port = Number(target.port || 443);
  return new Promise((resolve) => {
    // What to close when done: the TLS session, or the CONNECT request while it is under way.
    const ends: (() => void)[] = [];
    let finished = false;
    const finish = (facts: PeerFacts | null) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      for (const end of ends) end();
      resolve(facts);
    };
    const onAbort = () => finish(null);
    const timer = setTimeout(onAbort, UNVERIFIED_READ_MS);
    if (signal?.aborted) return finish(null);
    signal?.addEventListener('abort', onAbort, { once: true });
    const handshake = (socket?: Socket) => {
      if (finished) return socket?.destroy();
      const tls = tlsConnect({
        ...(socket ? { socket } : { host, port }),
        servername: isIP(host) ? undefined : host,
        rejectUnauthorized: false,
      });
      ends.push(() => tls.destroy());
      tls.once('secureConnect', () => finish(peerFacts(tls.getPeerCertificate())));
      tls.on('error', () => finish(null));
    };
    if (!proxyUrl) return handshake();
    const authority = `${host.includes(':') ? `[${host}]` : host}:${port}`;
    ends.push(tunnel(new URL(proxyUrl), authority, handshake, () => finish(null)));
  });
}

// A CONNECT tunnel through the proxy to `authority`, with the proxy's credentials if its URL has them.
// Returns what stops it while the proxy has not answered.
function tunnel(
  proxy: URL,
  authority: string,
  onOpen: (socket: Socket) => void,
  onFail: () => void,
): () => void {
  let answered = false;
  const headers: Record<string, string> = { host: authority };
  if (proxy.username)
    headers['proxy-authorization'] =
      `Basic ${Buffer.from(`${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`).toString('base64')}`;
  const request = (proxy.protocol === 'https:' ? httpsRequest : httpRequest)({
    host: proxy.hostname.replace(/^\[|\]$/g, ''),
    port: Number(proxy.port || (proxy.protocol === 'https:' ? 443 : 80)),
    method: 'CONNECT',
    path: authority,
    headers,
  });
  request.once('connect', (answer, socket) => {
    answered = true;
    // The TLS session wrapping the tunnel's socket is destroyed, and the socket with it: destroying
    // the socket under a live TLS session as well crashes Node at exit (SIGSEGV, Node 24).
    if (answer.statusCode === 200) onOpen(socket);
    else {
      socket.destroy();
      onFail();
    }
  });
  request.on('error', onFail);
  request.end();
  return () => {
    if (!answered) request.destroy();
  };
}

// A front server for capture tests: proxies every request to a target server (an embedded server)
// keeping the client's Host header, so the target's absolute URLs point back at the front; chosen
// paths misbehave instead. Counts requests per decoded path and the most image requests in flight.
// Built on local-servers.ts, so closeAllServers() stops it and every socket it holds.
import { request } from 'node:http';
import { startHttpServer, type LocalServer } from './local-servers';

/** What the front does with the n-th request (1-based) for a path. */
export type Fault = (n: number) => 'proxy' | 'hang' | { readonly status: number };

/** A running front server. */
export interface FaultyFront {
  readonly url: string;
  readonly server: LocalServer;
  /** Requests seen for a decoded path, e.g. "/images/käse 1.svg". */
  count(path: string): number;
  /** The most requests outside /api/ (images) that were open at the same time. */
  maxInFlight(): number;
}

/** Starts a front for `target`; image answers wait `delayMs` first (to make concurrency visible). */
export async function startFaultyFront(
  target: string,
  faults: Readonly<Record<string, Fault>> = {},
  delayMs = 0,
): Promise<FaultyFront> {
  const upstream = new URL(target);
  const counts = new Map<string, number>();
  let inFlight = 0;
  let maxInFlight = 0;
  const server = await startHttpServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://front').pathname);
    const n = (counts.get(path) ?? 0) + 1;
    counts.set(path, n);
    const image = !path.startsWith('/api/');
    if (image) {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      let open = true;
      const done = () => {
        if (open) inFlight--;
        open = false;
      };
      res.once('finish', done);
      res.once('close', done);
    }
    const action = faults[path]?.(n) ?? 'proxy';
    if (action === 'hang') return;
    const answer = () => {
      if (action !== 'proxy') {
        res.writeHead(action.status, { 'content-type': 'application/json; charset=utf-8' });
        return res.end(JSON.stringify({ status: false, error: `injected ${action.status}` }));
      }
      const forward = request(
        { host: upstream.hostname, port: upstream.port, path: req.url, headers: req.headers, agent: false },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => res.destroy());
      forward.end();
    };
    if (image && delayMs > 0) setTimeout(answer, delayMs);
    else answer();
  });
  return { url: server.url, server, count: (path) => counts.get(path) ?? 0, maxInFlight: () => maxInFlight };
}

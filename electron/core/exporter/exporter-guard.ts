/**
 * What the exporter refuses before it routes a request: a `Host` that is not one of its own names
 * (DNS rebinding: a web page whose name was rebound to this machine), a read another web page
 * makes (a foreign `Origin`, or a `Sec-Fetch-Site` of another site that is no link followed), and a
 * `POST /-/reload` a web page could have sent (an `Origin`, a `Sec-Fetch-Site` other than `none`,
 * a form's content type).
 * Prometheus's scrapes send none of these, and their Host is the address scraped.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { hostHeaderName, isLoopbackName } from '../lib/host-header';

/** The names a Host header may carry: loopback, `host` (the address listened on) and `extra`. */
export interface HostRule {
  readonly host: string;
  readonly extra: readonly string[];
}

const WILDCARDS = new Set(['0.0.0.0', '::', '[::]', '']);
const INTERFACES_TTL_MS = 10_000;

/**
 * A check of a request's Host header by `rule`: loopback names always, the listened-on `host` and
 * the `extra` names; on a wildcard `host` (0.0.0.0, ::) also every address of this machine's network
 * interfaces (read again at most every 10 s, on a miss). Never throws.
 */
export function createHostGuard(rule: HostRule): (header: string | undefined) => boolean {
  const wildcard = WILDCARDS.has(normalized(rule.host));
  const own = new Set([...(wildcard ? [] : [rule.host]), ...rule.extra].map(normalized));
  let addresses = new Set<string>();
  let readAt = -Infinity;
  return (header) => {
    const name = hostHeaderName(header);
    if (name === null) return false;
    if (isLoopbackName(name) || own.has(name)) return true;
    if (!wildcard || isIP(name) === 0) return false;
    if (!addresses.has(name) && Date.now() - readAt > INTERFACES_TTL_MS) {
      addresses = interfaceAddresses();
      readAt = Date.now();
    }
    return addresses.has(name);
  };
}

/**
 * Why a read (`/probe`, `/metrics`, `/`) is refused as a web page's (403), or null: an `Origin` of
 * another origin than the one addressed, or a `Sec-Fetch-Site` of another site that is no link
 * followed (an image or a fetch of a page the operator visits could make probes; a link to the
 * exporter's page still opens it). Prometheus sends neither header.
 */
export function crossSiteProblem(req: IncomingMessage): string | null {
  const origin = req.headers.origin;
  const site = req.headers['sec-fetch-site'];
  const foreignOrigin =
    origin !== undefined && origin.toLowerCase() !== `http://${req.headers.host ?? ''}`.toLowerCase();
  const foreignSite =
    (site === 'cross-site' || site === 'same-site') && req.headers['sec-fetch-mode'] !== 'navigate';
  if (!foreignOrigin && !foreignSite) return null;
  return "Refused: a request made by another web page (its Origin or Sec-Fetch-Site header). Open the exporter's address directly.\n";
}

/** Why a `POST /-/reload` is refused (status and plain text), or null when it may run. */
export function reloadProblem(req: IncomingMessage): { status: number; message: string } | null {
  const site = req.headers['sec-fetch-site'];
  if (req.headers.origin !== undefined || (site !== undefined && site !== 'none'))
    return {
      status: 403,
      message:
        'Refused: a reload is not taken from a web page (the request carried an Origin or Sec-Fetch-Site header). Use curl -X POST, or send SIGHUP.\n',
    };
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (FORM_TYPES.has(type))
    return {
      status: 415,
      message: `Refused: a reload takes no ${type} body (a web page's form can send one). Use curl -X POST without a body, or send SIGHUP.\n`,
    };
  return null;
}

// The content types an HTML form (or a "simple" cross-origin fetch) may send without a preflight.
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

function normalized(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
}

function interfaceAddresses(): Set<string> {
  const found = new Set<string>();
  for (const list of Object.values(networkInterfaces()))
    for (const info of list ?? []) found.add(info.address.toLowerCase().replace(/%.*$/, ''));
  return found;
}

/**
 * The certificate an https installation served, in the shape a call's meta holds it
 * (shared/call-result.ts ServedCertificate): read from node:tls's peer certificate, and carried from
 * the fetch that read it to the client beside the answer (a Response) or the rejection (an Error),
 * since fetch's own types have no place for it.
 */
import { checkServerIdentity, type PeerCertificate } from 'node:tls';
import type { ServedCertificate } from '../../../shared/call-result';

const DAY_MS = 86_400_000;

/** The certificate without daysLeft and matchesHost, which depend on the call. */
export interface PeerFacts {
  readonly notAfterMs: number;
  readonly issuer: string;
  readonly names: readonly string[];
  /** The subject and subjectAltName, for checkServerIdentity. */
  readonly peer: PeerCertificate;
}

/** The facts of `peer`; null when it holds no readable expiry (an empty object: no certificate). */
export function peerFacts(peer: PeerCertificate | null | undefined): PeerFacts | null {
  if (!peer || typeof peer.valid_to !== 'string') return null;
  const notAfterMs = Date.parse(peer.valid_to);
  if (!Number.isFinite(notAfterMs)) return null;
  // Only what checkServerIdentity reads: the exporter keeps one per installation, not the raw bytes.
  const kept = { subject: peer.subject, subjectaltname: peer.subjectaltname } as PeerCertificate;
  return {
    notAfterMs,
    issuer: firstOf(peer.issuer?.CN) || firstOf(peer.issuer?.O),
    names: namesOf(peer),
    peer: kept,
  };
}

/** `facts` as seen by a call to `host` at `nowMs` (wall clock). Never throws. */
export function servedCertificate(facts: PeerFacts, host: string, nowMs: number): ServedCertificate {
  const bare = host.replace(/^\[|\]$/g, '');
  let matchesHost = false;
  try {
    matchesHost = checkServerIdentity(bare, facts.peer) === undefined;
  } catch {
    // A certificate node:tls cannot compare is not one that names the host.
  }
  return {
    notAfter: new Date(facts.notAfterMs).toISOString(),
    daysLeft: Math.floor((facts.notAfterMs - nowMs) / DAY_MS),
    issuer: facts.issuer,
    names: facts.names,
    matchesHost,
  };
}

// "DNS:shop.example, IP Address:127.0.0.1" (node:tls's spelling); quoted entries are kept whole.
function namesOf(peer: PeerCertificate): string[] {
  const names = (peer.subjectaltname ?? '')
    .split(/,\s*/)
    .flatMap((entry) => /^(?:DNS|IP Address):(.+)$/.exec(entry.trim())?.[1] ?? [])
    .map((name) => name.replace(/^"|"$/g, ''));
  if (names.length > 0) return names;
  const cn = firstOf(peer.subject?.CN);
  return cn ? [cn] : [];
}

// A field node:tls gives as an array when the certificate repeats it: the first.
function firstOf(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

const ON_RESPONSE = new WeakMap<object, ServedCertificate>();

/** Marks `response` as received over a connection that served `certificate`. */
export function withCertificate<R extends object>(response: R, certificate: ServedCertificate): R {
  ON_RESPONSE.set(response, certificate);
  return response;
}

/** The certificate the connection of `response` served; undefined over http or when not read. */
export function certificateOfResponse(response: object): ServedCertificate | undefined {
  return ON_RESPONSE.get(response);
}

/**
 * `error` (a fetch rejection) marked with the certificate read for it and, when it was read through
 * a proxy's tunnel, that proxy's origin (no credentials), for the message to say whose it is.
 */
export function errorWithCertificate(
  error: unknown,
  certificate: ServedCertificate,
  viaProxy: string | null = null,
): unknown {
  if (error instanceof Error) Object.assign(error, { servedCertificate: certificate, servedVia: viaProxy });
  return error;
}

/** The proxy origin a fetch rejection's certificate was read through (errorWithCertificate), or null. */
export function certificateProxyOfError(error: unknown): string | null {
  const via = (error as { servedVia?: unknown } | null | undefined)?.servedVia;
  return typeof via === 'string' ? via : null;
}

/** The certificate a fetch rejection was marked with (errorWithCertificate), if any. */
export function certificateOfError(error: unknown): ServedCertificate | undefined {
  const marked = (error as { servedCertificate?: ServedCertificate } | null | undefined)?.servedCertificate;
  return marked && typeof marked.notAfter === 'string' ? marked : undefined;
}

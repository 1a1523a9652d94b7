/**
 * Classifies what fetch throws into a network reason, for both Node's fetch (undici: error codes on
 * `cause`) and Electron's net.fetch (Chromium `net::ERR_*` names in the message), and words it in our
 * own sentences: TLS failures by kind, a port the host refuses by name, never OpenSSL's text.
 */
import type { NetworkReason, TlsProblem } from '../../../shared/call-result';
import { certificateOfError, certificateProxyOfError } from './served-certificate';

const BY_CODE: Record<string, NetworkReason> = {
  ENOTFOUND: 'dns',
  EAI_AGAIN: 'dns',
  ECONNREFUSED: 'refused',
  ECONNRESET: 'reset',
  EPIPE: 'reset',
  UND_ERR_SOCKET: 'reset',
  UND_ERR_CLOSED: 'reset',
  ETIMEDOUT: 'timeout',
  UND_ERR_CONNECT_TIMEOUT: 'timeout',
  UND_ERR_HEADERS_TIMEOUT: 'timeout',
  UND_ERR_BODY_TIMEOUT: 'timeout',
  ENETUNREACH: 'unreachable',
  EHOSTUNREACH: 'unreachable',
  EADDRNOTAVAIL: 'unreachable',
};

// Chromium's names for a failure of the proxy rather than of the installation: the proxy could not be
// reached, refused the tunnel (CONNECT), wants credentials, or its configuration (PAC) failed.
const PROXY_ERRORS =
  /ERR_(?:PROXY_[A-Z_]+|TUNNEL_CONNECTION_FAILED|MANDATORY_PROXY_CONFIGURATION_FAILED|PAC_[A-Z_]+)/;

const CHROMIUM: [RegExp, NetworkReason][] = [
  [/ERR_UNSAFE_PORT/, 'blocked-port'],
  [PROXY_ERRORS, 'proxy'],
  [/ERR_NAME_NOT_RESOLVED|ERR_NAME_RESOLUTION_FAILED/, 'dns'],
  [/ERR_CONNECTION_REFUSED/, 'refused'],
  [/ERR_CONNECTION_(?:RESET|CLOSED|ABORTED)|ERR_EMPTY_RESPONSE/, 'reset'],
  [/ERR_CERT_|ERR_SSL_|ERR_BAD_SSL/, 'tls'],
  [/ERR_(?:CONNECTION_)?TIMED_OUT/, 'timeout'],
  [/ERR_(?:ADDRESS|NETWORK|INTERNET)_(?:UNREACHABLE|DISCONNECTED)/, 'unreachable'],
];

// Node's (OpenSSL's) codes and Chromium's names for each kind of TLS failure. Chromium says
// ERR_SSL_PROTOCOL_ERROR for plain HTTP on a TLS port but for other protocol faults too: "other".
const TLS_KINDS: [RegExp, TlsProblem][] = [
  [/^ERR_SSL_(?:WRONG_VERSION_NUMBER|PACKET_LENGTH_TOO_LONG|HTTP_REQUEST)$/, 'plain-http'],
  [/^(?:CERT_HAS_EXPIRED|CERT_NOT_YET_VALID)$|ERR_CERT_DATE_INVALID/, 'expired'],
  [/^ERR_TLS_CERT_ALTNAME_INVALID$|ERR_CERT_COMMON_NAME_INVALID/, 'wrong-host'],
  [
    /^(?:UNABLE_TO_VERIFY_LEAF_SIGNATURE|SELF_SIGNED_CERT_IN_CHAIN|DEPTH_ZERO_SELF_SIGNED_CERT|UNABLE_TO_GET_ISSUER_CERT(?:_LOCALLY)?|CERT_UNTRUSTED|CERT_REJECTED|INVALID_CA)$|ERR_CERT_AUTHORITY_INVALID/,
    'untrusted',
  ],
];

/** The reason behind a fetch rejection; "other" when it cannot be told. */
export function classifyNetworkError(error: unknown): NetworkReason {
  // The command line's fetch marks a failure of the connection to its proxy (proxy-aware-fetch.ts).
  if (causeChain(error).some((e) => (e as { proxyFailure?: unknown }).proxyFailure === true)) return 'proxy';
  const codes = causeChain(error).map((e) => (e as { code?: unknown }).code);
  for (const code of codes) {
    if (typeof code !== 'string') continue;
    if (BY_CODE[code]) return BY_CODE[code];
    if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/.test(code)) return 'tls';
  }
  const text = messages(error);
  // undici's fetch refuses the Fetch standard's bad ports with this network error.
  if (/(?:^| )bad port(?: |$)/.test(text)) return 'blocked-port';
  for (const [pattern, reason] of CHROMIUM) if (pattern.test(text)) return reason;
  if (/certificate|self.signed|ssl|tls/i.test(text)) return 'tls';
  return 'other';
}

/** The kind of a TLS failure (call only when classifyNetworkError says "tls"). */
export function tlsProblem(error: unknown): TlsProblem {
  const names = [
    ...causeChain(error).flatMap((e) => {
      const code = (e as { code?: unknown }).code;
      return typeof code === 'string' ? [code] : [];
    }),
    ...(messages(error).match(/ERR_[A-Z_]+/g) ?? []),
  ];
  for (const [pattern, kind] of TLS_KINDS) if (names.some((name) => pattern.test(name))) return kind;
  return 'other';
}

/** A network failure of a call to `url`: its reason, our own words for it, and a TLS failure's kind. */
export function describeNetworkError(
  error: unknown,
  url: URL,
): { reason: NetworkReason; message: string; tls?: TlsProblem } {
  const reason = classifyNetworkError(error);
  if (reason === 'blocked-port') return { reason, message: blockedPortMessage(url.port) };
  if (reason === 'proxy') return { reason, message: proxyMessage(error, url) };
  if (reason !== 'tls') return { reason, message: networkErrorDetail(error) };
  const tls = tlsProblem(error);
  return { reason, tls, message: tlsMessage(tls, url, error) };
}

/** Why the port of a blocked-port failure is refused: the same words in every host. */
export function blockedPortMessage(port: string): string {
  return `Port ${port} is on the list of ports web browsers refuse to call (the Fetch standard's "bad ports", kept for other protocols such as mail or X11); the desktop app calls installations through Chromium, which refuses it.`;
}

// The command line's own words already name the proxy; Chromium's name is kept for a support engineer.
function proxyMessage(error: unknown, url: URL): string {
  const name = PROXY_ERRORS.exec(messages(error))?.[0];
  if (!name) return networkErrorDetail(error);
  if (name === 'ERR_TUNNEL_CONNECTION_FAILED')
    return `The proxy refused to open a connection to ${url.host} (net::${name}).`;
  if (/AUTH/.test(name))
    return `The proxy wants a user name and password, or refused the ones given (net::${name}).`;
  if (/PAC|MANDATORY/.test(name))
    return `This computer's proxy configuration (a PAC script or a required proxy) could not be used (net::${name}).`;
  return `The proxy this computer is set to use could not be reached (net::${name}).`;
}

function tlsMessage(kind: TlsProblem, url: URL, error: unknown): string {
  const message = tlsWords(kind, url, error);
  const via = certificateProxyOfError(error);
  // Through a tunnel the certificate is the one at its end: the installation's, unless the proxy
  // intercepts TLS and shows its own, whose issuer then tells.
  return via && certificateOfError(error)
    ? `${message} (Read through the proxy ${via}: the certificate at the end of its tunnel, the installation's unless the proxy intercepts TLS.)`
    : message;
}

function tlsWords(kind: TlsProblem, url: URL, error: unknown): string {
  switch (kind) {
    case 'plain-http':
      return `${url.host} answered in plain HTTP, not TLS: the address should start with http://.`;
    case 'untrusted':
      return `The certificate of ${url.hostname} is not signed by an authority this computer trusts (it is self-signed, or from a private authority).`;
    case 'expired': {
      const served = certificateOfError(error);
      if (served && served.daysLeft < 0)
        return `The certificate of ${url.hostname} expired on ${served.notAfter.slice(0, 10)}.`;
      return `The certificate of ${url.hostname} has expired, or is not valid yet.`;
    }
    case 'wrong-host': {
      const names = certificateOfError(error)?.names ?? [];
      const named =
        names.length > 0
          ? `: it names ${names.slice(0, 5).join(', ')}${names.length > 5 ? `, and ${names.length - 5} more` : ''}`
          : '';
      return `The certificate the server showed is not issued for ${url.hostname}${named}.`;
    }
    case 'other': {
      // A code is a name a support engineer can look up; the library's own text is not shown.
      const code = causeChain(error)
        .map((e) => (e as { code?: unknown }).code)
        .find((c): c is string => typeof c === 'string' && /^[A-Z0-9_]+$/.test(c));
      return `The TLS handshake with ${url.host} failed${code ? ` (${code})` : ''}.`;
    }
  }
}

/** The most specific technical message in the cause chain (for the details line). */
export function networkErrorDetail(error: unknown): string {
  const chain = causeChain(error);
  const last = chain[chain.length - 1];
  const code = (last as { code?: unknown } | undefined)?.code;
  const message = last instanceof Error ? last.message : String(last);
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}

function messages(error: unknown): string {
  return causeChain(error)
    .map((e) => (e instanceof Error ? e.message : String(e)))
    .join(' ');
}

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (
    let e = error;
    e !== undefined && e !== null && chain.length < 5;
    e = (e as { cause?: unknown }).cause
  ) {
    chain.push(e);
  }
  return chain;
}

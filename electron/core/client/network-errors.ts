/**
 * Classifies what fetch throws into a network reason, for both Node's fetch (undici: error codes on
 * `cause`) and Electron's net.fetch (Chromium `net::ERR_*` names in the message).
 */
import type { NetworkReason } from '../../../shared/call-result';

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

const CHROMIUM: [RegExp, NetworkReason][] = [
  [/ERR_NAME_NOT_RESOLVED|ERR_NAME_RESOLUTION_FAILED/, 'dns'],
  [/ERR_CONNECTION_REFUSED/, 'refused'],
  [/ERR_CONNECTION_(?:RESET|CLOSED|ABORTED)|ERR_EMPTY_RESPONSE/, 'reset'],
  [/ERR_CERT_|ERR_SSL_|ERR_BAD_SSL/, 'tls'],
  [/ERR_(?:CONNECTION_)?TIMED_OUT/, 'timeout'],
  [/ERR_(?:ADDRESS|NETWORK|INTERNET)_(?:UNREACHABLE|DISCONNECTED)/, 'unreachable'],
];

/** The reason behind a fetch rejection; "other" when it cannot be told. */
export function classifyNetworkError(error: unknown): NetworkReason {
  const codes = causeChain(error).map((e) => (e as { code?: unknown }).code);
  for (const code of codes) {
    if (typeof code !== 'string') continue;
    if (BY_CODE[code]) return BY_CODE[code];
    if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/.test(code)) return 'tls';
  }
  const text = causeChain(error)
    .map((e) => (e instanceof Error ? e.message : String(e)))
    .join(' ');
  for (const [pattern, reason] of CHROMIUM) if (pattern.test(text)) return reason;
  if (/certificate|self.signed|ssl|tls/i.test(text)) return 'tls';
  return 'other';
}

/** The most specific technical message in the cause chain (for the details line). */
export function networkErrorDetail(error: unknown): string {
  const chain = causeChain(error);
  const last = chain[chain.length - 1];
  const code = (last as { code?: unknown } | undefined)?.code;
  const message = last instanceof Error ? last.message : String(last);
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
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

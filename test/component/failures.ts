// One example of every way a call to an installation can fail, typed over every failure kind and
// network reason, so a kind added to shared/call-result.ts fails the type check until it is here.
import type { CallFailure, CallFailureKind, NetworkReason, TlsProblem } from '../../shared/call-result';

const TLS_PROBLEMS: readonly TlsProblem[] = ['plain-http', 'untrusted', 'expired', 'wrong-host', 'other'];

const NETWORK: Record<NetworkReason, string> = {
  dns: 'getaddrinfo ENOTFOUND shop.example.test',
  refused: 'connect ECONNREFUSED 192.0.2.10:443',
  reset: 'read ECONNRESET',
  tls: 'certificate has expired',
  timeout: 'no answer within 10 s',
  unreachable: 'connect ENETUNREACH 192.0.2.10:443',
  'blocked-port': 'Port 4190 is on the list of ports web browsers refuse to call',
  proxy: 'The proxy could not be reached (net::ERR_PROXY_CONNECTION_FAILED).',
  other: 'socket hang up',
};

const BY_KIND: { [K in CallFailureKind]: Extract<CallFailure, { kind: K }>[] } = {
  'api-failure': [
    { kind: 'api-failure', message: 'Invalid or expired token', httpStatus: 401 },
    { kind: 'api-failure', message: 'Database maintenance until 14:00', httpStatus: 503 },
  ],
  'http-status': [
    { kind: 'http-status', statusText: '502 Bad Gateway', preview: 'upstream is down' },
    {
      kind: 'http-status',
      statusText: '502 Bad Gateway',
      preview: '<html> <head><title>502 Bad Gateway</title></head> <body> <center><h1>502 Bad Gateway</h1>…',
      page: { title: '502 Bad Gateway', server: 'nginx/1.25.3', text: '502 Bad Gateway\nnginx/1.25.3' },
    },
  ],
  network: [
    ...Object.entries(NETWORK).map(([reason, message]) => ({
      kind: 'network' as const,
      reason: reason as NetworkReason,
      message,
    })),
    ...TLS_PROBLEMS.map((tls) => ({
      kind: 'network' as const,
      reason: 'tls' as const,
      tls,
      message: `a ${tls} TLS failure`,
    })),
  ],
  cancelled: [{ kind: 'cancelled' }],
  'not-json': [
    { kind: 'not-json', contentType: 'text/html', preview: '<title>Sign in</title>' },
    {
      kind: 'not-json',
      contentType: 'text/html',
      preview: '<!doctype html><title>Sign in</title><form>…',
      page: { title: 'Sign in', server: null, text: 'Sign in\nUser Password' },
    },
  ],
  contract: [
    {
      kind: 'contract',
      issues: [
        { path: 'company_name', message: 'missing (expected string)' },
        { path: 'decimals', message: 'expected numeric text, got "two"' },
      ],
    },
    {
      kind: 'contract',
      issues: [{ path: 'rows[0].id', message: 'expected string, got 0 (number)' }],
      total: 6_500_000,
    },
  ],
  'too-large': [{ kind: 'too-large', limitBytes: 50_000_000 }],
  'too-deep': [{ kind: 'too-deep', path: 'rows[3].extra', limit: 64 }],
  redirect: [{ kind: 'redirect', message: 'Redirected to https://login.example.test/, another host' }],
  'invalid-url': [{ kind: 'invalid-url', message: 'The address must start with http:// or https://' }],
};

/** Every failure example, with a name for the test title. */
export const EVERY_FAILURE: { name: string; failure: CallFailure }[] = Object.values(BY_KIND)
  .flat()
  .map((failure) => ({
    name:
      failure.kind === 'network'
        ? `network (${failure.reason}${failure.tls ? `, ${failure.tls}` : ''})`
        : failure.kind === 'api-failure'
          ? `api-failure (HTTP ${failure.httpStatus})`
          : failure.kind === 'contract' && failure.total !== undefined
            ? 'contract, a capped list of 6,500,000 problems'
            : (failure.kind === 'http-status' || failure.kind === 'not-json') && failure.page
              ? `${failure.kind}, a web page`
              : failure.kind,
    failure,
  }));

/** Text as the page shows it to a reader: runs of white space read as one space. */
export const asRead = (text: string) => text.replace(/\s+/g, ' ').trim();

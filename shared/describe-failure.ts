/**
 * Plain words for every failure kind of a call: what happened and what to do. Shared by the renderer,
 * the CLI and reports, so a failure reads the same everywhere.
 */
import type { CallFailure, NetworkReason, TlsProblem } from './call-result';
import { issueLines } from './issue-path';
import { nestingMessage } from './json-depth';
import { pageWords } from './page-failure-words';

/** A failure as a person reads it. */
export interface FailureWords {
  readonly title: string;
  readonly detail: string;
  readonly action: string;
}

const NETWORK: Record<NetworkReason, { title: string; action: string }> = {
  dns: {
    title: 'The server name could not be found',
    action: 'Check the address for typos, and that this computer is online.',
  },
  refused: {
    title: 'The server refused the connection',
    action: 'Check the address and port, and that the installation is running.',
  },
  reset: {
    title: 'The connection was cut off',
    action: 'Try again; if it keeps happening, a proxy or firewall may be interfering.',
  },
  tls: {
    title: 'The secure connection failed',
    action:
      "Ask the installation's administrator; if the installation is served over plain HTTP, use http://.",
  },
  timeout: {
    title: 'The installation did not answer in time',
    action: "Try again, or raise the connection's timeout if the installation is slow.",
  },
  unreachable: {
    title: 'The network cannot reach the server',
    action: "Check this computer's network connection and VPN.",
  },
  'blocked-port': {
    title: 'This port cannot be called from the desktop app',
    action:
      'Use retail-inspector check or the web host (retail-inspector web), which call any port, or serve the installation on another port.',
  },
  proxy: {
    title: 'The proxy did not pass the connection on',
    action:
      "Check the proxy settings (the system's for the desktop app; HTTPS_PROXY, HTTP_PROXY and NO_PROXY for the command line and the web host), or ask whoever runs the proxy.",
  },
  other: {
    title: 'The installation could not be reached',
    action: "Check the address and this computer's network connection.",
  },
};

const TLS: Record<TlsProblem, { title: string; action: string }> = {
  'plain-http': {
    title: 'This server speaks plain HTTP: use http://',
    action: 'Start the address with http:// instead of https://.',
  },
  untrusted: {
    title: 'The server’s certificate is not trusted',
    action:
      "Ask the installation's administrator for a certificate from a trusted authority; for a private authority, add it to this computer's trust store (command line: NODE_EXTRA_CA_CERTS).",
  },
  expired: {
    title: 'The server’s certificate has expired',
    action: "Ask the installation's administrator to renew it, and check this computer's clock.",
  },
  'wrong-host': {
    title: 'The server’s certificate is for another name',
    action: "Use the name the certificate was issued for, or ask the installation's administrator.",
  },
  other: NETWORK.tls,
};

/** Words for `failure`. */
export function describeFailure(failure: CallFailure): FailureWords {
  switch (failure.kind) {
    case 'api-failure':
      return {
        title: 'The installation reported an error',
        detail: failure.message,
        action: apiFailureAction(failure.message, failure.httpStatus),
      };
    case 'http-status':
      if (failure.page)
        return {
          action: httpStatusAction(Number(/^\d{3}/.exec(failure.statusText)?.[0] ?? 0)),
          ...pageWords(failure.page, failure.statusText),
        };
      return {
        title: `The installation answered ${failure.statusText}`,
        detail: failure.preview,
        action: httpStatusAction(Number(/^\d{3}/.exec(failure.statusText)?.[0] ?? 0)),
      };
    case 'network': {
      const words = failure.reason === 'tls' ? TLS[failure.tls ?? 'other'] : NETWORK[failure.reason];
      return { ...words, detail: failure.message };
    }
    case 'cancelled':
      return {
        title: 'Cancelled',
        detail: 'The request was cancelled.',
        action: 'Retry when you are ready.',
      };
    case 'not-json':
      return {
        title: 'This does not look like the retail API',
        detail: `The answer was ${failure.contentType}: ${failure.preview}`,
        ...(failure.page && pageWords(failure.page, null)),
        action: 'Check the address: it may point to a login page or another web site.',
      };
    case 'contract':
      return {
        title: 'The answer does not match the API specification',
        detail: issueLines(failure.issues, 5, failure.total).join('\n'),
        action:
          "Send these details to the installation's administrator: its answer breaks the API specification.",
      };
    case 'too-large':
      return {
        title: 'The answer is too large',
        detail: `It grew past ${Math.round(failure.limitBytes / 1_000_000)} MB.`,
        action: 'The address may point to something other than the API.',
      };
    case 'too-deep':
      return {
        title: 'The answer is nested too deeply to read',
        detail: nestingMessage(failure),
        action: "Check the address; if it is right, send these details to the installation's administrator.",
      };
    case 'redirect':
      return {
        title: 'The installation redirected elsewhere',
        detail: failure.message,
        action: 'Enter the address it redirects to, if you trust it.',
      };
    case 'invalid-url':
      return {
        title: 'The address cannot be used',
        detail: failure.message,
        action: 'Correct the address and try again.',
      };
  }
}

// The token is named only where it can be the cause: an answer of 401 or 403, or a message about it.
function apiFailureAction(message: string, httpStatus: number | undefined): string {
  if (
    httpStatus === 401 ||
    httpStatus === 403 ||
    /token|auth|credential|unauthori[sz]ed|forbidden/i.test(message)
  )
    return "The installation refused the token: check the connection's token.";
  if (httpStatus === 404 || httpStatus === 410 || /^unknown method$/i.test(message.trim()))
    return 'Nothing answers this operation here: check the address (the part before /api/v2/).';
  if (httpStatus !== undefined && httpStatus >= 500)
    return 'The installation is failing or in maintenance: try again later, or ask its administrator.';
  return "Its message says what went wrong; ask the installation's administrator if it is unclear.";
}

function httpStatusAction(status: number): string {
  if (status === 404 || status === 410)
    return 'Nothing answers this operation here: check the address (the part before /api/v2/).';
  if (status === 401 || status === 403)
    return "Access was refused: check the connection's token, and ask the installation's administrator whether a login, firewall or proxy in front of the API refuses this computer.";
  if (status === 407) return 'The proxy wants a user name and password: set them in the proxy settings.';
  if (status === 429) return 'Too many requests: wait a while before trying again.';
  if (status >= 500)
    return 'A server or proxy in front of the installation failed: try again later, or ask its administrator.';
  return 'Check the address: it may point to another web site or service.';
}

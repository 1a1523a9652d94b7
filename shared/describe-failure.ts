/**
 * Plain words for every failure kind of a call: what happened and what to do. Shared by the renderer,
 * the CLI and reports, so a failure reads the same everywhere.
 */
import type { CallFailure, NetworkReason } from './call-result';
import { issueLines } from './issue-path';
import { nestingMessage } from './json-depth';

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
      "The certificate is not trusted (expired, self-signed or for another name). Ask the installation's administrator.",
  },
  timeout: {
    title: 'The installation did not answer in time',
    action: "Try again, or raise the connection's timeout if the installation is slow.",
  },
  unreachable: {
    title: 'The network cannot reach the server',
    action: "Check this computer's network connection and VPN.",
  },
  other: {
    title: 'The installation could not be reached',
    action: "Check the address and this computer's network connection.",
  },
};

/** Words for `failure`. */
export function describeFailure(failure: CallFailure): FailureWords {
  switch (failure.kind) {
    case 'api-failure':
      return {
        title: 'The installation reported an error',
        detail: failure.message,
        action: "If it mentions the token, check the connection's token.",
      };
    case 'http-status':
      return {
        title: `The installation answered ${failure.statusText}`,
        detail: failure.preview,
        action: 'Check the address; the server may be down or behind a proxy.',
      };
    case 'network':
      return { ...NETWORK[failure.reason], detail: failure.message };
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
        action: 'Check the address: it may point to a login page or another web site.',
      };
    case 'contract':
      return {
        title: 'The answer does not match the API specification',
        detail: issueLines(failure.issues, 5, failure.total).join('\n'),
        action: 'The installation may run another API version; send these details to its administrator.',
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
        action: "Correct the connection's address.",
      };
  }
}

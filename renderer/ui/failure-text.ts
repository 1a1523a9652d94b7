// Every way a load can fail, in plain words: what happened, and what to do about it.
import type { CallFailure, NetworkReason } from '../../shared/call-result';
import type { ErrorValue } from '../../shared/result';
import type { LoadFailure } from '../store/load-state';

/** A failure as the user reads it. */
export interface FailureText {
  readonly title: string;
  /** The details the installation or the host gave, when any. */
  readonly detail: string | null;
  /** What to do. */
  readonly advice: string;
}

const CHECK_ADDRESS = 'Check the connection’s address, then retry.';

const NETWORK: Record<NetworkReason, { title: string; advice: string }> = {
  dns: { title: 'The installation’s host name was not found', advice: CHECK_ADDRESS },
  refused: {
    title: 'Nothing answered at this address',
    advice: 'Make sure the installation is running and the address and port are right, then retry.',
  },
  reset: {
    title: 'The connection was dropped',
    advice: 'Retry; if it keeps happening, check the network or a proxy.',
  },
  tls: {
    title: 'A secure connection could not be made',
    advice:
      'The installation’s certificate was not accepted. Check the address (https or http) with its administrator.',
  },
  timeout: {
    title: 'The installation did not answer in time',
    advice: 'It may be busy or far away. Retry, or raise the connection’s timeout.',
  },
  unreachable: {
    title: 'The installation cannot be reached',
    advice: 'Check this computer’s network connection, then retry.',
  },
  other: {
    title: 'The connection failed',
    advice: 'Check the network and the connection’s address, then retry.',
  },
};

function callText(failure: CallFailure): FailureText {
  switch (failure.kind) {
    case 'api-failure':
      return {
        title: 'The installation refused the request',
        detail: failure.message,
        advice: 'Check the connection’s token; if it is right, ask the installation’s administrator.',
      };
    case 'http-status':
      return {
        title: `The installation answered with an error (HTTP ${failure.statusText})`,
        detail: failure.preview || null,
        advice: 'The server may be down or the address may point somewhere else. ' + CHECK_ADDRESS,
      };
    case 'network':
      return { ...NETWORK[failure.reason], detail: failure.message };
    case 'cancelled':
      return { title: 'Loading was cancelled', detail: null, advice: 'Retry to load it again.' };
    case 'not-json':
      return {
        title: 'The address answered, but not with API data',
        detail: failure.contentType ? `It sent ${failure.contentType}.` : null,
        advice: 'It may be a login or proxy page. Use the installation’s base address, without /api/v2.',
      };
    case 'contract': {
      const shown = failure.issues.slice(0, 3).map((i) => `${i.path}: ${i.message}`);
      const more = failure.issues.length - shown.length;
      return {
        title: 'The answer does not match the API v2 specification',
        detail: shown.join('\n') + (more > 0 ? `\n…and ${more} more` : ''),
        advice: 'The installation may run another API version. Share these details with its administrator.',
      };
    }
    case 'too-large':
      return {
        title: 'The answer is too large to load',
        detail: `The limit is ${Math.round(failure.limitBytes / 1_000_000)} MB.`,
        advice: 'Ask the installation’s administrator whether this much data is expected.',
      };
    case 'redirect':
      return {
        title: 'The installation sent the request elsewhere',
        detail: failure.message,
        advice: 'The inspector does not follow redirects to other hosts. Use the address it redirects to.',
      };
    case 'invalid-url':
      return {
        title: 'The connection’s address cannot be used',
        detail: failure.message,
        advice: 'Correct the address.',
      };
  }
}

function hostText(error: ErrorValue): FailureText {
  switch (error.code) {
    case 'PROFILE_NOT_FOUND':
      return {
        title: 'This connection no longer exists',
        detail: null,
        advice: 'Choose another connection.',
      };
    case 'PROFILE_STORE':
      return {
        title: 'The saved connections could not be read',
        detail: error.message,
        advice: 'Check that the app’s data folder is readable, then retry.',
      };
    case 'DATASET_INVALID':
    case 'PORT_IN_USE':
    case 'LISTEN_FAILED':
      return {
        title: 'The demo server could not start',
        detail: error.message,
        advice: 'Fix the cause above, then retry.',
      };
    default:
      return {
        title: 'The inspector could not do this',
        detail: error.message,
        advice: 'Retry; if it keeps happening, restart the app.',
      };
  }
}

/** The words for `failure`. */
export function failureText(failure: LoadFailure): FailureText {
  return failure.source === 'call' ? callText(failure.failure) : hostText(failure.error);
}

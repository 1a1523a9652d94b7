/**
 * Plain words for every failure kind of a call: what happened and what to do, as words of the
 * `failure` catalog area (shared/messages/failure/), so the app shows them in its language while the
 * command line and reports say them in English (describe-failure.ts formats these very words).
 */
import { addressWords } from './address-words';
import type { CallFailure, NetworkReason, TlsProblem } from './call-result';
import { issueLines } from './issue-path';
import { nestingWords } from './json-depth';
import type { SharedWords } from './messages/en';
import { pageWords } from './page-failure-words';
import { wordsOf } from './words';

/** A failure as words, before a language is chosen. */
export interface FailureMessage {
  readonly title: SharedWords;
  /**
   * The details: what we make of the answer as words; what the installation or the host said (its
   * message, an answer's first characters, the specification's problems) as text, as received.
   */
  readonly detail: SharedWords | string;
  /** What to do. */
  readonly action: SharedWords;
}

// Keyed by the reason and problem themselves: failure.network.dns.title, failure.tls.expired.action.
const network = (reason: NetworkReason) => ({
  title: wordsOf(`failure.network.${reason}.title` as const),
  action: wordsOf(`failure.network.${reason}.action` as const),
});

const tls = (problem: TlsProblem) =>
  problem === 'other'
    ? network('tls')
    : {
        title: wordsOf(`failure.tls.${problem}.title` as const),
        action: wordsOf(`failure.tls.${problem}.action` as const),
      };

/** The words for `failure`. */
export function failureMessage(failure: CallFailure): FailureMessage {
  switch (failure.kind) {
    case 'api-failure':
      return {
        title: wordsOf('failure.api.title'),
        detail: failure.message,
        action: apiFailureAction(failure.message, failure.httpStatus),
      };
    case 'http-status': {
      const action = httpStatusAction(Number(/^\d{3}/.exec(failure.statusText)?.[0] ?? 0));
      if (failure.page) return { action, ...pageWords(failure.page, failure.statusText) };
      return {
        title: wordsOf('failure.status.title', { status: failure.statusText }),
        detail: failure.preview,
        action,
      };
    }
    case 'network': {
      const words = failure.reason === 'tls' ? tls(failure.tls ?? 'other') : network(failure.reason);
      return { title: words.title, detail: failure.message, action: words.action };
    }
    case 'cancelled':
      return {
        title: wordsOf('failure.cancelled.title'),
        detail: wordsOf('failure.cancelled.detail'),
        action: wordsOf('failure.cancelled.action'),
      };
    case 'not-json':
      return {
        title: wordsOf('failure.notJson.title'),
        detail: wordsOf('failure.notJson.detail', {
          contentType: failure.contentType,
          preview: failure.preview,
        }),
        ...(failure.page && pageWords(failure.page, null)),
        action: wordsOf('failure.notJson.action'),
      };
    case 'contract':
      return {
        title: wordsOf('failure.contract.title'),
        // The specification's own evidence, path by path: as the checks write it.
        detail: issueLines(failure.issues, 5, failure.total).join('\n'),
        action: wordsOf('failure.contract.action'),
      };
    case 'too-large':
      return {
        title: wordsOf('failure.tooLarge.title'),
        // As digits, not a formatted number: the English must stay "100000 MB", as it always read.
        detail: wordsOf('failure.tooLarge.detail', {
          megabytes: String(Math.round(failure.limitBytes / 1_000_000)),
        }),
        action: wordsOf('failure.tooLarge.action'),
      };
    case 'too-deep':
      return {
        title: wordsOf('failure.tooDeep.title'),
        detail: nestingWords(failure),
        action: wordsOf('failure.tooDeep.action'),
      };
    // Our own messages (shared/address-words.ts) in words; one of another version as it is.
    case 'redirect':
      return {
        title: wordsOf('failure.redirect.title'),
        detail: addressWords(failure.message) ?? failure.message,
        action: wordsOf('failure.redirect.action'),
      };
    case 'invalid-url':
      return {
        title: wordsOf('failure.invalidUrl.title'),
        detail: addressWords(failure.message) ?? failure.message,
        action: wordsOf('failure.invalidUrl.action'),
      };
  }
}

// The token is named only where it can be the cause: an answer of 401 or 403, or a message about it.
function apiFailureAction(message: string, httpStatus: number | undefined): SharedWords {
  if (
    httpStatus === 401 ||
    httpStatus === 403 ||
    /token|auth|credential|unauthori[sz]ed|forbidden/i.test(message)
  )
    return wordsOf('failure.api.token');
  if (httpStatus === 404 || httpStatus === 410 || /^unknown method$/i.test(message.trim()))
    return wordsOf('failure.nothingHere');
  if (httpStatus !== undefined && httpStatus >= 500) return wordsOf('failure.api.failing');
  return wordsOf('failure.api.message');
}

function httpStatusAction(status: number): SharedWords {
  if (status === 404 || status === 410) return wordsOf('failure.nothingHere');
  if (status === 401 || status === 403) return wordsOf('failure.status.refused');
  if (status === 407) return wordsOf('failure.status.proxyLogin');
  if (status === 429) return wordsOf('failure.status.tooMany');
  if (status >= 500) return wordsOf('failure.status.serverFailed');
  return wordsOf('failure.status.other');
}

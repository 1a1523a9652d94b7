/**
 * The one verdict vocabulary of `check`, `check --fleet`, `capture`, `export`, the app's Diagnostics
 * view and its reports: an outcome (conforms, violates, not-checked), for not-checked the cause, and
 * the exit code, all computed here from the calls' results. docs/cli.md's exit-code table lists the
 * classes and the edge cases decided below. Pure and total.
 */
import type { CallFailure, NetworkReason } from './call-result';
import type { SharedWords } from './messages/en';
import { wordsOf } from './words';
import { englishWords } from './words-text';

/** What a check concluded. */
export type Outcome = 'conforms' | 'violates' | 'not-checked';

/**
 * Why nothing (or not everything) could be checked; null when the outcome is not not-checked.
 * `no-token` is ours, not the installation's: a token was configured but cannot be had here (a
 * `token_env` naming an unset variable, the web host after a restart, a locked key store).
 */
export type Cause =
  | 'refused'
  | 'wrong-address'
  | 'gateway-error'
  | 'unreachable'
  | 'tls'
  | 'timeout'
  | 'usage'
  | 'no-token'
  | 'not-offered';

/** The causes that are this computer's, not the installation's: no event, not counted in availability. */
export const OUR_CAUSES: readonly Cause[] = ['no-token'];

/** An outcome with its cause and exit code (0 conforms, 1 violates, 2 not-checked). */
export interface Verdict {
  readonly outcome: Outcome;
  readonly cause: Cause | null;
  readonly exitCode: 0 | 1 | 2;
}

/** A call as the verdict needs it: a CallResult fits. */
export type CallSummary =
  | { readonly ok: true }
  | { readonly ok: false; readonly failure: CallFailure; readonly meta: { readonly httpStatus?: number } };

/**
 * How one failed call counts: a cause; "not-api" (what answers this operation is not the API: HTTP
 * 404 or 410, the specification's `Unknown method`, another 4xx without its failure body, or a page
 * that is not JSON); or "violates" (the API answered and broke a rule).
 */
export type FailureClass = Cause | 'not-api' | 'violates';

/** The class of `failure`, received with `httpStatus` (undefined when no answer came). */
export function failureClass(failure: CallFailure, httpStatus: number | undefined): FailureClass {
  switch (failure.kind) {
    // The API answered, but not with the specification's shapes; an answer nested past 64 levels is
    // JSON no record of the specification has (its fields are text), refused before it is read.
    case 'contract':
    case 'too-deep':
      return 'violates';
    case 'api-failure':
      // The specification's failure for a path it does not know: the operation is not at this address.
      return httpStatus === 404 || httpStatus === 410 || isUnknownMethod(failure) ? 'not-api' : 'refused';
    case 'http-status':
      return httpStatusClass(httpStatus ?? statusOf(failure.statusText));
    case 'network':
      return networkClass(failure.reason);
    case 'not-json':
      return 'not-api';
    // A body past the 64 MB cap (100,000 categories take about 13 MB), or a redirect to another host
    // (or a loop): whatever answered is not the API at this address.
    case 'too-large':
    case 'redirect':
      return 'wrong-address';
    // Stopped by its user, or an address that cannot be called as given.
    case 'cancelled':
    case 'invalid-url':
      return 'usage';
  }
}

// No answer from the installation: a timeout, TLS, the proxy in between (a gateway that failed:
// unreachable, or it refused the tunnel or wants credentials), or the network.
function networkClass(reason: NetworkReason): FailureClass {
  if (reason === 'timeout' || reason === 'tls') return reason;
  return reason === 'proxy' ? 'gateway-error' : 'unreachable';
}

// An HTTP error without the specification's status:false body: said by whatever stands at the address.
function httpStatusClass(status: number): FailureClass {
  if (status === 404 || status === 410) return 'not-api';
  // Access refused before or by the API (a login in front, a firewall, a rate limit).
  if (status === 401 || status === 403 || status === 429) return 'refused';
  // A proxy that wants credentials, and every 5xx: a server or a gateway in front of it failed.
  if (status === 407 || status >= 500) return 'gateway-error';
  return 'not-api';
}

function statusOf(statusText: string): number {
  return Number(/^\d{3}/.exec(statusText)?.[0] ?? 0);
}

/**
 * Whether `failure` is the specification's own failure `{"status": false, "error": "Unknown method"}`
 * (any HTTP status): the installation does not offer that operation.
 */
export function isUnknownMethod(
  failure: CallFailure,
): failure is Extract<CallFailure, { kind: 'api-failure' }> {
  return failure.kind === 'api-failure' && /^unknown method$/i.test(failure.message.trim());
}

const NOT_REACHED: readonly Cause[] = ['usage', 'unreachable', 'tls', 'timeout'];

/**
 * The verdict of the calls made (in call order; null for a call not made) and whether a rule was
 * broken by what they answered. A call that could not be checked wins over a broken rule: a wrong
 * token is never "violates". Every call answered by something that is not the API (404, a web page)
 * is a wrong address. One operation answering the specification's `Unknown method` while another
 * answered at the same address is not offered (not checked: the address is right); one answering a
 * 404 or a page while the other answers as the API is a violation (the specification defines both at
 * one base URL).
 */
export function verdictOf(calls: readonly (CallSummary | null)[], ruleBroken: boolean): Verdict {
  const classes = calls.flatMap((call) =>
    call === null ? [] : [call.ok ? ('ok' as const) : failureClass(call.failure, call.meta.httpStatus)],
  );
  const notReached = classes.find((c): c is Cause => NOT_REACHED.includes(c as Cause));
  if (notReached) return notChecked(notReached);
  const other = classes.find((c): c is Cause => c !== 'ok' && c !== 'not-api' && c !== 'violates');
  if (other) return notChecked(other);
  if (classes.length > 0 && classes.every((c) => c === 'not-api')) return notChecked('wrong-address');
  if (calls.some((call) => call !== null && !call.ok && isUnknownMethod(call.failure)))
    return notChecked('not-offered');
  if (ruleBroken || classes.some((c) => c === 'not-api' || c === 'violates'))
    return { outcome: 'violates', cause: null, exitCode: 1 };
  return { outcome: 'conforms', cause: null, exitCode: 0 };
}

/** The verdict of nothing checked, for `cause`. */
export function notChecked(cause: Cause): Verdict {
  return { outcome: 'not-checked', cause, exitCode: 2 };
}

// The verdict's words, of the `outcome` catalog area (shared/messages/outcome/): the app shows them
// in its language; CAUSE_TEXT and outcomeText say the very same words in English for check, reports
// and webhooks, so the two cannot say different things. Keyed by the cause itself.

/** `cause` in words, completing "could not be checked: …". */
export const causeWords = (cause: Cause): SharedWords => wordsOf(`outcome.cause.${cause}` as const);

/** What `cause` means for the reader and what to do, in a sentence or two (the app's verdict). */
export const causeAdviceWords = (cause: Cause): SharedWords => wordsOf(`outcome.advice.${cause}` as const);

/** The verdict in words: "conforms", "violates the specification", "could not be checked: …". */
export function outcomeWords(verdict: Pick<Verdict, 'outcome' | 'cause'>): SharedWords {
  if (verdict.outcome === 'conforms') return wordsOf('outcome.conforms');
  if (verdict.outcome === 'violates') return wordsOf('outcome.violates');
  return verdict.cause
    ? wordsOf('outcome.notCheckedBecause', { cause: causeWords(verdict.cause) })
    : wordsOf('outcome.notChecked');
}

// Every cause once (a cause added to the type fails the type check until it is here), for
// CAUSE_TEXT: each cause in English, as check prints it.
const CAUSES = Object.keys({
  refused: null,
  'wrong-address': null,
  'gateway-error': null,
  unreachable: null,
  tls: null,
  timeout: null,
  usage: null,
  'no-token': null,
  'not-offered': null,
} satisfies Record<Cause, null>) as Cause[];

/** Each cause in English words, completing "could not be checked: …". */
export const CAUSE_TEXT = Object.fromEntries(
  CAUSES.map((cause) => [cause, englishWords(causeWords(cause))]),
) as Record<Cause, string>;

/** The verdict in English: "conforms", "violates the specification", "could not be checked: …". */
export function outcomeText(verdict: Pick<Verdict, 'outcome' | 'cause'>): string {
  return englishWords(outcomeWords(verdict));
}

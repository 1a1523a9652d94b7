/**
 * The conformance report of `retail-inspector check` and the app's diagnostics: one check per rule
 * of the specification, each pass, warn or fail with a message and its evidence. Token-free.
 */
import type { CallMeta, ServedCertificate } from './call-result';
import type { HtmlPage } from './html-page';
import type { LeniencyId } from './leniency';
import type { SharedWords } from './messages/en';
import type { Cause, Outcome } from './outcome';

/** The verdict of one check. */
export type CheckStatus = 'pass' | 'warn' | 'fail';

/** One checked rule. */
export interface CheckOutcome {
  /** Stable identifier, e.g. "info.currency". */
  readonly id: string;
  /** The rule in words, e.g. "The currency is a code Intl knows". */
  readonly title: string;
  readonly status: CheckStatus;
  /** What was found, in one sentence. */
  readonly message: string;
  /** Evidence: JSON paths with what was expected and what came. */
  readonly details: readonly string[];
  /**
   * Set on the warning of a fault the client tolerated to read the answer: which leniency, and
   * whether a strict reading would have failed (then the exit code is 1 though the check only warns).
   */
  readonly tolerated?: { readonly leniency: LeniencyId; readonly strictFails: boolean };
  /** On a warning: the RFC or specification clause that makes what it found a fault. */
  readonly clause?: string;
  /** On a failed `*.reachable` check answered by a web page: its summary (shared/html-page.ts). */
  readonly page?: HtmlPage;
}

/**
 * A check's title, message and details as words (shared/messages/check/), for the app to say them
 * in its language: the English of each is the check's `title`, `message` and `details`. A line of
 * evidence that is not ours (a JSON path, an address, what the installation said) is text, as received.
 */
export interface CheckWords {
  readonly title: SharedWords;
  readonly message: SharedWords;
  readonly details: readonly (SharedWords | string)[];
}

/** The whole report. */
export interface CheckReport {
  readonly baseUrl: string;
  /**
   * True when the installation conforms: no check failed and no tolerated fault would fail a strict
   * reading (other warnings allowed); the same as exitCode 0.
   */
  readonly ok: boolean;
  /**
   * 0 conforms; 1 answered as the API but violates the spec (a rule broken, or readable only by a
   * leniency a strict reading would refuse); 2 not checked (see `cause`).
   */
  readonly exitCode: 0 | 1 | 2;
  /** The verdict (shared/outcome.ts): conforms, violates, or not-checked. */
  readonly outcome: Outcome;
  /** Why it could not be checked; null unless `outcome` is not-checked. */
  readonly cause: Cause | null;
  /**
   * With cause wrong-address: a base URL where the API answers, found by stripping or adding a path
   * segment (null when none was found, or the cause is another).
   */
  readonly suggestedBaseUrl: string | null;
  readonly checks: readonly CheckOutcome[];
  /** Timing and size of the two operations' calls. */
  readonly calls: { readonly info: CallMeta | null; readonly categories: CallMeta | null };
  /**
   * The certificate the installation served over https; null over http or when no answer came
   * (absent in reports made before certificates were read).
   */
  readonly certificate?: ServedCertificate | null;
  readonly checkedAt: string;
}

/**
 * The conformance report of `retail-inspector check` and the app's diagnostics: one check per rule
 * of the specification, each pass, warn or fail with a message and its evidence. Token-free.
 */
import type { CallMeta } from './call-result';

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
}

/** The whole report. */
export interface CheckReport {
  readonly baseUrl: string;
  /** True when no check failed (warnings allowed). */
  readonly ok: boolean;
  /** 0 conforms; 1 answered but violates the spec or said status:false; 2 unreachable or not this API. */
  readonly exitCode: 0 | 1 | 2;
  readonly checks: readonly CheckOutcome[];
  /** Timing and size of the two operations' calls. */
  readonly calls: { readonly info: CallMeta | null; readonly categories: CallMeta | null };
  readonly checkedAt: string;
}

/**
 * The exit code of a failed call to an installation, by the one verdict of shared/outcome.ts, so
 * `capture` and `export` split as `check` does: 1 when the installation answered as the API and broke
 * a rule (a shape the specification refuses; an operation missing while an earlier one answered), 2
 * when it could not be checked (refused, not the API at this address, a gateway error, unreachable,
 * TLS, a timeout, cancelled or an unusable address).
 */
import type { CallFailure } from '../../shared/call-result';
import { verdictOf } from '../../shared/outcome';

/** `afterAnswer`: an earlier call of the same run answered as the API (capture's info before its categories). */
export function exitCodeForFailure(
  failure: CallFailure,
  httpStatus: number | undefined,
  afterAnswer = false,
): number {
  const failed = { ok: false as const, failure, meta: { httpStatus } };
  return verdictOf(afterAnswer ? [{ ok: true }, failed] : [failed], false).exitCode;
}

// The value of a call's Result, for tests that expect it to succeed: a failure throws with its code
// and message, so the test fails saying why.
import type { Result } from '../../shared/result';

export function valueOf<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/**
 * The words of an operation the installation does not offer: it answered the specification's
 * `{"status": false, "error": "Unknown method"}` while the other operation answered at the same
 * address (the verdict's cause `not-offered`). The address is right, so nothing here says to check it.
 */
import type { CallResult } from '../../../shared/call-result';
import { isUnknownMethod } from '../../../shared/outcome';
import { wordsOf } from '../../../shared/words';
import { reworded, type WordedCheck } from './outcomes';

type Operation = 'info' | 'categories';

const PATH: Record<Operation, string> = {
  info: 'GET /api/v2/auth/info',
  categories: 'GET /api/v2/products/getcategorys',
};

/**
 * `checks` with the status check of each operation that answered `Unknown method` saying that the
 * installation does not offer it, and which operation answered there instead. Call it only with the
 * verdict `not-offered` (the other operation answered); other checks are returned as they are.
 */
export function sayNotOffered(
  checks: readonly WordedCheck[],
  calls: Readonly<Record<Operation, CallResult<unknown> | null>>,
): WordedCheck[] {
  return checks.map((check) => {
    const operation = (['info', 'categories'] as const).find((op) => check.id === `${op}.status`);
    const call = operation ? calls[operation] : null;
    if (!operation || !call || call.ok || !isUnknownMethod(call.failure)) return check;
    const other = operation === 'info' ? 'categories' : 'info';
    return reworded(check, {
      message: wordsOf('check.notOffered', { operation, message: call.failure.message }),
      details: [wordsOf('check.notOffered.detail', { answered: PATH[other], operation: PATH[operation] })],
    });
  });
}

/**
 * The typed error thrown by core code. It carries a shared error code and a message written for the
 * person who has to act on it; it never carries a secret (callers pass none into messages).
 */
import type { ErrorCode } from '../../../shared/errors';

/** An expected failure with a code from shared/errors.ts and a plain-language message. */
export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Further lines of detail (e.g. every problem found in a dataset). */
    readonly details: readonly string[] = [],
  ) {
    super(message);
  }
}

/** Whether `error` is an AppError with the given code (any code when omitted). */
export function isAppError(error: unknown, code?: ErrorCode): error is AppError {
  return error instanceof AppError && (code === undefined || error.code === code);
}

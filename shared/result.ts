/** How every IPC / web-host call resolves: a value, or an error code with a message. Never a throw. */
import type { ErrorCode } from './errors';

/** An error as it crosses a process boundary. */
export interface ErrorValue {
  readonly code: ErrorCode;
  readonly message: string;
}

/** The outcome of a call across a process boundary. */
export type Result<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ErrorValue };

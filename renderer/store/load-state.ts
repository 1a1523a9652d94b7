// How a load is going, and why it failed: either the installation's call failed (a CallFailure,
// one kind per way a user would fix it) or the host refused the call itself (an ErrorValue).
import type { CallFailure, CallResult } from '../../shared/call-result';
import type { Leniency } from '../../shared/leniency';
import type { ErrorValue, Result } from '../../shared/result';

/** Where a load stands. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Why a load failed. */
export type LoadFailure =
  | { readonly source: 'call'; readonly failure: CallFailure }
  | { readonly source: 'host'; readonly error: ErrorValue };

/** The outcome of one bridge call, flattened; `leniencies` are the faults tolerated to read the data. */
export type Loaded<T> =
  | { readonly ok: true; readonly data: T; readonly leniencies: readonly Leniency[] }
  | { readonly ok: false; readonly failure: LoadFailure };

/** Flattens a host Result around an installation CallResult. */
export function fromCall<T>(result: Result<CallResult<T>>): Loaded<T> {
  if (!result.ok) return { ok: false, failure: { source: 'host', error: result.error } };
  const call = result.value;
  if (call.ok) return { ok: true, data: call.data, leniencies: call.meta.leniencies };
  return { ok: false, failure: { source: 'call', failure: call.failure } };
}

/** Flattens a host Result. */
export function fromHost<T>(result: Result<T>): Loaded<T> {
  return result.ok
    ? { ok: true, data: result.value, leniencies: [] }
    : { ok: false, failure: { source: 'host', error: result.error } };
}

/** A failure raised in the renderer itself (damaged data, say). */
export function internalFailure(message: string): LoadFailure {
  return { source: 'host', error: { code: 'INTERNAL', message } };
}

// Each tab gets its own call ids, so a new load cancels this tab's previous one and no other tab's.
const TAB = Math.random().toString(36).slice(2, 10);

/** The call id of this tab's loads of one kind. */
export function callId(kind: string): string {
  return `${kind}-${TAB}`;
}

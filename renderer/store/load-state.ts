// How a load is going, and why it failed: the installation's call failed (a CallFailure, one kind
// per way a user would fix it), the host refused the call itself (an ErrorValue), or the renderer
// found what arrived unusable (its words).
import type { CallFailure, CallResult } from '../../shared/call-result';
import type { Leniency } from '../../shared/leniency';
import type { ErrorValue, Result } from '../../shared/result';
import type { Words } from '../i18n/words';

/** Where a load stands. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Why a load failed. */
export type LoadFailure =
  | { readonly source: 'call'; readonly failure: CallFailure }
  | { readonly source: 'host'; readonly error: ErrorValue }
  | { readonly source: 'renderer'; readonly detail: Words };

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

/** A failure found in the renderer itself (damaged data, say): what it found, in words. */
export function internalFailure(detail: Words): LoadFailure {
  return { source: 'renderer', detail };
}

// Each tab gets its own call ids, so a new load cancels this tab's previous one and no other tab's.
const TAB = Math.random().toString(36).slice(2, 10);

/** The call id of this tab's loads of one kind. */
export function callId(kind: string): string {
  return `${kind}-${TAB}`;
}

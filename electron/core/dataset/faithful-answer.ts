/**
 * An answer as a capture keeps it: a capture is a faithful offline copy, so an installation that
 * breaks the specification's value rules (an info field that is a number, an image URL with a space)
 * is still captured as it answered, its violations listed beside it. Serving such a capture needs
 * `serve --allow-violations` (load-dataset.ts). What a dataset cannot hold at all (no `status: true`,
 * rows that are not objects) stays a failure.
 */
import type { CallResult } from '../../../shared/call-result';
import type { CappedIssues } from '../../../shared/issue-path';
import type { ReadAnswer } from '../client/v2-client';

/** The data of an answer (possibly breaking the specification), or the call's failure. */
export type FaithfulAnswer<T> =
  | { readonly ok: true; readonly data: T; readonly violations: CappedIssues | null }
  | Extract<CallResult<T>, { ok: false }>;

/**
 * `read`'s data, also when the answer broke the specification but is still a record with `status:
 * true` (and, with `needsRows`, an array of objects in `rows`); its problems are then the violations.
 */
export function faithfulAnswer<T>(read: ReadAnswer<T>, needsRows: boolean): FaithfulAnswer<T> {
  const { result, json } = read;
  if (result.ok) return { ok: true, data: result.data, violations: null };
  if (result.failure.kind !== 'contract' || !keepable(json, needsRows)) return result;
  const { issues, total } = result.failure;
  // As the installation answered it: a capture stores what it got, not what it should have got.
  return { ok: true, data: json as T, violations: { issues: [...issues], total: total ?? issues.length } };
}

function keepable(json: unknown, needsRows: boolean): boolean {
  if (!isRecord(json) || json.status !== true) return false;
  if (!needsRows) return true;
  return Array.isArray(json.rows) && json.rows.every(isRecord);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

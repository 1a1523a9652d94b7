/**
 * The system information record as the app's views get it: every field as the installation sent it,
 * with the fields that break the specification named beside it. The verdicts (`check`, Diagnostics,
 * the watch) stay strict; this is what the Installation panel and Test connection show, so one
 * faulty setting does not hide the others. Free of the schema library: the renderer reads it.
 */
import type { CallMeta, CallResult } from './call-result';
import { formatJsonPath, type CappedIssues } from './issue-path';

/** The record as received: `status: true` and whatever fields came with it, of any JSON type. */
export type ReceivedInfo = { readonly status: true } & { readonly [field: string]: unknown };

/** One field that breaks the specification, and the rule's words (from shared/v2.ts's schema). */
export interface InfoFault {
  /** The field's name as sent (a spec field, or an extra one). */
  readonly field: string;
  /** What the rule expects and what came: "expected numeric text, got 2 (number)", "missing (…)". */
  readonly message: string;
}

/** The faults of one record: the first ones (at most ISSUE_CAP) and how many there are in all. */
export interface InfoFaults {
  readonly list: readonly InfoFault[];
  readonly total: number;
}

/** No faults: a record that conforms. */
export const NO_INFO_FAULTS: InfoFaults = { list: [], total: 0 };

/**
 * The outcome of reading the record for a view: ok with the record as received and its faults
 * (none when it conforms) whenever the answer is a JSON object with `status: true`; the call's
 * failure otherwise (not JSON, `status: false`, refused, the network).
 */
export type ReceivedInfoResult =
  | { readonly ok: true; readonly data: ReceivedInfo; readonly faults: InfoFaults; readonly meta: CallMeta }
  | Extract<CallResult<ReceivedInfo>, { ok: false }>;

/**
 * A received value as a view writes it: text as it is, any other JSON value as its JSON text (2,
 * null, true), and null for a field that is missing.
 */
export function receivedText(value: unknown): string | null {
  if (value === undefined) return null;
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? null);
}

/**
 * The problems a schema found in `record` (paths as shared/issue-path.ts writes them) as faults by
 * field: a path names its field as formatJsonPath writes a key (`["odd key"]` for an odd one); a
 * missing field is the spec's, whose name is plain, so its path is its name.
 */
export function infoFaultsOf(record: ReceivedInfo, problems: CappedIssues): InfoFaults {
  const fieldOf = new Map(Object.keys(record).map((key) => [formatJsonPath([key]), key]));
  const list = problems.issues.map((issue) => ({
    field: fieldOf.get(issue.path) ?? issue.path,
    message: issue.message,
  }));
  return { list, total: Math.max(problems.total, list.length) };
}

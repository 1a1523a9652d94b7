/**
 * A fault of an installation's answer that the client tolerated to read the data anyway (a byte
 * order mark, bytes that are not UTF-8, a wrong content type, a redirect, ...). Each one is a
 * counted warning in `check`, in reports and next to the data in the app; docs/leniencies.md lists
 * them all with their words. Values only: it crosses IPC and the CLI's JSON output unchanged.
 */

/** Every leniency the client applies, one per way an installation can be fixed. */
export type LeniencyId =
  | 'bom'
  | 'latin1'
  | 'invalid-utf8'
  | 'charset-missing'
  | 'charset-mismatch'
  | 'content-type'
  | 'redirect'
  | 'token-echo';

/** One tolerated fault of one call. */
export interface Leniency {
  readonly id: LeniencyId;
  /** What was tolerated and how the data was read, in one or two sentences (token-free). */
  readonly message: string;
  /**
   * True when a strict reading (RFC 8259 JSON: UTF-8, no byte order mark) of the same answer would
   * fail: then `check` exits 1 although every check only warns.
   */
  readonly strictFails: boolean;
}

/** The rule each leniency departs from, as a check's title. */
export const LENIENCY_RULES: Record<LeniencyId, string> = {
  bom: 'The body starts without a byte order mark',
  latin1: 'The body is UTF-8',
  'invalid-utf8': 'The body is UTF-8',
  'charset-missing': 'The content type declares charset=utf-8',
  'charset-mismatch': 'The content type declares charset=utf-8',
  'content-type': 'The answer is sent as application/json',
  redirect: 'The operation answers at its own address',
  'token-echo': 'The answer does not contain the token',
};

/** The leniencies of several calls, each (id and message) once, in order. */
export function distinctLeniencies(lists: readonly (readonly Leniency[] | undefined)[]): Leniency[] {
  const seen = new Set<string>();
  const out: Leniency[] = [];
  for (const leniency of lists.flatMap((list) => list ?? [])) {
    const key = `${leniency.id}\n${leniency.message}`;
    if (!seen.has(key)) out.push(leniency);
    seen.add(key);
  }
  return out;
}

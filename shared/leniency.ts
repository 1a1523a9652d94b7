/**
 * A fault of an installation's answer that the client tolerated to read the data anyway (a byte
 * order mark, bytes that are not UTF-8, a wrong content type, a redirect, ...). Each one is a
 * counted warning in `check`, in reports and next to the data in the app; docs/leniencies.md lists
 * them all with their words. Values only: it crosses IPC and the CLI's JSON output unchanged.
 */

/**
 * Every leniency the client applies, one per way an installation can be fixed. Each is a fault by the
 * clause LENIENCY_CLAUSES cites; a charset parameter, missing or other than utf-8, is none (RFC 8259
 * §11 defines no charset parameter for application/json), so it is not reported.
 */
export type LeniencyId = 'bom' | 'latin1' | 'invalid-utf8' | 'content-type' | 'redirect' | 'token-echo';

/** One tolerated fault of one call. */
export interface Leniency {
  readonly id: LeniencyId;
  /**
   * What was tolerated and how the data was read, in one or two English sentences (token-free): the
   * words of shared/leniency-words.ts, which the app reads back to say them in its language.
   */
  readonly message: string;
  /**
   * True when a strict reading (RFC 8259 JSON: UTF-8, no byte order mark) of the same answer would
   * fail: then `check` exits 1 although every check only warns.
   */
  readonly strictFails: boolean;
}

const UTF8_CLAUSE =
  'RFC 8259 §8.1: JSON text exchanged between systems that are not part of a closed ecosystem MUST be encoded using UTF-8';

/** The RFC or specification clause that makes each leniency a fault (docs/leniencies.md). */
export const LENIENCY_CLAUSES: Record<LeniencyId, string> = {
  bom: 'RFC 8259 §8.1: implementations MUST NOT add a byte order mark (U+FEFF) to the beginning of a networked-transmitted JSON text',
  latin1: UTF8_CLAUSE,
  'invalid-utf8': UTF8_CLAUSE,
  'content-type':
    'RFC 8259 §11: the media type of JSON text is application/json; RFC 9110 §8.3: Content-Type names the media type of the content',
  redirect:
    'API v2 specification: the operations answer at {base}/api/v2/auth/info and {base}/api/v2/products/getcategorys, and logo and image are the absolute URLs of the images; an answer found only after a redirect is not at the address given (RFC 9110 §15.4)',
  'token-echo':
    'RFC 6750 §5.3: a bearer token SHOULD NOT be passed in page URLs (such as image addresses), where everyone who sees the page can read it',
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

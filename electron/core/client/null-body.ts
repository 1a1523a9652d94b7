/**
 * The statuses whose answers have no body (the Fetch standard's "null body status"): the Response
 * constructor refuses a body with them, so every fetch this app builds a Response in asks here.
 */
const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([101, 103, 204, 205, 304]);

/** Whether an answer with `status` must be built with a null body; never throws. */
export function hasNullBody(status: number): boolean {
  return NULL_BODY_STATUSES.has(status);
}

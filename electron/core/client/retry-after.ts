/**
 * Reading a Retry-After header (RFC 9110 §10.2.3): delay-seconds or an HTTP date, turned into the
 * milliseconds to wait, bounded, so an installation or a webhook receiver cannot hold a retry for
 * hours. One reader for every retry loop of the app (image downloads, webhook deliveries).
 */

/** The longest wait a Retry-After is honoured for unless a caller says otherwise. */
export const MAX_RETRY_AFTER_MS = 30_000;

// An HTTP date in the preferred form ("Sun, 06 Nov 1994 08:49:37 GMT") or the obsolete RFC 850 one
// ("Sunday, 06-Nov-94 08:49:37 GMT"): both end in GMT. Date.parse alone would take "1" for 2001.
const HTTP_DATE = /^[A-Za-z]{3,9}, \d{2}[ -][A-Za-z]{3}[ -]\d{2,4} \d{2}:\d{2}:\d{2} GMT$/;
// The obsolete asctime form ("Sun Nov  6 08:49:37 1994"), which a recipient must accept too
// (RFC 9110 §5.6.7); it names no zone and means GMT, while Date.parse would read it as local time.
const ASCTIME_DATE = /^[A-Za-z]{3} [A-Za-z]{3} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/;

/** When an HTTP date means, in ms since the epoch; NaN for any other text. */
function httpDate(text: string): number {
  if (HTTP_DATE.test(text)) return Date.parse(text);
  if (ASCTIME_DATE.test(text)) return Date.parse(`${text} GMT`);
  return NaN;
}

/** How a Retry-After is read: the cap (default MAX_RETRY_AFTER_MS), and the clock a date is measured from. */
export interface RetryAfterOptions {
  readonly maxMs?: number;
  readonly now?: number;
}

/**
 * The milliseconds `value` asks to wait, at most the cap; undefined when there is no header, it is
 * neither a whole number of seconds nor an HTTP date, or it asks for no wait (zero, a past date).
 * Never throws.
 */
export function retryAfterMs(
  value: string | null | undefined,
  { maxMs = MAX_RETRY_AFTER_MS, now = Date.now() }: RetryAfterOptions = {},
): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const ms = /^\d+$/.test(text) ? Number(text) * 1_000 : httpDate(text) - now;
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, maxMs) : undefined;
}

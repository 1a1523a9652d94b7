// How a request log entry reads: sizes, durations, and the failure kind as a short badge word.
import type { CallFailureKind } from '../../../shared/call-result';
import type { RequestLogEntry } from '../../../shared/ipc-contract';

const KIND_WORDS: Record<CallFailureKind, string> = {
  'api-failure': 'API error',
  'http-status': 'HTTP error',
  network: 'no answer',
  cancelled: 'cancelled',
  'not-json': 'not JSON',
  contract: 'off-spec',
  'too-large': 'too large',
  'too-deep': 'too deep',
  redirect: 'redirect',
  'invalid-url': 'bad address',
};

/**
 * An entry's address as shown: a call whose address could not be called as given (invalid-url)
 * was never sent and is logged without one, which would leave its row's button without a name.
 */
export function urlText(entry: RequestLogEntry): string {
  return entry.url || 'No address: not sent';
}

/** The badge of an entry: "ok", or its failure kind in a word or two. */
export function outcomeWord(entry: RequestLogEntry): string {
  if (entry.ok) return 'ok';
  return entry.failureKind ? KIND_WORDS[entry.failureKind] : 'failed';
}

const oneDecimal = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

/** Bytes in decimal units: "812 B", "12.3 kB", "13.4 MB". */
export function sizeText(bytes: number): string {
  if (bytes < 1_000) return `${whole.format(bytes)} B`;
  if (bytes < 1_000_000) return `${oneDecimal.format(bytes / 1_000)} kB`;
  return `${oneDecimal.format(bytes / 1_000_000)} MB`;
}

/** A duration: "87 ms", "1.2 s". */
export function durationText(ms: number): string {
  return ms < 1_000 ? `${whole.format(ms)} ms` : `${oneDecimal.format(ms / 1_000)} s`;
}

/** A count of characters with grouping: "200,000". */
export function charsText(count: number): string {
  return whole.format(count);
}

/**
 * The phases of a call its fetch measured below the answer (shared/call-result.ts CallTimings: DNS,
 * connect, TLS, and the wait for the headers from the request being sent), carried from the fetch
 * that measured them to the client beside the answer (a Response) or the rejection (an Error), as
 * served-certificate.ts carries the certificate: fetch's own types have no place for them. A fetch
 * that measures none (the desktop app's net.request) marks nothing; the client then times the wait
 * for the headers itself, from the start of the call.
 */

/** What the fetch measured, in ms; null for a phase that did not happen or that it could not see. */
export interface FetchPhases {
  readonly dns: number | null;
  readonly connect: number | null;
  readonly tls: number | null;
  /** From the request's headers written to the connection to the answer's headers. */
  readonly firstByte: number | null;
  /** Whether the request went over a connection made for it; null when it was never sent. */
  readonly connection: 'new' | 'reused' | null;
}

// Weak: an answer or an error dropped takes its phases with it.
const MARKED = new WeakMap<object, FetchPhases>();

/** Marks `answer` (a Response, or the Error a fetch rejected with) with the phases measured for it. */
export function withPhases<T>(answer: T, phases: FetchPhases): T {
  if (typeof answer === 'object' && answer !== null) MARKED.set(answer, phases);
  return answer;
}

/** The phases `answer` was marked with; undefined when its fetch measured none. */
export function phasesOf(answer: unknown): FetchPhases | undefined {
  return typeof answer === 'object' && answer !== null ? MARKED.get(answer) : undefined;
}

/**
 * Fault injection for demos and tests (`serve --latency`, `--fail-rate`): a delay before every answer
 * and, at the given rate, one of the failures real installations show behind proxies and load
 * balancers. Injected failures are the one exception to "every body is JSON".
 */
import type { ServerResponse } from 'node:http';
import { JSON_TYPE } from './prepared-body';
import { writeResponse } from './write-response';

/** The faults in force; both zero means none. */
export interface Faults {
  /** Milliseconds to wait before answering each request. */
  readonly latencyMs: number;
  /** Fraction of requests, 0 to 1, answered with a failure. */
  readonly failRate: number;
}

/** No latency, no failures. */
export const NO_FAULTS: Faults = { latencyMs: 0, failRate: 0 };

/** The kinds of failure injected, with their relative weights. */
export const INJECTED_FAILURES = [
  { kind: 'json-500', weight: 4 },
  { kind: 'html-502', weight: 2 },
  { kind: 'json-503', weight: 2 },
  { kind: 'reset', weight: 2 },
] as const;

/** One injected failure kind. */
export type InjectedFailure = (typeof INJECTED_FAILURES)[number]['kind'];

const TOTAL_WEIGHT = INJECTED_FAILURES.reduce((sum, f) => sum + f.weight, 0);

/** Picks the failure for a request, or null when it should be answered normally. */
export function pickFailure(faults: Faults, random: () => number): InjectedFailure | null {
  if (faults.failRate <= 0 || random() >= faults.failRate) return null;
  let roll = random() * TOTAL_WEIGHT;
  for (const failure of INJECTED_FAILURES) {
    roll -= failure.weight;
    if (roll < 0) return failure.kind;
  }
  return 'json-500';
}

const BAD_GATEWAY_PAGE = `<!DOCTYPE html>
<html><head><title>502 Bad Gateway</title></head>
<body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>
`;

/** Answers `res` with the injected failure. */
export function sendInjectedFailure(res: ServerResponse, failure: InjectedFailure): void {
  switch (failure) {
    case 'reset':
      res.socket?.destroy();
      return;
    case 'html-502':
      writeResponse(res, 502, { 'content-type': 'text/html; charset=utf-8' }, BAD_GATEWAY_PAGE);
      return;
    case 'json-503':
      writeResponse(
        res,
        503,
        { 'content-type': JSON_TYPE, 'retry-after': '5' },
        JSON.stringify({ status: false, error: 'Service temporarily unavailable, try again later' }),
      );
      return;
    case 'json-500':
      writeResponse(
        res,
        500,
        { 'content-type': JSON_TYPE },
        JSON.stringify({ status: false, error: 'Internal server error' }),
      );
  }
}

/** Checks fault values; returns a problem description or null. */
export function faultsProblem(faults: Faults): string | null {
  if (!Number.isFinite(faults.latencyMs) || faults.latencyMs < 0 || faults.latencyMs > 600_000) {
    return 'latency must be between 0 and 600000 milliseconds';
  }
  if (!Number.isFinite(faults.failRate) || faults.failRate < 0 || faults.failRate > 1) {
    return 'fail rate must be between 0 and 1';
  }
  return null;
}

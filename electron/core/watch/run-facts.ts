/**
 * What a watch run showed besides its class, for the incident gate's "what they share": the
 * installation's host (from its base URL) and the first failing check's message (masked, one line,
 * cut), in which a failing proxy and an HTTP status are named. Pure; never throws.
 */
import type { CheckReport } from '../../../shared/check-report';
import type { RunFacts } from './grouped-event';

const PROBLEM_CHARS = 200;

/** The first failing check's message of `report`, masked; null when none failed. */
export function runProblem(report: CheckReport | undefined, mask: (text: string) => string): string | null {
  const failed = report?.checks.find((c) => c.status === 'fail');
  if (!failed) return null;
  return mask(failed.message)
    .replace(/[\p{Cc}\u2028\u2029]/gu, ' ')
    .slice(0, PROBLEM_CHARS);
}

/**
 * The facts of a run of the installation at `baseUrl` that failed with `problem`, its calls sent
 * through `proxy` (the proxy's origin, never its `user:password@`; null: direct, or not known).
 */
export function runFacts(baseUrl: string, problem: string | null, proxy: string | null = null): RunFacts {
  let host: string | null = null;
  try {
    host = new URL(baseUrl).host;
  } catch {
    // Not an address: no host to share.
  }
  return { host, proxy, problem };
}

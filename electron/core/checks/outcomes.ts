/**
 * The check outcomes the rules produce: pass, warn, fail, and an image found only after a redirect.
 * Plain values with their evidence; they never throw.
 */
import type { CheckOutcome } from '../../../shared/check-report';
import type { ResourceCheck } from './fetch-resource';

/** Loads an image for a check (no token is ever added). */
export type LoadImage = (url: string) => Promise<ResourceCheck>;

/** A record as read from an answer: the schema may have refused it, so every field is unknown. */
export type ReadRecord = Readonly<Record<string, unknown>>;

/** `good` as a pass when `ok`, else `bad` as a fail (or a warning with `severity` 'warn'). */
export function outcome(
  id: string,
  title: string,
  ok: boolean,
  good: string,
  bad: string,
  severity: 'fail' | 'warn' = 'fail',
): CheckOutcome {
  return ok ? pass(id, title, good) : { id, title, status: severity, message: bad, details: [] };
}

/** A passed check. */
export function pass(id: string, title: string, message: string): CheckOutcome {
  return { id, title, status: 'pass', message, details: [] };
}

/** A warning with its evidence. */
export function warn(id: string, title: string, message: string, details: string[]): CheckOutcome {
  return { id, title, status: 'warn', message, details };
}

/** An image found only by following a redirect: it loads, but not at the address the data gives. */
export function redirected(id: string, title: string, message: string, details: string[]): CheckOutcome {
  return { ...warn(id, title, message, details), tolerated: { leniency: 'redirect', strictFails: false } };
}

/** A failed check with its evidence. */
export function fail(id: string, title: string, message: string, details: string[]): CheckOutcome {
  return { id, title, status: 'fail', message, details };
}

/**
 * The web host's gatekeeping: it answers only requests addressed to it by its loopback name (no DNS
 * rebinding), from its own origin, and, for RPC and events, carrying the per-launch key.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { hostIsOneOf } from '../core/lib/host-header';

const OWN_NAMES = ['127.0.0.1', 'localhost'];

/** Why a request is refused, or null. */
export function hostOrOriginProblem(req: IncomingMessage, port: number): string | null {
  if (!hostIsOneOf(req.headers.host, OWN_NAMES, port)) return 'unexpected Host header';
  const origin = req.headers.origin;
  if (origin !== undefined && !OWN_NAMES.some((h) => origin.toLowerCase() === `http://${h}:${port}`)) {
    return 'request from another origin';
  }
  return null;
}

/** Whether `given` is the key, compared in constant time. */
export function keyMatches(given: string | undefined | null, key: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The embedded server's token rule (docs/embedded-server.md, tokens) for the categories operation. */
import { timingSafeEqual } from 'node:crypto';
import { TOKEN_PARAM } from '../../../shared/v2';

/** Why a request's token is refused, or null when it is accepted. */
export function tokenRefusal(tokens: readonly Buffer[], query: string): string | null {
  if (tokens.length === 0) return null;
  const given = new URLSearchParams(query).get(TOKEN_PARAM);
  if (given === null || given === '') return `Missing ${TOKEN_PARAM}: this installation requires a token`;
  const candidate = Buffer.from(given);
  // Compare in constant time so response timing does not reveal how much of a token matched.
  const known = tokens.some((t) => t.length === candidate.length && timingSafeEqual(t, candidate));
  return known ? null : `Invalid ${TOKEN_PARAM}: the token is wrong or has expired`;
}

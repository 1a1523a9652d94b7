/**
 * Looks for the API near an address where it does not answer: a base URL ending in a path segment too
 * many (`/api`, `/shop/v2`), or one too few (PHP installations without URL rewriting answer under
 * `/index.php`). Each candidate gets one short, size-capped GET of the system information operation,
 * which carries no token, redirects not followed; so the token never travels to a probe. Never throws.
 */
import { readCappedBody } from '../client/read-capped-body';
import type { FetchLike } from '../client/v2-client';
import { V2_PATHS } from '../../../shared/v2';

const MAX_CANDIDATES = 6;
const PROBE_MS = 3_000;
const PROBE_BYTES = 1_000_000;

/** The base URLs to try for `baseUrl`: each parent path, nearest first, then `index.php` added. */
export function candidateBaseUrls(baseUrl: string): string[] {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return [];
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const parents = segments.map((_, n) =>
    n === 0 ? url.origin : `${url.origin}/${segments.slice(0, n).join('/')}`,
  );
  const added = segments.at(-1)?.toLowerCase() === 'index.php' ? [] : [`${baseUrl}/index.php`];
  return [...parents.reverse(), ...added].slice(0, MAX_CANDIDATES);
}

/**
 * The first candidate of `baseUrl` (in candidateBaseUrls order) whose system information operation
 * answers `status: true`, or null. Each probe is bounded by min(`timeoutMs`, 3 s) and 1 MB.
 */
export async function findApiBase(
  fetch: FetchLike,
  baseUrl: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<string | null> {
  const candidates = candidateBaseUrls(baseUrl);
  const found = await Promise.all(
    candidates.map((candidate) => answersAsApi(fetch, candidate, Math.min(timeoutMs, PROBE_MS), signal)),
  );
  return candidates.find((_, i) => found[i]) ?? null;
}

async function answersAsApi(
  fetch: FetchLike,
  base: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<boolean> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(`${base}${V2_PATHS.info}`, {
      method: 'GET',
      headers: { accept: 'application/json' },
      redirect: 'manual',
      credentials: 'omit',
      cache: 'no-store',
      signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
    });
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => undefined);
      return false;
    }
    const read = await readCappedBody(response, PROBE_BYTES);
    if (!read.ok) return false;
    const json: unknown = JSON.parse(new TextDecoder().decode(read.bytes));
    return typeof json === 'object' && json !== null && (json as { status?: unknown }).status === true;
  } catch {
    return false;
  }
}

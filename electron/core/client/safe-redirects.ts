/**
 * Follows an installation's redirects by hand: the token rides in the query string, so it may
 * follow a redirect only to the same host (http -> https upgrades included), never to another one.
 * Each one followed is a leniency: the operation did not answer at its own address.
 */
import type { Leniency } from '../../../shared/leniency';
import type { FetchLike } from './call-types';
import { REDIRECT_ADVICE } from './interpret-body';

const MAX_REDIRECTS = 5;

/**
 * GETs `first`, following at most 5 safe redirects (each one added to `leniencies`): the final
 * response, or the reason a redirect was not followed (another host, a loop). Rejects as fetch does.
 */
export async function fetchFollowingSafeRedirects(
  fetch: FetchLike,
  first: URL,
  signal: AbortSignal,
  leniencies: Leniency[],
): Promise<Response | { redirect: string; status: number }> {
  let url = first;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const response = await fetch(url.href, {
      method: 'GET',
      headers: { accept: 'application/json' },
      redirect: 'manual',
      credentials: 'omit',
      cache: 'no-store',
      signal,
    });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || !location) return response;
    await response.body?.cancel().catch(() => undefined);
    const next = new URL(location, url);
    const upgrade = url.protocol === 'http:' && next.protocol === 'https:' && next.hostname === url.hostname;
    if (next.origin !== url.origin && !(upgrade && (next.port === '' || next.port === '443'))) {
      return {
        status: response.status,
        redirect: `The installation redirected to ${next.origin}; not followed, to keep the token on the host it belongs to.`,
      };
    }
    leniencies.push({
      id: 'redirect',
      // Origin and path only: the query would hold the token.
      message: `${url.pathname} was redirected (HTTP ${response.status}) to ${next.origin}${next.pathname}${REDIRECT_ADVICE}`,
      strictFails: false,
    });
    url = next;
  }
  return { status: 0, redirect: `More than ${MAX_REDIRECTS} redirects; the address probably loops.` };
}

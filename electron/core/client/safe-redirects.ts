/**
 * Follows an installation's redirects by hand: the token rides in the query string, so it may
 * follow a redirect only to the same host (http -> https upgrades included), never to another one.
 * Each one followed is a leniency: the operation did not answer at its own address.
 */
import { otherHostWords, redirectLoopWords } from '../../../shared/address-words';
import type { Leniency } from '../../../shared/leniency';
import { redirectWords } from '../../../shared/leniency-words';
import { englishWords } from '../../../shared/words-text';
import type { FetchLike } from './call-types';

const MAX_REDIRECTS = 5;

/**
 * GETs `first`, following at most 5 safe redirects: the final response (each redirect followed to
 * it added to `leniencies`), or the reason a redirect was not followed (another host, a loop), with
 * nothing added (said in English from shared/address-words.ts, which reads it back). Rejects as fetch does.
 */
export async function fetchFollowingSafeRedirects(
  fetch: FetchLike,
  first: URL,
  signal: AbortSignal,
  leniencies: Leniency[],
): Promise<Response | { redirect: string; status: number }> {
  let url = first;
  // Told only when an answer is read at the end: a loop or a refused hop reads none, so "the answer
  // was read there" would be untrue, and the failure already says what happened.
  const hops: Leniency[] = [];
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
    if (response.status < 300 || response.status > 399 || !location) {
      leniencies.push(...hops);
      return response;
    }
    await response.body?.cancel().catch(() => undefined);
    const next = new URL(location, url);
    const upgrade = url.protocol === 'http:' && next.protocol === 'https:' && next.hostname === url.hostname;
    if (next.origin !== url.origin && !(upgrade && (next.port === '' || next.port === '443'))) {
      return {
        status: response.status,
        redirect: englishWords(otherHostWords(next.origin)),
      };
    }
    hops.push({
      id: 'redirect',
      // Origin and path only: the query would hold the token.
      message: englishWords(
        redirectWords(url.pathname, response.status, `${next.origin}${next.pathname}`, true),
      ),
      strictFails: false,
    });
    url = next;
  }
  return { status: 0, redirect: englishWords(redirectLoopWords(MAX_REDIRECTS)) };
}

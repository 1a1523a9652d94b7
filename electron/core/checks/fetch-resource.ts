/**
 * Fetches an image the installation names (logo, category images) to see whether it loads: bounded
 * by a timeout and a size cap, credentials never sent. Resolves to a one-line verdict, as words
 * (shared/messages/check/) and their English.
 */
import type { SharedWords } from '../../../shared/messages/en';
import { wordsOf } from '../../../shared/words';
import { englishWords } from '../../../shared/words-text';
import type { FetchLike } from '../client/v2-client';
import { readCappedBody } from '../client/read-capped-body';
import { classifyNetworkError } from '../client/network-errors';

/** Whether an image URL loads, and if not, why. */
export type ResourceCheck =
  | {
      ok: true;
      contentType: string;
      bytes: number;
      /** Where the image was found when the URL redirected (a tolerated fault, reported as such). */
      redirectedTo?: string;
    }
  | {
      ok: false;
      /** Why not, completing "the logo …": "answered HTTP 404". */
      problem: string;
      /** The same as words, to say in the language shown (absent: `problem` is said as it is). */
      problemWords?: SharedWords;
    };

const MAX_IMAGE_BYTES = 10_000_000;

const failed = (problemWords: SharedWords): ResourceCheck => ({
  ok: false,
  problem: englishWords(problemWords),
  problemWords,
});

/** GETs `url` within `timeoutMs`; an image is expected. */
export async function fetchImage(fetch: FetchLike, url: string, timeoutMs: number): Promise<ResourceCheck> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, {
      redirect: 'follow',
      credentials: 'omit',
      cache: 'no-store',
      signal: controller.signal,
    });
    const read = await readCappedBody(response, MAX_IMAGE_BYTES);
    if (!response.ok) return failed(wordsOf('check.image.status', { status: String(response.status) }));
    if (!read.ok)
      return failed(wordsOf('check.image.tooLarge', { megabytes: String(MAX_IMAGE_BYTES / 1_000_000) }));
    const contentType = response.headers.get('content-type') ?? '';
    if (!contentType.startsWith('image/'))
      return failed(
        contentType ? wordsOf('check.image.notImage', { type: contentType }) : wordsOf('check.image.untyped'),
      );
    const found = { ok: true as const, contentType, bytes: read.bytes.byteLength };
    return response.redirected ? { ...found, redirectedTo: response.url } : found;
  } catch (error) {
    if (controller.signal.aborted)
      return failed(wordsOf('check.image.timeout', { seconds: String(timeoutMs / 1000) }));
    return failed(wordsOf('check.image.unfetched', { reason: classifyNetworkError(error) }));
  } finally {
    clearTimeout(timer);
  }
}

/** Why `check` did not load, as words: its own, or its problem as it is (a check made elsewhere). */
export const problemWords = (check: Extract<ResourceCheck, { ok: false }>): SharedWords =>
  check.problemWords ?? wordsOf('common.asIs', { text: check.problem });

/**
 * Fetches an image the installation names (logo, category images) to see whether it loads: bounded
 * by a timeout and a size cap, credentials never sent. Resolves to a one-line verdict.
 */
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
  | { ok: false; problem: string };

const MAX_IMAGE_BYTES = 10_000_000;

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
    if (!response.ok) return { ok: false, problem: `answered HTTP ${response.status}` };
    if (!read.ok) return { ok: false, problem: `is larger than ${MAX_IMAGE_BYTES / 1_000_000} MB` };
    const contentType = response.headers.get('content-type') ?? '';
    if (!contentType.startsWith('image/'))
      return { ok: false, problem: `is ${contentType || 'untyped'}, not an image` };
    const found = { ok: true as const, contentType, bytes: read.bytes.byteLength };
    return response.redirected ? { ...found, redirectedTo: response.url } : found;
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, problem: `did not load within ${timeoutMs / 1000} s` };
    return { ok: false, problem: `could not be fetched (${classifyNetworkError(error)})` };
  } finally {
    clearTimeout(timer);
  }
}

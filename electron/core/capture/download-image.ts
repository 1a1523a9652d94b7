/**
 * Downloads one image with retries: a retryable failure (network, timeout, 5xx, 429) is tried again
 * after an exponential backoff with jitter (honouring Retry-After up to a cap); a final one (other
 * 4xx, too large, not an image) is not. Sleep and randomness are injected so tests need not wait.
 */
import type { FetchLike } from '../client/v2-client';
import { fetchImageBytes, MAX_IMAGE_RETRY_AFTER_MS, type ImageBounds } from './fetch-image-bytes';

/** How to retry. */
export interface RetryPolicy {
  /** Attempts after the first one. */
  readonly retries: number;
  /** Backoff before the first retry; doubled for each further one. */
  readonly baseDelayMs: number;
  readonly sleep: (ms: number) => Promise<void>;
  /** A number in [0, 1), for jitter. */
  readonly random: () => number;
}

/** A downloaded image, or the last reason it could not be. */
export type ImageDownload =
  | { readonly ok: true; readonly bytes: Uint8Array; readonly contentType: string; readonly attempts: number }
  | { readonly ok: false; readonly reason: string; readonly attempts: number };

const MAX_BACKOFF_MS = 10_000;

/** Downloads `url` with up to `policy.retries` retries; never throws. */
export async function downloadImage(
  fetch: FetchLike,
  url: string,
  bounds: ImageBounds,
  policy: RetryPolicy,
): Promise<ImageDownload> {
  for (let attempt = 1; ; attempt++) {
    const result = await fetchImageBytes(fetch, url, bounds);
    if (result.ok) return { ...result, attempts: attempt };
    if (!result.retry || attempt > policy.retries || bounds.signal?.aborted) {
      const tries = attempt > 1 ? ` (${attempt} attempts)` : '';
      return { ok: false, reason: result.reason + tries, attempts: attempt };
    }
    await policy.sleep(backoffDelay(attempt, policy, result.retryAfterMs));
  }
}

/** The wait before retry number `attempt` (1-based): base·2^(attempt−1)·(0.5 + random), at least Retry-After (capped). */
export function backoffDelay(
  attempt: number,
  policy: Pick<RetryPolicy, 'baseDelayMs' | 'random'>,
  retryAfterMs = 0,
): number {
  const exponential = Math.min(policy.baseDelayMs * 2 ** (attempt - 1), MAX_BACKOFF_MS);
  const jittered = exponential * (0.5 + policy.random());
  return Math.round(Math.max(jittered, Math.min(retryAfterMs, MAX_IMAGE_RETRY_AFTER_MS)));
}

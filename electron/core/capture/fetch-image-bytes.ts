/**
 * One attempt at downloading an image an installation names: bounded by a timeout and a size cap,
 * credentials never sent, and the outcome classified as retryable (network failure, timeout, 5xx,
 * 429) or final (other 4xx, too large, not an image). Never throws.
 */
import { classifyNetworkError } from '../client/network-errors';
import { readCappedBody } from '../client/read-capped-body';
import { retryAfterMs } from '../client/retry-after';
import type { FetchLike } from '../client/v2-client';
import { contentTypeFor } from '../lib/content-types';

/** The outcome of one attempt. */
export type ImageAttempt =
  | { readonly ok: true; readonly bytes: Uint8Array; readonly contentType: string }
  | {
      readonly ok: false;
      readonly retry: boolean;
      readonly reason: string;
      /** What a 429/5xx answer's Retry-After asked for, at most MAX_IMAGE_RETRY_AFTER_MS. */
      readonly retryAfterMs?: number;
    };

/** The longest wait an image server's Retry-After (seconds or an HTTP date) is honoured for. */
export const MAX_IMAGE_RETRY_AFTER_MS = 30_000;

/** Bounds of one attempt. */
export interface ImageBounds {
  readonly timeoutMs: number;
  readonly maxBytes: number;
  readonly signal?: AbortSignal;
}

/** GETs `url` once within `bounds`; resolves with the bytes and media type, or why not and whether to retry. */
export async function fetchImageBytes(
  fetch: FetchLike,
  url: string,
  bounds: ImageBounds,
): Promise<ImageAttempt> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, bounds.timeoutMs);
  const onCancel = () => controller.abort();
  bounds.signal?.addEventListener('abort', onCancel, { once: true });
  try {
    if (bounds.signal?.aborted) return { ok: false, retry: false, reason: 'was cancelled' };
    const response = await fetch(url, {
      method: 'GET',
      headers: { accept: 'image/*,*/*;q=0.5' },
      redirect: 'follow',
      credentials: 'omit',
      cache: 'no-store',
      signal: controller.signal,
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      const retry = response.status === 429 || response.status >= 500;
      const wait = retry
        ? retryAfterMs(response.headers.get('retry-after'), { maxMs: MAX_IMAGE_RETRY_AFTER_MS })
        : undefined;
      return { ok: false, retry, reason: `answered HTTP ${response.status}`, retryAfterMs: wait };
    }
    const read = await readCappedBody(response, bounds.maxBytes);
    if (!read.ok) {
      return { ok: false, retry: false, reason: `is larger than ${bounds.maxBytes / 1_000_000} MB` };
    }
    const header = response.headers.get('content-type') ?? '';
    const contentType = imageType(header, url);
    if (!contentType) return { ok: false, retry: false, reason: `is ${header || 'untyped'}, not an image` };
    return { ok: true, bytes: read.bytes, contentType };
  } catch (error) {
    if (timedOut)
      return { ok: false, retry: true, reason: `did not load within ${bounds.timeoutMs / 1000} s` };
    if (bounds.signal?.aborted) return { ok: false, retry: false, reason: 'was cancelled' };
    return { ok: false, retry: true, reason: `could not be fetched (${classifyNetworkError(error)})` };
  } finally {
    clearTimeout(timer);
    bounds.signal?.removeEventListener('abort', onCancel);
  }
}

// The bare media type (a data: URL allows no spaces or charset); an untyped answer is judged by the
// URL's file extension.
function imageType(header: string, url: string): string | null {
  const type = header.split(';')[0]!.trim().toLowerCase();
  if (/^image\/[a-z0-9.+-]+$/.test(type)) return type;
  if (type === '' || type === 'application/octet-stream' || type === 'binary/octet-stream') {
    const guess = contentTypeFor(new URL(url).pathname);
    return guess.startsWith('image/') ? guess : null;
  }
  return null;
}

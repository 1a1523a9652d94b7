/**
 * The desktop page's images, fetched by main (shared/image-source.ts says why): GET only, http(s)
 * addresses only, never with a token, cookies or credentials, through the same fetch as every other
 * call of the host (the system proxy and certificate store under Electron) and the same bounded image
 * download as capture (capture/fetch-image-bytes.ts: a timeout, a size cap, only answers that are
 * images). Answers are kept in one cache bounded in bytes, least recently used out first; requests for
 * an image already being fetched wait for that fetch. What is answered is an image and nothing else,
 * with nosniff and a CSP that lets no script run, so the page cannot use this to read other content.
 */
import type { FetchLike } from '../client/v2-client';
import { fetchImageBytes } from '../capture/fetch-image-bytes';

/** Bounds of the proxy; the defaults suit a list of 100,000 categories' thumbnails. */
export interface ImageProxyOptions {
  readonly fetch: FetchLike;
  /** Bytes of images kept; default 64 MB. */
  readonly cacheBytes?: number;
  /** The largest image fetched; default 16 MB. */
  readonly maxImageBytes?: number;
  /** One image's whole download; default 30 s. */
  readonly timeoutMs?: number;
}

/** What the proxy answers: an image, or why not (the page shows its fallback either way). */
export type ProxiedImage =
  | { readonly ok: true; readonly bytes: Uint8Array; readonly contentType: string }
  | { readonly ok: false; readonly status: 400 | 502; readonly reason: string };

/** The headers every proxied image is answered with. */
export const IMAGE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  // An SVG opened on its own runs no script and loads nothing.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'cache-control': 'no-store',
};

/** A proxy: `image(url)` resolves with the image at `url` or why not. Never throws. */
export function createImageProxy(options: ImageProxyOptions): { image(url: string): Promise<ProxiedImage> } {
  const cacheBytes = options.cacheBytes ?? 64_000_000;
  const bounds = { maxBytes: options.maxImageBytes ?? 16_000_000, timeoutMs: options.timeoutMs ?? 30_000 };
  const kept = new Map<string, { bytes: Uint8Array; contentType: string }>();
  const pending = new Map<string, Promise<ProxiedImage>>();
  let keptBytes = 0;

  const keep = (url: string, image: { bytes: Uint8Array; contentType: string }) => {
    if (image.bytes.byteLength > cacheBytes) return;
    kept.set(url, image);
    keptBytes += image.bytes.byteLength;
    for (const [oldest, old] of kept) {
      if (keptBytes <= cacheBytes) break;
      kept.delete(oldest);
      keptBytes -= old.bytes.byteLength;
    }
  };

  return {
    image(url) {
      const address = imageAddress(url);
      if (address === null)
        return Promise.resolve({ ok: false, status: 400, reason: 'not an http(s) image address' });
      const hit = kept.get(address);
      if (hit) {
        // Most recently used goes last.
        kept.delete(address);
        kept.set(address, hit);
        return Promise.resolve({ ok: true, ...hit });
      }
      const running = pending.get(address);
      if (running) return running;
      const fetched = fetchImageBytes(options.fetch, address, bounds).then((attempt): ProxiedImage => {
        pending.delete(address);
        if (!attempt.ok) return { ok: false, status: 502, reason: attempt.reason };
        keep(address, attempt);
        return attempt;
      });
      pending.set(address, fetched);
      return fetched;
    },
  };
}

// An absolute http(s) URL with a host and no credentials, without its fragment; null for anything else.
function imageAddress(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
  if (url.username || url.password) return null;
  url.hash = '';
  return url.href;
}

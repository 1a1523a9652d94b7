/**
 * What an image address answered, kept for a bounded time (`ttlMs`) and number of addresses
 * (`maxEntries`, the oldest dropped first), so that a fleet probed every scrape interval fetches each
 * logo, placeholder and sampled category image once per `ttlMs` instead of once per probe. A result
 * is kept only when the probe that fetched it was not aborted (its deadline or its scraper gone).
 * Never throws beyond what `load` throws.
 */
import type { ImageCheckSource } from '../checks/run-checks';
import type { ResourceCheck } from '../checks/fetch-resource';

/** The exporter's default: five minutes, enough addresses for 5,000 installations of 7 images. */
export const IMAGE_CACHE_DEFAULTS = { ttlMs: 300_000, maxEntries: 50_000 } as const;

/** A bounded cache of image checks; `size` for tests and the exporter's own metrics. */
export interface ImageCheckCache {
  readonly check: ImageCheckSource;
  size(): number;
}

interface Entry {
  readonly result: ResourceCheck;
  readonly until: number;
}

/** A cache keeping each address's result for `ttlMs`, at most `maxEntries` addresses. */
export function createImageCheckCache(
  ttlMs: number,
  maxEntries: number,
  now: () => number = () => performance.now(),
): ImageCheckCache {
  // Insertion order is expiry order (one ttl for all), so the oldest entry is always the first key.
  const entries = new Map<string, Entry>();
  const sweep = (at: number) => {
    for (const [url, entry] of entries) {
      if (entry.until > at && entries.size <= maxEntries) return;
      entries.delete(url);
    }
  };
  const check: ImageCheckSource = async (url, load, signal) => {
    const at = now();
    const kept = entries.get(url);
    if (kept && kept.until > at) return kept.result;
    const result = await load(url);
    if (signal?.aborted || ttlMs <= 0 || maxEntries <= 0) return result;
    entries.delete(url);
    entries.set(url, { result, until: now() + ttlMs });
    sweep(now());
    return result;
  };
  return { check, size: () => entries.size };
}

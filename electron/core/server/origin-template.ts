/**
 * A large body serialized once with a marker where the serving origin goes, kept as the chunks
 * between markers. A request's origin then costs one Buffer.concat, never a new JSON.stringify of
 * every row, and finished bodies are kept in a small LRU bounded in bytes: memory and latency stay
 * flat however many different Host headers arrive.
 */
import { createHash, randomBytes } from 'node:crypto';
import { gzip, gzipSync } from 'node:zlib';
import { JSON_TYPE } from './prepared-body';

/** Bytes of finished bodies kept by default (the most recent body is kept even when larger). */
export const DEFAULT_BODY_CACHE_BYTES = 64_000_000;

// Below this size gzip saves less than its headers and CPU cost (as for PreparedBody).
const GZIP_MIN_BYTES = 1024;
// Up to this size gzip takes a few milliseconds and is done at once; larger bodies in the background.
const GZIP_INLINE_MAX_BYTES = 1_000_000;

/** One origin's body, ready to write. */
export interface OriginBody {
  readonly origin: string;
  readonly body: Buffer;
  readonly etag: string;
  readonly headers: Readonly<Record<string, string | number>>;
  readonly notModifiedHeaders: Readonly<Record<string, string | number>>;
  /** The gzip encoding once made (null: not made yet, or not worth it). */
  gzipped: Buffer | null;
  gzipHeaders: Readonly<Record<string, string | number>> | null;
  /** Whether gzip was tried (or is under way), so it is done at most once per body. */
  gzipTried: boolean;
}

/** A JSON value serialized once per dataset, with its origin substituted per request. */
export interface OriginTemplate {
  /** The body for `origin` (an http origin the caller has validated: no characters JSON escapes). */
  forOrigin(origin: string): OriginBody;
  /**
   * Makes the gzip encoding of `body` if it is worth it: at once for bodies up to 1 MB, otherwise in
   * the background, one at a time (until it is ready the plain body is answered).
   */
  requestGzip(body: OriginBody): void;
  /** Bytes held by finished bodies (plain and gzipped); the template itself is not counted. */
  cachedBytes(): number;
}

/**
 * Serializes `build(marker)` once. `build` must put the origin only inside JSON strings, as a prefix
 * concatenated to a path, so that splitting at the marker finds every place it goes.
 */
export function originTemplate(
  build: (origin: string) => unknown,
  maxCachedBytes = DEFAULT_BODY_CACHE_BYTES,
): OriginTemplate {
  // Random, so no dataset text can contain it; a NUL so it is not even a plausible host name.
  const marker = `\u0000origin-${randomBytes(12).toString('hex')}\u0000`;
  const serializedMarker = JSON.stringify(marker).slice(1, -1);
  const text = JSON.stringify(build(marker));
  const chunks = text.split(serializedMarker).map((part) => Buffer.from(part));
  const templateLength = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  // Hashed without the random marker, so the ETag of an origin is the same after a restart.
  const hash = createHash('sha1');
  for (const [i, chunk] of chunks.entries()) {
    if (i > 0) hash.update('\u0000origin\u0000');
    hash.update(chunk);
  }
  const templateHash = hash.digest('base64url').slice(0, 20);
  const cache = new Map<string, OriginBody>();
  let cached = 0;
  let gzipping = false;
  // The most recently used entry, checked first: the common case is one origin, request after request.
  let newest: OriginBody | undefined;

  const sizeOf = (entry: OriginBody) => entry.body.length + (entry.gzipped?.length ?? 0);

  function evict(): void {
    for (const [origin, entry] of cache) {
      if (cached <= maxCachedBytes || cache.size <= 1) return;
      cache.delete(origin);
      cached -= sizeOf(entry);
    }
  }

  function make(origin: string): OriginBody {
    const originBytes = Buffer.from(origin);
    const parts: Buffer[] = [];
    for (let i = 0; i < chunks.length; i++) {
      if (i > 0) parts.push(originBytes);
      parts.push(chunks[i]!);
    }
    const body = Buffer.concat(parts, templateLength + originBytes.length * (chunks.length - 1));
    // Stable across restarts for the same dataset and origin; differs between origins.
    const etag = `"${templateHash}-${createHash('sha1').update(origin).digest('base64url').slice(0, 10)}"`;
    const notModifiedHeaders = {
      'content-type': JSON_TYPE,
      etag,
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
    };
    return {
      origin,
      body,
      etag,
      notModifiedHeaders,
      headers: { ...notModifiedHeaders, 'content-length': body.length },
      gzipped: null,
      gzipHeaders: null,
      gzipTried: false,
    };
  }

  function setGzipped(entry: OriginBody, packed: Buffer): void {
    if (packed.length >= entry.body.length) return;
    entry.gzipped = packed;
    entry.gzipHeaders = {
      ...entry.notModifiedHeaders,
      'content-encoding': 'gzip',
      'content-length': packed.length,
    };
    if (cache.get(entry.origin) === entry) {
      cached += packed.length;
      evict();
    }
  }

  return {
    forOrigin(origin) {
      // Eviction starts at the oldest and always keeps one entry, so the newest is still cached.
      if (newest?.origin === origin) return newest;
      const hit = cache.get(origin);
      if (hit) {
        newest = hit;
        // Most recently used last, so eviction drops the least recently used first.
        cache.delete(origin);
        cache.set(origin, hit);
        return hit;
      }
      const entry = make(origin);
      newest = entry;
      cache.set(origin, entry);
      cached += sizeOf(entry);
      evict();
      return entry;
    },
    requestGzip(entry) {
      if (entry.gzipTried || entry.body.length < GZIP_MIN_BYTES) return;
      if (entry.body.length <= GZIP_INLINE_MAX_BYTES) {
        entry.gzipTried = true;
        return setGzipped(entry, gzipSync(entry.body));
      }
      if (gzipping) return;
      entry.gzipTried = true;
      gzipping = true;
      // In the thread pool, so a request for a new origin never stalls the others.
      gzip(entry.body, (error, packed) => {
        gzipping = false;
        if (!error) setGzipped(entry, packed);
      });
    },
    cachedBytes: () => cached,
  };
}

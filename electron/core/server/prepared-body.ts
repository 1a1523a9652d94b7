/**
 * A response body computed once and answered many times: the dataset does not change while it is
 * served, so bodies are serialized once, with their ETag, and gzipped at most once, on first demand.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

// Below this size gzip saves less than its headers and CPU cost.
const GZIP_MIN_BYTES = 1024;

/** A body with its content type, strong ETag and (lazily) its gzip encoding. */
export class PreparedBody {
  readonly etag: string;
  readonly length: number;
  /** Headers of a 200 answer with the plain body, built once: the hot path writes them as they are. */
  readonly headers: Readonly<Record<string, string | number>>;
  /** Headers of a 304 answer. */
  readonly notModifiedHeaders: Readonly<Record<string, string | number>>;
  #gzipped: Buffer | null | undefined;
  #gzipHeaders: Record<string, string | number> | undefined;

  constructor(
    readonly body: Buffer,
    readonly contentType: string,
    etag?: string,
    extraHeaders: Readonly<Record<string, string>> = {},
  ) {
    this.length = body.length;
    this.etag = etag ?? `"${createHash('sha1').update(body).digest('base64url')}"`;
    this.notModifiedHeaders = {
      'content-type': contentType,
      etag: this.etag,
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
      ...extraHeaders,
    };
    this.headers = { ...this.notModifiedHeaders, 'content-length': body.length };
  }

  /** Headers of a 200 answer with the gzipped body (call only when gzipped() is not null). */
  gzipHeaders(): Readonly<Record<string, string | number>> {
    this.#gzipHeaders ??= {
      ...this.notModifiedHeaders,
      'content-encoding': 'gzip',
      'content-length': this.gzipped()?.length ?? 0,
    };
    return this.#gzipHeaders;
  }

  /** A JSON value serialized once. */
  static json(value: unknown): PreparedBody {
    return new PreparedBody(Buffer.from(JSON.stringify(value)), JSON_TYPE);
  }

  /** The gzip encoding, or null when the body is too small or does not shrink. */
  gzipped(): Buffer | null {
    if (this.#gzipped === undefined) {
      const packed =
        this.length >= GZIP_MIN_BYTES && compressible(this.contentType) ? gzipSync(this.body) : null;
      this.#gzipped = packed && packed.length < this.length ? packed : null;
    }
    return this.#gzipped;
  }
}

/** The content type of every JSON body the server sends. */
export const JSON_TYPE = 'application/json; charset=utf-8';

function compressible(contentType: string): boolean {
  return contentType.startsWith('application/json') || contentType.startsWith('image/svg');
}

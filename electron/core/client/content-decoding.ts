/**
 * A body's Content-Encoding undone as fetch undoes it (gzip, x-gzip, deflate, br; outermost last in
 * the header; an unknown coding passes the body on as sent). An answer of one gzip or deflate coding
 * that arrives small is decoded in one synchronous call (docs/performance.md: a fifth of the CPU of
 * streaming it through zlib's thread pool and the stream machinery around each chunk); a larger one,
 * or one whose output would pass WHOLE_OUTPUT_BYTES (a gzip bomb), is streamed, so the reader's own
 * cap refuses it as before. Decoding errors (a truncated or corrupt body) fail the returned stream.
 */
import { Readable } from 'node:stream';
import {
  createBrotliDecompress,
  createGunzip,
  createInflate,
  gunzipSync,
  inflateSync,
  type ZlibOptions,
} from 'node:zlib';

// zlib's default output chunk is 16 KB, a trip through libuv's thread pool and back per 16 KB; an
// answer of 1,000 categories (~130 KB) then takes 9 of them, at 64 KB 3 (docs/performance.md).
const DECODER_OPTIONS = { chunkSize: 64 * 1024 } as const;
// Decoded in one call only up to these sizes: it runs on the event loop, so an answer of megabytes
// is streamed rather than holding the loop (~1 ms per MB decoded), and a bomb costs no more memory
// than the reader's cap would let it.
const WHOLE_INPUT_BYTES = 1024 * 1024;
const WHOLE_OUTPUT_BYTES = 16 * 1024 * 1024;

type Coding = 'gzip' | 'deflate' | 'br';
const CODINGS: Record<string, Coding> = { gzip: 'gzip', 'x-gzip': 'gzip', deflate: 'deflate', br: 'br' };

/** `body` with the codings of `contentEncoding` (the header's value, or null) undone. */
export function decodedBody(body: Readable, contentEncoding: string | null): Readable {
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity')
    .reverse();
  const only = codings.length === 1 ? CODINGS[codings[0]!] : undefined;
  if (only === 'gzip' || only === 'deflate')
    return Readable.from(decodedWhole(body, only), { objectMode: false });
  let stream = body;
  for (const name of codings) {
    const coding = CODINGS[name];
    if (!coding) return stream;
    const decoder = streamingDecoder(coding);
    const source = stream;
    source.on('error', (error) => decoder.destroy(error));
    stream = source.pipe(decoder);
  }
  return stream;
}

function streamingDecoder(coding: Coding) {
  if (coding === 'gzip') return createGunzip(DECODER_OPTIONS);
  return coding === 'deflate' ? createInflate(DECODER_OPTIONS) : createBrotliDecompress();
}

// Reads the coded body whole (up to WHOLE_INPUT_BYTES) and decodes it in one call; past either bound,
// streams the rest as decodedBody would have from the start.
async function* decodedWhole(body: Readable, coding: 'gzip' | 'deflate'): AsyncGenerator<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  const rest = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  try {
    for (let next = await rest.next(); !next.done; next = await rest.next()) {
      chunks.push(next.value);
      size += next.value.byteLength;
      if (size > WHOLE_INPUT_BYTES) return yield* streamed(coding, chunks, rest);
    }
    const whole = decodeWhole(coding, Buffer.concat(chunks, size));
    if (whole === null) return yield* streamed(coding, chunks, null);
    if (whole.byteLength > 0) yield whole;
  } finally {
    body.destroy();
  }
}

// The decoded bytes, or null when they would pass WHOLE_OUTPUT_BYTES; throws on a corrupt body.
function decodeWhole(coding: 'gzip' | 'deflate', input: Buffer): Buffer | null {
  const options: ZlibOptions = { ...DECODER_OPTIONS, maxOutputLength: WHOLE_OUTPUT_BYTES };
  try {
    return coding === 'gzip' ? gunzipSync(input, options) : inflateSync(input, options);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') return null;
    throw error;
  }
}

// `read` (already taken from the body) and then what `rest` still gives, through a streaming decoder.
async function* streamed(
  coding: 'gzip' | 'deflate',
  read: readonly Buffer[],
  rest: AsyncIterator<Buffer> | null,
): AsyncGenerator<Buffer> {
  async function* coded() {
    yield* read;
    if (rest) for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
  }
  const source = Readable.from(coded(), { objectMode: false });
  const decoder = streamingDecoder(coding);
  source.on('error', (error) => decoder.destroy(error));
  try {
    yield* source.pipe(decoder) as AsyncIterable<Buffer>;
  } finally {
    source.destroy();
    decoder.destroy();
  }
}

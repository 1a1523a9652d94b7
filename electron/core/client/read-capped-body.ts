/**
 * Reads a response body to the end, refusing it as soon as it grows past a cap: the cap is checked
 * while reading (a declared Content-Length cannot be trusted, and gzip can expand), so a huge or
 * endless body costs at most `maxBytes` of memory. Cancellation comes from the fetch's signal.
 */

/** A body read whole, or the reason it was not. */
export type BodyRead =
  | { readonly ok: true; readonly bytes: Uint8Array }
  | { readonly ok: false; readonly reason: 'too-large'; readonly receivedBytes: number };

/** Reads `response`'s body, at most `maxBytes`; rejects when the stream fails or is aborted. */
export async function readCappedBody(
  response: Response,
  maxBytes: number,
  onProgress?: (receivedBytes: number) => void,
): Promise<BodyRead> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes && !response.headers.get('content-encoding')) {
    await response.body?.cancel().catch(() => undefined);
    return { ok: false, reason: 'too-large', receivedBytes: 0 };
  }
  if (!response.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    onProgress?.(received);
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'too-large', receivedBytes: received };
    }
    chunks.push(value);
  }
  return { ok: true, bytes: concat(chunks, received) };
}

function concat(chunks: readonly Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

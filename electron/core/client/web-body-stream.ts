/**
 * A web ReadableStream of bytes over a Node stream (a response body), in place of `Readable.toWeb`.
 * Node's adapter keeps its 'data' listener after the web stream is cancelled, so a chunk the source
 * emits late (a `resume` already scheduled when the reader cancelled) is enqueued on a closed
 * controller: an uncaught ERR_INVALID_STATE that ends the process (nodejs/node#64529). An installation
 * decides when its bytes arrive, so here, once the stream has ended, errored or been cancelled, the
 * source's listeners are removed, a late chunk is dropped, and the source's later errors are
 * swallowed; a cancel destroys the source. The source is paused while the queue is full (backpressure).
 */

/** The part of a Node Readable (or Electron's IncomingMessage) the stream reads. */
export interface ByteSource extends Pick<NodeJS.EventEmitter, 'on' | 'off'> {
  pause(): unknown;
  resume(): unknown;
  destroy?(error?: Error): unknown;
  readonly readableEnded?: boolean;
  readonly destroyed?: boolean;
  readonly errored?: Error | null;
}

/** How the stream ends its source and tells its owner. */
export interface WebBodyOptions {
  /** How much is queued before the source is paused (default: 64 KB, counted in bytes). */
  readonly strategy?: QueuingStrategy<Uint8Array>;
  /** Stops the source when the reader cancels; by default it is destroyed. */
  readonly cancelSource?: () => void;
  /** The error for a source closed without 'end' or 'error' (default: "premature close"). */
  readonly prematureClose?: () => Error;
  /** Called once, when the stream has ended, errored or been cancelled. */
  readonly onSettled?: () => void;
}

/** The stream, and a way to fail it from outside (the request's signal aborted). */
export interface WebBody {
  readonly stream: ReadableStream<Uint8Array>;
  /** Errors the stream with `reason` (a no-op once it is over); the source is left to the caller. */
  error(reason: unknown): void;
}

const DEFAULT_HIGH_WATER_BYTES = 64 * 1024;
const ignore = () => undefined;

/** `source`'s bytes as a web stream that never enqueues once it is over. Never throws. */
export function webBodyStream(source: ByteSource, options: WebBodyOptions = {}): WebBody {
  let open = true;
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  // A late error of a source we stopped listening to must not be an unhandled 'error' event.
  source.on('error', ignore);
  const onData = (chunk: Uint8Array | string) => {
    if (!open || !controller) return;
    const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk;
    try {
      controller.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    } catch {
      // Closed by a way this module did not see: the stream is over, and so is the source.
      finish(() => undefined);
      return void source.destroy?.();
    }
    if ((controller.desiredSize ?? 0) <= 0) source.pause();
  };
  const onEnd = () => finish((c) => c.close());
  const onError = (error: Error) => finish((c) => c.error(error));
  const onClose = () => finish((c) => c.error(options.prematureClose?.() ?? prematureClose()));
  function finish(end: (c: ReadableStreamDefaultController<Uint8Array>) => void): void {
    if (!open) return;
    open = false;
    source.off('data', onData);
    source.off('end', onEnd);
    source.off('error', onError);
    source.off('close', onClose);
    if (controller) end(controller);
    options.onSettled?.();
  }
  const stream = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        source.on('data', onData);
        source.on('end', onEnd);
        source.on('error', onError);
        source.on('close', onClose);
        // A source already over sends no more events.
        if (source.readableEnded) return onEnd();
        if (source.destroyed) return source.errored ? onError(source.errored) : onClose();
        // Flowing starts with the first read, not before: nothing is queued that nobody asked for.
        source.pause();
      },
      pull() {
        if (open) source.resume();
      },
      cancel() {
        finish(() => undefined);
        if (options.cancelSource) options.cancelSource();
        else source.destroy?.();
      },
    },
    options.strategy ?? new ByteLengthQueuingStrategy({ highWaterMark: DEFAULT_HIGH_WATER_BYTES }),
  );
  return { stream, error: (reason) => finish((c) => c.error(reason)) };
}

function prematureClose(): Error {
  return Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
}

/**
 * Bounds what electron-updater reads into memory from the update server. Its HTTP executor
 * (builder-util-runtime's HttpExecutor, ElectronHttpExecutor over Electron's net.request) reads the
 * channel file (latest-linux.yml, latest.yml, latest-mac.yml, beta-*.yml) whole into a string and
 * a blockmap (Windows' and macOS' differential download) into a buffer of up to 500 MB, with no
 * other bound: a misconfigured mirror answering with a huge file, or an endless one, would grow
 * main's memory for as long as it sends. Here every such read stops past its bound: the request is
 * aborted (the connection closed) and the read fails with ANSWER_TOO_LARGE, which the update flow
 * notes; a blockmap's failure makes electron-updater download the whole installer instead. The
 * installer itself is not bounded here: it streams to a file and is checked by its sha512.
 *
 * The executor's methods are internal to electron-updater (6.8.10), so this wraps the one instance
 * the updater and its provider share, method by method; test/integration/electron-main-updates.test.ts
 * proves it against the real library.
 */
import { ANSWER_TOO_LARGE } from '../shell/update-flow';

/** A channel file is a few hundred bytes. */
export const CHANNEL_FILE_LIMIT = 1024 * 1024;

/** A blockmap is about a thousandth of its installer (a few hundred KB for this app's). */
export const BLOCKMAP_LIMIT = 16 * 1024 * 1024;

interface ResponseLike {
  readonly headers: Record<string, string | string[] | undefined>;
  on(event: 'data', listener: (chunk: Buffer | string) => void): unknown;
}

interface RequestLike {
  on(event: 'response', listener: (response: ResponseLike) => void): unknown;
  abort(): void;
}

export interface RequestOptions {
  readonly path?: string | null;
}

type Processor = (request: RequestLike, reject: (error: Error) => void) => void;

/** What doDownload is given: a buffer download (downloadToBuffer) has a responseHandler. */
export interface DownloadCall {
  readonly responseHandler: unknown;
  readonly callback: (error: Error | null) => void;
  /** Sets what the download's cancellation runs (one at a time). */
  readonly onCancel?: (handler: () => void) => void;
}

/** The executor's methods wrapped here (builder-util-runtime's HttpExecutor). */
export interface UpdaterExecutor {
  doApiRequest(
    options: RequestOptions,
    cancellationToken: unknown,
    processor: Processor,
    redirectCount?: number,
  ): Promise<unknown>;
  doDownload(requestOptions: RequestOptions, options: DownloadCall, redirectCount: number): void;
  createRequest(options: RequestOptions, callback: (response: ResponseLike) => void): RequestLike;
}

/** The error a read past its bound fails with: the file asked for, and the bound. */
interface AnswerTooLarge extends Error {
  readonly code: typeof ANSWER_TOO_LARGE;
  readonly file: string;
  readonly limitBytes: number;
}

/** The file a request asks for (latest-linux.yml), without its folder or query, as a note shows it. */
function fileOf(options: RequestOptions): string {
  const path = String(options.path ?? '').split(/[?#]/)[0]!;
  let name = path.slice(path.lastIndexOf('/') + 1);
  try {
    name = decodeURIComponent(name);
  } catch {
    // Shown as it was asked for.
  }
  // eslint-disable-next-line no-control-regex
  name = name.replace(/[\u0000-\u001f\u007f]/g, '');
  return (name.length > 80 ? `${name.slice(0, 79)}…` : name) || '/';
}

function tooLarge(file: string, limitBytes: number): AnswerTooLarge {
  const megabytes = Math.round(limitBytes / (1024 * 1024));
  return Object.assign(new Error(`The update server's answer for ${file} is larger than ${megabytes} MB`), {
    code: ANSWER_TOO_LARGE,
    file,
    limitBytes,
  } as const);
}

/**
 * Counts what `request`'s answer brings, and past `limitBytes` fails and aborts it; an answer that
 * says its length is refused before any of it is read.
 */
function bound(request: RequestLike, options: RequestOptions, limitBytes: number, fail: (e: Error) => void) {
  request.on('response', (response) => {
    let received = 0;
    let stopped = false;
    const stop = () => {
      if (stopped) return;
      stopped = true;
      fail(tooLarge(fileOf(options), limitBytes));
      request.abort();
    };
    const declared = Number(response.headers['content-length']);
    if (declared > limitBytes) return stop();
    response.on('data', (chunk) => {
      // The executor reads the channel file as text (setEncoding), a blockmap as bytes.
      received += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
      if (received > limitBytes) stop();
    });
  });
}

const CAPPED = Symbol('updater reads capped');

/** Bounds the executor's reads into memory (once; the updater and its provider share it). */
export function capUpdaterReads(executor: UpdaterExecutor): void {
  const marked = executor as UpdaterExecutor & { [CAPPED]?: true };
  if (marked[CAPPED]) return;
  marked[CAPPED] = true;

  // A request answered into a string: the channel file. doApiRequest calls itself again, with the
  // processor it was given, for a redirect: a processor already bounded is passed on as it is.
  const bounded = new WeakSet<Processor>();
  const doApiRequest = executor.doApiRequest.bind(executor);
  executor.doApiRequest = (options, cancellationToken, processor, redirectCount) => {
    let next = processor;
    if (!bounded.has(processor)) {
      next = (request, reject) => {
        processor(request, reject);
        bound(request, options, CHANNEL_FILE_LIMIT, reject);
      };
      bounded.add(next);
    }
    return doApiRequest(options, cancellationToken, next, redirectCount);
  };

  // A download into a buffer: a blockmap. doDownload makes its request with the very options it
  // was given (a redirect comes back here with new ones), so they name the request to bound.
  const buffers = new WeakMap<RequestOptions, DownloadCall>();
  const doDownload = executor.doDownload.bind(executor);
  executor.doDownload = (requestOptions, options, redirectCount) => {
    if (options.responseHandler != null) buffers.set(requestOptions, options);
    doDownload(requestOptions, options, redirectCount);
  };
  const createRequest = executor.createRequest.bind(executor);
  executor.createRequest = (options, callback) => {
    const request = createRequest(options, callback);
    const download = buffers.get(options);
    if (download) bound(request, options, BLOCKMAP_LIMIT, (error) => download.callback(error));
    return request;
  };
}

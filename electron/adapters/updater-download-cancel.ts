/**
 * Closes the connection of a download the update flow cancelled. electron-updater's executor
 * (ElectronHttpExecutor.download, downloadToBuffer) hands its doDownload the cancellation's hook,
 * but nothing there sets it: a cancelled download's promise rejects, while its request goes on
 * writing the answer into the temporary file (already deleted by then) for as long as the server
 * sends. The flow cancels a download when updates are turned off, and when it receives nothing for
 * DOWNLOAD_STALL_MS: for an answer without a Content-Length (so without progress events) that is
 * that long after it began, however much arrives; an endless one would fill the disk unseen.
 *
 * Wraps the executor's internal methods as updater-read-cap.ts does (electron-updater 6.8.10);
 * test/integration/electron-main-updates.test.ts proves it against the real library.
 */
import type { DownloadCall, RequestOptions, UpdaterExecutor } from './updater-read-cap';

const WIRED = Symbol('updater downloads abort on cancel');

/** A cancelled download aborts its request (once per executor). */
export function abortCancelledDownloads(executor: UpdaterExecutor): void {
  const marked = executor as UpdaterExecutor & { [WIRED]?: true };
  if (marked[WIRED]) return;
  marked[WIRED] = true;

  // doDownload makes its request with the very options it was given (a redirect comes back here
  // with new ones, after aborting the request before): they name the download's request.
  const downloads = new WeakMap<RequestOptions, DownloadCall>();
  const doDownload = executor.doDownload.bind(executor);
  executor.doDownload = (requestOptions, options, redirectCount) => {
    downloads.set(requestOptions, options);
    doDownload(requestOptions, options, redirectCount);
  };
  const createRequest = executor.createRequest.bind(executor);
  executor.createRequest = (options, callback) => {
    const request = createRequest(options, callback);
    downloads.get(options)?.onCancel?.(() => request.abort());
    return request;
  };
}

// What the page hands the browser to save, in happy-dom: every <a download> clicked, with its Blob's
// name, type and text. The spies are restored by vi.restoreAllMocks in the tests' afterEach.
import { vi } from 'vitest';

/** A saved file as the browser would receive it. */
export interface CapturedDownload {
  readonly name: string;
  readonly type: string;
  readonly text: Promise<string>;
}

/** Starts recording downloads; the returned array fills as the page saves files. */
export function captureDownloads(): CapturedDownload[] {
  const downloads: CapturedDownload[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)!;
    downloads.push({ name: this.download, type: blob.type, text: blob.text() });
  });
  return downloads;
}

/**
 * Downloads the distinct image URLs of a capture with bounded concurrency and retries, and turns them
 * into the dataset's `assets` map plus a table from original URL to relative path. Each image is
 * named by its content (asset-names.ts), so identical images (same bytes, same media type) behind
 * different URLs are stored once, and the same bytes get the same name in every capture, whatever
 * the order of the rows. Never throws.
 */
import type { FetchLike } from '../client/v2-client';
import { imageAssetPath, isEmbeddedPlaceholder, toDataUrl } from './asset-names';
import { mapBounded } from '../lib/bounded-pool';
import { downloadImage, type RetryPolicy } from './download-image';
import type { ImageBounds } from './fetch-image-bytes';

/** One distinct image URL and who uses it. */
export interface ImageJob {
  readonly url: string;
  /** Whether the logo uses it (the logo is never taken for the embedded server's placeholder). */
  readonly logo: boolean;
  /** Labels for the summary: "logo", "category 12 (BROT)". */
  readonly usedBy: string[];
}

/** An image that could not be captured; its users keep the original URL. */
export interface FailedImage {
  /** The URL, token masked. */
  readonly url: string;
  readonly reason: string;
  readonly usedBy: readonly string[];
}

/** What the downloads produced. */
export interface CapturedImages {
  /** Relative path → data: URL. */
  readonly assets: Record<string, string>;
  /**
   * Original URL → relative path, for the images that loaded; null for a category image that is the
   * embedded server's own placeholder (written as `image: null`, replayed with the same bytes).
   */
  readonly paths: ReadonlyMap<string, string | null>;
  readonly failed: readonly FailedImage[];
}

/** How to download. */
export interface CaptureImagesOptions {
  readonly fetch: FetchLike;
  readonly concurrency: number;
  readonly bounds: ImageBounds;
  readonly policy: RetryPolicy;
  /** Masks the token in reported URLs and reasons. */
  readonly mask: (text: string) => string;
  readonly onProgress: (done: number, total: number, failed: number) => void;
}

// Names come from the content; in name order the map is the same for any order of the rows too.
function sortedByName(assets: Record<string, string>): Record<string, string> {
  const sorted: Record<string, string> = {};
  for (const name of Object.keys(assets).sort()) sorted[name] = assets[name]!;
  return sorted;
}

/** Downloads every job's URL; failures are collected, never thrown. */
export async function captureImages(
  jobs: readonly ImageJob[],
  options: CaptureImagesOptions,
): Promise<CapturedImages> {
  let done = 0;
  let failedCount = 0;
  options.onProgress(0, jobs.length, 0);
  const downloads = await mapBounded(jobs, options.concurrency, async (job) => {
    const result = await downloadImage(options.fetch, job.url, options.bounds, options.policy);
    done++;
    if (!result.ok) failedCount++;
    options.onProgress(done, jobs.length, failedCount);
    return result;
  });

  const assets: Record<string, string> = {};
  const paths = new Map<string, string | null>();
  const failed: FailedImage[] = [];
  jobs.forEach((job, index) => {
    const result = downloads[index]!;
    if (!result.ok) {
      failed.push({ url: options.mask(job.url), reason: options.mask(result.reason), usedBy: job.usedBy });
      return;
    }
    if (!job.logo && isEmbeddedPlaceholder(result)) {
      paths.set(job.url, null);
      return;
    }
    const path = imageAssetPath(result);
    assets[path] ??= toDataUrl(result.bytes, result.contentType);
    paths.set(job.url, path);
  });
  return { assets: sortedByName(assets), paths, failed };
}

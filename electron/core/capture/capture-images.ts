/**
 * Downloads the distinct image URLs of a capture with bounded concurrency and retries, and turns them
 * into the dataset's `assets` map plus a table from original URL to relative path. Identical images
 * (same bytes, same media type) behind different URLs are stored once, under the first one's name.
 * Names are given in job order, not completion order, so the same installation always yields the
 * same paths. Never throws.
 */
import type { FetchLike } from '../client/v2-client';
import { contentKey, imageAssetPath, isEmbeddedPlaceholder, logoAssetPath, toDataUrl } from './asset-names';
import { mapBounded } from '../lib/bounded-pool';
import { downloadImage, type RetryPolicy } from './download-image';
import type { ImageBounds } from './fetch-image-bytes';

/** One distinct image URL and who uses it. */
export interface ImageJob {
  readonly url: string;
  /** Names the file: the logo, or the first category showing the image. */
  readonly firstUser: 'logo' | { readonly id: string; readonly slug: string | null };
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
  const pathByContent = new Map<string, string>();
  const failed: FailedImage[] = [];
  let n = 0;
  jobs.forEach((job, index) => {
    const result = downloads[index]!;
    const user = job.firstUser;
    if (user !== 'logo') n++;
    if (!result.ok) {
      failed.push({ url: options.mask(job.url), reason: options.mask(result.reason), usedBy: job.usedBy });
      return;
    }
    if (user !== 'logo' && isEmbeddedPlaceholder(result)) {
      paths.set(job.url, null);
      return;
    }
    const key = contentKey(result);
    let path = pathByContent.get(key);
    if (path === undefined) {
      path =
        user === 'logo' ? logoAssetPath(result.contentType) : imageAssetPath(n, user, result.contentType);
      assets[path] = toDataUrl(result.bytes, result.contentType);
      pathByContent.set(key, path);
    }
    paths.set(job.url, path);
  });
  return { assets, paths, failed };
}

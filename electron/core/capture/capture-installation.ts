/**
 * Captures a live installation as one dataset (docs/cli.md, capture): the info record, every category in
 * order, and every image embedded as a data: URL under a path named by its content, so that serving the
 * dataset answers the same bytes for every image; only the origin changes. The installation's own
 * addresses are kept in the dataset's `source` (capture-source.ts). Every distinct image URL
 * is downloaded once, the installation's own placeholder included: only the embedded server's own
 * placeholder becomes `image: null`, because the replay answers null with those very bytes. Electron-free: the
 * client, fetch, sleep and randomness come in as arguments. Never throws: an info or categories call
 * that fails makes the capture fail with that typed failure (an answer that only breaks the
 * specification's value rules is captured as it is, its violations in the summary); an image that
 * fails is reported and its categories keep the original URL.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { CallFailure } from '../../../shared/call-result';
import { DATASET_FORMAT, type Dataset, type DatasetCategory } from '../../../shared/dataset';
import { describeFailure, type FailureWords } from '../../../shared/describe-failure';
import type { Leniency } from '../../../shared/leniency';
import type { CappedIssues } from '../../../shared/issue-path';
import type { Category, SystemInfo } from '../../../shared/v2';
import { copyRecord } from '../../../shared/own-fields';
import { secretMasker } from '../client/redact';
import type { FetchLike, Installation, V2Client } from '../client/v2-client';
import { faithfulAnswer } from '../dataset/faithful-answer';
import { IMAGE_FOLDER } from './asset-names';
import { captureImages, type FailedImage, type ImageJob } from './capture-images';
import { captureSource } from './capture-source';
import { isAddress, keptAsReceived } from './kept-as-received';

export type { FailedImage } from './capture-images';

/** What the capture reports while it runs. */
export type CaptureProgress =
  | { readonly phase: 'info' }
  | { readonly phase: 'categories' }
  | { readonly phase: 'images'; readonly done: number; readonly total: number; readonly failed: number };

/** Dependencies and bounds of a capture. */
export interface CaptureOptions {
  readonly client: V2Client;
  /** For images (never sent a token). */
  readonly fetch: FetchLike;
  readonly installation: Installation;
  /** Bounds each of the two calls; default 10 s. */
  readonly timeoutMs?: number;
  /** Bounds each image attempt; default `timeoutMs`. */
  readonly imageTimeoutMs?: number;
  /** Images downloaded at once, 1–32; default 6. */
  readonly concurrency?: number;
  /** Retries per image after the first attempt; default 3. */
  readonly retries?: number;
  /** Largest image accepted; default 10 MB. */
  readonly maxImageBytes?: number;
  /** Backoff before the first retry; default 500 ms. */
  readonly baseDelayMs?: number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly random?: () => number;
  /** The clock for `source.capturedAt`. */
  readonly now?: () => Date;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: CaptureProgress) => void;
}

/** What a successful capture holds besides the dataset. */
export interface CaptureSummary {
  readonly categories: number;
  /** Categories whose image was the embedded server's own placeholder (now null). */
  readonly placeholderCategories: number;
  /** Image files embedded: one per distinct image (identical bytes behind several URLs count once). */
  readonly imagesEmbedded: number;
  /** Distinct image URLs embedded (the logo's included), at least `imagesEmbedded`. */
  readonly imageUrls: number;
  readonly failedImages: readonly FailedImage[];
  /** Faults of the two answers the client tolerated to read them (never silent: the summary lists them). */
  readonly tolerated: readonly { readonly operation: 'info' | 'categories'; readonly leniency: Leniency }[];
  /** How each answer broke the specification, when it did and was captured as it was. */
  readonly violations: { readonly info: CappedIssues | null; readonly categories: CappedIssues | null };
}

/** The outcome: a dataset, or the step that failed with its typed failure and plain words. */
export type CaptureOutcome =
  | {
      readonly ok: true;
      readonly baseUrl: string;
      readonly dataset: Dataset;
      readonly summary: CaptureSummary;
    }
  | {
      readonly ok: false;
      readonly baseUrl: string;
      readonly step: 'info' | 'categories' | 'images';
      readonly failure: CallFailure;
      readonly httpStatus?: number;
      readonly words: FailureWords;
    };

/** Captures `options.installation`; resolves with a dataset valid against DatasetSchema, or the failure. */
export async function captureInstallation(options: CaptureOptions): Promise<CaptureOutcome> {
  const { client, installation, signal } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const concurrency = Math.min(32, Math.max(1, Math.floor(options.concurrency ?? 6)));
  const progress = options.onProgress ?? (() => undefined);

  progress({ phase: 'info' });
  const infoRead = await client.readInfo(installation, { timeoutMs, signal });
  const baseUrl = infoRead.result.meta.url.replace(/\/api\/v2\/.*$/, '');
  // Kept as answered when it breaks only the specification's value rules (faithful-answer.ts).
  const info = faithfulAnswer(infoRead, false);
  if (!info.ok) return failed(baseUrl, 'info', info.failure, info.meta.httpStatus);
  progress({ phase: 'categories' });
  const categoriesRead = await client.readCategories(installation, { timeoutMs, signal });
  const categories = faithfulAnswer(categoriesRead, true);
  if (!categories.ok) return failed(baseUrl, 'categories', categories.failure, categories.meta.httpStatus);

  const rows = categories.data.rows;
  const images = await captureImages(imageJobs(info.data, rows), {
    fetch: options.fetch,
    concurrency,
    bounds: {
      timeoutMs: options.imageTimeoutMs ?? timeoutMs,
      maxBytes: options.maxImageBytes ?? 10_000_000,
      signal,
    },
    policy: {
      retries: options.retries ?? 3,
      baseDelayMs: options.baseDelayMs ?? 500,
      sleep: options.sleep ?? ((ms) => delay(ms, undefined, { signal }).catch(() => undefined)),
      random: options.random ?? Math.random,
    },
    mask: secretMasker(installation.token),
    onProgress: (done, total, failedCount) => progress({ phase: 'images', done, total, failed: failedCount }),
  });
  if (signal?.aborted) return failed(baseUrl, 'images', { kind: 'cancelled' });

  // A URL that failed keeps its original address, so the replay still points somewhere.
  const local = (url: string) => {
    const path = images.paths.get(url);
    return path === undefined ? url : path;
  };
  const infoRecord = copyRecord(info.data, {
    logo: images.paths.get(info.data.logo) ?? info.data.logo,
    // The root of the embedded images, where it was an address; anything else is kept as it came.
    assets_url: isAddress(info.data.assets_url) ? IMAGE_FOLDER : info.data.assets_url,
  });
  delete (infoRecord as { status?: unknown }).status;
  const asReceived = keptAsReceived(info.data, rows);
  const dataset: Dataset = {
    format: DATASET_FORMAT,
    info: infoRecord,
    categories: rows.map((row): DatasetCategory => copyRecord(row, { image: local(row.image) })),
    assets: images.assets,
    source: captureSource({
      baseUrl,
      capturedAt: (options.now ?? (() => new Date()))(),
      logo: info.data.logo,
      assetsUrl: info.data.assets_url,
      images: rows.map((row) => row.image),
      paths: images.paths,
    }),
    ...(asReceived ? { asReceived } : {}),
  };
  const summary: CaptureSummary = {
    categories: rows.length,
    placeholderCategories: dataset.categories.filter((row) => row.image === null).length,
    imagesEmbedded: Object.keys(images.assets).length,
    imageUrls: [...images.paths.values()].filter((path) => path !== null).length,
    failedImages: images.failed,
    tolerated: [
      ...infoRead.result.meta.leniencies.map((leniency) => ({ operation: 'info' as const, leniency })),
      ...categoriesRead.result.meta.leniencies.map((leniency) => ({
        operation: 'categories' as const,
        leniency,
      })),
    ],
    violations: { info: info.violations, categories: categories.violations },
  };
  return { ok: true, baseUrl, dataset, summary };
}

function failed(
  baseUrl: string,
  step: 'info' | 'categories' | 'images',
  failure: CallFailure,
  httpStatus?: number,
): CaptureOutcome {
  return { ok: false, baseUrl, step, failure, httpStatus, words: describeFailure(failure) };
}

// One job per distinct URL: the logo first, then category images in category order.
function imageJobs(info: SystemInfo, rows: readonly Category[]): ImageJob[] {
  const jobs = new Map<string, ImageJob>();
  // An answer kept with its violations may hold anything here: only addresses are downloaded.
  if (isAddress(info.logo)) jobs.set(info.logo, { url: info.logo, logo: true, usedBy: ['logo'] });
  for (const row of rows) {
    if (!isAddress(row.image)) continue;
    const label = `category ${row.id} (${row.code})`;
    const job = jobs.get(row.image);
    if (job) job.usedBy.push(label);
    else jobs.set(row.image, { url: row.image, logo: false, usedBy: [label] });
  }
  return [...jobs.values()];
}

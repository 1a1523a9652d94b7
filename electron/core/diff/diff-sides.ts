/**
 * The two sides a diff compares, read from where they live: a dataset file (a snapshot is one) via
 * the same loader as `serve`, or a live installation via the v2 client. A file side carries the
 * content hashes of the images it holds, so new bytes behind an unchanged path are found. Reading
 * never throws for a bad side: it resolves to a failure the caller words (dataset problems as
 * `serve` gives them, call failures as `check` gives them).
 */
import type { CallFailure } from '../../../shared/call-result';
import type { CategoryRow, DiffSide } from '../../../shared/diff/diff-types';
import { isRelativeReference } from '../../../shared/text-formats';
import type { CallOptions, Installation, V2Client } from '../client/v2-client';
import { loadDataset, type LoadedDataset } from '../dataset/load-dataset';
import { isAppError } from '../lib/app-error';

/** Where one side comes from. */
export type SideSource =
  | { readonly kind: 'file'; readonly file: string }
  | { readonly kind: 'installation'; readonly installation: Installation };

/** A side read, or why it could not be. */
export type SideOutcome =
  | { readonly ok: true; readonly side: DiffSide }
  | {
      readonly ok: false;
      readonly kind: 'dataset';
      readonly message: string;
      readonly details: readonly string[];
    }
  | {
      readonly ok: false;
      readonly kind: 'call';
      readonly operation: 'info' | 'categories';
      readonly failure: CallFailure;
    };

/** Whether a side given on the command line is an installation's address rather than a file. */
export function isInstallationAddress(text: string): boolean {
  return /^https?:\/\//i.test(text.trim());
}

/** What reading a side needs. */
export interface SideDeps {
  /** The v2 client, asked for only when a side is an installation (files need no network). */
  readonly client: () => V2Client;
  readonly call: CallOptions;
  /** The cap on a dataset file and its images, as `serve --max-size`. */
  readonly maxDatasetBytes: number;
}

/** Reads one side. */
export async function readSide(source: SideSource, deps: SideDeps): Promise<SideOutcome> {
  if (source.kind === 'installation') return readInstallation(source.installation, deps);
  try {
    return {
      ok: true,
      side: sideOfDataset(await loadDataset(source.file, { maxBytes: deps.maxDatasetBytes })),
    };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { ok: false, kind: 'dataset', message: error.message, details: error.details };
  }
}

/** A loaded dataset as a side: its images' hashes from the bytes it holds. */
export function sideOfDataset(dataset: LoadedDataset): DiffSide {
  const hashOf = (reference: string | null | undefined) =>
    reference && isRelativeReference(reference) ? hashText(dataset.assets.get(reference)?.etag) : undefined;
  return {
    info: dataset.info,
    categories: dataset.categories as readonly CategoryRow[],
    imageHashes: dataset.categories.map((category) => hashOf(category.image)),
    logoHash: hashOf(dataset.info.logo),
  };
}

// The loader's ETag is the SHA-1 of the bytes, quoted; shown without the quotes HTTP needs.
function hashText(etag: string | undefined): string | undefined {
  return etag === undefined ? undefined : `sha1:${etag.replaceAll('"', '')}`;
}

async function readInstallation(installation: Installation, deps: SideDeps): Promise<SideOutcome> {
  const client = deps.client();
  const [info, categories] = await Promise.all([
    client.getInfo(installation, deps.call),
    client.getCategories(installation, deps.call),
  ]);
  if (!info.ok) return { ok: false, kind: 'call', operation: 'info', failure: info.failure };
  if (!categories.ok)
    return { ok: false, kind: 'call', operation: 'categories', failure: categories.failure };
  // `status` is the answer's envelope, not a setting: a dataset has none.
  const { status: _status, ...settings } = info.data;
  return { ok: true, side: { info: settings, categories: categories.data.rows as readonly CategoryRow[] } };
}

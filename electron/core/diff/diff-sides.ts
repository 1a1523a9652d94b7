/**
 * The two sides a diff compares, read from where they live: a dataset file (a snapshot is one) via
 * the same loader as `serve`, or a live installation via the v2 client. Each side says how its
 * images and addresses compare (shared/diff/address-key.ts): a file side by the content hash of the
 * images it holds and, for a capture, by the installation's own addresses kept in its `source`; a
 * live side by its addresses relative to its origin. Reading never throws for a bad side: it
 * resolves to a failure the caller words (dataset problems as `serve` gives them, call failures as
 * `check` gives them).
 */
import type { CallFailure } from '../../../shared/call-result';
import { sourceImageAddress } from '../../../shared/dataset-source';
import type { CappedIssues } from '../../../shared/issue-path';
import { addressKeysOn } from '../../../shared/diff/address-key';
import type { AddressKey, CategoryRow, DiffSide } from '../../../shared/diff/diff-types';
import { copyRecord, ownValue } from '../../../shared/own-fields';
import { isRelativeReference } from '../../../shared/text-formats';
import type { CallOptions, Installation, V2Client } from '../client/v2-client';
import { faithfulAnswer } from '../dataset/faithful-answer';
import { loadDataset, type LoadedDataset } from '../dataset/load-dataset';
import { INFO_DEFAULTS } from '../dataset/dataset-responses';
import { PLACEHOLDER_PATH } from '../dataset/placeholder-image';
import { isAppError } from '../lib/app-error';

/** Where one side comes from. */
export type SideSource =
  | { readonly kind: 'file'; readonly file: string }
  | { readonly kind: 'installation'; readonly installation: Installation };

/** A side read, or why it could not be. */
export type SideOutcome =
  | {
      readonly ok: true;
      readonly side: DiffSide;
      /** How a dataset file breaks the specification (a faithful capture may); null when it does not. */
      readonly violations: CappedIssues | null;
    }
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
    // A capture of an installation that breaks the specification is still compared, as it is.
    const dataset = await loadDataset(source.file, { maxBytes: deps.maxDatasetBytes, allowViolations: true });
    return { ok: true, side: sideOfDataset(dataset), violations: dataset.violations };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { ok: false, kind: 'dataset', message: error.message, details: error.details };
  }
}

/**
 * A loaded dataset as a side: its images compared by the bytes it holds, and by the installation's
 * own addresses where its `source` keeps them (a capture), else by its fields. Never throws.
 */
export function sideOfDataset(dataset: LoadedDataset): DiffSide {
  const { source } = dataset;
  const keyOn = addressKeysOn(source?.baseUrl ?? null);
  const fresh = (field: unknown, original: string | undefined): AddressKey => {
    const hash = typeof field === 'string' ? hashOf(dataset, field) : undefined;
    // A capture's image file, compared by its installation's address, is also where a replay of
    // the capture serves it. Only a file named by its bytes: `assets_url` (`images/`) names no file.
    const file = original !== undefined && hash !== undefined ? (field as string) : undefined;
    const key = keyOn({ address: original ?? field, hash, shown: field, file });
    // A capture shows the address the installation gave, not the file it was renamed to.
    return original !== undefined ? { ...key, shown: key.absolute ?? original } : key;
  };
  // One key per distinct file and address: thousands of rows often share an image. Looked up by
  // the values themselves, two maps deep: no text made per row. An object (a violating dataset's
  // image) is not looked up; its key is the same whichever object holds it.
  const keys = new Map<unknown, Map<string | undefined, AddressKey>>();
  const keyOf = (field: unknown, original: string | undefined): AddressKey => {
    if (typeof field === 'object' && field !== null) return fresh(field, original);
    let byOriginal = keys.get(field);
    if (!byOriginal) keys.set(field, (byOriginal = new Map()));
    let key = byOriginal.get(original);
    if (!key) byOriginal.set(original, (key = fresh(field, original)));
    return key;
  };
  const info = dataset.info;
  return {
    // What the dataset means: `code` and `version` it leaves out are the ones the server answers.
    info: withInfoDefaults(info),
    categories: dataset.categories as readonly CategoryRow[],
    images: dataset.categories.map((category, index) =>
      keyOf(category.image, source ? sourceImageAddress(source, index, category.image) : undefined),
    ),
    logo: keyOf(info.logo, source?.logo),
    assetsUrl: keyOf(info.assets_url, source?.assets_url),
  };
}

// The content hash of a file the dataset holds; a URL or a missing file has none.
function hashOf(dataset: LoadedDataset, reference: string): string | undefined {
  return isRelativeReference(reference) ? hashText(dataset.assets.get(reference)?.etag) : undefined;
}

// The loader's ETag is the SHA-1 of the bytes, quoted; shown without the quotes HTTP needs.
function hashText(etag: string | undefined): string | undefined {
  return etag === undefined ? undefined : `sha1:${etag.replaceAll('"', '')}`;
}

// As the installation answers, also when it breaks a rule the way a faithful capture keeps it, so a
// capture of such an installation can be compared with it; its problems become the side's note.
async function readInstallation(installation: Installation, deps: SideDeps): Promise<SideOutcome> {
  const client = deps.client();
  const [infoRead, categoriesRead] = await Promise.all([
    client.readInfo(installation, deps.call),
    client.readCategories(installation, deps.call),
  ]);
  const info = faithfulAnswer(infoRead, false);
  if (!info.ok) return { ok: false, kind: 'call', operation: 'info', failure: info.failure };
  const categories = faithfulAnswer(categoriesRead, true);
  if (!categories.ok)
    return { ok: false, kind: 'call', operation: 'categories', failure: categories.failure };
  return {
    ok: true,
    side: sideOfAnswers(info.data, categories.data.rows, infoRead.result.meta.url),
    violations: joined(info.violations, categories.violations),
  };
}

function joined(a: CappedIssues | null, b: CappedIssues | null): CappedIssues | null {
  if (!a || !b) return a ?? b;
  return { issues: [...a.issues, ...b.issues], total: a.total + b.total };
}

function withInfoDefaults(info: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  const missing = Object.entries(INFO_DEFAULTS).filter(([field]) => ownValue(info, field) === undefined);
  return missing.length === 0 ? info : copyRecord(info, Object.fromEntries(missing));
}

/**
 * The embedded server's placeholder, on the side's own origin, is how it answers a dataset's `image:
 * null` (and how a capture of it writes that back): compared as null, so a dataset and the server
 * serving it have the same rows.
 */
function withoutOwnPlaceholder(image: unknown, url: string): unknown {
  if (typeof image !== 'string' || !image.endsWith(PLACEHOLDER_PATH)) return image;
  try {
    const parsed = new URL(image);
    return parsed.origin === new URL(url).origin && parsed.pathname === PLACEHOLDER_PATH && !parsed.search
      ? null
      : image;
  } catch {
    return image;
  }
}

/**
 * A live installation's answers as a side: addresses on its own origin compared by their path, so
 * the same installation under another host name or port compares equal. `url` is the info call's
 * address (its origin is the installation's). Never throws.
 */
export function sideOfAnswers(
  info: Readonly<Record<string, unknown>>,
  rows: readonly CategoryRow[],
  url: string,
): DiffSide {
  // `status` is the answer's envelope, not a setting: a dataset has none.
  const settings = copyRecord(info);
  delete (settings as Record<string, unknown>).status;
  const keyOn = addressKeysOn(url);
  const keys = new Map<unknown, AddressKey>();
  const keyOf = (address: unknown): AddressKey => {
    let key = keys.get(address);
    if (!key) keys.set(address, (key = keyOn({ address })));
    return key;
  };
  return {
    info: settings,
    categories: rows,
    images: rows.map((row) => keyOf(withoutOwnPlaceholder(ownValue(row, 'image'), url))),
    logo: keyOf(ownValue(settings, 'logo')),
    assetsUrl: keyOf(ownValue(settings, 'assets_url')),
  };
}

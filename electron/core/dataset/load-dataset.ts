/**
 * Loads a dataset (docs/dataset-format.md) for the embedded server: reads it with a size cap, validates it
 * against the shared schema and reads every image it names. Throws AppError('DATASET_INVALID') whose
 * message names the file and whose details name the JSON path of every problem.
 */
import { dirname, resolve } from 'node:path';
import {
  DATASET_FORMAT,
  DatasetSchema,
  ServableDatasetSchema,
  type Dataset,
  type DatasetCategory,
  type DatasetInfo,
} from '../../../shared/dataset';
import type { DatasetSource } from '../../../shared/dataset-source';
import { collectIssues, issueLines, type CappedIssues, type PathIssue } from '../../../shared/issue-path';
import { isRelativeReference } from '../../../shared/text-formats';
import { validate } from '../../../shared/validate';
import { AppError } from '../lib/app-error';
import { decodeEmbeddedAssets, loadDiskAssets, type Asset, type AssetReference } from './load-assets';
import { readJsonFile } from './read-json-file';
import { asReceivedFields, type AsReceivedFields } from '../../../shared/dataset-as-received';

/** A dataset ready to serve. */
export interface LoadedDataset {
  /** Absolute path of the file it came from. */
  readonly file: string;
  readonly info: DatasetInfo;
  readonly categories: readonly DatasetCategory[];
  /** Tokens the categories operation accepts; empty means any token, or none, is accepted. */
  readonly tokens: readonly string[];
  /** Every file the server can answer with, by relative path (no leading slash). */
  readonly assets: ReadonlyMap<string, Asset>;
  /**
   * With `allowViolations`: how the dataset breaks the specification (the first problems and their
   * total), null when it does not. Its values are then as the file holds them, whatever their type.
   */
  readonly violations: CappedIssues | null;
  /** A capture's installation and its own addresses, for comparisons; the server never reads it. */
  readonly source?: DatasetSource;
  /** The image fields answered exactly as the file holds them (shared/dataset-as-received.ts). */
  readonly asReceived?: AsReceivedFields;
}

/** Options of loadDataset. */
export interface LoadDatasetOptions {
  /** Largest dataset file plus the image files it names, in bytes. Default 256 MB. */
  readonly maxBytes?: number;
  /**
   * Serve a dataset that breaks the specification (non-string info fields, malformed URLs) as it is,
   * reporting the problems in `violations`; what serving needs (safe paths, images found) still holds.
   */
  readonly allowViolations?: boolean;
}

/** The default cap on a dataset and its images: big enough for a large captured installation. */
export const DEFAULT_MAX_DATASET_BYTES = 256_000_000;

/** Reads, validates and resolves the dataset in `file`. */
export async function loadDataset(file: string, options: LoadDatasetOptions = {}): Promise<LoadedDataset> {
  const path = resolve(file);
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_DATASET_BYTES;
  const { value: json, bytes } = await readJsonFile(path, maxBytes);
  assertKnownFormat(path, json);
  const { dataset, violations } = checkDataset(path, json, options.allowViolations ?? false);

  const received = asReceivedFields(dataset.asReceived);
  const issues = collectIssues();
  const assets = decodeEmbeddedAssets(dataset.assets ?? {}, issues);
  // The file and the images it names share one cap.
  const imageBudget = maxBytes - bytes;
  await loadDiskAssets(
    dirname(path),
    fileReferences(dataset.info, dataset.categories, received, assets),
    assets,
    issues,
    imageBudget,
  );
  if (issues.total > 0) throw invalid(path, issues.issues, issues.total);

  return {
    file: path,
    info: dataset.info,
    categories: dataset.categories,
    tokens: dataset.auth?.tokens ?? [],
    assets,
    violations,
    ...(dataset.source ? { source: dataset.source } : {}),
    ...(dataset.asReceived ? { asReceived: received } : {}),
  };
}

// The dataset held to the specification; with `allowViolations`, to what serving needs, the
// specification's problems returned beside it.
function checkDataset(
  file: string,
  json: unknown,
  allowViolations: boolean,
): { dataset: Dataset; violations: CappedIssues | null } {
  const checked = validate(DatasetSchema, json);
  if (checked.ok) return { dataset: checked.value, violations: null };
  if (!allowViolations) throw invalid(file, checked.issues, checked.total);
  const servable = validate(ServableDatasetSchema, json);
  if (!servable.ok) throw invalid(file, servable.issues, servable.total);
  // Served as the file holds it: the server reads only the fields it rewrites, checking their types.
  return { dataset: servable.value as Dataset, violations: { issues: checked.issues, total: checked.total } };
}

// A wrong `format` means the file is something else entirely: say that, not fifty field errors.
function assertKnownFormat(file: string, json: unknown): void {
  const format =
    typeof json === 'object' && json !== null ? (json as { format?: unknown }).format : undefined;
  if (format === DATASET_FORMAT) return;
  const found = format === undefined ? 'no "format" field' : `format ${JSON.stringify(format)}`;
  throw new AppError('DATASET_INVALID', `${file}: not a Retail Inspector dataset (${found})`, [
    `format: expected "${DATASET_FORMAT}"`,
  ]);
}

// The references that name files not in `embedded`; assets_url is a root URL, not a file, so it is
// not looked up. A value that is not a string (a dataset served with its violations) names no file,
// nor one kept as an installation sent it (`received`).
function fileReferences(
  info: DatasetInfo,
  categories: readonly DatasetCategory[],
  received: AsReceivedFields,
  embedded: ReadonlyMap<string, Asset>,
): AssetReference[] {
  const refs: AssetReference[] = [];
  const logo: unknown = info.logo;
  if (
    typeof logo === 'string' &&
    !embedded.has(logo) &&
    isRelativeReference(logo) &&
    !received.info.has('logo')
  )
    refs.push({ jsonPath: ['info', 'logo'], reference: logo });
  categories.forEach((category, index) => {
    const image: unknown = category.image;
    // A capture's images are all embedded: nothing is listed for them.
    if (
      typeof image === 'string' &&
      !embedded.has(image) &&
      isRelativeReference(image) &&
      !received.categories.has(index)
    ) {
      refs.push({ jsonPath: ['categories', index, 'image'], reference: image });
    }
  });
  return refs;
}

// `issues` are the first problems of `total`.
function invalid(file: string, issues: readonly PathIssue[], total: number): AppError {
  const lines = issueLines(issues, 20, total);
  const count = total === 1 ? '1 problem' : `${total} problems`;
  return new AppError('DATASET_INVALID', `${file}: ${count}: ${lines[0]}`, lines);
}

/**
 * Loads a dataset (docs/dataset-format.md) for the embedded server: reads it with a size cap, validates it
 * against the shared schema and reads every image it names. Throws AppError('DATASET_INVALID') whose
 * message names the file and whose details name the JSON path of every problem.
 */
import { dirname, resolve } from 'node:path';
import {
  DATASET_FORMAT,
  DatasetSchema,
  type DatasetCategory,
  type DatasetInfo,
} from '../../../shared/dataset';
import type { DatasetSource } from '../../../shared/dataset-source';
import { issueLines, type PathIssue } from '../../../shared/issue-path';
import { isRelativeReference } from '../../../shared/text-formats';
import { validate } from '../../../shared/validate';
import { AppError } from '../lib/app-error';
import { decodeEmbeddedAssets, loadDiskAssets, type Asset, type AssetReference } from './load-assets';
import { readJsonFile } from './read-json-file';

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
  /** A capture's installation and its own addresses, for comparisons; the server never reads it. */
  readonly source?: DatasetSource;
}

/** Options of loadDataset. */
export interface LoadDatasetOptions {
  /** Largest dataset file plus the image files it names, in bytes. Default 256 MB. */
  readonly maxBytes?: number;
}

/** The default cap on a dataset and its images: big enough for a large captured installation. */
export const DEFAULT_MAX_DATASET_BYTES = 256_000_000;

/** Reads, validates and resolves the dataset in `file`. */
export async function loadDataset(file: string, options: LoadDatasetOptions = {}): Promise<LoadedDataset> {
  const path = resolve(file);
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_DATASET_BYTES;
  const { value: json, bytes } = await readJsonFile(path, maxBytes);
  assertKnownFormat(path, json);
  const checked = validate(DatasetSchema, json);
  if (!checked.ok) throw invalid(path, checked.issues);
  const dataset = checked.value;

  const issues: PathIssue[] = [];
  const assets = decodeEmbeddedAssets(dataset.assets ?? {}, issues);
  // The file and the images it names share one cap.
  const imageBudget = maxBytes - bytes;
  await loadDiskAssets(
    dirname(path),
    fileReferences(dataset.info, dataset.categories),
    assets,
    issues,
    imageBudget,
  );
  if (issues.length > 0) throw invalid(path, issues);

  return {
    file: path,
    info: dataset.info,
    categories: dataset.categories,
    tokens: dataset.auth?.tokens ?? [],
    assets,
    ...(dataset.source ? { source: dataset.source } : {}),
  };
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

// The references that name files; assets_url is a root URL, not a file, so it is not looked up.
function fileReferences(info: DatasetInfo, categories: readonly DatasetCategory[]): AssetReference[] {
  const refs: AssetReference[] = [];
  if (isRelativeReference(info.logo)) refs.push({ jsonPath: ['info', 'logo'], reference: info.logo });
  categories.forEach((category, index) => {
    if (category.image !== null && isRelativeReference(category.image)) {
      refs.push({ jsonPath: ['categories', index, 'image'], reference: category.image });
    }
  });
  return refs;
}

function invalid(file: string, issues: PathIssue[]): AppError {
  const lines = issueLines(issues);
  const count = issues.length === 1 ? '1 problem' : `${issues.length} problems`;
  return new AppError('DATASET_INVALID', `${file}: ${count}: ${lines[0]}`, lines);
}

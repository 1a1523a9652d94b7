/**
 * Turns one load of an installation (its info and categories, optionally image bytes) into the
 * dataset a snapshot stores: the dataset format, every echo of a saved token masked (in strings and
 * numbers; a token under 8 characters only as an et_auth_token value, see redact.ts), keys in
 * a fixed order, compact JSON. The same installation content always gives the same text, so its
 * SHA-256 tells an unchanged load from a changed one.
 */
import { createHash } from 'node:crypto';
import {
  DATASET_FORMAT,
  DatasetSchema,
  type Dataset,
  type DatasetCategory,
  type DatasetInfo,
} from '../../../shared/dataset';
import { issueLines } from '../../../shared/issue-path';
import { validate } from '../../../shared/validate';
import { maskNumber } from '../client/redact';
import { AppError } from '../lib/app-error';

/** One load: the info record (with or without `status`) and the categories in the installation's order. */
export interface LoadContent {
  readonly info: Readonly<Record<string, unknown>>;
  readonly categories: readonly Readonly<Record<string, unknown>>[];
}

/** A dataset as a snapshot keeps it, its text and that text's SHA-256 (hex). */
export interface NormalizedSnapshot {
  readonly dataset: Dataset;
  readonly text: string;
  readonly hash: string;
}

/**
 * The dataset of `load` with `mask` applied to every string. Throws AppError('INTERNAL') when the
 * result is not a valid dataset (it then is not stored).
 */
export function snapshotDataset(load: LoadContent, mask: (text: string) => string): Dataset {
  const { status: _status, ...info } = load.info;
  const candidate = {
    format: DATASET_FORMAT,
    info: masked(info, mask),
    categories: load.categories.map((row) => masked(row, mask)),
  };
  const checked = validate(DatasetSchema, candidate);
  if (!checked.ok) {
    const lines = issueLines(checked.issues);
    throw new AppError('INTERNAL', `the load is not a valid dataset: ${lines[0]}`, lines);
  }
  return checked.value;
}

/** The text and hash of `dataset` with its keys in a fixed order (no `auth`: a snapshot has none). */
export function normalizeSnapshot(dataset: Dataset): NormalizedSnapshot {
  const ordered: Dataset = {
    format: DATASET_FORMAT,
    info: sortedKeys(dataset.info) as DatasetInfo,
    categories: dataset.categories.map((row) => sortedKeys(row) as DatasetCategory),
    ...(dataset.assets && Object.keys(dataset.assets).length > 0
      ? { assets: sortedKeys(dataset.assets) as Record<string, string> }
      : {}),
  };
  const text = JSON.stringify(ordered) + '\n';
  return { dataset: ordered, text, hash: createHash('sha256').update(text).digest('hex') };
}

// A plain loop: at 100,000 rows, Object.entries and fromEntries would cost several times more.
function masked(record: Readonly<Record<string, unknown>>, mask: (text: string) => string) {
  const out = Object.create(null) as Record<string, unknown>;
  for (const key in record) {
    if (Object.hasOwn(record, key)) out[mask(key)] = maskValue(record[key], mask);
  }
  return out;
}

function maskValue(value: unknown, mask: (text: string) => string): unknown {
  if (typeof value === 'string') return mask(value);
  if (typeof value === 'number') return maskNumber(value, mask);
  if (Array.isArray(value)) return value.map((item) => maskValue(item, mask));
  if (typeof value === 'object' && value !== null) return masked(value as Record<string, unknown>, mask);
  return value;
}

function sortedKeys(record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(record).sort()) out[key] = record[key];
  return out;
}

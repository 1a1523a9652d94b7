/**
 * Turns one load of an installation (its info and categories) into the dataset a snapshot stores:
 * the dataset format with the real values, only echoes of saved tokens masked (in strings and
 * numbers; a token under 8 characters only as an et_auth_token value, see redact.ts), keys in a
 * fixed order, compact JSON. The same installation content always gives the same text, so its
 * SHA-256 tells an unchanged load from a changed one. Records are copied without a prototype, so a
 * field named `__proto__` or `constructor` is kept as any other field.
 */
import { createHash } from 'node:crypto';
import { DATASET_FORMAT, DatasetSchema, type Dataset } from '../../../shared/dataset';
import { issueLines } from '../../../shared/issue-path';
import { validate } from '../../../shared/validate';
import { maskNumber } from '../client/redact';
import { AppError } from '../lib/app-error';

/** One load: the info record (with or without `status`) and the categories in the installation's order. */
export interface LoadContent {
  readonly info: Readonly<Record<string, unknown>>;
  readonly categories: readonly Readonly<Record<string, unknown>>[];
}

/**
 * Masks what data must not keep: an echo of a saved token in a text (redact.ts: a token under 8
 * characters only as an et_auth_token value, never inside data). Numbers go through it as their
 * decimal text.
 */
export type DataMask = (text: string) => string;

/** A dataset as a snapshot keeps it, its text and that text's SHA-256 (hex). */
export interface NormalizedSnapshot {
  readonly dataset: Dataset;
  readonly text: string;
  readonly hash: string;
}

/**
 * The dataset of `load`, with `mask` applied to every string, key and number. Throws
 * AppError('INTERNAL') when the result is not a valid dataset (it then is not stored).
 */
export function snapshotDataset(load: LoadContent, mask: DataMask): Dataset {
  const info = maskedCopy(load.info, mask) as Record<string, unknown>;
  delete info.status;
  const candidate = {
    format: DATASET_FORMAT,
    info,
    categories: load.categories.map((row) => maskedCopy(row, mask)),
  };
  const checked = validate(DatasetSchema, candidate);
  if (!checked.ok) {
    const lines = issueLines(checked.issues);
    throw new AppError('INTERNAL', `the load is not a valid dataset: ${lines[0]}`, lines);
  }
  // The candidate itself, not the schema's copy: that copy drops a field named `__proto__`.
  return candidate as unknown as Dataset;
}

/** The text and hash of `dataset` with its keys in a fixed order (no `auth`: a snapshot has none). */
export function normalizeSnapshot(dataset: Dataset): NormalizedSnapshot {
  const ordered = {
    format: DATASET_FORMAT,
    info: sortedKeys(dataset.info),
    categories: dataset.categories.map((row) => sortedKeys(row)),
    ...(dataset.assets && Object.keys(dataset.assets).length > 0
      ? { assets: sortedKeys(dataset.assets) }
      : {}),
  } as unknown as Dataset;
  const text = JSON.stringify(ordered) + '\n';
  return { dataset: ordered, text, hash: createHash('sha256').update(text).digest('hex') };
}

type Slot = [source: unknown, target: Record<string, unknown> | unknown[], key: string | number];

// A loop over a work list rather than recursion: nesting as deep as an answer may have cannot
// overflow the stack. Keys are placed in order first, then filled, so the order is kept.
function maskedCopy(value: unknown, mask: DataMask): unknown {
  const top: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const work: Slot[] = [[value, top, 'value']];
  while (work.length > 0) {
    const [source, target, key] = work.pop()!;
    let copy: unknown = source;
    if (typeof source === 'string') copy = mask(source);
    else if (typeof source === 'number') copy = maskNumber(source, mask);
    else if (Array.isArray(source)) {
      const list: unknown[] = new Array<unknown>(source.length);
      source.forEach((item, index) => work.push([item, list, index]));
      copy = list;
    } else if (typeof source === 'object' && source !== null) {
      const record = Object.create(null) as Record<string, unknown>;
      for (const field of Object.keys(source)) {
        const name = mask(field);
        record[name] = null;
        work.push([(source as Record<string, unknown>)[field], record, name]);
      }
      copy = record;
    }
    (target as Record<string | number, unknown>)[key] = copy;
  }
  return top.value;
}

function sortedKeys(record: object): Record<string, unknown> {
  const out = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(record).sort()) out[key] = (record as Record<string, unknown>)[key];
  return out;
}

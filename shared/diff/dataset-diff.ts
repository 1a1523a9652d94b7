/**
 * The diff engine: settings and categories of two sides compared in one pass over each list.
 * Categories are matched by `id`; a repeated id is reported in `duplicateIds` and its rows are
 * matched occurrence by occurrence (the first with the first), never merged into one. A change of
 * order is one flag, not a list. Images and addresses (`image`, `logo`, `assets_url`) are compared
 * by the sides' address keys: by content where both hold the bytes, else by the address relative
 * to each side's origin (address-key.ts). Pure and synchronous; never throws on well-typed input.
 */
import { sameAddress } from './address-key';
import {
  IMAGE_HASH_FIELD,
  LOGO_HASH_FIELD,
  type AddressKey,
  type CategoryChange,
  type CategoryRow,
  type DatasetDiff,
  type DiffSide,
  type FieldChange,
} from './diff-types';
import { fieldChanges } from './field-changes';
import { shownRow } from './shown-row';
import { ownValue } from '../own-fields';

const INFO_ADDRESSES: ReadonlySet<string> = new Set(['logo', 'assets_url']);
const ROW_ADDRESSES: ReadonlySet<string> = new Set(['image']);

/** What changed from `before` to `after`. */
export function diffDatasets(before: DiffSide, after: DiffSide): DatasetDiff {
  const info = infoChanges(before, after);
  const categories = diffCategories(before, after);
  const { added, removed, changed, reordered } = categories;
  return {
    identical:
      info.length === 0 && added.length === 0 && removed.length === 0 && changed.length === 0 && !reordered,
    info,
    categories,
    counts: {
      before: before.categories.length,
      after: after.categories.length,
      added: added.length,
      removed: removed.length,
      changed: changed.length,
    },
  };
}

function infoChanges(before: DiffSide, after: DiffSide): FieldChange[] {
  const changes = fieldChanges(before.info, after.info, INFO_ADDRESSES) ?? [];
  const logo = addressChanges(
    'logo',
    LOGO_HASH_FIELD,
    before.logo ?? plainKey(before.info, 'logo'),
    after.logo ?? plainKey(after.info, 'logo'),
  );
  const assetsUrl = addressChanges(
    'assets_url',
    null,
    before.assetsUrl ?? plainKey(before.info, 'assets_url'),
    after.assetsUrl ?? plainKey(after.info, 'assets_url'),
  );
  return [...changes, ...(logo ?? []), ...(assetsUrl ?? [])];
}

function diffCategories(before: DiffSide, after: DiffSide): DatasetDiff['categories'] {
  const was = before.categories;
  const now = after.categories;
  const index = indexById(was);
  const matched = new Uint8Array(was.length);
  // Marks, per id of `before` (at its first row), that `after` has used it once: a second use is a repeat.
  const seenAfter = new Uint8Array(was.length);
  const addedIds = new Set<string>();
  const duplicateAfter = new Set<string>();
  const added: CategoryRow[] = [];
  const changed: CategoryChange[] = [];
  let lastMatched = -1;
  let reordered = false;
  for (let j = 0; j < now.length; j++) {
    const row = now[j]!;
    // Rows mostly follow each other as before: the row after the last one matched is tried first,
    // and the index asked only when it is not this id (or ids repeat, when the index must choose).
    const next = lastMatched + 1;
    const first =
      !index.repeats && next < was.length && was[next]!.id === row.id ? next : index.first.get(row.id);
    if (first === undefined) {
      if (addedIds.has(row.id)) duplicateAfter.add(row.id);
      else addedIds.add(row.id);
      added.push(shownRow(row, after.images?.[j]));
      continue;
    }
    if (seenAfter[first]) duplicateAfter.add(row.id);
    seenAfter[first] = 1;
    const k = unmatchedRow(first, index.repeats?.get(row.id), matched);
    if (k === undefined) {
      added.push(shownRow(row, after.images?.[j]));
      continue;
    }
    matched[k] = 1;
    if (k < lastMatched) reordered = true;
    lastMatched = k;
    const changes = rowChanges(was[k]!, row, before.images?.[k], after.images?.[j]);
    if (changes) changed.push({ id: row.id, changes });
  }
  const removed: CategoryRow[] = [];
  for (let k = 0; k < was.length; k++) if (!matched[k]) removed.push(shownRow(was[k]!, before.images?.[k]));
  return {
    added,
    removed,
    changed,
    duplicateIds: { before: [...(index.repeats?.keys() ?? [])], after: [...duplicateAfter] },
    reordered,
  };
}

interface IdIndex {
  /** Each id's first row. */
  readonly first: Map<string, number>;
  /** Every row of each id held by more than one, in order; undefined when no id repeats. */
  readonly repeats: Map<string, number[]> | undefined;
}

function indexById(rows: readonly CategoryRow[]): IdIndex {
  const first = new Map<string, number>();
  let repeats: Map<string, number[]> | undefined;
  for (let k = 0; k < rows.length; k++) {
    const id = rows[k]!.id;
    const seen = first.get(id);
    if (seen === undefined) {
      first.set(id, k);
      continue;
    }
    repeats ??= new Map();
    const list = repeats.get(id);
    if (list) list.push(k);
    else repeats.set(id, [seen, k]);
  }
  return { first, repeats };
}

// The next row of `before` with this id that no row of `after` has taken yet.
function unmatchedRow(first: number, rows: number[] | undefined, matched: Uint8Array): number | undefined {
  if (!rows) return matched[first] ? undefined : first;
  return rows.find((k) => !matched[k]);
}

function rowChanges(
  was: CategoryRow,
  now: CategoryRow,
  keyBefore: AddressKey | undefined,
  keyAfter: AddressKey | undefined,
): FieldChange[] | undefined {
  const changes = fieldChanges(was, now, ROW_ADDRESSES);
  const image = addressChanges(
    'image',
    IMAGE_HASH_FIELD,
    keyBefore ?? plainKey(was, 'image'),
    keyAfter ?? plainKey(now, 'image'),
  );
  if (!image) return changes;
  return changes ? [...changes, ...image] : image;
}

// A side that says nothing of its addresses: the field is compared as it stands (missing: undefined).
function plainKey(record: Readonly<Record<string, unknown>>, field: string): AddressKey {
  return { shown: ownValue(record, field) };
}

/**
 * The changes of one address: none when the keys say it is the same image or address. New bytes
 * are reported under `hashField` (before and after hash), a new address under `field` with the
 * values each side shows.
 */
function addressChanges(
  field: string,
  hashField: string | null,
  before: AddressKey,
  after: AddressKey,
): FieldChange[] | undefined {
  if (sameAddress(before, after)) return undefined;
  const changes: FieldChange[] = [];
  const bytesDiffer = before.hash !== undefined && after.hash !== undefined;
  if (!bytesDiffer || before.shown !== after.shown) {
    changes.push({ field, before: before.shown ?? null, after: after.shown ?? null });
  }
  if (bytesDiffer && hashField !== null) {
    changes.push({ field: hashField, before: before.hash, after: after.hash });
  }
  return changes;
}

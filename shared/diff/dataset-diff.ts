/**
 * The diff engine: settings and categories of two sides compared in one pass over each list.
 * Categories are matched by `id`; a repeated id is reported in `duplicateIds` and its rows are
 * matched occurrence by occurrence (the first with the first), never merged into one. A change of
 * order is one flag, not a list. Pure and synchronous; never throws on well-typed input.
 */
import {
  IMAGE_HASH_FIELD,
  LOGO_HASH_FIELD,
  type CategoryChange,
  type CategoryRow,
  type DatasetDiff,
  type DiffSide,
  type FieldChange,
} from './diff-types';
import { fieldChanges } from './field-changes';

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
  const changes = fieldChanges(before.info, after.info) ?? [];
  if (before.logoHash && after.logoHash && before.logoHash !== after.logoHash) {
    changes.push({ field: LOGO_HASH_FIELD, before: before.logoHash, after: after.logoHash });
  }
  return changes;
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
    const first = index.first.get(row.id);
    if (first === undefined) {
      if (addedIds.has(row.id)) duplicateAfter.add(row.id);
      else addedIds.add(row.id);
      added.push(row);
      continue;
    }
    if (seenAfter[first]) duplicateAfter.add(row.id);
    seenAfter[first] = 1;
    const k = unmatchedRow(first, index.repeats?.get(row.id), matched);
    if (k === undefined) {
      added.push(row);
      continue;
    }
    matched[k] = 1;
    if (k < lastMatched) reordered = true;
    lastMatched = k;
    const changes = rowChanges(was[k]!, row, before.imageHashes?.[k], after.imageHashes?.[j]);
    if (changes) changed.push({ id: row.id, changes });
  }
  const removed: CategoryRow[] = [];
  for (let k = 0; k < was.length; k++) if (!matched[k]) removed.push(was[k]!);
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
  hashBefore: string | null | undefined,
  hashAfter: string | null | undefined,
): FieldChange[] | undefined {
  const changes = fieldChanges(was, now);
  if (!hashBefore || !hashAfter || hashBefore === hashAfter) return changes;
  return [...(changes ?? []), { field: IMAGE_HASH_FIELD, before: hashBefore, after: hashAfter }];
}

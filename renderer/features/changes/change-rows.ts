// The category changes of a diff as one list to filter, search and virtualize: each added, removed
// or changed category one row, with the text a search looks in (lower-cased once, not per keystroke).
import type { CategoryRow, DatasetDiff, FieldChange } from '../../../shared/diff/diff-types';

export type ChangeKind = 'added' | 'removed' | 'changed';
export type ChangeFilter = ChangeKind | 'all';

export interface ChangeRow {
  readonly kind: ChangeKind;
  readonly id: string;
  /** The category's name where the diff carries it (added, removed, or a changed name's new one). */
  readonly name: string | null;
  /** The fields of a changed category; for an added or removed one its row's fields. */
  readonly fields: readonly FieldChange[];
  readonly searchText: string;
}

const ROW_FIELDS = ['code', 'name', 'slug', 'image'] as const;

/** Every category change of `diff`: added, then removed, then changed. */
export function changeRows(diff: DatasetDiff): ChangeRow[] {
  const rows: ChangeRow[] = [];
  for (const row of diff.categories.added) rows.push(whole('added', row));
  for (const row of diff.categories.removed) rows.push(whole('removed', row));
  for (const { id, changes } of diff.categories.changed) {
    const name = changes.find((change) => change.field === 'name');
    rows.push({
      kind: 'changed',
      id,
      name: name ? text(name.after) : null,
      fields: changes,
      searchText: [id, ...changes.flatMap((c) => [c.field, text(c.before), text(c.after)])]
        .join('\n')
        .toLowerCase(),
    });
  }
  return rows;
}

function whole(kind: 'added' | 'removed', row: CategoryRow): ChangeRow {
  const fields = ROW_FIELDS.map((field) =>
    kind === 'added'
      ? { field, before: null, after: row[field] ?? null }
      : { field, before: row[field] ?? null, after: null },
  );
  return {
    kind,
    id: row.id,
    name: text(row.name) || null,
    fields,
    searchText: [row.id, ...ROW_FIELDS.map((field) => text(row[field]))].join('\n').toLowerCase(),
  };
}

// Every row's height is known from its fields (changes.css sets the same sizes), so the list never
// measures: measuring 100,000 rows as they scroll by costs layouts, and rows that never change
// height need none.
/** Padding and border of a row, its head line, one field line, a changed image's pictures (px). */
export const ROW_SIZES = { frame: 17, head: 26, field: 20, image: 132 } as const;

/** The fields a row shows: every field of a changed row; an added or removed row's name is its title. */
export function shownFields(row: ChangeRow): readonly FieldChange[] {
  return row.kind === 'changed' ? row.fields : row.fields.filter((f) => f.field !== 'name');
}

/** The height of `row` in the list, in px. */
export function rowHeight(row: ChangeRow): number {
  let height = ROW_SIZES.frame + ROW_SIZES.head;
  for (const field of shownFields(row))
    height += row.kind === 'changed' && field.field === 'image' ? ROW_SIZES.image : ROW_SIZES.field;
  return height;
}

/** The rows of `filter` whose text holds `query` (case-insensitive); all of them for an empty query. */
export function filterRows(rows: readonly ChangeRow[], filter: ChangeFilter, query: string): ChangeRow[] {
  const needle = query.trim().toLowerCase();
  return rows.filter(
    (row) => (filter === 'all' || row.kind === filter) && (needle === '' || row.searchText.includes(needle)),
  );
}

/** A value as shown: a string as it is, nothing as "", anything else as JSON. */
export function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

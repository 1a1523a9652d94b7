// The category changes of a diff as one list to filter, search and virtualize: each added, removed
// or changed category one row, with the text a search looks in (lower-cased once, not per keystroke).
import {
  IMAGE_HASH_FIELD,
  type CategoryRow,
  type DatasetDiff,
  type FieldChange,
} from '../../../shared/diff/diff-types';
import { words, type Words } from '../../i18n/words';

export type ChangeKind = 'added' | 'removed' | 'changed';
export type ChangeFilter = ChangeKind | 'all';

export interface ChangeRow {
  readonly kind: ChangeKind;
  readonly id: string;
  /** The category's name (a renamed one's new name); null where neither side names it. */
  readonly name: string | null;
  /** A renamed category's old name; null otherwise. */
  readonly renamedFrom: string | null;
  /** The fields of a changed category; for an added or removed one its row's fields. */
  readonly fields: readonly FieldChange[];
  readonly searchText: string;
}

const ROW_FIELDS = ['code', 'name', 'slug', 'image'] as const;

/**
 * Every category change of `diff`: added, then removed, then changed; `names` holds the name of each
 * changed category (the comparison's names), for a heading that is not only an id.
 */
export function changeRows(diff: DatasetDiff, names: ReadonlyMap<string, string>): ChangeRow[] {
  const rows: ChangeRow[] = [];
  for (const row of diff.categories.added) rows.push(whole('added', row));
  for (const row of diff.categories.removed) rows.push(whole('removed', row));
  for (const { id, changes } of diff.categories.changed) {
    const renamed = changes.find((change) => change.field === 'name');
    const name = renamed ? text(renamed.after) : (names.get(id) ?? null);
    rows.push({
      kind: 'changed',
      id,
      name,
      renamedFrom: renamed ? text(renamed.before) : null,
      fields: changes,
      searchText: [id, name ?? '', ...changes.flatMap((c) => [c.field, text(c.before), text(c.after)])]
        .join('\n')
        .toLowerCase(),
    });
  }
  return rows;
}

/** A row's heading: "Käse → Bergkäse" for a renamed category, else its name, else its id. */
export function rowTitle(row: ChangeRow): Words | string {
  if (row.renamedFrom !== null) {
    const noName = words('changes.item.noName');
    // The arrow reads the same in every language.
    return words('changes.item.renamed', { from: row.renamedFrom || noName, to: row.name || noName });
  }
  return row.name || words('changes.item.category', { id: row.id });
}

/** The field of a changed row whose line shows the pictures (its address, else its bytes), or null. */
export function pictureField(row: ChangeRow): string | null {
  if (row.kind !== 'changed') return null;
  if (row.fields.some((f) => f.field === 'image')) return 'image';
  return row.fields.some((f) => f.field === IMAGE_HASH_FIELD) ? IMAGE_HASH_FIELD : null;
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
    renamedFrom: null,
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
  const pictures = pictureField(row);
  for (const field of shownFields(row))
    height += field.field === pictures ? ROW_SIZES.image : ROW_SIZES.field;
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

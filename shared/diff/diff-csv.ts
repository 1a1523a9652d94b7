/**
 * A dataset diff as CSV for spreadsheets: one row per change, `kind,id,field,before,after`. Settings
 * changes have kind "setting" and no id; an added or removed category is one row with its name in
 * `after` or `before`; a changed category is one row per field. Cells are escaped as the category
 * export escapes them (csvCell: quoting, formula-injection safe) and the file starts with the UTF-8
 * byte order mark, so spreadsheets read non-ASCII names correctly.
 */
import { CSV_BOM, csvCell } from '../export/category-csv';
import { ownValue } from '../own-fields';
import type { CategoryRow, DatasetDiff } from './diff-types';

/** The header row's columns. */
export const DIFF_CSV_FIELDS = ['kind', 'id', 'field', 'before', 'after'] as const;

/** The whole file: BOM, header, one row per change, each line ending CRLF. */
export function diffCsv(diff: DatasetDiff): string {
  const lines = [DIFF_CSV_FIELDS.join(',')];
  const push = (kind: string, id: string, field: string, before: unknown, after: unknown) =>
    lines.push([kind, id, field, before, after].map(csvCell).join(','));
  for (const change of diff.info) push('setting', '', change.field, change.before, change.after);
  for (const row of diff.categories.added) push('added', row.id, 'name', null, nameOf(row));
  for (const row of diff.categories.removed) push('removed', row.id, 'name', nameOf(row), null);
  for (const { id, changes } of diff.categories.changed)
    for (const change of changes) push('changed', id, change.field, change.before, change.after);
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

function nameOf(row: CategoryRow): unknown {
  return ownValue(row, 'name') ?? null;
}

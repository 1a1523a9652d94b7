/**
 * A dataset diff as Markdown to paste into a ticket: what was compared, the counts, then tables of
 * settings changes and of added, removed and changed categories. Every value from a dataset or an
 * installation is made printable (terminalText) and set as an inline code span with its pipes
 * escaped, and every label escaped, so no value can break a table, become markup or reach a terminal
 * as a control sequence. Long lists are cut at `maxRows` per table with a count of the rest.
 */
import { ownValue } from '../own-fields';
import { codeSpan, escapeMarkdown } from '../markdown-text';
import { terminalText } from '../terminal-text';
import type { CategoryRow, DatasetDiff, FieldChange } from './diff-types';

/** What the two sides were, as the user named them. */
export interface DiffLabels {
  readonly before: string;
  readonly after: string;
}

/** The default number of rows of each table. */
export const MARKDOWN_MAX_ROWS = 500;
const CELL_CHARS = 300;

/** `diff` between `labels.before` and `labels.after` as a Markdown document. */
export function diffMarkdown(diff: DatasetDiff, labels: DiffLabels, maxRows = MARKDOWN_MAX_ROWS): string {
  const { categories: c, counts } = diff;
  const lines = [
    '## Changes',
    '',
    `- **A (before):** ${text(labels.before)}`,
    `- **B (after):** ${text(labels.after)}`,
    `- **Result:** ${diff.identical ? 'identical' : 'different'}`,
    '',
    '| Categories A | Categories B | Added | Removed | Changed | Order changed |',
    '| ---: | ---: | ---: | ---: | ---: | --- |',
    `| ${counts.before} | ${counts.after} | ${counts.added} | ${counts.removed} | ${counts.changed} | ${c.reordered ? 'yes' : 'no'} |`,
  ];
  if (c.duplicateIds.before.length > 0 || c.duplicateIds.after.length > 0) {
    lines.push('', '### Repeated category ids', '');
    if (c.duplicateIds.before.length > 0) lines.push(`- A: ${idList(c.duplicateIds.before)}`);
    if (c.duplicateIds.after.length > 0) lines.push(`- B: ${idList(c.duplicateIds.after)}`);
  }
  section(
    lines,
    `Settings changed (${diff.info.length})`,
    ['Field', 'Before', 'After'],
    diff.info,
    maxRows,
    changeCells,
  );
  const rowHead = ['ID', 'Code', 'Name', 'Slug', 'Image'];
  section(lines, `Categories added (${c.added.length})`, rowHead, c.added, maxRows, rowCells);
  section(lines, `Categories removed (${c.removed.length})`, rowHead, c.removed, maxRows, rowCells);
  const changes = c.changed.flatMap((change) => change.changes.map((field) => ({ id: change.id, field })));
  section(
    lines,
    `Categories changed (${c.changed.length})`,
    ['ID', 'Field', 'Before', 'After'],
    changes,
    maxRows,
    ({ id, field }) => [value(id), ...changeCells(field)],
  );
  return lines.join('\n');
}

function section<T>(
  lines: string[],
  title: string,
  head: readonly string[],
  items: readonly T[],
  maxRows: number,
  cells: (item: T) => readonly string[],
): void {
  if (items.length === 0) return;
  lines.push('', `### ${title}`, '', `| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`);
  for (const item of items.slice(0, maxRows)) lines.push(`| ${cells(item).join(' | ')} |`);
  if (items.length > maxRows)
    lines.push('', `… and ${items.length - maxRows} more rows (the JSON form lists all).`);
}

function changeCells(change: FieldChange): string[] {
  return [text(change.field), value(change.before), value(change.after)];
}

function rowCells(row: CategoryRow): string[] {
  return ROW_FIELDS.map((field) => value(ownValue(row, field)));
}

const ROW_FIELDS = ['id', 'code', 'name', 'slug', 'image'] as const;

function idList(ids: readonly string[]): string {
  return ids.map(value).join(', ');
}

// A value from a side: printable, then literal; a missing one and an empty string each say so.
function value(raw: unknown): string {
  if (raw === null || raw === undefined) return '*none*';
  const shown = typeof raw === 'string' ? raw : (JSON.stringify(raw) ?? typeof raw);
  if (shown === '') return '*empty*';
  return codeSpan(terminalText(shown, CELL_CHARS));
}

function text(raw: string): string {
  return escapeMarkdown(terminalText(raw, CELL_CHARS));
}

/**
 * `retail-inspector diff`'s human summary: what was compared, the settings that changed, then the
 * categories added, removed and changed (each list cut at a few dozen lines; --json and --markdown
 * list all). Every value from a side is escaped and cut where it is interpolated (terminalText).
 */
import { categoryLabel, diffValueText } from '../../shared/diff/diff-values';
import type { DatasetDiff, FieldChange } from '../../shared/diff/diff-types';
import type { DiffLabels } from '../../shared/diff/diff-markdown';
import { terminalText } from '../../shared/terminal-text';

const LIST_LINES = 30;
const VALUE_CHARS = 200;

/** The summary's lines. */
export function diffSummaryLines(diff: DatasetDiff, labels: DiffLabels): string[] {
  const { categories: c, counts } = diff;
  const lines = [
    `A: ${terminalText(labels.before, VALUE_CHARS)} (${counts.before} categories)`,
    `B: ${terminalText(labels.after, VALUE_CHARS)} (${counts.after} categories)`,
    `Settings: ${diff.info.length === 0 ? 'no change' : `${diff.info.length} changed`}`,
    ...capped(diff.info.map((change) => `  ${changeText(change)}`)),
    `Categories: ${counts.added} added, ${counts.removed} removed, ${counts.changed} changed` +
      (c.reordered ? '; the order changed' : ''),
  ];
  if (c.duplicateIds.before.length > 0) lines.push(`  Repeated ids in A: ${idList(c.duplicateIds.before)}`);
  if (c.duplicateIds.after.length > 0) lines.push(`  Repeated ids in B: ${idList(c.duplicateIds.after)}`);
  const rows = [
    ...c.added.map((row) => `  added    ${terminalText(categoryLabel(row), VALUE_CHARS)}`),
    ...c.removed.map((row) => `  removed  ${terminalText(categoryLabel(row), VALUE_CHARS)}`),
    ...c.changed.map(
      (change) =>
        `  changed  id ${terminalText(change.id, VALUE_CHARS)}: ${change.changes.map(changeText).join('; ')}`,
    ),
  ];
  lines.push(...capped(rows));
  lines.push(`Result: ${diff.identical ? 'identical' : 'different'}`);
  return lines;
}

function changeText(change: FieldChange): string {
  const show = (value: unknown) => terminalText(diffValueText(value), VALUE_CHARS);
  return `${terminalText(change.field, VALUE_CHARS)} ${show(change.before)} -> ${show(change.after)}`;
}

function idList(ids: readonly string[]): string {
  const shown = ids.slice(0, LIST_LINES).map((id) => terminalText(id, VALUE_CHARS));
  return shown.join(', ') + (ids.length > LIST_LINES ? ` and ${ids.length - LIST_LINES} more` : '');
}

function capped(lines: string[]): string[] {
  if (lines.length <= LIST_LINES) return lines;
  const more = lines.length - LIST_LINES;
  return [...lines.slice(0, LIST_LINES), `  ... and ${more} more (--json or --markdown lists all)`];
}

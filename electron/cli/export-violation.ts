/**
 * What `export` says on standard error when the installation's categories break the specification's
 * value rules: the rows are written as received all the same (exit 1, as `capture` of such an
 * installation), and these lines say how many rows break it, with its first problems in the words
 * of `check`. Lines quote the installation: the caller escapes and masks them.
 */
import type { CallFailure } from '../../shared/call-result';
import { countText } from '../../shared/count-text';
import { issueLines } from '../../shared/issue-path';
import { faultyRowCount, type ShownCategories } from '../../shared/received-categories';

/** An answer whose readable rows are written although it broke the specification. */
export interface ExportViolation {
  readonly shown: ShownCategories;
  readonly failure: Extract<CallFailure, { kind: 'contract' }>;
}

/** The warning lines: the count, the rows left out (not objects), the first problems. */
export function violationLines({ shown, failure }: ExportViolation): string[] {
  const faulty = faultyRowCount(shown.rows) + shown.unreadable;
  const received = countText(shown.rows.length + shown.unreadable, 'category', 'categories');
  const verb = faulty === 1 ? 'breaks' : 'break';
  // Rows that are not objects are among the faulty ones but not written: say which are.
  const written = faulty - shown.unreadable;
  const which =
    shown.unreadable === 0
      ? 'they are'
      : written > 0
        ? countText(written, 'of them is', 'of them are')
        : null;
  const lines = [
    `Warning: ${faulty.toLocaleString('en-US')} of ${received} ${verb} the specification` +
      (which ? `; ${which} written as the installation sent them.` : '.'),
  ];
  if (shown.unreadable > 0) {
    const rows = countText(shown.unreadable, 'row');
    lines.push(`  ${rows} ${shown.unreadable === 1 ? 'is' : 'are'} not a category record and not written.`);
  }
  for (const line of issueLines(failure.issues, 5, failure.total)) lines.push(`  ${line}`);
  return lines;
}

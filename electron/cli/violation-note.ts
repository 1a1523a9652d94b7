/**
 * The note `diff` and `export --data` print when a dataset file breaks the specification (a faithful
 * capture of an installation that does): it is read as the file holds it, never refused, and the
 * note says so with the first problem and how many there are. Lines for standard error; the values
 * quoted come from the file, so each line is escaped by the caller's writer.
 */
import { issueLines, type CappedIssues } from '../../shared/issue-path';

/** The lines of the note for the dataset `label` ("A (old.json)", "shop.json"), none without problems. */
export function violationNote(label: string, violations: CappedIssues | null): string[] {
  if (violations === null || violations.total === 0) return [];
  const count = violations.total === 1 ? '1 place' : `${violations.total} places`;
  const [first] = issueLines(violations.issues, 1, violations.total);
  return [
    `Note: ${label} breaks the specification in ${count}; it is read as the file holds it.`,
    `  first: ${first ?? ''}`,
  ];
}

/**
 * The violations of a capture as the app shows them: how many values of the installation's answers
 * break the specification (kept as answered in the file), and one line per problem naming the
 * answer, the JSON path and the rule, as `check` words them. The lines quote the installation's
 * values (escaped, cut) but never the token: the caller's masker runs over each. Pure; never throws.
 */
import { issueLines } from '../../../shared/issue-path';
import type { CaptureSummary } from './capture-installation';

/** The count and the lines (at most `limit` per answer, then "... and N more problems"). */
export interface CaptureViolations {
  readonly total: number;
  readonly lines: readonly string[];
}

const ANSWER = { info: 'Settings', categories: 'Categories' } as const;

/** The violations of `summary`, each line passed through `mask`. */
export function captureViolations(
  summary: Pick<CaptureSummary, 'violations'>,
  mask: (text: string) => string,
  limit = 20,
): CaptureViolations {
  let total = 0;
  const lines: string[] = [];
  for (const answer of ['info', 'categories'] as const) {
    const violations = summary.violations[answer];
    if (!violations) continue;
    total += violations.total;
    for (const line of issueLines(violations.issues, limit, violations.total))
      lines.push(mask(`${ANSWER[answer]}: ${line}`));
  }
  return { total, lines };
}

/**
 * Turns schema issues into the one-line messages users see: `categories[3].id: expected numeric
 * text`. Used by the dataset loader, the client's contract-violation result and `check`.
 */
import type { z } from 'zod';

/** A JSON path as text: object keys joined by dots, array indexes in brackets. */
export function formatJsonPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += out ? `.${key}` : key;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out || '(root)';
}

/** One problem found in a document: where it is and what was expected. */
export interface PathIssue {
  readonly path: string;
  readonly message: string;
}

/**
 * How many problems a list keeps: the first ones with their paths, the rest only counted, so an
 * answer with a million bad rows costs a hundred messages, not a million.
 */
export const ISSUE_CAP = 100;

/** The first problems of a document (at most ISSUE_CAP) and how many there are in all. */
export interface CappedIssues {
  readonly issues: PathIssue[];
  readonly total: number;
}

/** Collects problems as found: keeps the first ISSUE_CAP, counts every one. */
export interface IssueCollector extends CappedIssues {
  add(issue: PathIssue): void;
}

/** An empty IssueCollector. */
export function collectIssues(cap = ISSUE_CAP): IssueCollector {
  const issues: PathIssue[] = [];
  let total = 0;
  return {
    issues,
    get total() {
      return total;
    },
    add(issue) {
      total++;
      if (issues.length < cap) issues.push(issue);
    },
  };
}

// The one issue a schema adds for problems it counted without wording them (see moreIssues).
const MORE_ISSUES = 'retail-inspector/more-issues';

/** A zod issue standing for `count` problems found but not worded (schemas that cap their issues). */
export function moreIssues(count: number) {
  return { code: 'custom' as const, message: MORE_ISSUES, path: [], params: { count } };
}

/**
 * Flattens zod issues into path + message pairs (at most `cap`), prefixing each path with `prefix`
 * when given; the total counts the problems a schema counted without wording them (moreIssues).
 */
export function describeIssues(
  issues: readonly z.core.$ZodIssue[],
  prefix: readonly PropertyKey[] = [],
  cap = ISSUE_CAP,
): CappedIssues {
  const out: PathIssue[] = [];
  let total = 0;
  for (const issue of issues) {
    if (issue.code === 'custom' && issue.message === MORE_ISSUES) {
      total += Number((issue.params as { count?: unknown } | undefined)?.count) || 0;
      continue;
    }
    total++;
    if (out.length < cap)
      out.push({ path: formatJsonPath([...prefix, ...issue.path]), message: issueMessage(issue) });
  }
  return { issues: out, total };
}

function issueMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return 'input' in issue && issue.input === undefined
        ? `missing (expected ${issue.expected})`
        : `expected ${issue.expected}, got ${describeValue(issue.input)}`;
    case 'invalid_value':
      return `expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}, got ${describeValue(issue.input)}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`;
    default:
      return 'input' in issue && typeof issue.input === 'string'
        ? `${issue.message}, got ${describeValue(issue.input)}`
        : issue.message;
  }
}

/** A short name for the JSON type of a value, as users read it: "number", "null", "array". */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** A value as a message shows it: its JSON type, and short scalars themselves. */
export function describeValue(value: unknown): string {
  const kind = kindOf(value);
  if (typeof value === 'string') {
    const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
    return `${JSON.stringify(shown)} (string)`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return `${String(value)} (${kind})`;
  return kind;
}

/**
 * At most `limit` issues as text lines, plus a line saying how many more there are: `total` is how
 * many problems `issues` stands for (more than its length when the list was capped).
 */
export function issueLines(issues: readonly PathIssue[], limit = 20, total = issues.length): string[] {
  const lines = issues.slice(0, limit).map((i) => `${i.path}: ${i.message}`);
  const all = Math.max(total, issues.length);
  if (all > lines.length) lines.push(moreProblemsLine(all - lines.length));
  return lines;
}

/** The line that stands for `count` problems not listed. */
export function moreProblemsLine(count: number): string {
  return `... and ${count} more problems`;
}

/**
 * How many problems `lines` (the tail of issueLines' result, or any list of lines) stand for: one
 * per line, and the count a closing "... and N more problems" line names.
 */
export function problemsIn(lines: readonly string[]): number {
  const more = /^\.\.\. and (\d+) more problems$/.exec(lines.at(-1) ?? '');
  return more ? lines.length - 1 + Number(more[1]) : lines.length;
}

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

/** Flattens zod issues into path + message pairs, prefixing each path with `prefix` when given. */
export function describeIssues(
  issues: readonly z.core.$ZodIssue[],
  prefix: readonly PropertyKey[] = [],
): PathIssue[] {
  return issues.map((issue) => ({
    path: formatJsonPath([...prefix, ...issue.path]),
    message: issueMessage(issue),
  }));
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

/** At most `limit` issues as text lines, plus a line saying how many more were left out. */
export function issueLines(issues: readonly PathIssue[], limit = 20): string[] {
  const lines = issues.slice(0, limit).map((i) => `${i.path}: ${i.message}`);
  if (issues.length > limit) lines.push(moreProblemsLine(issues.length - limit));
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

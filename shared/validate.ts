/**
 * Runs a shared schema over untrusted JSON and returns either the typed value or the problems as
 * JSON paths. Never throws: callers turn problems into a typed error of their own.
 */
import type { z } from 'zod';
import { describeIssues, type PathIssue } from './issue-path';
import { keepProtoFields } from './own-fields';

/** The outcome of validating a document against a schema. */
export type Validation<T> = { ok: true; value: T } | { ok: false; issues: PathIssue[] };

/** Validates `value` against `schema`; issue paths start with `prefix` (e.g. ['categories']). */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  prefix: readonly PropertyKey[] = [],
): Validation<z.infer<S>> {
  // reportInput lets messages say what was found ("got 12 (number)"), not only what was expected.
  const result = schema.safeParse(value, { reportInput: true });
  // zod drops a `__proto__` field from the objects it builds; it is data like any other field.
  if (result.success) return { ok: true, value: keepProtoFields(value, result.data) };
  return { ok: false, issues: describeIssues(result.error.issues, prefix) };
}

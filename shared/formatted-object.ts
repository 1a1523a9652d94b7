/**
 * Builds zod schemas whose string fields also carry a TextFormat (shared/text-formats.ts). Formats run
 * in one check per object instead of one zod check per field: on 100,000 rows that keeps validation
 * near the cost of JSON.parse (bench/validation.ts). They run even when another field has the wrong
 * type, so every problem is reported at once, with its path. Problems past ISSUE_CAP are counted, not
 * worded (moreIssues), so a million bad rows never become a million issue objects.
 */
import { z } from 'zod';
import { compileFlatRows } from './flat-row-check';
import { ISSUE_CAP, moreIssues } from './issue-path';
import type { TextFormat } from './text-formats';

type Shape = Record<string, z.ZodType>;
type Formats<S extends Shape> = Partial<Record<keyof S & string, TextFormat>>;
type Mode = 'strip' | 'loose' | 'strict';

/** Options of withFormats. */
export interface ObjectOptions {
  /** Fields outside the shape must be strings too (the system information record: spec 2.1). */
  readonly extraFieldsAreText?: boolean;
}

/** An object schema over `shape` whose string fields named in `formats` must match them. */
export function withFormats<S extends Shape>(
  shape: S,
  formats: Formats<S>,
  mode: Mode = 'strip',
  options: ObjectOptions = {},
) {
  const check = formatChecker(formats);
  const extras = options.extraFieldsAreText ? extraTextChecker(shape) : null;
  return objectSchema(shape, mode).check(
    z.superRefine<Record<string, unknown>>(
      (value, ctx) => {
        check(value, ctx, null);
        extras?.(value, ctx);
      },
      { when: isObjectPayload },
    ),
  );
}

/**
 * An array of objects over `shape`, formats checked with each row. Valid arrays take a fast path
 * derived from the same shape (shared/flat-row-check.ts) and are returned as given, extra fields
 * included. Otherwise only the rows the fast checks refuse go through zod, until ISSUE_CAP problems
 * are worded; the problems of later rows are counted by the fast checks.
 */
export function arrayWithFormats<S extends Shape>(shape: S, formats: Formats<S>, mode: Mode = 'strip') {
  const rowSchema = withFormats(shape, formats, mode);
  const full = z.array(rowSchema);
  const fast = mode === 'strict' ? null : compileFlatRows(shape, formats);
  if (!fast) return full;
  return z
    .custom<z.output<typeof full>>(() => true)
    .superRefine((rows, ctx) => {
      if (fast.rows(rows)) return;
      if (!Array.isArray(rows)) {
        const result = full.safeParse(rows, { reportInput: true });
        if (!result.success) for (const issue of result.error.issues) ctx.addIssue(issue as never);
        return;
      }
      let worded = 0;
      let counted = 0;
      for (let index = 0; index < rows.length; index++) {
        const row: unknown = rows[index];
        if (fast.row(row)) continue;
        if (worded >= ISSUE_CAP) {
          counted += fast.problems(row);
          continue;
        }
        const result = rowSchema.safeParse(row, { reportInput: true });
        if (result.success) continue;
        for (const issue of result.error.issues) {
          ctx.addIssue({ ...issue, path: [index, ...issue.path] } as never);
          worded++;
        }
      }
      if (counted > 0) ctx.addIssue(moreIssues(counted));
    });
}

function objectSchema<S extends Shape>(shape: S, mode: Mode) {
  return mode === 'loose'
    ? z.looseObject(shape)
    : mode === 'strict'
      ? z.strictObject(shape)
      : z.object(shape);
}

function isObjectPayload(payload: { value: unknown }): boolean {
  return typeof payload.value === 'object' && payload.value !== null;
}

type IssueSink = { addIssue: (issue: never) => void };

// Parallel arrays and an indexed loop: this runs once per row, 100,000 times for a big list.
function formatChecker(formats: Record<string, TextFormat | undefined>) {
  const fields = Object.keys(formats);
  const rules = fields.map((field) => formats[field] as TextFormat);
  return (value: Record<string, unknown>, ctx: IssueSink, index: number | null) => {
    for (let i = 0; i < fields.length; i++) {
      const text = value[fields[i]!];
      // null and absent values are the base schema's business (nullable/optional fields).
      if (typeof text === 'string' && !rules[i]!.test(text)) {
        const path = index === null ? [fields[i]!] : [index, fields[i]!];
        const reason = rules[i]!.reason?.(text);
        const message = reason ? `${rules[i]!.message} (${reason})` : rules[i]!.message;
        ctx.addIssue({ code: 'custom', message, input: text, path } as never);
      }
    }
  };
}

// A field outside the shape that is not a string is one problem, worded as zod words a wrong type.
function extraTextChecker(shape: Shape) {
  const known = new Set(Object.keys(shape));
  return (value: Record<string, unknown>, ctx: IssueSink) => {
    if (Array.isArray(value)) return;
    let worded = 0;
    let counted = 0;
    for (const key in value) {
      if (!Object.hasOwn(value, key) || known.has(key) || typeof value[key] === 'string') continue;
      if (worded >= ISSUE_CAP) {
        counted++;
        continue;
      }
      const issue = { code: 'invalid_type', expected: 'string', input: value[key], path: [key] };
      ctx.addIssue({ ...issue, message: 'Invalid input: expected string' } as never);
      worded++;
    }
    if (counted > 0) ctx.addIssue(moreIssues(counted) as never);
  };
}

/**
 * A fast yes/no check for arrays of flat objects, derived from a zod shape, for the one hot path of
 * this app: 100,000 category rows. It understands only what flat v2 rows use (string, string or null,
 * optional string, literal, unknown) and answers "valid" only when zod would too; anything it cannot vouch for
 * goes to the full zod schema, which also writes every message. See arrayWithFormats.
 */
import type { z } from 'zod';
import type { TextFormat } from './text-formats';

type FieldRule = { readonly key: string; readonly accepts: (value: unknown) => boolean };

/** The fast checks of one row shape (non-strict object schemas: unknown fields are no problem). */
export interface FlatRows {
  /** Whether `rows` is an array whose every element zod accepts. */
  readonly rows: (rows: unknown) => boolean;
  /** Whether zod accepts `row`. */
  readonly row: (row: unknown) => boolean;
  /** How many problems zod reports for `row`: one per field it refuses, one for a non-object. */
  readonly problems: (row: unknown) => number;
}

/** The fast checks of rows of `shape`, or null when `shape` holds something they do not understand. */
export function compileFlatRows(
  shape: Record<string, z.ZodType>,
  formats: Record<string, TextFormat | undefined>,
): FlatRows | null {
  const rules: FieldRule[] = [];
  for (const [key, schema] of Object.entries(shape)) {
    const accepts = fieldPredicate(schema, formats[key]);
    if (!accepts) return null;
    rules.push({ key, accepts });
  }
  const row = (value: unknown): boolean => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    for (let i = 0; i < rules.length; i++) {
      const rule = rules[i]!;
      if (!rule.accepts((value as Record<string, unknown>)[rule.key])) return false;
    }
    return true;
  };
  return {
    row,
    // The loop of `row` written out again: this runs for every row of a 100,000-row answer.
    rows: (rows) => {
      if (!Array.isArray(rows)) return false;
      for (let r = 0; r < rows.length; r++) {
        const value: unknown = rows[r];
        if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
        for (let i = 0; i < rules.length; i++) {
          const rule = rules[i]!;
          if (!rule.accepts((value as Record<string, unknown>)[rule.key])) return false;
        }
      }
      return true;
    },
    problems: (value) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return 1;
      let count = 0;
      for (const rule of rules) if (!rule.accepts((value as Record<string, unknown>)[rule.key])) count++;
      return count;
    },
  };
}

// The zod definition fields read here are zod 4's documented `_zod.def` (type, innerType, values, checks).
interface Def {
  readonly type: string;
  readonly innerType?: { _zod: { def: Def } };
  readonly values?: readonly unknown[];
  readonly checks?: readonly unknown[];
}

function fieldPredicate(
  schema: z.ZodType,
  format: TextFormat | undefined,
): ((value: unknown) => boolean) | null {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  if (def.checks && def.checks.length > 0) return null;
  const text = format
    ? (v: unknown) => typeof v === 'string' && format.test(v)
    : (v: unknown) => typeof v === 'string';
  switch (def.type) {
    case 'string':
      return text;
    case 'nullable':
    case 'optional': {
      const inner = def.innerType?._zod.def;
      if (!inner || inner.type !== 'string' || (inner.checks && inner.checks.length > 0)) return null;
      return def.type === 'nullable' ? (v) => v === null || text(v) : (v) => v === undefined || text(v);
    }
    case 'unknown':
      // Any value; a string must still match the format (formats apply to strings only).
      return format ? (v) => typeof v !== 'string' || format.test(v) : () => true;
    case 'literal':
      return def.values?.length === 1 && !format ? (v) => v === def.values![0] : null;
    default:
      return null;
  }
}

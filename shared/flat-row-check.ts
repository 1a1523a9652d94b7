/**
 * A fast yes/no check for arrays of flat objects, derived from a zod shape, for the one hot path of
 * this app: 100,000 category rows. It understands only what flat v2 rows use (string, string or null,
 * optional string, literal) and answers "valid" only when zod would too; anything it cannot vouch for
 * goes to the full zod schema, which also writes every message. See arrayWithFormats.
 */
import type { z } from 'zod';
import type { TextFormat } from './text-formats';

type FieldRule = { readonly key: string; readonly accepts: (value: unknown) => boolean };

/** A predicate over an array of rows, or null when `shape` holds something it does not understand. */
export function compileFlatRowCheck(
  shape: Record<string, z.ZodType>,
  formats: Record<string, TextFormat | undefined>,
): ((rows: unknown) => boolean) | null {
  const rules: FieldRule[] = [];
  for (const [key, schema] of Object.entries(shape)) {
    const accepts = fieldPredicate(schema, formats[key]);
    if (!accepts) return null;
    rules.push({ key, accepts });
  }
  return (rows) => {
    if (!Array.isArray(rows)) return false;
    for (let r = 0; r < rows.length; r++) {
      const row: unknown = rows[r];
      if (typeof row !== 'object' || row === null || Array.isArray(row)) return false;
      for (let i = 0; i < rules.length; i++) {
        const rule = rules[i]!;
        if (!rule.accepts((row as Record<string, unknown>)[rule.key])) return false;
      }
    }
    return true;
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
    case 'literal':
      return def.values?.length === 1 && !format ? (v) => v === def.values![0] : null;
    default:
      return null;
  }
}

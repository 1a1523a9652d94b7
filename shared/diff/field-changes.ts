/**
 * Field-by-field comparison of two flat records (a category row, the settings), the inner loop of
 * the diff: it runs once per category present on both sides, so it allocates nothing for a row
 * that did not change. Only own fields count: a field named `constructor` or `__proto__` is
 * compared as the data it is, and a field one side lacks reads as missing, never as an inherited
 * value.
 */
import type { FieldChange } from './diff-types';

const hasOwn = Object.hasOwn;

/**
 * The fields of `before` and `after` that differ, in `before`'s order then the new ones; undefined
 * when none. Fields named in `skip` are left to the caller (compared some other way).
 */
export function fieldChanges(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  skip?: ReadonlySet<string>,
): FieldChange[] | undefined {
  let changes: FieldChange[] | undefined;
  // Fields `after` holds that `before` has too, the skipped ones included: the count below counts
  // them the same way, and `skip` is asked only of a value that differs.
  let shared = 0;
  for (const field in before) {
    if (!hasOwn(before, field)) continue;
    const was = before[field];
    const now = hasOwn(after, field) ? after[field] : undefined;
    if (now !== undefined) shared++;
    if (was !== now && !skip?.has(field) && !sameValue(was, now)) {
      (changes ??= []).push({ field, before: was ?? null, after: now ?? null });
    }
  }
  // Fields only `after` has: counted first, so the common case (same fields) costs one pass.
  let count = 0;
  for (const field in after) {
    if (hasOwn(after, field) && after[field] !== undefined) count++;
  }
  if (count !== shared) {
    for (const field in after) {
      if (!hasOwn(after, field) || skip?.has(field)) continue;
      const was = hasOwn(before, field) ? before[field] : undefined;
      if (was === undefined && after[field] !== undefined) {
        (changes ??= []).push({ field, before: null, after: after[field] });
      }
    }
  }
  return changes;
}

// Values from JSON: primitives compare with ===; an extra field may hold an array or an object.
function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  return aKeys.every(
    (key) =>
      Object.hasOwn(bRecord, key) && (aRecord[key] === bRecord[key] || sameValue(aRecord[key], bRecord[key])),
  );
}

// Names that mean something to Object.prototype, records holding them as JSON.parse builds them (every
// field own, `__proto__` included), and what a diff of two sides must report, worked out with own
// fields only and apart from the diff's code: for the prototype-safety property tests.
import { expect } from 'vitest';
import type { CategoryRow, DatasetDiff } from '../../shared/diff/diff-types';

/** The names tried as ids, codes and field names. */
export const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'] as const;

/** A record of `entries` as JSON.parse makes it: `__proto__` is an own field, not the prototype. */
export function jsonRecord(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  return JSON.parse(JSON.stringify(Object.fromEntries(entries))) as Record<string, unknown>;
}

/** One side as the oracle reads it: settings (a `status` field is ignored) and rows. */
export interface OracleSide {
  readonly info: Readonly<Record<string, unknown>>;
  readonly rows: readonly CategoryRow[];
}

const own = (o: object, key: string) =>
  Object.hasOwn(o, key) ? (o as Record<string, unknown>)[key] : undefined;

/** The fields whose own values differ (by ===), a missing field read as missing; sorted. */
export function changedFields(a: object, b: object): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((key) => key !== 'status'));
  return [...keys].filter((key) => own(a, key) !== own(b, key)).sort();
}

/** Asserts that `diff` lists exactly the settings, rows and fields that differ between the sides (unique ids). */
export function expectDiffOf(diff: DatasetDiff, before: OracleSide, after: OracleSide): void {
  expect(diff.info.map((c) => c.field).sort()).toEqual(changedFields(before.info, after.info));
  const was = new Map(before.rows.map((r) => [String(own(r, 'id')), r]));
  const now = new Map(after.rows.map((r) => [String(own(r, 'id')), r]));
  const ids = (rows: readonly CategoryRow[]) => rows.map((r) => r.id).sort();
  expect(ids(diff.categories.added)).toEqual([...now.keys()].filter((id) => !was.has(id)).sort());
  expect(ids(diff.categories.removed)).toEqual([...was.keys()].filter((id) => !now.has(id)).sort());
  const expected = [...now.keys()]
    .filter((id) => was.has(id) && changedFields(was.get(id)!, now.get(id)!).length > 0)
    .map((id) => [id, changedFields(was.get(id)!, now.get(id)!)] as const);
  const found = diff.categories.changed.map((c) => [c.id, c.changes.map((f) => f.field).sort()] as const);
  expect(new Map(found)).toEqual(new Map(expected));
}

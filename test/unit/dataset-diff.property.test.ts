// The diff engine's laws on generated datasets: a dataset against itself is identical; the diff's
// changes applied to the "before" side give the "after" side, by ids and fields; swapping the sides
// swaps added and removed, and before and after in every change.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffDatasets } from '../../shared/diff/dataset-diff';
import type { CategoryRow, DatasetDiff, DiffSide, FieldChange } from '../../shared/diff/diff-types';

const text = fc.string({ maxLength: 8 });
const row = (id: string) =>
  fc.record(
    {
      id: fc.constant(id),
      code: text,
      name: text,
      slug: fc.option(text, { nil: null }),
      image: fc.option(text, { nil: null }),
      extra: fc.oneof(text, fc.array(fc.integer(), { maxLength: 2 })),
    },
    { requiredKeys: ['id', 'code', 'name', 'slug', 'image'] },
  );

// Unique ids, drawn from a small pool so that the two sides share many of them.
const categories = fc
  .uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 25 })
  .chain((ids) => fc.tuple(...ids.map((id) => row(String(id)))))
  .map((rows) => rows as CategoryRow[]);
const info = fc.dictionary(fc.constantFrom('company_name', 'decimals', 'timezone', 'logo'), text);
const side: fc.Arbitrary<DiffSide> = fc.record({ info, categories });

// A field missing on one side reads as null, as in the diff.
function fieldsOf(record: Readonly<Record<string, unknown>>): Map<string, unknown> {
  return new Map(Object.entries(record).filter(([, value]) => value !== null));
}

function apply(before: DiffSide, diff: DatasetDiff) {
  const removed = new Set(diff.categories.removed.map((r) => r.id));
  const rows = new Map<string, Record<string, unknown>>();
  for (const r of before.categories) if (!removed.has(r.id)) rows.set(r.id, { ...r });
  for (const change of diff.categories.changed) {
    const target = rows.get(change.id)!;
    for (const c of change.changes) target[c.field] = c.after;
  }
  for (const r of diff.categories.added) rows.set(r.id, { ...r });
  const settings: Record<string, unknown> = { ...before.info };
  for (const c of diff.info) settings[c.field] = c.after;
  return { info: settings, rows };
}

const byId = (changes: DatasetDiff['categories']['changed']) =>
  new Map(changes.map((c) => [c.id, [...c.changes].sort((a, b) => a.field.localeCompare(b.field))]));
const swap = (changes: readonly FieldChange[]) =>
  changes.map((c) => ({ field: c.field, before: c.after, after: c.before }));

describe('diffDatasets (properties)', () => {
  it('finds nothing between a dataset and itself', () => {
    fc.assert(
      fc.property(side, (s) => {
        const diff = diffDatasets(s, structuredClone(s));
        expect(diff.identical).toBe(true);
        expect(diff.info).toEqual([]);
        expect(diff.categories).toMatchObject({ added: [], removed: [], changed: [], reordered: false });
        expect(diff.counts).toEqual({
          before: s.categories.length,
          after: s.categories.length,
          added: 0,
          removed: 0,
          changed: 0,
        });
      }),
    );
  });

  it('turns the before side into the after side when its changes are applied', () => {
    fc.assert(
      fc.property(side, side, (before, after) => {
        const applied = apply(before, diffDatasets(before, after));
        expect(fieldsOf(applied.info)).toEqual(fieldsOf(after.info));
        expect([...applied.rows.keys()].sort()).toEqual(after.categories.map((r) => r.id).sort());
        for (const r of after.categories) expect(fieldsOf(applied.rows.get(r.id)!)).toEqual(fieldsOf(r));
      }),
    );
  });

  it('swaps added and removed, and before and after, when the sides are swapped', () => {
    fc.assert(
      fc.property(side, side, (a, b) => {
        const forward = diffDatasets(a, b);
        const backward = diffDatasets(b, a);
        expect(backward.categories.added).toEqual(forward.categories.removed);
        expect(backward.categories.removed).toEqual(forward.categories.added);
        const swapped = new Map([...byId(forward.categories.changed)].map(([id, c]) => [id, swap(c)]));
        expect(byId(backward.categories.changed)).toEqual(
          new Map([...swapped].map(([id, c]) => [id, c.sort((x, y) => x.field.localeCompare(y.field))])),
        );
        expect(backward.categories.reordered).toBe(forward.categories.reordered);
        expect(backward.identical).toBe(forward.identical);
      }),
    );
  });
});

// The fast path for big category lists must never accept what the full zod schema refuses.
import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { compileFlatRows } from '../../shared/flat-row-check';
import { categoryFormats, categoryShape, CategoriesResponseSchema } from '../../shared/v2';
import { validate } from '../../shared/validate';

// What production checks category rows with (shared/formatted-object.ts).
const flat = compileFlatRows(categoryShape, categoryFormats)!;
const fast = flat.rows;
const full = z.array(z.looseObject(categoryShape)).superRefine((rows, ctx) => {
  rows.forEach((row, i) => {
    if (!categoryFormats.id.test(row.id)) ctx.addIssue({ code: 'custom', message: 'id', path: [i, 'id'] });
    if (!categoryFormats.image.test(row.image))
      ctx.addIssue({ code: 'custom', message: 'image', path: [i, 'image'] });
  });
});

const anyValue = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.integer(),
  fc.boolean(),
  fc.string(),
  fc.constantFrom('12', '007', '', '1.5', 'http://h/i.png', 'https://cdn.example.com/a b.png', '/rel.png'),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.object({ maxDepth: 1 }),
);
const row = fc.record(
  { id: anyValue, code: anyValue, name: anyValue, slug: anyValue, image: anyValue, extra: anyValue },
  { requiredKeys: [] },
);
const validRow = fc.record({
  id: fc.stringMatching(/^\d{1,6}$/),
  code: fc.string(),
  name: fc.string(),
  slug: fc.option(fc.string(), { nil: null }),
  image: fc.webUrl({ validSchemes: ['http', 'https'] }).filter((u) => !/\s/.test(u)),
});

describe('compileFlatRows', () => {
  it('never accepts rows that the full schema refuses', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(row, validRow, anyValue), { maxLength: 6 }), (rows) => {
        if (fast(rows)) expect(full.safeParse(rows).success).toBe(true);
        for (const one of rows) if (flat.row(one)) expect(full.safeParse([one]).success).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts valid rows, so large valid lists take the fast path', () => {
    fc.assert(
      fc.property(fc.array(validRow, { maxLength: 20 }), (rows) => {
        expect(fast(rows)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a non-array and arrays holding non-objects', () => {
    expect(fast({ length: 0 })).toBe(false);
    expect(fast([null])).toBe(false);
    expect(fast([[]])).toBe(false);
  });

  it('declines shapes it does not understand, leaving them to zod', () => {
    expect(compileFlatRows({ id: z.string().min(2) }, {})).toBeNull();
    expect(compileFlatRows({ n: z.number() }, {})).toBeNull();
  });

  it('still reports every problem with its path when the fast path refuses', () => {
    const result = validate(CategoriesResponseSchema, {
      status: true,
      rows: [
        { id: 'x', code: 'A', name: 'a', slug: null, image: 'http://h/a.png' },
        { id: '2', code: 'B', name: 'b', slug: 5, image: '/b.png' },
      ],
    });
    expect(result.ok).toBe(false);
    const paths = result.ok ? [] : result.issues.map((issue) => issue.path);
    expect(paths.sort()).toEqual(['rows[0].id', 'rows[1].image', 'rows[1].slug']);
  });
});

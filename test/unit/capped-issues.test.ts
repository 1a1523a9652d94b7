// Problem lists are capped: a schema words the first ISSUE_CAP problems and counts the rest, so an
// answer with a million bad rows never becomes a million issue objects, and the count stays right.
import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { withFormats } from '../../shared/formatted-object';
import { collectIssues, describeIssues, ISSUE_CAP, issueLines } from '../../shared/issue-path';
import { categoryFormats, categoryShape, CategoriesResponseSchema } from '../../shared/v2';
import { validate } from '../../shared/validate';

// The rows as zod alone reports them, every problem worded: what the capped list must agree with.
const uncapped = z.array(withFormats(categoryShape, categoryFormats, 'loose'));

const anyValue = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.string({ maxLength: 4 }),
  fc.constantFrom('12', '1.5', 'http://h.example/i.png', 'http://h.example:99999/', 'http://a b/'),
  fc.array(fc.integer(), { maxLength: 2 }),
);
const row = fc.record(
  { id: anyValue, code: anyValue, name: anyValue, slug: anyValue, image: anyValue, extra: anyValue },
  { requiredKeys: [] },
);
const goodRow = fc.constant({ id: '1', code: 'C', name: 'N', slug: null, image: 'http://h.example/i.png' });

describe('capped validation of category rows', () => {
  it('counts exactly the problems zod finds, and words the first of them as zod does', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(row, goodRow, anyValue), { maxLength: 80 }), (rows) => {
        const all = uncapped.safeParse(rows, { reportInput: true });
        const expected = all.success ? [] : describeIssues(all.error.issues, ['rows'], Infinity).issues;
        const result = validate(CategoriesResponseSchema, { status: true, rows });
        if (result.ok) {
          expect(expected).toEqual([]);
          return;
        }
        expect(result.total).toBe(expected.length);
        expect(result.issues).toEqual(expected.slice(0, result.issues.length));
        expect(result.issues.length).toBe(Math.min(expected.length, ISSUE_CAP));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps about a hundred of the five problems of each of 200,000 bad rows, and counts them all', () => {
    const rows = Array.from({ length: 200_000 }, () => ({ id: 0, code: 0, name: 0, slug: 0, image: 0 }));
    const result = validate(CategoriesResponseSchema, { status: true, rows });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.total).toBe(1_000_000);
    expect(result.issues).toHaveLength(ISSUE_CAP);
    expect(result.issues[0]).toEqual({ path: 'rows[0].id', message: 'expected string, got 0 (number)' });
    expect(result.issues.at(-1)?.path).toBe('rows[19].image');
  });

  it('counts a bad row far down a long list of good ones', () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => ({
      id: String(i),
      code: 'C',
      name: 'N',
      slug: null,
      image: 'http://h.example/i.png',
    }));
    rows[49_999] = { ...rows[49_999]!, id: 'x' };
    const result = validate(CategoriesResponseSchema, { status: true, rows });
    expect(result.ok ? null : [result.total, result.issues[0]?.path]).toEqual([1, 'rows[49999].id']);
  });
});

describe('issueLines', () => {
  it('says how many problems the list stands for beyond the lines it shows', () => {
    const issues = Array.from({ length: 100 }, (_, i) => ({ path: `rows[${i}].id`, message: 'bad' }));
    const lines = issueLines(issues, 20, 6_500_000);
    expect(lines).toHaveLength(21);
    expect(lines.at(-1)).toBe('... and 6499980 more problems');
  });
});

describe('collectIssues', () => {
  it('keeps the first hundred problems added and counts every one', () => {
    const collected = collectIssues();
    for (let i = 0; i < 250; i++) collected.add({ path: `p${i}`, message: 'm' });
    expect([collected.issues.length, collected.total, collected.issues[99]?.path]).toEqual([100, 250, 'p99']);
  });
});

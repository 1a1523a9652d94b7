// categories.count words the number as every count is worded (shared/count-text.ts): one category
// is "1 category", not "1 categories", and a large list's digits are grouped.
import { describe, expect, it } from 'vitest';
import { categoryRowChecks } from '../../electron/core/checks/rules';

const row = (k: number) => ({
  id: String(k),
  code: `C${k}`,
  name: `Name ${k}`,
  slug: null,
  image: `https://shop.test/img/${k}.png`,
});

const countMessage = (rows: readonly unknown[]) =>
  categoryRowChecks(rows).outcomes.find((outcome) => outcome.id === 'categories.count')?.message;

describe('categories.count', () => {
  it('says "1 category" for one row and groups the digits of many', () => {
    expect(countMessage([row(1)])).toBe('1 category');
    expect(countMessage([row(1), row(2)])).toBe('2 categories');
    expect(countMessage(Array.from({ length: 12_345 }, (_, k) => row(k)))).toBe('12,345 categories');
  });
});

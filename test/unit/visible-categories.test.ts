// The category search as the renderer runs it (an index over one text, the last searches kept,
// typed-on searches filtering earlier matches) must always show exactly what a plain filter of the
// sorted rows shows, whatever is typed, erased or pasted in whatever order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryOrder } from '../../renderer/store/category-search/category-order';
import { buildLetterSets } from '../../renderer/store/category-search/letter-index';
import { searchIndexOf } from '../../renderer/store/category-search/search-index';
import { searchKeysOf } from '../../renderer/store/category-search/search-keys';
import { searchKey, foldText } from '../../renderer/store/category-search/search-text';
import { visibleCategories } from '../../renderer/store/category-search/visible-categories';
import type { Category } from '../../shared/v2';

const NAMES = ['Brötchen', 'Pâté', 'Käse 12', 'Obst', 'Öl & Essig', 'Tee', 'Kaffee', 'Eis 2'];

function rowsOf(count: number): Category[] {
  return Array.from({ length: count }, (_, k) => ({
    id: String(k),
    code: `C-${k % 97}`,
    name: `${NAMES[k % NAMES.length]} ${k}`,
    slug: k % 5 === 0 ? null : `slug-${k % 13}`,
    image: `https://shop.test/${k}.png`,
  }));
}

const plain = (rows: readonly Category[], sort: 'name' | 'code' | 'id', query: string) => {
  const needle = foldText(query.trim());
  return categoryOrder(rows, sort).rows.filter((row) => searchKey(row).includes(needle));
};

const SORTS = ['name', 'code', 'id'] as const;

/** Any sequence of searches (queries of up to `longest` characters, any sort) shows what `plain` does. */
function expectPlainFilter(rows: readonly Category[], longest: number, numRuns: number) {
  const query = fc.stringMatching(new RegExp(`^[ a-zäöü0-9&-]{0,${longest}}$`));
  const step = fc.record({ query, sort: fc.constantFrom(...SORTS) });
  fc.assert(
    fc.property(fc.array(step, { minLength: 1, maxLength: 25 }), (steps) => {
      for (const { query: q, sort } of steps) {
        expect(visibleCategories(rows, sort, q)).toEqual(plain(rows, sort, q));
      }
    }),
    { numRuns },
  );
}

describe('visibleCategories', () => {
  it('matches a plain filter for any sequence of searches, sorts included', () => {
    expectPlainFilter(rowsOf(500), 5, 150);
  });

  it('matches a plain filter once one-letter searches are read off the letter sets', () => {
    const rows = rowsOf(700);
    for (const sort of SORTS) {
      expect(buildLetterSets(searchIndexOf(categoryOrder(rows, sort), searchKeysOf(rows)))).toBe(true);
    }
    expectPlainFilter(rows, 3, 100);
  });

  it('finds with any case and accents, and returns the same list for a search made again', () => {
    const rows = rowsOf(40);
    const first = visibleCategories(rows, 'name', 'PATE');
    expect(first.map((row) => row.name)).toEqual(plain(rows, 'name', 'pate').map((row) => row.name));
    expect(first.length).toBeGreaterThan(0);
    visibleCategories(rows, 'name', 'PAT');
    expect(visibleCategories(rows, 'name', 'PATE')).toBe(first);
  });

  it('shows every row, sorted, for an empty or blank search', () => {
    const rows = rowsOf(30);
    expect(visibleCategories(rows, 'id', '  ')).toEqual(categoryOrder(rows, 'id').rows);
    expect(visibleCategories(rows, 'id', '')).toHaveLength(30);
    // The store's selector relies on it: the same array while nothing changed.
    expect(visibleCategories(rows, 'id', '')).toBe(visibleCategories(rows, 'id', ''));
  });
});

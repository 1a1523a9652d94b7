// The letter sets answer one-letter searches in place of a scan, so they must find exactly what the
// scan finds, for every character, however many slices their build took.
import { describe, expect, it } from 'vitest';
import { categoryOrder } from '../../renderer/store/category-search/category-order';
import {
  buildLetterSets,
  placesWithLetter,
  prepareLetterSets,
} from '../../renderer/store/category-search/letter-index';
import { scanIndex, searchIndexOf } from '../../renderer/store/category-search/search-index';
import { searchKeysOf } from '../../renderer/store/category-search/search-keys';
import type { Category } from '../../shared/v2';

const NAMES = ['Brötchen', 'Pâté', 'Käse', 'Сыр', 'お茶', 'Öl & Essig', 'Tee', 'Eis'];

function indexOf(count: number) {
  const rows: Category[] = Array.from({ length: count }, (_, k) => ({
    id: String(k),
    code: `C-${k % 97}`,
    name: `${NAMES[k % NAMES.length]} ${k}`,
    slug: k % 5 === 0 ? null : `slug-${k % 13}`,
    image: `https://shop.test/${k}.png`,
  }));
  const keys = searchKeysOf(rows);
  return { index: searchIndexOf(categoryOrder(rows, 'name'), keys), keys };
}

describe('letter sets', () => {
  it('find for every character what a scan finds, rows in order (1,003 rows: a last partial word)', () => {
    const { index, keys } = indexOf(1_003);
    expect(buildLetterSets(index)).toBe(true);
    const letters = new Set(keys.join(''));
    expect(letters.size).toBeGreaterThan(30);
    for (const letter of letters) {
      expect(Array.from(placesWithLetter(index, letter)!), letter).toEqual(
        Array.from(scanIndex(index, letter)),
      );
    }
    expect(Array.from(placesWithLetter(index, 'q')!)).toEqual([]);
    // The last row is found (its bit is in the last, partly used word).
    expect(placesWithLetter(index, '2')!.includes(1_002) || !keys.some((k) => k.includes('2'))).toBe(true);
  });

  it('are not used until complete, and a build in slices gives the same sets', () => {
    const { index } = indexOf(12_000);
    // A deadline already past: one chunk of the text per call.
    let calls = 0;
    while (!buildLetterSets(index, 0)) {
      calls++;
      expect(placesWithLetter(index, 'e')).toBeNull();
    }
    expect(calls).toBeGreaterThan(1);
    expect(Array.from(placesWithLetter(index, 'e')!)).toEqual(Array.from(scanIndex(index, 'e')));
    expect(Array.from(placesWithLetter(index, 'お')!)).toEqual(Array.from(scanIndex(index, 'お')));
  });

  it('are built in idle time when prepared, then run what comes next', async () => {
    const { index } = indexOf(2_000);
    expect(placesWithLetter(index, 'k')).toBeNull();
    await new Promise<void>((resolve) => prepareLetterSets(index, resolve));
    expect(Array.from(placesWithLetter(index, 'k')!)).toEqual(Array.from(scanIndex(index, 'k')));
  });
});

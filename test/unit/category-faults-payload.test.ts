// The categories of an answer that breaks the specification's value rules, as main sends them: every
// row as received, sorted by name, and its faulty rows listed by their sorted position with the
// faulty fields in the verdict's words, a bounded list however many rows are faulty, and the split
// of a large list kept. Rows that are not objects are counted, not sent; sorting never throws on a
// number or null where a name should be.
import { describe, expect, it } from 'vitest';
import {
  categoriesPayload,
  FAULT_ROW_CAP,
  FIRST_PAGE,
} from '../../electron/core/handlers/categories-payload';
import {
  categoryFieldFaults,
  faultyRowCount,
  readableCategories,
  type ReceivedCategory,
} from '../../shared/received-categories';

const good = (k: number, name: string): ReceivedCategory => ({
  id: String(k),
  code: `C${k}`,
  name,
  slug: null,
  image: `https://shop.test/img/${k}.png`,
});

describe('categoryFieldFaults', () => {
  it('names each faulty field with the rule it breaks, as check words it', () => {
    expect(categoryFieldFaults(good(1, 'Brot'))).toBeNull();
    expect(categoryFieldFaults({ ...good(2, 'Käse'), image: 'img/kaese.svg' })).toEqual({
      image: expect.stringMatching(/^expected an absolute http\(s\) URL.*got "img\/kaese\.svg" \(string\)$/),
    });
    expect(categoryFieldFaults({ ...good(3, 'Milch'), id: 23 })).toEqual({
      id: 'expected string, got 23 (number)',
    });
    const { slug: _slug, ...noSlug } = good(4, 'Obst');
    expect(categoryFieldFaults(noSlug as ReceivedCategory)).toEqual({
      slug: expect.stringMatching(/^missing/),
    });
    expect(faultyRowCount([good(1, 'a'), { ...good(2, 'b'), name: null }, noSlug as ReceivedCategory])).toBe(
      2,
    );
  });
});

describe('readableCategories', () => {
  it('keeps the rows that are objects and counts the others; anything else is not categories', () => {
    expect(
      readableCategories({ status: true, rows: [good(1, 'a'), 7, null, 'x', [], good(2, 'b')] }),
    ).toEqual({
      rows: [good(1, 'a'), good(2, 'b')],
      unreadable: 4,
    });
    for (const answer of [
      null,
      [],
      { status: false, rows: [] },
      { status: true },
      { status: true, rows: {} },
    ])
      expect(readableCategories(answer)).toBeNull();
  });
});

describe('categoriesPayload with faulty rows', () => {
  it('sends every row as received, sorted, with the faulty ones by sorted position', () => {
    const rows = [
      good(1, 'Wein'),
      { ...good(2, 'Käse'), image: '/img/kaese.svg' },
      { ...good(3, 'Brot'), id: 3 },
      good(4, 'Apfel'),
    ];
    const { first } = categoriesPayload(rows, 'de', 1);
    const sent = JSON.parse(first.rowsJson) as ReceivedCategory[];
    expect(sent.map((r) => r.name)).toEqual(['Apfel', 'Brot', 'Käse', 'Wein']);
    expect(sent[1]!.id).toBe(3);
    expect(first.faults).toEqual({
      total: 3,
      unreadable: 1,
      rows: [
        [1, { id: 'expected string, got 3 (number)' }],
        [2, { image: expect.stringContaining('got "/img/kaese.svg" (string)') }],
      ],
    });
  });

  it('lists no faults for an answer that conforms', () => {
    expect(categoriesPayload([good(1, 'a')], 'en').first.faults).toBeNull();
  });

  it('sorts names and codes that are numbers, null or missing without throwing', () => {
    const rows = [good(1, 'b'), { ...good(2, 'x'), name: 7 }, { ...good(3, 'x'), name: null }, { id: '4' }];
    const { first } = categoriesPayload(rows as ReceivedCategory[], 'en', 0);
    const names = (JSON.parse(first.rowsJson) as ReceivedCategory[]).map((r) => r.name);
    // Missing and null sort as empty text, before the digits and letters.
    expect(names).toEqual([null, undefined, 7, 'b']);
    expect(first.faults!.total).toBe(3);
  });

  it('keeps 100,000 faulty rows bounded: the first FAULT_ROW_CAP listed, all counted, the split kept', () => {
    const rows = Array.from({ length: 100_000 }, (_, k) => ({ ...good(k, `Name ${k}`), id: k }));
    const { first, restJson } = categoriesPayload(rows, 'en', 0);
    expect(first.faults!.total).toBe(100_000);
    expect(first.faults!.rows).toHaveLength(FAULT_ROW_CAP);
    expect(JSON.stringify(first.faults).length).toBeLessThan(FAULT_ROW_CAP * 80);
    expect(JSON.parse(first.rowsJson)).toHaveLength(FIRST_PAGE);
    expect(JSON.parse(restJson!)).toHaveLength(100_000 - FIRST_PAGE);
    // Positions run across the first part and the rest: the last listed is past the first part.
    expect(first.faults!.rows.at(-1)![0]).toBe(FAULT_ROW_CAP - 1);
  });
});

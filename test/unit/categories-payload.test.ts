// How the categories cross to the renderer: sorted by name in the renderer's locale, a large list
// split into a first page and a rest kept in main (once, for a while, the newest few loads), and in
// the web host spliced into the reply unescaped so the browser parses the rows once.
import { describe, expect, it } from 'vitest';
import { categoriesPayload, FIRST_PAGE } from '../../electron/core/handlers/categories-payload';
import { createCategoryRests } from '../../electron/core/handlers/category-rests';
import { rpcReplyPieces } from '../../electron/web-host/rpc-reply';
import type { Category } from '../../shared/v2';

const row = (k: number, name: string): Category => ({
  id: String(k),
  code: `C${k}`,
  name,
  slug: null,
  image: `https://shop.test/img/${k}.png`,
});

describe('categoriesPayload', () => {
  it('sorts by name in the given locale, numbers by value, equal names in the order they came', () => {
    const rows = [row(1, 'Shelf 10'), row(2, 'Öl'), row(3, 'Shelf 2'), row(4, 'Apfel'), row(5, 'Öl')];
    const { first, restJson } = categoriesPayload(rows, 'de');
    const sent = JSON.parse(first.rowsJson) as Category[];
    expect(sent.map((r) => r.id)).toEqual(['4', '2', '5', '3', '1']);
    expect(first).toMatchObject({ count: 5, sortedByName: 'de' });
    expect(restJson).toBeNull();
  });

  it('falls back to the default locale when the renderer names one that is not valid', () => {
    const { first } = categoriesPayload([row(1, 'b'), row(2, 'a')], 'not a locale!');
    expect(first.sortedByName).toBe(new Intl.Collator().resolvedOptions().locale);
    expect((JSON.parse(first.rowsJson) as Category[]).map((r) => r.name)).toEqual(['a', 'b']);
  });

  it('sends a large list as a first page and a rest that together are every row in order', () => {
    const rows = Array.from({ length: FIRST_PAGE * 3 }, (_, k) => row(k, `Name ${FIRST_PAGE * 3 - k}`));
    const { first, restJson } = categoriesPayload(rows, 'en');
    const head = JSON.parse(first.rowsJson) as Category[];
    const rest = JSON.parse(restJson!) as Category[];
    expect(head).toHaveLength(FIRST_PAGE);
    expect(first.count).toBe(rows.length);
    expect([...head, ...rest].map((r) => r.name)).toEqual(
      rows.map((r) => r.name).sort(new Intl.Collator('en', { numeric: true }).compare),
    );
  });
});

describe('createCategoryRests', () => {
  it('hands a rest out once', () => {
    const rests = createCategoryRests();
    const id = rests.put('[1]');
    expect(rests.take(id)).toBe('[1]');
    expect(rests.take(id)).toBeNull();
  });

  it('forgets a rest after two minutes, and keeps only the two newest', () => {
    let now = 0;
    const rests = createCategoryRests(() => now);
    const old = rests.put('[1]');
    now = 120_001;
    expect(rests.take(old)).toBeNull();
    const [a, b, c] = [rests.put('[1]'), rests.put('[2]'), rests.put('[3]')];
    expect(rests.take(a)).toBeNull();
    expect(rests.take(b)).toBe('[2]');
    expect(rests.take(c)).toBe('[3]');
  });
});

describe('rpcReplyPieces', () => {
  it('splices the rows in unescaped, so one JSON.parse yields them', () => {
    const rowsJson = JSON.stringify([row(1, 'Brötchen "fresh"'), row(2, 'a\u0000b')]);
    const result = {
      ok: true as const,
      value: { ok: true, meta: { url: 'x' }, data: { count: 2, sortedByName: 'en', rest: null, rowsJson } },
    };
    const pieces = rpcReplyPieces(result);
    expect(pieces[1]).toBe(rowsJson);
    const parsed = JSON.parse(pieces.join('')) as typeof result & { value: { data: { rows: Category[] } } };
    expect(parsed.value.data.rows.map((r) => r.name)).toEqual(['Brötchen "fresh"', 'a\u0000b']);
    expect(parsed.value.data).not.toHaveProperty('rowsJson');
    expect(parsed.value.meta).toEqual({ url: 'x' });
  });

  it('leaves every other reply as plain JSON, a rowsJson that is not an array included', () => {
    const failure = { ok: false as const, error: { code: 'INTERNAL' as const, message: 'no' } };
    expect(rpcReplyPieces(failure)).toEqual([JSON.stringify(failure)]);
    const odd = { ok: true as const, value: { ok: true, data: { rowsJson: '{"x":1}' } } };
    expect(rpcReplyPieces(odd)).toEqual([JSON.stringify(odd)]);
  });
});

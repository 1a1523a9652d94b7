// The diff engine on the cases a support engineer meets: repeated ids, a new order, changed image
// bytes behind an unchanged address, a field that appears or disappears.
import { describe, expect, it } from 'vitest';
import { diffDatasets } from '../../shared/diff/dataset-diff';
import { addressKey } from '../../shared/diff/address-key';
import type { CategoryRow, DiffSide } from '../../shared/diff/diff-types';

const cat = (id: string, name = `Category ${id}`, extra: Record<string, unknown> = {}): CategoryRow => ({
  id,
  code: `C${id}`,
  name,
  slug: null,
  image: `images/${id}.png`,
  ...extra,
});
const info = { company_name: 'Shop', decimals: '2', default_currency: 'EUR' };
const side = (categories: CategoryRow[], extra: Partial<DiffSide> = {}): DiffSide => ({
  info,
  categories,
  ...extra,
});

describe('diffDatasets', () => {
  it('lists each changed setting with its value before and after', () => {
    const diff = diffDatasets(side([]), {
      info: { ...info, decimals: '3', timezone: 'Europe/Berlin' },
      categories: [],
    });
    expect(diff.identical).toBe(false);
    expect(diff.info).toEqual([
      { field: 'decimals', before: '2', after: '3' },
      { field: 'timezone', before: null, after: 'Europe/Berlin' },
    ]);
  });

  it('lists added, removed and changed categories, each change with its fields', () => {
    const diff = diffDatasets(
      side([cat('1'), cat('2'), cat('3')]),
      side([cat('1', 'Bread'), cat('3'), cat('4')]),
    );
    expect(diff.categories.added).toEqual([cat('4')]);
    expect(diff.categories.removed).toEqual([cat('2')]);
    expect(diff.categories.changed).toEqual([
      { id: '1', changes: [{ field: 'name', before: 'Category 1', after: 'Bread' }] },
    ]);
    expect(diff.counts).toEqual({ before: 3, after: 3, added: 1, removed: 1, changed: 1 });
    expect(diff.categories.reordered).toBe(false);
  });

  it('reports fields beyond the specification, nested values compared by content', () => {
    const diff = diffDatasets(
      side([cat('1', 'A', { tags: ['x'], color: 'red' }), cat('2', 'B', { tags: ['y'] })]),
      side([cat('1', 'A', { tags: ['x'] }), cat('2', 'B', { tags: ['z'] })]),
    );
    expect(diff.categories.changed).toEqual([
      { id: '1', changes: [{ field: 'color', before: 'red', after: null }] },
      { id: '2', changes: [{ field: 'tags', before: ['y'], after: ['z'] }] },
    ]);
  });

  it('summarizes a new order in one flag, listing no row as changed', () => {
    const diff = diffDatasets(side([cat('1'), cat('2'), cat('3')]), side([cat('3'), cat('1'), cat('2')]));
    expect(diff.categories.reordered).toBe(true);
    expect(diff.categories.changed).toEqual([]);
    expect(diff.identical).toBe(false);
  });

  it('does not call it a new order when rows were only added or removed', () => {
    const diff = diffDatasets(side([cat('1'), cat('2'), cat('3')]), side([cat('0'), cat('1'), cat('3')]));
    expect(diff.categories.reordered).toBe(false);
  });

  it('reports repeated ids on each side and keeps every row, never merging them', () => {
    const before = [cat('1', 'First'), cat('1', 'Second'), cat('2')];
    const after = [cat('1', 'First'), cat('2'), cat('2', 'Copy'), cat('2', 'Copy 2')];
    const diff = diffDatasets(side(before), side(after));
    expect(diff.categories.duplicateIds).toEqual({ before: ['1'], after: ['2'] });
    // Matched occurrence by occurrence: the second "1" has no partner, the extra "2"s are new.
    expect(diff.categories.removed).toEqual([cat('1', 'Second')]);
    expect(diff.categories.added).toEqual([cat('2', 'Copy'), cat('2', 'Copy 2')]);
    expect(diff.counts).toMatchObject({ before: 3, after: 4 });
  });

  it('finds a dataset with repeated ids identical to itself, still naming the repeats', () => {
    const rows = [cat('5'), cat('5', 'Again')];
    const diff = diffDatasets(side(rows), side([...rows]));
    expect(diff.identical).toBe(true);
    expect(diff.categories.duplicateIds).toEqual({ before: ['5'], after: ['5'] });
  });

  it('reports new image bytes behind the same address when both sides have their hash', () => {
    const rows = [cat('1'), cat('2'), cat('3')];
    const hashed = (hashes: (string | undefined)[]) =>
      rows.map((row, i) => addressKey({ address: row.image, hash: hashes[i] }));
    const diff = diffDatasets(
      side(rows, { images: hashed(['h1', 'h2', 'h3']) }),
      side(rows, { images: hashed(['h1', 'NEW', undefined]) }),
    );
    expect(diff.categories.changed).toEqual([
      { id: '2', changes: [{ field: 'imageHash', before: 'h2', after: 'NEW' }] },
    ]);
  });

  it('finds the same bytes under another file name no change, and new bytes a change of both', () => {
    const was = [cat('1', 'A', { image: 'images/aaa.png' }), cat('2', 'B', { image: 'images/bbb.png' })];
    const now = [cat('1', 'A', { image: 'images/x.png' }), cat('2', 'B', { image: 'images/y.png' })];
    const diff = diffDatasets(
      side(was, {
        images: [
          addressKey({ address: 'images/aaa.png', hash: 'h1' }),
          addressKey({ address: 'images/bbb.png', hash: 'h2' }),
        ],
      }),
      side(now, {
        images: [
          addressKey({ address: 'images/x.png', hash: 'h1' }),
          addressKey({ address: 'images/y.png', hash: 'h9' }),
        ],
      }),
    );
    expect(diff.categories.changed).toEqual([
      {
        id: '2',
        changes: [
          { field: 'image', before: 'images/bbb.png', after: 'images/y.png' },
          { field: 'imageHash', before: 'h2', after: 'h9' },
        ],
      },
    ]);
  });

  it('compares addresses relative to each side’s own origin where a side lacks the bytes', () => {
    const at = (origin: string, path: string) => cat('1', 'A', { image: `${origin}${path}` });
    const key = (origin: string, path: string) => addressKey({ address: `${origin}${path}`, base: origin });
    const staging = 'https://staging.example.com';
    const live = 'http://127.0.0.1:4180';
    const same = diffDatasets(
      side([at(staging, '/img/a.png')], { images: [key(staging, '/img/a.png')] }),
      side([at(live, '/img/a.png')], { images: [key(live, '/img/a.png')] }),
    );
    expect(same.identical).toBe(true);
    const moved = diffDatasets(
      side([at(staging, '/img/a.png')], { images: [key(staging, '/img/a.png')] }),
      side([at(live, '/img/b.png')], { images: [key(live, '/img/b.png')] }),
    );
    expect(moved.categories.changed).toEqual([
      { id: '1', changes: [{ field: 'image', before: `${staging}/img/a.png`, after: `${live}/img/b.png` }] },
    ]);
    // An image on another host stays absolute: a CDN that changed is a change.
    const onCdn = (base: string, cdn: string) => ({
      row: at(cdn, '/a.png'),
      key: addressKey({ address: `${cdn}/a.png`, base }),
    });
    const [a, b] = [onCdn(staging, 'https://cdn-a.example'), onCdn(live, 'https://cdn-b.example')];
    const cdn = diffDatasets(side([a.row], { images: [a.key] }), side([b.row], { images: [b.key] }));
    expect(cdn.counts.changed).toBe(1);
  });

  it('follows a category to its new place when comparing image hashes', () => {
    const keys = (hashes: string[]) =>
      hashes.map((hash, i) => addressKey({ address: `images/${i}.png`, hash }));
    const diff = diffDatasets(
      side([cat('1'), cat('2')], { images: keys(['h1', 'h2']) }),
      side([cat('2'), cat('1')], { images: keys(['h2', 'h1']) }),
    );
    expect(diff.categories.changed).toEqual([]);
    expect(diff.categories.reordered).toBe(true);
  });

  it('reports new logo bytes as a settings change', () => {
    const logo = (hash: string) => addressKey({ address: 'brand/logo.svg', hash });
    const diff = diffDatasets(side([], { logo: logo('a') }), side([], { logo: logo('b') }));
    expect(diff.info).toEqual([{ field: 'logoHash', before: 'a', after: 'b' }]);
  });
});

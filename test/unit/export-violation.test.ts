// What `export` says on standard error of rows that break the specification: how many, and which of
// them are written, never that a row left out (not an object) was written as sent.
import { describe, expect, it } from 'vitest';
import { violationLines } from '../../electron/cli/export-violation';
import type { ReceivedCategory } from '../../shared/received-categories';

const good = (k: number): ReceivedCategory => ({
  id: String(k),
  code: `C${k}`,
  name: `N${k}`,
  slug: null,
  image: `https://shop.test/${k}.png`,
});
const failure = { kind: 'contract' as const, issues: [], total: 0 };
const lines = (rows: ReceivedCategory[], unreadable: number) =>
  violationLines({ shown: { rows, unreadable, conforms: false }, failure });

describe('violationLines', () => {
  it('says the faulty rows are written when every row is an object', () => {
    expect(lines([good(1), { ...good(2), id: 2 }], 0)[0]).toBe(
      'Warning: 1 of 2 categories breaks the specification; they are written as the installation sent them.',
    );
  });

  it('counts the written ones apart from the rows left out', () => {
    expect(lines([good(1), { ...good(2), id: 2 }, { ...good(3), id: 3 }], 2).slice(0, 2)).toEqual([
      'Warning: 4 of 5 categories break the specification; 2 of them are written as the installation sent them.',
      '  2 rows are not a category record and not written.',
    ]);
    expect(lines([good(1)], 1).slice(0, 2)).toEqual([
      'Warning: 1 of 2 categories breaks the specification.',
      '  1 row is not a category record and not written.',
    ]);
  });
});

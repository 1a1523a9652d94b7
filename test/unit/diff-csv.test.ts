// A diff as CSV, as a spreadsheet reads it: BOM, header, one row per change, escaped cells.
// csv-parse (an RFC 4180 reader) stands in for the spreadsheet.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { diffDatasets } from '../../shared/diff/dataset-diff';
import { diffCsv } from '../../shared/diff/diff-csv';
import { CSV_BOM } from '../../shared/export/category-csv';

const category = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  code: `C${id}`,
  name,
  slug: `s${id}`,
  image: null,
  ...extra,
});

function readCells(csv: string): string[][] {
  return parse(csv, { bom: true, relax_column_count: false }) as string[][];
}

describe('diffCsv', () => {
  it('writes one row per change: settings, added, removed and each changed field', () => {
    const diff = diffDatasets(
      { info: { currency: 'EUR', decimals: 2 }, categories: [category('1', 'Bread'), category('2', 'Milk')] },
      {
        info: { currency: 'CHF', decimals: 2 },
        categories: [category('1', 'Brot', { slug: 'brot' }), category('3', 'Tea')],
      },
    );
    const csv = diffCsv(diff);
    expect(csv.startsWith(`${CSV_BOM}kind,id,field,before,after\r\n`)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(readCells(csv)).toEqual([
      ['kind', 'id', 'field', 'before', 'after'],
      ['setting', '', 'currency', 'EUR', 'CHF'],
      ['added', '3', 'name', '', 'Tea'],
      ['removed', '2', 'name', 'Milk', ''],
      ['changed', '1', 'name', 'Bread', 'Brot'],
      ['changed', '1', 'slug', 's1', 'brot'],
    ]);
  });

  it('escapes quotes, commas, line breaks and cells a spreadsheet would run as a formula', () => {
    const diff = diffDatasets(
      { info: {}, categories: [category('1', 'Plain')] },
      { info: {}, categories: [category('1', '=HYPERLINK("x","y"),\nnext')] },
    );
    const cells = readCells(diffCsv(diff));
    expect(cells[1]).toEqual(['changed', '1', 'name', 'Plain', `'=HYPERLINK("x","y"),\nnext`]);
  });

  it('writes only the header for identical sides, and non-ASCII names as they are', () => {
    const side = { info: {}, categories: [category('1', 'Brötchen 日本茶')] };
    expect(diffCsv(diffDatasets(side, side))).toBe(`${CSV_BOM}kind,id,field,before,after\r\n`);
    const cells = readCells(diffCsv(diffDatasets({ info: {}, categories: [] }, side)));
    expect(cells[1]).toEqual(['added', '1', 'name', '', 'Brötchen 日本茶']);
  });
});

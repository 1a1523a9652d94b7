// The category list as CSV, as a spreadsheet reads it: a byte order mark, a header, CRLF lines,
// RFC 4180 quoting, and no cell an installation controls that a spreadsheet would run as a formula.
// csv-parse (a well-kept RFC 4180 reader) stands in for the spreadsheet.
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { categoriesCsv, csvCell, CSV_BOM } from '../../shared/export/category-csv';

// The rule in the docs' words: spaces, controls, format and default-ignorable characters are skipped,
// then NFKC maps fullwidth signs to ASCII; a tab or carriage return in front counts on its own.
const SKIPPED = /^[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]+/u;
function looksLikeFormula(text: string): boolean {
  return /^[\t\r]/.test(text) || /^[=+\-@]/.test(text.normalize('NFKC').replace(SKIPPED, ''));
}

const row = (fields: Partial<Record<'id' | 'code' | 'name' | 'slug' | 'image', unknown>>) => ({
  id: '1',
  code: 'C',
  name: 'N',
  slug: 's',
  image: 'https://shop.test/a.png',
  ...fields,
});

/** The cells a spreadsheet reads from `csv`, header included. */
function readCells(csv: string): string[][] {
  return parse(csv, { bom: true, relax_column_count: false }) as string[][];
}

describe('categoriesCsv', () => {
  it('starts with a UTF-8 byte order mark and the header, and ends every line with CRLF', () => {
    const csv = categoriesCsv([row({}), row({ id: '2' })]);
    expect(csv.startsWith(`${CSV_BOM}id,code,name,slug,image\r\n`)).toBe(true);
    expect(csv).toBe(
      `${CSV_BOM}id,code,name,slug,image\r\n1,C,N,s,https://shop.test/a.png\r\n2,C,N,s,https://shop.test/a.png\r\n`,
    );
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('writes only the header for an empty list', () => {
    expect(categoriesCsv([])).toBe(`${CSV_BOM}id,code,name,slug,image\r\n`);
  });

  it('keeps non-ASCII names as they are (umlauts, accents, CJK, emoji)', () => {
    const names = ['Brot & Brötchen', 'Pâté', '日本茶', 'Eis 🍦'];
    const cells = readCells(categoriesCsv(names.map((name) => row({ name }))));
    expect(cells.slice(1).map((r) => r[2])).toEqual(names);
  });

  it('quotes cells with commas, double quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Obst, Gemüse')).toBe('"Obst, Gemüse"');
    expect(csvCell('Das "beste" Brot')).toBe('"Das ""beste"" Brot"');
    expect(csvCell('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    const names = ['Obst, Gemüse', 'Das "beste" Brot', 'Zeile 1\nZeile 2', 'a\r\nb'];
    const cells = readCells(categoriesCsv(names.map((name) => row({ name }))));
    expect(cells).toHaveLength(5);
    expect(cells.slice(1).map((r) => r[2])).toEqual(names);
  });

  it('prefixes a quote to cells that start with = + - @, a tab or a carriage return', () => {
    expect(csvCell('=HYPERLINK("http://evil.test","Klick")')).toBe(
      `"'=HYPERLINK(""http://evil.test"",""Klick"")"`,
    );
    expect(csvCell('+41 Wein')).toBe("'+41 Wein");
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    // Only the first character matters: a formula sign inside a name is harmless text.
    expect(csvCell('Obst=Gemüse')).toBe('Obst=Gemüse');
    expect(csvCell("'schon zitiert")).toBe("'schon zitiert");
  });

  it('looks past leading spaces, invisible characters and fullwidth signs before it decides', () => {
    const disguised = [
      ' =1+1',
      '   @SUM(A1)',
      '\u00a0=1+1',
      '\u200b=1+1',
      '\u3000+1',
      '\ufeff=1+1',
      '\u00a0\u200b\ufeff -2',
      '\n=1+1',
      '＝HYPERLINK("http://evil.test")',
      '＋41',
      '－5',
      '＠SUM(A1)',
      '\u3000＝1',
    ];
    for (const text of disguised) expect(csvCell(text).replace(/^"/, '').startsWith("'"), text).toBe(true);
    // A sign further in, or a space before ordinary text, stays as it is.
    expect(csvCell(' Obst = Gemüse')).toBe(' Obst = Gemüse');
    expect(csvCell('\u00a0Brot')).toBe('\u00a0Brot');
    expect(csvCell('Ａpfel')).toBe('Ａpfel');
  });

  it('reads back each disguised formula exactly, after the quote, through an RFC 4180 reader', () => {
    const names = [
      ' =1+1',
      '\u00a0=1',
      '\u200b@x',
      '\u3000+1',
      '\ufeff=1',
      '＝1',
      '＋1',
      '－1',
      '＠1',
      'a\ufeff=b',
    ];
    const cells = readCells(categoriesCsv(names.map((name) => row({ name }))));
    expect(cells.slice(1).map((r) => r[2])).toEqual(
      names.map((name) => (name === 'a\ufeff=b' ? name : `'${name}`)),
    );
  });

  it('escapes every field, not only names: code, slug, image and id', () => {
    const cells = readCells(categoriesCsv([row({ id: '-1', code: '=1', slug: '@x', image: '+y' })]));
    expect(cells[1]).toEqual(["'-1", "'=1", 'N', "'@x", "'+y"]);
  });

  it('writes a null slug or image as an empty cell, and other non-strings as JSON', () => {
    expect(readCells(categoriesCsv([row({ slug: null, image: undefined, id: 7 })]))[1]).toEqual([
      '7',
      'C',
      'N',
      '',
      '',
    ]);
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });

  it('reads back as exactly the cells given, any text at all (formula starts prefixed)', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 30 });
    const signs = ['=', '+', '-', '@', '＝', '＋', '－', '＠', '\t', '\r', '"', ',', '\n', '\r\n'];
    const blanks = [' ', '\u00a0', '\u200b', '\u3000', '\ufeff'];
    const anyText = fc.oneof(text, fc.constantFrom(...signs, ...blanks));
    const cell = fc.array(anyText, { maxLength: 4 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell, cell, cell, cell), { maxLength: 8 }), (tuples) => {
        const rows = tuples.map(([id, code, name, slug, image]) => ({ id, code, name, slug, image }));
        const cells = readCells(categoriesCsv(rows));
        const expected = tuples.map((t) => t.map((v) => (looksLikeFormula(v) ? `'${v}` : v)));
        expect(cells).toEqual([['id', 'code', 'name', 'slug', 'image'], ...expected]);
        for (const line of cells.slice(1))
          for (const value of line) expect(looksLikeFormula(value)).toBe(false);
      }),
    );
  });
});

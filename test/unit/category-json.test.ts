// The category list as JSON, and the names and types of both export formats.
import { describe, expect, it } from 'vitest';
import { categoriesJson } from '../../shared/export/category-json';
import {
  CATEGORY_EXPORT,
  categoryExportFileName,
  categoryExportText,
} from '../../shared/export/category-export';

describe('categoriesJson', () => {
  it('is an array of the five fields of each row, in the order given, values as sent', () => {
    const rows = [
      { id: '2', code: '=1', name: 'Pâté "fin"', slug: null, image: 'https://shop.test/p.png', extra: 'x' },
      { id: '1', code: 'B', name: '日本茶\n', slug: 'tee', image: 'https://shop.test/t.png' },
    ];
    const text = categoriesJson(rows);
    expect(text.endsWith('\n')).toBe(true);
    expect(JSON.parse(text)).toEqual([
      { id: '2', code: '=1', name: 'Pâté "fin"', slug: null, image: 'https://shop.test/p.png' },
      { id: '1', code: 'B', name: '日本茶\n', slug: 'tee', image: 'https://shop.test/t.png' },
    ]);
    expect(Object.keys(JSON.parse(text)[0])).toEqual(['id', 'code', 'name', 'slug', 'image']);
  });

  it('writes a missing field as null and an empty list as []', () => {
    expect(
      JSON.parse(categoriesJson([{ id: '1', code: 'A', name: 'A', slug: undefined, image: undefined }])),
    ).toEqual([{ id: '1', code: 'A', name: 'A', slug: null, image: null }]);
    expect(categoriesJson([])).toBe('[]\n');
  });
});

describe('category export formats', () => {
  it('name the file after the connection and the day, with the format extension', () => {
    const day = new Date(2026, 10, 25, 12);
    expect(categoryExportFileName('Café Süd (Staging)', 'csv', day)).toBe(
      'cafe-sud-staging-categories-2026-11-25.csv',
    );
    expect(categoryExportFileName('', 'json', day)).toBe('installation-categories-2026-11-25.json');
  });

  it('offer CSV for spreadsheets and JSON, with their content types', () => {
    expect(CATEGORY_EXPORT.csv.mimeType).toBe('text/csv; charset=utf-8');
    expect(CATEGORY_EXPORT.json.mimeType).toBe('application/json');
    expect(categoryExportText([], 'csv').startsWith('\uFEFFid,')).toBe(true);
    expect(categoryExportText([], 'json')).toBe('[]\n');
  });
});

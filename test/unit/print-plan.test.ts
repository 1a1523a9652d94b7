// What a print holds and how it is named: the paper of the user's locale (Letter in the Americas'
// Letter countries, A4 elsewhere and for tags that name no region or are malformed), the PDF's file
// name, and how much of a long list prints (every row up to 5,000, images up to 1,000 rows), with
// the words that say what was left out.
import { describe, expect, it } from 'vitest';
import { paperSizeFor, pdfFileName } from '../../shared/print';
import {
  PRINT_IMAGES_MAX_ROWS,
  PRINT_MAX_ROWS,
  printLimitWords,
  printPlan,
} from '../../renderer/features/print/print-limits';
import { englishText } from '../../renderer/i18n/english-text';

const printLimitText = (shown: number, what: 'categories' | 'changes') => {
  const said = printLimitWords(shown, what);
  return said && englishText(said);
};

describe('paperSizeFor', () => {
  it('is Letter where offices print on Letter, A4 elsewhere', () => {
    expect(['en-US', 'es-MX', 'fr-CA', 'en-PH'].map(paperSizeFor)).toEqual([
      'Letter',
      'Letter',
      'Letter',
      'Letter',
    ]);
    expect(['de-DE', 'en-GB', 'fr', 'de', 'ja-JP', 'pt-BR'].map(paperSizeFor)).toEqual([
      'A4',
      'A4',
      'A4',
      'A4',
      'A4',
      'A4',
    ]);
  });

  it('takes a bare language as its likeliest region, and A4 for a tag it cannot read', () => {
    // "en" is most likely en-US (CLDR's likely subtags).
    expect(paperSizeFor('en')).toBe('Letter');
    expect(paperSizeFor('not a tag!')).toBe('A4');
    expect(paperSizeFor('')).toBe('A4');
  });
});

describe('pdfFileName', () => {
  it('names the connection, the view and the local day, in letters any file system takes', () => {
    const day = new Date(2026, 10, 5, 23, 59);
    expect(pdfFileName('Bäckerei Müller (Nord)', 'categories', day)).toBe(
      'backerei-muller-nord-categories-2026-11-05.pdf',
    );
    expect(pdfFileName('', 'diagnostics', day)).toBe('installation-diagnostics-2026-11-05.pdf');
    expect(pdfFileName('../../x', 'changes', day)).toBe('x-changes-2026-11-05.pdf');
  });
});

describe('printPlan', () => {
  it('prints every row with images up to 1,000 rows, as text up to 5,000, and the first 5,000 beyond', () => {
    expect(printPlan(67)).toEqual({ rows: 67, images: true, left: 0 });
    expect(printPlan(PRINT_IMAGES_MAX_ROWS)).toEqual({ rows: 1_000, images: true, left: 0 });
    expect(printPlan(PRINT_IMAGES_MAX_ROWS + 1)).toEqual({ rows: 1_001, images: false, left: 0 });
    expect(printPlan(PRINT_MAX_ROWS)).toEqual({ rows: 5_000, images: false, left: 0 });
    expect(printPlan(100_000)).toEqual({ rows: 5_000, images: false, left: 95_000 });
  });

  it('says what a print leaves out, and nothing when it holds everything', () => {
    expect(printLimitText(67, 'categories')).toBeNull();
    expect(printLimitText(2_500, 'categories')).toBe(
      'The 2,500 categories are printed without images (a print shows them for up to 1,000).',
    );
    expect(printLimitText(100_000, 'categories')).toBe(
      'The first 5,000 of 100,000 categories are printed, without images: Export… writes them all.',
    );
    expect(printLimitText(6_000, 'changes')).toBe(
      'The first 5,000 of 6,000 changes are printed, without images: the exports hold them all.',
    );
  });
});

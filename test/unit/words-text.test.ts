// Words made in shared/ or main read in the language asked for, through the same formatter as the
// renderer, and in English for the command line; every language of main's catalogs has every key.
import { describe, expect, it } from 'vitest';
import { SHARED_CATALOGS } from '../../shared/messages/catalogs';
import { sharedEn } from '../../shared/messages/en';
import { englishWords, wordsIn } from '../../shared/words-text';
import { wordsOf } from '../../shared/words';

describe('shared words as text', () => {
  it('formats nested words and numbers in the language asked for', () => {
    const catalog = { 'x.count': '{count, plural, one {# Warengruppe} other {# Warengruppen}} in {where}' };
    const said = wordsIn(catalog, 'de', {
      id: 'x.count',
      values: { count: 1234, where: wordsOf('common.asIs', { text: 'Köln' }) },
    });
    expect(said).toBe('1.234 Warengruppen in Köln');
  });

  it('reads an id the catalog lacks in English, and English words as the CLI says them', () => {
    expect(wordsIn({}, 'pl', wordsOf('common.asIs', { text: 'as sent' }))).toBe('as sent');
    expect(englishWords(wordsOf('common.asIs', { text: 'Shop Köln' }))).toBe('Shop Köln');
  });

  it('has every key of the English catalog in every language of main', () => {
    for (const [language, catalog] of Object.entries(SHARED_CATALOGS))
      expect(Object.keys(catalog).sort(), language).toEqual(Object.keys(sharedEn).sort());
  });
});

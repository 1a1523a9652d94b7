// The line naming every faulty setting: one count with its plural, the people's labels in the
// panel's order (extra fields by their key in words), and the fields past the cap counted; in
// English exactly as before, and in the panel's language from the same words.
import { describe, expect, it } from 'vitest';
import { infoFaultSummary, infoFaultWords } from '../../shared/info-fault-words';
import { SHARED_CATALOGS } from '../../shared/messages/catalogs';
import { infoFaultsOf, NO_INFO_FAULTS, type InfoFaults } from '../../shared/received-info';
import { wordsIn } from '../../shared/words-text';

const fault = (field: string) => ({ field, message: 'expected string, got 2 (number)' });

describe('infoFaultSummary', () => {
  it('says nothing for a record that conforms', () => {
    expect(infoFaultSummary(NO_INFO_FAULTS)).toBeNull();
  });

  it('names one setting in the singular', () => {
    expect(infoFaultSummary({ list: [fault('default_currency')], total: 1 })).toBe(
      '1 setting breaks the specification: Currency',
    );
  });

  it('names every faulty setting in the panel’s order, extra fields last', () => {
    const list = [fault('fiscal_year'), fault('decimals'), fault('id'), fault('default_currency')];
    expect(infoFaultSummary({ list, total: 4 })).toBe(
      '4 settings break the specification: Currency, Amounts, Record number, Fiscal year',
    );
  });

  it('counts the faults past the cap that have no name listed', () => {
    expect(infoFaultSummary({ list: [fault('x_1'), fault('x_2')], total: 1_502 })).toBe(
      '1,502 settings break the specification: X 1, X 2 and 1,500 more',
    );
  });
});

describe('infoFaultsOf', () => {
  it('names each problem by its field, an odd key too, and a missing field by its name', () => {
    const record = { status: true as const, 'odd key': 1, decimals: 2 };
    const faults = infoFaultsOf(record, {
      issues: [
        { path: '["odd key"]', message: 'expected string, got 1 (number)' },
        { path: 'decimals', message: 'expected string, got 2 (number)' },
        { path: 'language', message: 'missing (expected string)' },
      ],
      total: 3,
    });
    expect(faults.list.map((f) => f.field)).toEqual(['odd key', 'decimals', 'language']);
    expect(faults.total).toBe(3);
  });
});

describe('infoFaultWords', () => {
  const german = (faults: InfoFaults) => wordsIn(SHARED_CATALOGS.de, 'de', infoFaultWords(faults)!);

  it('names the faulty settings by their German labels, an extra field by its key', () => {
    const list = [fault('fiscal_year'), fault('decimals'), fault('default_currency')];
    expect(german({ list, total: 3 })).toBe(
      '3 Einstellungen verstoßen gegen die Spezifikation: Währung, Beträge, Fiscal year',
    );
  });

  it('counts in the language’s plural forms and numbers, the unnamed ones too', () => {
    expect(german({ list: [fault('default_currency')], total: 1 })).toBe(
      '1 Einstellung verstößt gegen die Spezifikation: Währung',
    );
    const polish = wordsIn(
      SHARED_CATALOGS.pl,
      'pl',
      infoFaultWords({ list: [fault('decimals'), fault('timezone')], total: 5 })!,
    );
    expect(polish).toBe('5 ustawień narusza specyfikację: Strefa czasowa, Kwoty i 3 inne');
  });

  it('says nothing for a record that conforms', () => {
    expect(infoFaultWords(NO_INFO_FAULTS)).toBeNull();
  });
});

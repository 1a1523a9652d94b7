// The rules the Installation and Categories panels show beside a faulty value, in words for store
// managers: no schema type names ("string", "(number)"), a missing field said as such.
import { describe, expect, it } from 'vitest';
import { plainFieldRules, plainRuleText } from '../../shared/plain-rule-words';

describe('plainRuleText', () => {
  it.each([
    ['missing (expected string)', 'the installation did not send it'],
    ['expected string, got 2 (number)', 'expected text, got the number 2'],
    [
      'expected a three-letter currency code, got "EURO" (string)',
      'expected a three-letter currency code, got "EURO"',
    ],
    ['expected string, got null', 'expected text, got nothing (null)'],
    ['expected string, got true (boolean)', 'expected text, got true'],
    ['expected string, got array', 'expected text, got a list'],
    ['expected object, got "x (string)" (string)', 'expected a group of fields, got "x (string)"'],
    ['unknown field "x"', 'unknown field "x"'],
  ])('says %j as %j', (schema, plain) => {
    expect(plainRuleText(schema)).toBe(plain);
  });

  it('words every rule of a row, its fields kept', () => {
    expect(
      plainFieldRules({ id: 'expected string, got 23 (number)', slug: 'missing (expected string)' }),
    ).toEqual({
      id: 'expected text, got the number 23',
      slug: 'the installation did not send it',
    });
  });
});

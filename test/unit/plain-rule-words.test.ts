// The rules the Installation and Categories panels show beside a faulty value, in words for store
// managers: no schema type names ("string", "(number)"), a missing field said as such; in English
// exactly as before, and in the language of the view from the same words.
import { describe, expect, it } from 'vitest';
import { absoluteUrlProblem } from '../../shared/absolute-url';
import { describeIssues } from '../../shared/issue-path';
import { SHARED_CATALOGS } from '../../shared/messages/catalogs';
import type { SharedWords } from '../../shared/messages/en';
import {
  plainFieldRules,
  plainFieldRuleWords,
  plainRuleText,
  plainRuleWords,
} from '../../shared/plain-rule-words';
import * as formats from '../../shared/text-formats';
import { urlProblemWords } from '../../shared/url-problem-words';
import { CategorySchema } from '../../shared/v2';
import { englishWords, wordsIn } from '../../shared/words-text';

const german = (words: SharedWords) => wordsIn(SHARED_CATALOGS.de, 'de', words);

/** The ids of `words` and of the words among its values, nested ones too. */
const idsOf = (words: SharedWords): string[] => [
  words.id,
  ...Object.values(words.values ?? {}).flatMap((value) =>
    typeof value === 'object' ? idsOf(value as SharedWords) : [],
  ),
];

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

describe('plainRuleWords', () => {
  it.each([
    ['missing (expected string)', 'die Installation hat es nicht gesendet'],
    ['expected string, got 2 (number)', 'erwartet: Text, erhalten: die Zahl 2'],
    [
      'expected a three-letter currency code, got "EURO" (string)',
      'erwartet: ein Währungscode aus drei Buchstaben, erhalten: "EURO"',
    ],
    ['expected string, got null', 'erwartet: Text, erhalten: nichts (null)'],
    ['expected true, got false (boolean)', 'erwartet: true, erhalten: false'],
    [
      'expected an absolute http(s) URL (it has no scheme: a relative address), got "img/a.svg" (string)',
      'erwartet: eine absolute http(s)-Adresse (URL) (ihr fehlt das Schema: eine relative Adresse), erhalten: "img/a.svg"',
    ],
    ['unknown fields "x", "y"', 'unbekannte Felder "x", "y"'],
  ])('says %j in German', (schema, said) => {
    expect(german(plainRuleWords(schema))).toBe(said);
  });

  it('keeps a message it does not know as received, in every language', () => {
    const words = plainRuleWords('Invalid input');
    expect(words).toEqual({ id: 'common.asIs', values: { text: 'Invalid input' } });
    expect(german(words)).toBe('Invalid input');
  });

  it('reads every text format of the specification into its own words', () => {
    for (const format of Object.values(formats).filter((f) => typeof f === 'object' && 'message' in f)) {
      const words = plainRuleWords(`${format.message}, got "x" (string)`);
      expect(
        idsOf(words).filter((id) => id.startsWith('rule.format.')),
        format.message,
      ).toHaveLength(1);
      expect(englishWords(words)).toBe(`${format.message}, got "x"`);
    }
  });

  it('reads every reason an address is not an absolute URL, its English unchanged', () => {
    const addresses = [
      'img/a.svg',
      'ftp://x',
      'http:x',
      'http://a b',
      'http://a\u0001',
      'http://a\\b',
      'http://a/%zz',
      'http://u@h',
      'http://[::1',
      'http://[::1]x',
      'http://',
      'http://h:ab',
      'http://h:99999',
      'http://h/\u202e',
      'http://h/<',
      'http://h/#a#b',
      'http://-/',
    ];
    const reasons = new Set(addresses.map(absoluteUrlProblem));
    expect(reasons.size).toBe(addresses.length);
    for (const reason of reasons) {
      const words = urlProblemWords(reason);
      expect(words.id, reason).not.toBe('common.asIs');
      expect(englishWords(words)).toBe(reason);
    }
  });

  it('words a category row’s faults as the schema found them, each field once', () => {
    const row = { id: 7, code: 'C', name: 'N', slug: 's', image: 'img/a.svg' };
    const parsed = CategorySchema.safeParse(row, { reportInput: true });
    const faults = Object.fromEntries(
      describeIssues(parsed.error!.issues).issues.map((issue) => [issue.path, issue.message]),
    );
    const rules = plainFieldRuleWords(faults);
    expect(Object.keys(rules).sort()).toEqual(['id', 'image']);
    expect(german(rules.id!)).toBe('erwartet: Text, erhalten: die Zahl 7');
  });
});

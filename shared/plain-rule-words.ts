/**
 * The rule a value breaks, in words for the people who read the Installation and Categories panels
 * rather than a schema's: "expected string, got 2 (number)" becomes "expected text, got the number
 * 2", "missing (expected string)" becomes "the installation did not send it", and a text's "(string)"
 * goes. Diagnostics, `check` and the exports keep the schema's words (issue-path.ts) as evidence.
 * The panels show the words in their language (plainRuleWords); plainRuleText is their English.
 * Pure; a message, or a part of one, that it does not recognise is kept as it is ('common.asIs').
 */
import type { SharedMessageId, SharedWords } from './messages/en';
import {
  absoluteUrl,
  currencyCode,
  nonEmpty,
  numericText,
  singleCharacter,
  timeZoneName,
  urlOrRelativePath,
} from './text-formats';
import { urlProblemWords } from './url-problem-words';
import { wordsOf } from './words';
import { englishWords } from './words-text';

/** Each field's rule in words, by the field's name as received. */
export type FieldRules = Readonly<Record<string, SharedWords>>;

// The JSON types as issue-path.ts names them after "expected", and as a store manager would say them.
const EXPECTED: Readonly<Record<string, SharedMessageId>> = {
  string: 'rule.type.string',
  number: 'rule.type.number',
  boolean: 'rule.type.boolean',
  object: 'rule.type.object',
  array: 'rule.type.array',
  null: 'rule.type.null',
};
// The kinds issue-path.ts names after "got" for a value it does not show.
const GOT: Readonly<Record<string, SharedMessageId>> = {
  null: 'rule.got.null',
  array: 'rule.got.array',
  object: 'rule.got.object',
  undefined: 'rule.got.undefined',
};
// The specification's text formats, by the message a value that breaks one gets.
const FORMATS: Readonly<Record<string, SharedMessageId>> = {
  [numericText.message]: 'rule.format.numericText',
  [absoluteUrl.message]: 'rule.format.absoluteUrl',
  [currencyCode.message]: 'rule.format.currencyCode',
  [timeZoneName.message]: 'rule.format.timeZone',
  [singleCharacter.message]: 'rule.format.singleCharacter',
  [nonEmpty.message]: 'rule.format.nonEmpty',
  [urlOrRelativePath.message]: 'rule.format.urlOrRelativePath',
};

const asIs = (text: string): SharedWords => wordsOf('common.asIs', { text });

/** `message` (one of issue-path.ts's) in plain words, to be shown in the language of the view. */
export function plainRuleWords(message: string): SharedWords {
  if (/^missing \(expected [^)]*\)$/.test(message)) return wordsOf('rule.missing');
  const unknown = /^unknown (field|fields) (".*")$/.exec(message);
  if (unknown)
    return wordsOf('rule.unknownFields', { count: unknown[1] === 'field' ? 1 : 2, fields: unknown[2]! });
  const got = gotPart(message);
  return got ? wordsOf('rule.got', { rule: rulePart(got.rule), got: got.value }) : asIs(message);
}

/** `message` (one of issue-path.ts's) in plain English words: the command line's language. */
export const plainRuleText = (message: string): string => englishWords(plainRuleWords(message));

/** Each rule of `faults` (a field's name to its rule) in plain words, the fields as they are. */
export function plainFieldRuleWords(faults: Readonly<Record<string, string>>): FieldRules {
  const plain: Record<string, SharedWords> = {};
  for (const [field, rule] of Object.entries(faults)) plain[field] = plainRuleWords(rule);
  return plain;
}

/** Each rule of `faults` (a field's name to its rule) in plain English words, the fields as they are. */
export function plainFieldRules(faults: Readonly<Record<string, string>>): Record<string, string> {
  const plain: Record<string, string> = {};
  for (const [field, rule] of Object.entries(faults)) plain[field] = plainRuleText(rule);
  return plain;
}

// The value after ", got" as describeValue wrote it: a text quoted (the first ', got "' is the one,
// a rule's words hold none; JSON quoting leaves no line break in it), a number or true/false with
// its kind, or a kind alone.
function gotPart(message: string): { rule: string; value: SharedWords } | null {
  const text = /^(.*?), got ("[^\n]*") \(string\)$/s.exec(message);
  if (text) return { rule: text[1]!, value: asIs(text[2]!) };
  const scalar = /^(.*), got (\S+) \((number|boolean)\)$/s.exec(message);
  if (scalar)
    return {
      rule: scalar[1]!,
      value: scalar[3] === 'number' ? wordsOf('rule.got.number', { value: scalar[2]! }) : asIs(scalar[2]!),
    };
  const kind = /^(.*), got (\w+)$/s.exec(message);
  if (kind)
    return { rule: kind[1]!, value: Object.hasOwn(GOT, kind[2]!) ? wordsOf(GOT[kind[2]!]!) : asIs(kind[2]!) };
  return null;
}

// What was expected: a JSON type, a text format (with why the value is not one), or as received.
function rulePart(rule: string): SharedWords {
  if (Object.hasOwn(FORMATS, rule)) return wordsOf('rule.expected', { what: wordsOf(FORMATS[rule]!) });
  for (const [format, id] of Object.entries(FORMATS)) {
    if (rule.startsWith(`${format} (`) && rule.endsWith(')')) {
      const reason = urlProblemWords(rule.slice(format.length + 2, -1));
      return wordsOf('rule.because', { rule: wordsOf('rule.expected', { what: wordsOf(id) }), reason });
    }
  }
  const expected = /^expected (.*)$/s.exec(rule);
  if (!expected) return asIs(rule);
  const what = expected[1]!;
  return wordsOf('rule.expected', {
    what: Object.hasOwn(EXPECTED, what) ? wordsOf(EXPECTED[what]!) : asIs(what),
  });
}

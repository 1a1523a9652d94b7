/**
 * The rule a value breaks, in words for the people who read the Installation and Categories panels
 * rather than a schema's: "expected string, got 2 (number)" becomes "expected text, got the number
 * 2", "missing (expected string)" becomes "the installation did not send it", and a text's "(string)"
 * goes. Diagnostics, `check` and the exports keep the schema's words (issue-path.ts) as evidence.
 * Pure; a message it does not recognise is returned as it is.
 */

// The JSON types as issue-path.ts names them, and as a store manager would say them.
const EXPECTED: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  object: 'a group of fields',
  array: 'a list',
  null: 'nothing (null)',
};
const GOT: Readonly<Record<string, string>> = {
  null: 'nothing (null)',
  array: 'a list',
  object: 'a group of fields',
  undefined: 'nothing',
};

/** `message` (one of issue-path.ts's) in plain words. */
export function plainRuleText(message: string): string {
  if (/^missing \(expected [^)]*\)$/.test(message)) return 'the installation did not send it';
  return message
    .replace(/^expected (\w+),/, (whole, type: string) =>
      EXPECTED[type] ? `expected ${EXPECTED[type]},` : whole,
    )
    .replace(/, got (".*") \(string\)$/, ', got $1')
    .replace(/, got (\S+) \((number|boolean)\)$/, (_whole, value: string, kind: string) =>
      kind === 'number' ? `, got the number ${value}` : `, got ${value}`,
    )
    .replace(/, got (\w+)$/, (whole, kind: string) => (GOT[kind] ? `, got ${GOT[kind]}` : whole));
}

/** Each rule of `faults` (a field's name to its rule) in plain words, the fields as they are. */
export function plainFieldRules(faults: Readonly<Record<string, string>>): Record<string, string> {
  const plain: Record<string, string> = {};
  for (const [field, rule] of Object.entries(faults)) plain[field] = plainRuleText(rule);
  return plain;
}

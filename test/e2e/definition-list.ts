// Reading label–value lists (<dl>) by their roles, as a screen reader pairs them: each term ("Time
// zone") with the definition after it. The app's lists have one definition per term.
import type { Locator } from 'playwright-core';

/** Every term in `scope` with its definition's text, in page order. */
export async function definitionsIn(scope: Locator): Promise<Record<string, string>> {
  const [terms, values] = await Promise.all([
    scope.getByRole('term').allTextContents(),
    scope.getByRole('definition').allTextContents(),
  ]);
  if (terms.length !== values.length)
    throw new Error(`${terms.length} terms but ${values.length} definitions`);
  return Object.fromEntries(terms.map((term, i) => [term, values[i]!]));
}

/** The definition of the term `label` in `scope` (the first, if the label shows more than once). */
export async function definitionOf(scope: Locator, label: string): Promise<Locator> {
  const terms = await scope.getByRole('term').allTextContents();
  const at = terms.indexOf(label);
  if (at < 0) throw new Error(`No term “${label}” among: ${terms.join(', ')}`);
  return scope.getByRole('definition').nth(at);
}

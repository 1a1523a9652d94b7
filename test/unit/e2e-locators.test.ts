// The end-to-end tests find elements the way a user does: by role and accessible name, label or
// visible text (getByRole, getByLabel, getByText…), never by a CSS selector. A class, an id or a
// tag is markup a user never sees: a test that leans on one keeps passing when the page loses its
// names, and breaks when only the styling changes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const E2E_FOLDER = fileURLToPath(new URL('../e2e', import.meta.url));

/** Calls that take a selector string (Playwright's CSS/XPath engines, or the DOM's own). Every
 * locator() is one, also with a variable: getBy…, filter(), and() and or() cover the rest. */
const SELECTOR_CALLS: readonly RegExp[] = [
  /\.locator\(/,
  /\.frameLocator\(\s*['"`]/,
  /\.waitForSelector\(/,
  /\.\$\$?\(/,
  /\.\$\$?eval\(/,
  /\.querySelector(?:All)?\(/,
  /\.closest\(/,
  /\.getElementsBy(?:ClassName|TagName)\(/,
];

/** Each line of `source` that finds an element by a selector, as "line: text". */
function selectorUses(source: string): string[] {
  return source
    .split('\n')
    .map((text, i) => ({ text: text.trim(), line: i + 1 }))
    .filter(({ text }) => !text.startsWith('//') && !text.startsWith('*'))
    .filter(({ text }) => SELECTOR_CALLS.some((call) => call.test(text)))
    .map(({ text, line }) => `${line}: ${text}`);
}

describe('end-to-end locators', () => {
  it('catches the selectors it is meant to catch, and lets role and label locators through', () => {
    const bad = [
      "page.locator('.card').first()",
      'page.locator("#category-search")',
      'view.locator(`#category-option-${n}`)',
      "page.locator('input[type=file]')",
      "rows.locator('td').nth(1)",
      'options.first().locator(nameOf)',
      "page.waitForSelector('dialog[open]')",
      "page.$('.verdict__title')",
      "page.$$eval('img', (all) => all.length)",
      "row.querySelector('dt')",
    ];
    for (const line of bad) expect(selectorUses(line), line).toHaveLength(1);
    const good = [
      "page.getByRole('listbox', { name: 'Categories' }).getByRole('option')",
      "dialog.getByLabel('Name')",
      "page.getByText('No category matches')",
      '// page.locator(".card") in a comment',
    ];
    for (const line of good) expect(selectorUses(line), line).toEqual([]);
  });

  it('find elements by role, label and text in every test/e2e file', () => {
    const files = readdirSync(E2E_FOLDER).filter((name) => name.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(5);
    const uses = files.flatMap((name) =>
      selectorUses(readFileSync(join(E2E_FOLDER, name), 'utf8')).map((use) => `test/e2e/${name}:${use}`),
    );
    expect(
      uses,
      'Find the element with getByRole(role, { name }), getByLabel or getByText; if it has no role ' +
        'or name a user could rely on, give it one in renderer/ (a heading, a label, aria-labelledby).',
    ).toEqual([]);
  });
});

// Shared by the categories end-to-end tests: what the tests read of the categories panel (the app is
// opened by useAppInBrowser in web-app.ts), and a dataset of 100,000 categories.
import { type Locator, type Page } from 'playwright-core';
import { validDatasetDocument } from '../helpers/temp-dataset';

/** How many categories the big dataset has. */
export const BIG_COUNT = 100_000;

/** The temp dataset's document with BIG_COUNT simple categories, without images (the placeholder
 * shows), every third without a slug and every thousandth with fields the API does not define. */
export function bigCategoriesDocument() {
  const document = validDatasetDocument();
  document.categories = Array.from({ length: BIG_COUNT }, (_, i) => {
    const n = i + 1;
    const category: Record<string, unknown> = {
      id: String(n),
      code: `C${String(n).padStart(6, '0')}`,
      name: `Category ${n}`,
      slug: n % 3 === 0 ? null : `category-${n}`,
      image: null,
    };
    if (i % 1000 === 0) Object.assign(category, { parent_id: String(n + 1), visible: true });
    return category;
  });
  return document;
}

/** The page's window.inspector, as far as these tests call it (the file has no DOM types). */
interface PageWithInspector {
  readonly inspector: {
    startDemo(args: { datasetFile: string }): Promise<{ ok: boolean; error?: { message: string } }>;
  };
}

/** An element's box, as the tests read it (this file has no DOM types). */
interface Positioned {
  getBoundingClientRect(): { readonly top: number };
}

/** The accessible names of the options in `scope` (a listbox, or one option), in order: what a
 * screen reader says for each, read from Playwright's ARIA snapshot. */
export async function optionNames(scope: Locator): Promise<string[]> {
  const snapshot = await scope.ariaSnapshot();
  return [...snapshot.matchAll(/^\s*- option ("(?:[^"\\]|\\.)*")/gm)].map(
    (match) => JSON.parse(match[1]!) as string,
  );
}

/** What the tests read and do in the categories panel. */
export function categoryPage(page: Page) {
  const listbox = page.getByRole('listbox', { name: 'Categories' });
  const options = listbox.getByRole('option');
  return {
    listbox,
    options,
    /** The option the keyboard is on (the listbox marks it selected). */
    active: listbox.getByRole('option', { selected: true }),
    /** The option named `name`, exactly. */
    option: (name: string) => listbox.getByRole('option', { name, exact: true }),
    search: page.getByRole('searchbox', { name: 'Search categories by name, code or slug' }),
    sort: page.getByLabel('Sort by'),
    count: () => page.getByText(/^[\d,]+ (of [\d,]+ )?categor(y|ies)( loaded…)?$/).textContent(),
    /** An option's accessible name is its category's name (its code and slug describe it). */
    firstName: async () => (await optionNames(options.first()))[0],
    names: () => optionNames(listbox),
    /** How many options share the first line: several in the grid, one in the list. */
    columns: () =>
      options.evaluateAll((all) => {
        if (all.length === 0) return 0;
        const top = (option: unknown) => (option as Positioned).getBoundingClientRect().top;
        return all.filter((option) => Math.abs(top(option) - top(all[0])) < 1).length;
      }),
    activeId: () => listbox.getAttribute('aria-activedescendant'),
    clipboardText: () =>
      page.evaluate(() =>
        (
          globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
        ).navigator.clipboard.readText(),
      ),
    /** Whether `item` is wholly inside the list's visible area (not just in the DOM). */
    async inView(item: Locator) {
      const [box, frame] = await Promise.all([item.boundingBox(), listbox.boundingBox()]);
      return !!box && !!frame && box.y >= frame.y - 1 && box.y + box.height <= frame.y + frame.height + 1;
    },
    /** Restarts the demo server on `file`, through the page's own bridge; throws when it refuses. */
    async startDemoOn(file: string) {
      const result = await page.evaluate(
        (datasetFile) => (globalThis as unknown as PageWithInspector).inspector.startDemo({ datasetFile }),
        file,
      );
      if (!result.ok) throw new Error(`startDemo failed: ${result.error?.message}`);
    },
  };
}

/** The type of categoryPage's result. */
export type CategoryPage = ReturnType<typeof categoryPage>;

// First start, end to end: the built `retail-inspector web` in a child process with an empty data
// folder, and the real renderer in Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) driven by
// playwright-core (see web-app.ts). Every wait is bounded; the browser, the host and the folder go in
// afterAll.
import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryPage } from './category-page';
import { definitionsIn } from './definition-list';
import { isFocused } from './focus';
import { skipWithoutChromium, useAppInBrowser, WAIT_MS } from './web-app';

/** What the test reads of an <img> in the page (this file type-checks without DOM types). */
interface ImageState {
  readonly complete: boolean;
  readonly naturalWidth: number;
}

/** An element's box, as the test reads it. */
interface Positioned {
  getBoundingClientRect(): { readonly top: number; readonly bottom: number };
}

describe.skipIf(skipWithoutChromium())('first start in the browser', () => {
  const session = useAppInBrowser({ open: true });
  let page: Page;
  let consoleProblems: string[] = [];

  beforeAll(() => {
    ({ page, problems: consoleProblems } = session);
  });

  it('shows the demo company and its settings', async () => {
    await page.getByRole('heading', { name: 'Marktplatz Feinkost GmbH' }).waitFor();
    const installation = page.getByRole('region', { name: 'Installation', exact: true });
    await installation.getByRole('term').first().waitFor();
    expect(await definitionsIn(installation)).toMatchObject({
      Company: 'Marktplatz Feinkost GmbH',
      Language: 'Deutsch',
      Currency: 'EUR',
      'Time zone': 'Europe/Berlin',
    });
    expect(await page.getByRole('combobox', { name: 'Connection', exact: true }).inputValue()).toBe('demo');
    await page.getByText(/^Demo server\s+http:\/\/127\.0\.0\.1:\d+$/).waitFor();
  });

  it('shows the categories with their images loaded', async () => {
    const ui = categoryPage(page);
    await ui.options.first().waitFor();
    expect(await ui.count()).toMatch(/^\d+ categories$/);
    // Every card rendered, in view and just below it (so the first scroll shows pictures, not
    // shimmering tiles), has its image with real pixels; one that fails becomes a tile, not an img.
    // Page callbacks are functions, never strings: the page's CSP forbids evaluating strings.
    // The images are decorative (alt="", so their role is presentation): the option names the category.
    const images = ui.listbox.getByRole('presentation');
    const allLoaded = () =>
      images.evaluateAll(
        (all) =>
          all.length > 0 &&
          all.every(
            (img) =>
              (img as unknown as ImageState).complete && (img as unknown as ImageState).naturalWidth > 0,
          ),
      );
    await expect.poll(allLoaded, { timeout: WAIT_MS }).toBe(true);
    const below = await images.evaluateAll(
      (all, top) =>
        all.filter((img) => (img as unknown as Positioned).getBoundingClientRect().top > top).length,
      await ui.listbox.evaluate((element) => element.getBoundingClientRect().bottom),
    );
    expect(below).toBeGreaterThan(0);
  });

  it('filters the categories as the user types, by name, code or slug', async () => {
    // The list is virtualized: the count says how many there are, not the cards in the DOM.
    const ui = categoryPage(page);
    const total = Number(/^(\d+) categories$/.exec((await ui.count()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(0);
    await page.keyboard.press('/');
    expect(await isFocused(ui.search)).toBe(true);
    await page.keyboard.type('brot');
    const cards = ui.options;
    // Wait for the filter of the whole word: after "b" or "br" fewer cards show too ("Brie").
    const allMatch = async () => {
      const texts = await cards.allTextContents();
      return texts.length > 0 && texts.length < total && texts.every((t) => t.toLowerCase().includes('brot'));
    };
    await expect.poll(allMatch, { timeout: WAIT_MS }).toBe(true);
    const shown = await cards.allTextContents();
    expect(await ui.count()).toBe(`${shown.length} of ${total} categories`);

    await page.keyboard.type('xyz-nothing');
    await page.getByText('No category matches').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(ui.count, { timeout: WAIT_MS }).toBe(`${total} categories`);
  });

  it('logs no errors and no policy violations', () => {
    expect(consoleProblems).toEqual([]);
  });
});

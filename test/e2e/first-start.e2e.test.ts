// First start, end to end: the built `retail-inspector web` in a child process with an empty data
// folder, and the real renderer in Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) driven by
// playwright-core (see web-app.ts). Every wait is bounded; the browser, the host and the folder go in
// afterAll.
import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
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
    await page.locator('.info-list__row').first().waitFor();
    const rows = await page
      .locator('.info-list__row')
      .evaluateAll((elements) =>
        elements.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
      );
    const settings = Object.fromEntries(rows);
    expect(settings).toMatchObject({
      'Company name': 'Marktplatz Feinkost GmbH',
      Language: 'Deutsch',
      'Default currency': 'EUR',
      'Time zone': 'Europe/Berlin',
    });
    expect(await page.locator('select').first().inputValue()).toBe('demo');
    expect(await page.locator('.connection-address').textContent()).toMatch(
      /Demo server\s+http:\/\/127\.0\.0\.1:\d+/,
    );
  });

  it('shows the categories with their images loaded', async () => {
    await page.locator('.card').first().waitFor();
    expect(await page.locator('.panel__count').textContent()).toMatch(/^\d+ categories$/);
    // Every card rendered, in view and just below it (so the first scroll shows pictures, not
    // shimmering tiles), has its image with real pixels; one that fails becomes a tile, not an img.
    // Page callbacks are functions, never strings: the page's CSP forbids evaluating strings.
    const images = page.getByRole('listbox', { name: 'Categories' }).locator('img');
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
      await page.locator('#category-browser').evaluate((element) => element.getBoundingClientRect().bottom),
    );
    expect(below).toBeGreaterThan(0);
  });

  it('filters the categories as the user types, by name, code or slug', async () => {
    // The list is virtualized: the count says how many there are, not the cards in the DOM.
    const count = page.locator('.panel__count');
    const total = Number(/^(\d+) categories$/.exec((await count.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(0);
    await page.locator('body').press('/');
    const search = page.locator('#category-search');
    expect(await search.evaluate((input) => input === input.ownerDocument.activeElement)).toBe(true);
    await page.keyboard.type('brot');
    const cards = page.locator('.card');
    // Wait for the filter of the whole word: after "b" or "br" fewer cards show too ("Brie").
    const allMatch = async () => {
      const texts = await cards.allTextContents();
      return texts.length > 0 && texts.length < total && texts.every((t) => t.toLowerCase().includes('brot'));
    };
    await expect.poll(allMatch, { timeout: WAIT_MS }).toBe(true);
    const shown = await cards.allTextContents();
    expect(await count.textContent()).toBe(`${shown.length} of ${total} categories`);

    await page.keyboard.type('xyz-nothing');
    await page.getByText('No category matches').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => count.textContent(), { timeout: WAIT_MS }).toBe(`${total} categories`);
  });

  it('logs no errors and no policy violations', () => {
    expect(consoleProblems).toEqual([]);
  });
});

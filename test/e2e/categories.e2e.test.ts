// Browsing the categories, end to end (launched as in web-app.ts): on the demo data, search, sort,
// grid and list, the keyboard and the detail panel; then, on a temp dataset of 100,000 categories,
// that only the rows in view are in the DOM, that the end can be reached and that search still works.
import { type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDatasetFolder } from '../helpers/temp-dataset';
import { servableDataset } from '../helpers/web-host-process';
import {
  bigCategoriesDocument,
  BIG_COUNT,
  categoryPage,
  optionNames,
  type CategoryPage,
} from './category-page';
import { isFocused } from './focus';
import { WAIT_MS, skipWithoutChromium, useAppInBrowser } from './web-app';

describe.skipIf(skipWithoutChromium())('categories in the browser', () => {
  const session = useAppInBrowser({ open: true, clipboard: true });
  let page: Page;
  let problems: string[] = [];
  let ui: CategoryPage;

  beforeAll(async () => {
    ({ page, problems } = session);
    ui = categoryPage(page);
    await ui.options.first().waitFor();
  });

  it('narrows the count as the user searches by name, code or slug', async () => {
    expect(await ui.count()).toBe('67 categories');
    await ui.search.fill('KAES');
    await expect.poll(ui.count).toBe('4 of 67 categories');
    expect(await ui.names()).toEqual(['Hartkäse', 'Käse', 'Weichkäse & Brie', 'Ziegen- & Schafskäse']);
    await ui.search.fill('zzz-nothing');
    await page.getByText('No category matches “zzz-nothing”.').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(ui.count).toBe('67 categories');
  });

  it('sorts by name, code or id', async () => {
    expect(await ui.firstName()).toBe('Antipasti & Oliven');
    await ui.sort.selectOption('code');
    await expect.poll(ui.firstName).toBe('Konfitüre & Honig');
    await ui.sort.selectOption('id');
    await expect.poll(ui.firstName).toBe('Brot & Brötchen');
    expect(await ui.options.nth(1).getAttribute('data-category-id')).toBe('4');
    await ui.sort.selectOption('name');
    await expect.poll(ui.firstName).toBe('Antipasti & Oliven');
  });

  it('switches between grid and list, and remembers the choice', async () => {
    const grid = page.getByRole('button', { name: 'Grid' });
    const list = page.getByRole('button', { name: 'List' });
    expect(await grid.getAttribute('aria-pressed')).toBe('true');
    expect(await ui.columns()).toBeGreaterThan(1);
    await list.click();
    expect(await list.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(ui.columns).toBe(1);
    await page.reload();
    await ui.options.first().waitFor();
    expect(await page.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    expect(await ui.columns()).toBe(1);
    await page.getByRole('button', { name: 'Grid' }).click();
    await expect.poll(ui.columns).toBeGreaterThan(1);
  });

  it('moves the active item with the arrow keys and opens it with Enter', async () => {
    await ui.listbox.focus();
    expect(await ui.activeId()).toBe('category-option-0');
    const columns = await ui.columns();
    expect(columns).toBeGreaterThan(1);
    await page.keyboard.press('ArrowRight');
    expect(await ui.activeId()).toBe('category-option-1');
    await page.keyboard.press('ArrowDown');
    expect(await ui.activeId()).toBe(`category-option-${1 + columns}`);
    const [name] = await optionNames(ui.active);
    const id = await ui.active.getAttribute('data-category-id');

    await page.keyboard.press('Enter');
    const detail = page.getByRole('dialog', { name: name! });
    await detail.waitFor();
    const json = detail.getByRole('region', { name: 'Raw JSON' });
    expect(await json.textContent()).toContain(`"id": "${id}"`);
    expect(await detail.getByRole('region', { name: 'Fields' }).textContent()).toContain(name!);
    await detail.getByRole('button', { name: 'Copy the raw JSON' }).click();
    await detail.getByRole('button', { name: /^Copied/ }).waitFor();
    expect(JSON.parse(await ui.clipboardText())).toMatchObject({ id, name });

    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(ui.listbox)).toBe(true);
    expect(await ui.activeId()).toBe(`category-option-${1 + columns}`);
  });

  it('moves by one row in the list, and reaches the last item with End', async () => {
    await page.getByRole('button', { name: 'List' }).click();
    await ui.listbox.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    expect(await ui.activeId()).toBe('category-option-1');
    await page.keyboard.press('End');
    await expect.poll(ui.activeId).toBe('category-option-66');
    await ui.active.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Grid' }).click();
  });

  it('logs no errors and no policy violations', () => {
    expect(problems).toEqual([]);
  });
});

describe.skipIf(skipWithoutChromium())('100,000 categories in the browser', () => {
  let dataset: Awaited<ReturnType<typeof writeDatasetFolder>> | undefined;

  // Before the app's hooks: the dataset is written first and removed last.
  beforeAll(async () => {
    dataset = await writeDatasetFolder(bigCategoriesDocument(), {});
  });

  afterAll(async () => {
    await dataset?.cleanup();
  });

  const session = useAppInBrowser({ open: true, clipboard: true });
  let page: Page;
  let ui: CategoryPage;
  let scroller: Locator;

  beforeAll(async () => {
    page = session.page;
    ui = categoryPage(page);
    scroller = ui.listbox;
    await ui.options.first().waitFor();
    await ui.startDemoOn(await servableDataset(session.app, dataset!.file));
    await page.reload();
    // Loading is slow here by design: 100,000 rows are validated by the host and parsed by the page.
    await page.getByText('100,000 categories', { exact: true }).waitFor({ timeout: 45_000 });
  }, 90_000);

  it('keeps only the rows in view in the DOM', async () => {
    await ui.options.first().waitFor();
    expect(await ui.firstName()).toBe('Category 1');
    expect(await ui.options.count()).toBeLessThan(300);
  });

  it('reaches the last category with End, and by scrolling', async () => {
    await scroller.focus();
    await page.keyboard.press('End');
    const last = ui.option(`Category ${BIG_COUNT}`);
    await last.waitFor();
    await expect.poll(() => ui.inView(last)).toBe(true);
    expect(await ui.activeId()).toBe(`category-option-${BIG_COUNT - 1}`);
    expect(await ui.options.count()).toBeLessThan(300);

    await page.keyboard.press('Home');
    await ui.option('Category 1').waitFor();
    await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await last.waitFor();
    await expect.poll(() => ui.inView(last)).toBe(true);
  });

  it('shows a new search from its first match, also when the list was scrolled down', async () => {
    await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight / 2 }));
    await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await page.keyboard.press('/');
    await page.keyboard.type('Category 12');
    await expect.poll(ui.firstName, { timeout: WAIT_MS }).toBe('Category 12');
    await expect.poll(() => ui.inView(ui.options.first())).toBe(true);
    expect(await scroller.evaluate((element) => element.scrollTop)).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(ui.count, { timeout: WAIT_MS }).toBe('100,000 categories');
  });

  it('sizes the list to the matches: the end of a search is its last match, not blank space', async () => {
    await ui.search.fill('Category 99');
    await expect.poll(ui.count, { timeout: WAIT_MS }).toBe('1,111 of 100,000 categories');
    await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    // The 1,111th and last match, in name order.
    const last = ui.option('Category 99999');
    await last.waitFor();
    await expect.poll(() => ui.inView(last)).toBe(true);
    await scroller.focus();
    await page.keyboard.press('Home');
    await expect.poll(() => ui.inView(ui.options.first())).toBe(true);
    await page.keyboard.press('End');
    await expect.poll(() => ui.inView(last)).toBe(true);
    expect(await ui.activeId()).toBe('category-option-1110');
    await ui.search.fill('');
    await expect.poll(ui.count, { timeout: WAIT_MS }).toBe('100,000 categories');
  });

  it('opens a category with added fields', async () => {
    await scroller.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    const detail = page.getByRole('dialog', { name: 'Category 1' });
    await detail.waitFor();
    expect(await detail.textContent()).toContain('parent_id');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
  });

  it('filters the 100,000 rows as the user types', async () => {
    await page.keyboard.press('/');
    await page.keyboard.type('99999');
    await expect.poll(ui.count, { timeout: WAIT_MS }).toMatch(/^\d of 100,000 categories$/);
    const names = await ui.names();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.includes('99999'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(ui.count, { timeout: WAIT_MS }).toBe('100,000 categories');
  });
});

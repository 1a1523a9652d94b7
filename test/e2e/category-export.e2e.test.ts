// Export… of the categories, end to end in the web host (launched as in web-app.ts): on the demo
// data, search, open Export… by keyboard, choose CSV, and the browser downloads exactly the rows
// shown, in their order, as a spreadsheet opens them; then JSON after a sort. The words after the
// control say how many rows went where.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Download, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryPage, type CategoryPage } from './category-page';
import { WAIT_MS, skipWithoutChromium, useAppInBrowser } from './web-app';

describe.skipIf(skipWithoutChromium())('category export in the browser', () => {
  const session = useAppInBrowser({ open: true });
  let page: Page;
  let ui: CategoryPage;

  beforeAll(async () => {
    page = session.page;
    ui = categoryPage(page);
    await ui.options.first().waitFor();
  });

  /** Opens Export… with the keyboard, picks `label`, and resolves with the download it starts. */
  async function exportAs(label: 'CSV' | 'JSON'): Promise<{ download: Download; text: string }> {
    const button = page.getByRole('button', { name: 'Export…' });
    await button.focus();
    await page.keyboard.press('Enter');
    const choice = page
      .getByRole('group', { name: /^Export the/ })
      .getByRole('button', { name: new RegExp(label) });
    await choice.waitFor();
    const started = page.waitForEvent('download', { timeout: WAIT_MS });
    await choice.click();
    const download = await started;
    const path = await download.path();
    return { download, text: await readFile(path, 'utf8') };
  }

  it('downloads the rows the search shows as CSV, with a byte order mark, in the order shown', async () => {
    await page.locator('#category-search').fill('KAES');
    await expect.poll(ui.count).toBe('4 of 67 categories');
    const shown = await ui.names();
    const { download, text } = await exportAs('CSV');
    expect(download.suggestedFilename()).toMatch(/^demo-offline-categories-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(text.startsWith('\uFEFFid,code,name,slug,image\r\n')).toBe(true);
    const cells = parse(text, { bom: true }) as string[][];
    expect(cells.slice(1).map((row) => row[2])).toEqual(shown);
    await page
      .getByText(`Exported 4 categories as CSV; your browser saves it as ${download.suggestedFilename()}`)
      .waitFor();
  });

  it('downloads JSON in the sort order chosen', async () => {
    await page.locator('#category-search').fill('');
    await expect.poll(ui.count).toBe('67 categories');
    await ui.sort.selectOption('id');
    await expect.poll(ui.firstName).toBe('Brot & Brötchen');
    const { text } = await exportAs('JSON');
    const rows = JSON.parse(text) as { id: string; name: string }[];
    expect(rows).toHaveLength(67);
    expect(rows[0]).toMatchObject({ id: '3', name: 'Brot & Brötchen' });
    expect(rows[1]!.id).toBe('4');
    await page.getByText(/^Exported 67 categories as JSON/).waitFor();
  });
});

// The Requests view, end to end (launched as in web-app.ts): first start lists the demo's two calls
// with their bodies; a token-protected connection (an embedded server in this process, added through
// the page's own window.inspector) shows its token nowhere but as ***; and a 13 MB categories body is
// shown cut to 200,000 characters while the page keeps answering clicks.
import { type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMP_COMPANY, writeDatasetFolder } from '../helpers/temp-dataset';
import { servableDataset } from '../helpers/web-host-process';
import { bigCategoriesDocument, categoryPage } from './category-page';
import { callInspector, skipWithoutChromium, useAppInBrowser, WAIT_MS } from './web-app';
import { useLocalInstallation } from './local-installation';
import { DEMO_COMPANY } from '../helpers/demo-company';
import { valueOf } from '../helpers/result-value';

const TOKEN = 'tok-e2e-Requests-5b7e';
const SHOP_COMPANY = TEMP_COMPANY;

/** The table's columns, in order (the cells of a row are read by position). */
const COLUMN = { time: 0, method: 1, url: 2, status: 3 } as const;

/** What the tests read and do in the Requests view. */
function requestsView(page: Page) {
  const tab = page.getByRole('tab', { name: /^Requests \(\d+\)$/ });
  const table = page.getByRole('table', { name: 'Requests the app made, newest first' });
  // The header row has no button; each entry's URL is one.
  const rows = table.getByRole('row').filter({ has: page.getByRole('button') });
  const body = page.getByRole('region', { name: 'Body text' });
  return {
    tab,
    rows,
    body,
    dataTab: page.getByRole('tab', { name: 'Installation & categories' }),
    count: async () => Number(/\((\d+)\)/.exec((await tab.textContent()) ?? '')?.[1]),
    /** The newest row whose URL contains `path`. */
    row: (path: string): Locator => rows.filter({ hasText: path }).first(),
    /** Each row's entry id, as its URL button carries it. */
    ids: () => rows.getByRole('button').evaluateAll((all) => all.map((b) => Number(b.dataset.requestId))),
    cell: (row: Locator, column: keyof typeof COLUMN) => row.getByRole('cell').nth(COLUMN[column]),
  };
}

describe.skipIf(skipWithoutChromium())('the Requests view in the browser', () => {
  let big: Awaited<ReturnType<typeof writeDatasetFolder>> | undefined;
  // Before the app's hooks: the installation starts first; it and the big dataset go last.
  const installation = useLocalInstallation(TOKEN);
  afterAll(async () => {
    await big?.cleanup();
  });

  const session = useAppInBrowser({ open: true, clipboard: true });
  let page: Page;
  let problems: string[] = [];
  let ui: ReturnType<typeof requestsView>;

  beforeAll(async () => {
    ({ page, problems } = session);
    ui = requestsView(page);
    await page.getByRole('heading', { name: DEMO_COMPANY }).waitFor();
  });

  it('lists the first start’s info and categories calls, newest first, with status 200', async () => {
    await categoryPage(page).options.first().waitFor();
    await ui.tab.click();
    expect(await ui.tab.getAttribute('aria-selected')).toBe('true');
    await ui.row('/api/v2/products/getcategorys').waitFor();
    for (const path of ['/api/v2/auth/info', '/api/v2/products/getcategorys']) {
      const row = ui.row(path);
      expect(await ui.cell(row, 'method').textContent()).toBe('GET');
      expect(await ui.cell(row, 'status').textContent()).toBe('200ok');
    }
    expect(await ui.count()).toBe(2);
    const ids = await ui.ids();
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('opens the categories call and shows its JSON body, indented, with Copy', async () => {
    await ui.row('/api/v2/products/getcategorys').getByRole('button').click();
    await expect.poll(() => ui.body.textContent(), { timeout: WAIT_MS }).toContain('"rows": [');
    const text = (await ui.body.textContent()) ?? '';
    expect(text.startsWith('{\n  "status": true,')).toBe(true);
    expect(JSON.parse(text).rows).toHaveLength(67);
    await page.getByRole('button', { name: 'Copy the body' }).click();
    await page.getByRole('button', { name: /^Copied/ }).waitFor();
    expect(JSON.parse(await categoryPage(page).clipboardText()).rows).toHaveLength(67);
  });

  it('adds new calls as they happen, and masks a connection’s token everywhere', async () => {
    const { profile } = valueOf(
      await callInspector(page, 'saveProfile', {
        name: 'Token shop',
        baseUrl: installation.server.url,
        token: TOKEN,
      }),
    );
    valueOf(await callInspector(page, 'setActiveProfile', { id: profile.id }));
    await page.reload();
    await page.getByRole('heading', { name: SHOP_COMPANY }).waitFor();
    await categoryPage(page).options.first().waitFor();
    await ui.tab.click();
    await expect.poll(ui.count, { timeout: WAIT_MS }).toBe(4);
    // Live: two more calls while the view is open.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(ui.count, { timeout: WAIT_MS }).toBe(6);
    const url = await ui.row('/api/v2/products/getcategorys').getByRole('button').textContent();
    expect(url).toBe(`${installation.server.url}/api/v2/products/getcategorys?et_auth_token=***`);
    await ui.row('/api/v2/products/getcategorys').getByRole('button').click();
    await expect.poll(() => ui.body.textContent(), { timeout: WAIT_MS }).toContain('"rows": [');
    expect(await page.content()).not.toContain(TOKEN);
    expect(await page.content()).toContain('et_auth_token=***');
  });

  it('shows 200,000 characters of a 13 MB body and keeps answering clicks', async () => {
    big = await writeDatasetFolder(bigCategoriesDocument(), {});
    const datasetFile = await servableDataset(session.app, big.file);
    valueOf(await callInspector(page, 'startDemo', { datasetFile }));
    valueOf(await callInspector(page, 'setActiveProfile', { id: 'demo' }));
    await page.reload();
    await page.getByText('100,000 categories', { exact: true }).waitFor({ timeout: 45_000 });
    await ui.tab.click();
    const entry = ui.row('/api/v2/products/getcategorys');
    await entry.waitFor();
    await entry.getByRole('button').click();
    const note = page.getByText(/^Showing the first 200,000 of [\d,]+ characters\./);
    await note.waitFor();
    const total = Number(
      /of ([\d,]+) characters/.exec((await note.textContent()) ?? '')?.[1]?.replace(/,/g, ''),
    );
    expect(total).toBeGreaterThan(10_000_000);
    expect(await ui.body.evaluate((pre) => pre.textContent?.length)).toBe(200_000);
    // Responsive: another tab answers a click within 2 s.
    const started = Date.now();
    await ui.dataTab.click({ timeout: 2_000 });
    await expect.poll(() => ui.dataTab.getAttribute('aria-selected'), { timeout: 2_000 }).toBe('true');
    expect(Date.now() - started).toBeLessThan(2_000);
    await page.getByText('100,000 categories', { exact: true }).waitFor({ timeout: 2_000 });
  }, 90_000);

  it('logs no errors and no policy violations', () => {
    expect(problems).toEqual([]);
  });
});

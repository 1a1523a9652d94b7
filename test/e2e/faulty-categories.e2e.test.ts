// Categories that break the API specification, end to end (the built web host and Chromium, as in
// web-app.ts) against a real HTTP stand-in installation on 127.0.0.1 answering 5 rows of which 3 are
// faulty (a relative image path, a numeric id, a missing slug): all 5 are shown under a banner that
// counts them, a faulty field's rule shows on hover and on keyboard focus of its mark, and Export…
// writes all 5 rows as received, saying how many break the specification; Test connection says
// Connected with a note.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultyInstallation } from '../helpers/faulty-categories';
import { closeAllServers, type LocalServer } from '../helpers/local-servers';
import { valueOf } from '../helpers/result-value';
import { AXE_IMPACTS_THAT_FAIL, describeViolations, injectAxe, runAxe, settleAnimations } from './axe-page';
import { categoryPage, type CategoryPage } from './category-page';
import { callInspector, skipWithoutChromium, useAppInBrowser, WAIT_MS } from './web-app';

const NAMES = ['Brot', 'Käse', 'Milch', 'Obst', 'Wein'];

describe.skipIf(skipWithoutChromium())('categories that break the specification, in the browser', () => {
  let installation: LocalServer | undefined;
  // Before the app's hooks: the installation starts first and stops last.
  beforeAll(async () => {
    installation = await startFaultyInstallation();
  });
  afterAll(async () => {
    await closeAllServers();
  });

  const session = useAppInBrowser({ open: true });
  let page: Page;
  let ui: CategoryPage;

  beforeAll(async () => {
    page = session.page;
    ui = categoryPage(page);
    await ui.options.first().waitFor();
    const { profile } = valueOf(
      await callInspector(page, 'saveProfile', { name: 'Faulty shop', baseUrl: installation!.url }),
    );
    valueOf(await callInspector(page, 'setActiveProfile', { id: profile.id }));
    await page.reload();
    await ui.option('Milch').waitFor();
  });

  it('shows all 5 rows and a banner: 3 of 5 categories break the specification', async () => {
    expect(await ui.names()).toEqual(NAMES);
    await expect.poll(ui.count).toBe('5 categories');
    const banner = page.getByRole('region', { name: 'Categories that break the specification' });
    expect(await banner.textContent()).toBe('3 of 5 categories break the specification — see Diagnostics');
  });

  it('shows a faulty field’s rule on hover of its flag in the list, and on keyboard focus of its mark in the details', async () => {
    await page.getByRole('button', { name: 'List' }).click();
    // The flag's rule is its title, which the browser shows on hover.
    const flag = ui.option('Milch').getByTitle('ID: expected text, got the number 23');
    expect(await flag.count()).toBe(1);
    expect(await flag.isVisible()).toBe(true);

    await ui.listbox.focus();
    await ui.search.fill('milch');
    await expect.poll(ui.names).toEqual(['Milch']);
    await ui.listbox.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Milch' });
    await sheet.waitFor();
    const mark = sheet.getByRole('button', { name: 'ID breaks the API specification' });
    const tip = sheet.getByRole('tooltip');
    expect(await tip.isVisible()).toBe(false);
    // The keyboard reaches the mark (the focus starts on Close), and its rule shows then.
    for (let i = 0; i < 10 && !(await mark.evaluate((el) => el === el.ownerDocument.activeElement)); i++)
      await page.keyboard.press('Tab');
    await tip.waitFor({ state: 'visible', timeout: WAIT_MS });
    expect(await tip.textContent()).toBe('expected text, got the number 23');
    const describedBy = await mark.getAttribute('aria-describedby');
    expect(await tip.getAttribute('id')).toBe(describedBy);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await ui.search.fill('');
    await expect.poll(ui.names).toEqual(NAMES);
  });

  it('says Connected on Test connection, with the faulty categories as a note', async () => {
    await page.getByRole('button', { name: /^Connections…/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Connections' });
    await dialog.getByRole('button', { name: 'Add connection' }).click();
    await dialog.getByLabel('Address').fill(installation!.url);
    await dialog.getByRole('button', { name: 'Test connection' }).click();
    const result = dialog.getByRole('status').filter({ hasText: 'Connected:' });
    await result
      .getByText(
        '3 of 5 categories break the specification. ' +
          'The Categories panel shows each row as received, its faulty values marked.',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('exports all 5 rows as JSON, values as received, and says how many break the specification', async () => {
    await page.getByRole('button', { name: 'Export…' }).click();
    const started = page.waitForEvent('download', { timeout: WAIT_MS });
    await page
      .getByRole('group', { name: /^Export the/ })
      .getByRole('button', { name: /JSON/ })
      .click();
    const download = await started;
    const rows = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown>[];
    expect(rows.map((row) => row.name)).toEqual(NAMES);
    expect(rows[2]!.id).toBe(23);
    expect(rows[1]!.image).toBe('img/kaese.svg');
    expect(rows[3]!.slug).toBeNull();
    await page
      .getByText(
        /^Exported 5 categories as JSON; .* 3 of them break the specification, written as received\.$/,
      )
      .waitFor();
  });

  it.each(['light', 'dark'] as const)(
    'keeps the banner, the marks and the detail sheet accessible in the %s scheme (axe-core)',
    async (scheme) => {
      await page.emulateMedia({ colorScheme: scheme });
      for (const view of ['Grid', 'List']) {
        await page.getByRole('button', { name: view }).click();
        await ui.option('Milch').click();
        await page.getByRole('dialog', { name: 'Milch' }).waitFor();
        await settleAnimations(page);
        await injectAxe(page);
        const failing = (await runAxe(page)).filter((v) => AXE_IMPACTS_THAT_FAIL.includes(v.impact ?? ''));
        expect(failing, describeViolations(`faulty categories, ${view}, ${scheme}`, failing)).toEqual([]);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: 'Milch' }).waitFor({ state: 'detached' });
        await settleAnimations(page);
        const behind = (await runAxe(page)).filter((v) => AXE_IMPACTS_THAT_FAIL.includes(v.impact ?? ''));
        expect(behind, describeViolations(`faulty categories list, ${view}, ${scheme}`, behind)).toEqual([]);
      }
    },
  );

  it('logs nothing in the console', () => {
    expect(session.problems).toEqual([]);
  });
});

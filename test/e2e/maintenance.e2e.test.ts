// Maintenance windows on the fleet board end to end (the built web host in Chromium, see web-app.ts)
// over a real installation: Maintenance… opens a dialog for the connection open in the timeline or
// for the connections shown, its time zone the system's; a window added for those shown marks each
// row "Maintenance until …" and is kept in main's watch settings by connection id; Remove for the
// open connection takes it out of the window only; Escape closes the dialog. Screenshots of the
// dialog and the board in both schemes (`npm run screenshots` style: written to a temp folder unless
// UPDATE_SCREENSHOTS=1), axe on the dialog.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangingInstallation } from '../helpers/changing-installation';
import { closeEmbeddedServers } from '../helpers/embedded-servers';
import { DEMO_COMPANY } from '../helpers/demo-company';
import { repoPath } from '../helpers/repo-paths';
import { AXE_IMPACTS_THAT_FAIL, describeViolations, injectAxe, runAxe, settleAnimations } from './axe-page';
import { profileIds, runNow, startSceneInstallation, TOKEN } from './fleet-scene';
import { callInspector, skipWithoutChromium, useAppInBrowser, WAIT_MS } from './web-app';

const UPDATE = process.env.UPDATE_SCREENSHOTS === '1';
const NAMES = ['Shop Köln', 'Shop Bonn', 'Shop Aachen'];

describe.skipIf(skipWithoutChromium())('maintenance windows on the fleet board in Chromium', () => {
  let shop: ChangingInstallation;
  let shots: string;
  beforeAll(async () => {
    shop = await startSceneInstallation();
    shots = UPDATE ? repoPath('docs', 'screenshots') : await mkdtemp(join(tmpdir(), 'ri-maint-shots-'));
  });
  afterAll(async () => {
    await closeEmbeddedServers();
    await shop?.cleanup();
    if (!UPDATE && shots) await rm(shots, { recursive: true, force: true });
  });

  const session = useAppInBrowser({ open: true, width: 1200, height: 860 });
  let page: Page;
  const dialog = () => page.getByRole('dialog', { name: 'Maintenance window' });
  const board = () => page.getByRole('grid', { name: /^Connections:/ });
  const row = (name: string) => board().getByRole('row', { name: new RegExp(`^${name}`) });

  beforeAll(async () => {
    page = session.page;
    await page.getByRole('heading', { name: DEMO_COMPANY }).waitFor({ timeout: WAIT_MS });
  });

  async function shoot(name: string) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await settleAnimations(page);
      await page.screenshot({ path: join(shots, `${name}-${scheme}.png`), animations: 'disabled' });
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }

  it(
    'adds a window for the connections shown, marks them on the board and keeps it',
    { timeout: 6 * WAIT_MS },
    async () => {
      for (const name of NAMES) {
        const saved = await callInspector(page, 'saveProfile', { name, baseUrl: shop.url, token: TOKEN });
        if (!saved.ok) throw new Error(saved.error.message);
      }
      const ids = await profileIds(page);
      for (const name of NAMES) await runNow(page, ids, name);
      await page.getByRole('tab', { name: 'Fleet' }).click();
      await row('Shop Köln').getByText('Conforms').waitFor({ timeout: WAIT_MS });
      await row('Shop Köln').click();
      await page.getByRole('region', { name: /^Shop Köln\s*: timeline$/ }).waitFor({ timeout: WAIT_MS });

      await page.getByRole('button', { name: 'Maintenance…' }).click();
      await dialog().waitFor({ timeout: WAIT_MS });
      // The time zone is this system's; the choice is the open connection or the four shown.
      const systemZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      expect(await dialog().getByRole('combobox', { name: 'Time zone' }).inputValue()).toBe(systemZone);
      expect(await dialog().getByRole('radio', { name: 'Shop Köln' }).isChecked()).toBe(true);
      await dialog().getByRole('radio', { name: 'the 4 connections shown' }).check();
      // The window began a minute ago, in this browser's local time.
      const start = await page.evaluate(() => {
        const d = new Date(Date.now() - 60_000);
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
      });
      await dialog().getByLabel('Start').fill(start);
      await dialog().getByRole('combobox', { name: 'Duration' }).selectOption({ label: '2 hours' });
      await dialog().getByRole('heading', { name: 'Maintenance window' }).click();
      await shoot('fleet-maintenance-dialog');
      await injectAxe(page);
      const violations = (await runAxe(page)).filter((v) => AXE_IMPACTS_THAT_FAIL.includes(v.impact ?? ''));
      expect(violations, describeViolations('the maintenance dialog', violations)).toEqual([]);
      await dialog().getByRole('button', { name: 'Add window' }).click();
      await dialog().waitFor({ state: 'hidden', timeout: WAIT_MS });

      for (const name of NAMES)
        await row(name)
          .getByText(/Maintenance until /)
          .waitFor({ timeout: WAIT_MS });
      await page.getByText(/, 4 in maintenance$/).waitFor({ timeout: WAIT_MS });
      const settings = await callInspector(page, 'getWatchSettings', {});
      if (!settings.ok) throw new Error(settings.error.message);
      expect(settings.value.maintenance).toEqual([
        {
          targets: expect.arrayContaining(NAMES.map((n) => ids.get(n)!)),
          start,
          duration: '2h',
          every: 'once',
          timezone: systemZone,
        },
      ]);
      // A run in the window: the timeline lists it as in maintenance.
      await runNow(page, ids, 'Shop Köln');
      await page.getByRole('heading', { name: 'In maintenance (1)' }).waitFor({ timeout: WAIT_MS });
      await page.getByRole('tab', { name: 'Fleet' }).focus();
      await shoot('fleet-maintenance');
    },
  );

  it(
    'removes the open connection from the window, and closes on Escape',
    { timeout: 4 * WAIT_MS },
    async () => {
      await page.getByRole('button', { name: 'Maintenance…' }).click();
      const listed = dialog().getByRole('listitem');
      await listed.first().waitFor({ timeout: WAIT_MS });
      expect(await listed.count()).toBe(1);
      await listed.getByRole('button', { name: /^Remove/ }).click();
      await dialog().getByText('None yet.').waitFor({ timeout: WAIT_MS });
      await page.keyboard.press('Escape');
      await dialog().waitFor({ state: 'hidden', timeout: WAIT_MS });
      await expect
        .poll(
          () =>
            row('Shop Köln')
              .getByText(/Maintenance until /)
              .count(),
          { timeout: WAIT_MS },
        )
        .toBe(0);
      await row('Shop Bonn')
        .getByText(/Maintenance until /)
        .waitFor({ timeout: WAIT_MS });
    },
  );
});

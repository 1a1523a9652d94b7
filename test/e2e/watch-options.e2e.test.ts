// The fleet board's Watch settings… end to end (the built web host in Chromium, see web-app.ts): the
// dialog shows the defaults, says when a number is out of range, saves the confirmation runs, the
// grouping and the reminders into main's watch.json, and shows them again after a reload; Escape
// closes it with the focus back on its button. Screenshots of the dialog in both schemes and in a
// narrow window (`npm run screenshots` style: written to a temp folder unless UPDATE_SCREENSHOTS=1),
// axe on the dialog.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEmbeddedServers } from '../helpers/embedded-servers';
import { DEMO_COMPANY } from '../helpers/demo-company';
import { repoPath } from '../helpers/repo-paths';
import { AXE_IMPACTS_THAT_FAIL, describeViolations, injectAxe, runAxe, settleAnimations } from './axe-page';
import { isFocused } from './focus';
import { skipWithoutChromium, useAppInBrowser, WAIT_MS } from './web-app';

const UPDATE = process.env.UPDATE_SCREENSHOTS === '1';
const TITLE = 'Watch settings';

describe.skipIf(skipWithoutChromium())('the watch settings dialog in Chromium', () => {
  let shots: string;
  beforeAll(async () => {
    shots = UPDATE
      ? repoPath('docs', 'screenshots')
      : await mkdtemp(join(tmpdir(), 'ri-watch-options-shots-'));
  });
  afterAll(async () => {
    await closeEmbeddedServers();
    if (!UPDATE && shots) await rm(shots, { recursive: true, force: true });
  });

  const session = useAppInBrowser({ open: true, width: 1200, height: 860 });
  let page: Page;
  const dialog = () => page.getByRole('dialog', { name: TITLE });
  const button = () => page.getByRole('button', { name: 'Watch settings…' });
  const confirmRuns = () => dialog().getByLabel('Confirm a change after this many runs in a row');
  const share = () => dialog().getByLabel('And at least (% of those watched)');
  const remind = () => dialog().getByRole('combobox', { name: 'Remind me while a problem lasts' });

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

  async function openDialog() {
    await page.getByRole('tab', { name: 'Fleet' }).click();
    await button().click();
    await dialog().waitFor({ timeout: WAIT_MS });
  }

  it(
    'saves the settings into watch.json and shows them after a reload',
    { timeout: 6 * WAIT_MS },
    async () => {
      await openDialog();
      expect(await confirmRuns().inputValue()).toBe('2');
      expect(await share().inputValue()).toBe('20');
      expect(await remind().inputValue()).toBe('0');

      await share().fill('150');
      await dialog().getByText('Enter a whole number from 0 to 100.').waitFor({ timeout: WAIT_MS });
      await dialog().getByRole('button', { name: 'Save' }).click();
      await dialog()
        .getByRole('alert')
        .getByText('Some settings are out of range')
        .waitFor({ timeout: WAIT_MS });
      await shoot('fleet-watch-settings-invalid');

      await share().fill('25');
      await confirmRuns().fill('3');
      await remind().selectOption({ label: 'Every hour' });
      await dialog().getByRole('heading', { name: TITLE }).click();
      await shoot('fleet-watch-settings');
      await injectAxe(page);
      const violations = (await runAxe(page)).filter((v) => AXE_IMPACTS_THAT_FAIL.includes(v.impact ?? ''));
      expect(violations, describeViolations('the watch settings dialog', violations)).toEqual([]);
      await dialog().getByRole('button', { name: 'Save' }).click();
      await dialog().waitFor({ state: 'hidden', timeout: WAIT_MS });

      const file = JSON.parse(await readFile(join(session.app.dataDir, 'watch.json'), 'utf8'));
      expect(file).toMatchObject({
        confirmRuns: 3,
        incidents: { groupMin: 3, groupShare: 25, groupWindowRuns: 2, remindMinutes: 60 },
      });

      await page.reload();
      await page.getByRole('heading', { name: DEMO_COMPANY }).waitFor({ timeout: WAIT_MS });
      await openDialog();
      expect(await confirmRuns().inputValue()).toBe('3');
      expect(await share().inputValue()).toBe('25');
      expect(await remind().inputValue()).toBe('60');
    },
  );

  it(
    'closes on Escape with the focus back on its button, and fits a narrow window',
    { timeout: 4 * WAIT_MS },
    async () => {
      await page.keyboard.press('Escape');
      await dialog().waitFor({ state: 'hidden', timeout: WAIT_MS });
      expect(await isFocused(button())).toBe(true);

      await page.setViewportSize({ width: 420, height: 860 });
      await button().click();
      await dialog().waitFor({ timeout: WAIT_MS });
      // Nothing of the dialog runs past the window's right edge.
      const right = await dialog().evaluate((element) => element.getBoundingClientRect().right);
      expect(right).toBeLessThanOrEqual(420);
      await shoot('fleet-watch-settings-narrow');
      await page.keyboard.press('Escape');
      await dialog().waitFor({ state: 'hidden', timeout: WAIT_MS });
    },
  );
});

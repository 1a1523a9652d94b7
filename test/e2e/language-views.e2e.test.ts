// The Changes view and a category's detail sheet in Chromium, in German and in the pseudo-language
// (accented, 40 % longer), light and dark: photographed to LANGUAGE_SCREENSHOTS (a folder) when set,
// else to a temporary folder, each checked to be a real picture, so cut or overlapping text in the
// views converted after the first screen is seen.
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from './app-views';
import { settleAnimations } from './axe-page';
import { skipWithoutChromium, useAppInBrowser, WAIT_MS } from './web-app';

const SHOTS = process.env.LANGUAGE_SCREENSHOTS;

/** Opens the app in `language` (kept where the choice is kept) and waits for the first screen. */
async function openIn(page: Page, url: string, language: string) {
  await page.goto(url);
  await page.evaluate((tag) => localStorage.setItem('retail-inspector.language', tag), language);
  await page.reload();
  await page.getByRole('heading', { name: DEMO_COMPANY }).waitFor({ timeout: WAIT_MS });
}

describe.skipIf(skipWithoutChromium())('the converted views in other languages', () => {
  let folder: string;
  beforeAll(async () => {
    folder = SHOTS ?? (await mkdtemp(join(tmpdir(), 'ri-language-views-')));
    await mkdir(folder, { recursive: true });
  });
  afterAll(async () => {
    if (!SHOTS && folder) await rm(folder, { recursive: true, force: true });
  });

  const session = useAppInBrowser({ width: 1200, height: 760 });

  for (const language of ['de', 'en-XA'] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      it(
        `photographs a category's details and the Changes view in ${language}, ${scheme}`,
        {
          timeout: 4 * WAIT_MS,
        },
        async () => {
          const { app, page } = session;
          await page.emulateMedia({ colorScheme: scheme });
          await openIn(page, app.url, language);
          // The categories' listbox, whatever its name in the language shown.
          await page.getByRole('listbox').first().getByRole('option').first().click();
          await page.getByRole('dialog').waitFor({ timeout: WAIT_MS });
          await settleAnimations(page);
          const detail = join(folder, `category-detail-${language}-${scheme}.png`);
          await page.screenshot({ path: detail, animations: 'disabled' });
          await page.keyboard.press('Escape');

          // The third tab is the Changes view, whatever its name in the language shown.
          await page.getByRole('tab').nth(2).click();
          // Its picker's first choice (Latest load with the previous one).
          await page.getByRole('radio').first().waitFor({ timeout: WAIT_MS });
          await settleAnimations(page);
          const changes = join(folder, `changes-${language}-${scheme}.png`);
          await page.screenshot({ path: changes, animations: 'disabled', fullPage: true });
          for (const file of [detail, changes]) expect((await readFile(file)).length).toBeGreaterThan(20_000);
          await page.evaluate(() => localStorage.removeItem('retail-inspector.language'));
        },
      );
    }
  }
});

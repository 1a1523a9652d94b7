// The app's language in Chromium through the web host: English for an English browser; German
// chosen in the top bar (by keyboard too) changes the words, fetches German's catalog as a chunk of
// its own and sets <html lang>; a browser whose language is Polish opens in Polish. Then the first
// screen photographed in German and in the pseudo-language (accented, 40 % longer), light and dark:
// written to LANGUAGE_SCREENSHOTS (a folder) when set, else to a temporary folder, each checked to
// be a real picture.
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from './app-views';
import { settleAnimations } from './axe-page';
import { skipWithoutChromium, useAppInBrowser, WAIT_MS } from './web-app';

const SHOTS = process.env.LANGUAGE_SCREENSHOTS;
const WIDTH = 1200;
const HEIGHT = 760;

const htmlLang = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { lang: string } } }).document.documentElement
        .lang,
  );

describe.skipIf(skipWithoutChromium())('the language in the browser', () => {
  let folder: string;
  beforeAll(async () => {
    folder = SHOTS ?? (await mkdtemp(join(tmpdir(), 'ri-language-')));
    await mkdir(folder, { recursive: true });
  });
  afterAll(async () => {
    if (!SHOTS && folder) await rm(folder, { recursive: true, force: true });
  });

  const session = useAppInBrowser({ width: WIDTH, height: HEIGHT });

  it('is English in an English browser, and German when chosen, loading German’s catalog then', async () => {
    const { app, page } = session;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(app.url);
    await page.getByRole('heading', { name: DEMO_COMPANY }).waitFor();
    await page.getByRole('tab', { name: 'Installation & categories' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(scripts.filter((path) => /\/assets\/(de|fr|es|it|nl|pl)-/.test(path))).toEqual([]);

    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
    await page.getByRole('tab', { name: 'Installation & Warengruppen' }).waitFor({ timeout: WAIT_MS });
    await page.getByRole('heading', { name: 'Einstellungen' }).waitFor();
    expect(await htmlLang(page)).toBe('de');
    expect(scripts.filter((path) => /\/assets\/[a-z]{2}-[^/]*\.js$/.test(path))).toEqual([
      expect.stringMatching(/\/assets\/de-/),
    ]);

    // By keyboard: the next language down is French.
    await page.getByRole('combobox', { name: 'Sprache' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('tab', { name: 'Installation et catégories' }).waitFor({ timeout: WAIT_MS });

    // Remembered after a reload; then back to the system's.
    await page.reload();
    await page.getByRole('tab', { name: 'Installation et catégories' }).waitFor({ timeout: WAIT_MS });
    await page.getByRole('combobox', { name: 'Langue' }).selectOption({ label: 'Système (English)' });
    await page.getByRole('tab', { name: 'Installation & categories' }).waitFor({ timeout: WAIT_MS });
    expect(session.problems).toEqual([]);
  });

  it('follows the browser’s language', async () => {
    const { app, browser } = session;
    const context = await browser.newContext({ locale: 'pl-PL', viewport: { width: WIDTH, height: HEIGHT } });
    try {
      const page = await context.newPage();
      await page.goto(app.url);
      await page.getByRole('tab', { name: 'Instalacja i kategorie towarów' }).waitFor({ timeout: WAIT_MS });
      expect(await page.getByRole('combobox', { name: 'Język' }).inputValue()).toBe('system');
      await page.getByRole('option', { name: 'Systemowy (Polski)' }).waitFor({ state: 'attached' });
      expect(await htmlLang(page)).toBe('pl');
    } finally {
      await context.close();
    }
  });

  for (const [language, label, tab] of [
    ['de', 'Deutsch', 'Installation & Warengruppen'],
    ['en-XA', null, /^\[Īƞşŧȧŀŀȧŧīǿƞ/],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`photographs the first screen in ${language}, ${scheme}`, { timeout: 4 * WAIT_MS }, async () => {
        const { app, page } = session;
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(app.url);
        await page.getByRole('heading', { name: DEMO_COMPANY }).waitFor();
        const picker = page
          .getByRole('combobox')
          .filter({ has: page.getByRole('option', { name: 'Deutsch' }) });
        if (label) await picker.selectOption({ label });
        else {
          // The pseudo-language is no choice of the picker: it is set where the choice is kept.
          await page.evaluate(() => localStorage.setItem('retail-inspector.language', 'en-XA'));
          await page.reload();
        }
        await page.getByRole('tab', { name: tab }).waitFor({ timeout: WAIT_MS });
        await settleAnimations(page);
        const file = join(folder, `first-screen-${language}-${scheme}.png`);
        await page.screenshot({ path: file, animations: 'disabled' });
        const png = await readFile(file);
        expect(png.length).toBeGreaterThan(20_000);
        await page.evaluate(() => localStorage.removeItem('retail-inspector.language'));
      });
    }
  }
});

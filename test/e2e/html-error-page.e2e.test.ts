// A proxy's 502 page, end to end (launched as in web-app.ts): a real HTTP stand-in on 127.0.0.1
// answers nginx's default 502 page to both operations; the real client in the web host reads it,
// and in Chromium both panels and Test connection show the summary (status, title, server, what it
// means) with no tag of the page visible, and "Show the page" opens the page's text by keyboard.
// Accessible in light and dark (axe-core), with a screenshot of each (kept in docs/screenshots with
// UPDATE_SCREENSHOTS=1).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeInstallation } from '../helpers/fake-installation';
import { closeAllServers, type LocalServer } from '../helpers/local-servers';
import { NGINX_502 } from '../helpers/error-pages';
import { repoPath } from '../helpers/repo-paths';
import { valueOf } from '../helpers/result-value';
import { AXE_IMPACTS_THAT_FAIL, describeViolations, injectAxe, runAxe, settleAnimations } from './axe-page';
import { isFocused } from './focus';
import { callInspector, skipWithoutChromium, useAppInBrowser } from './web-app';

const UPDATE = process.env.UPDATE_SCREENSHOTS === '1';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const SUMMARY =
  '“502 Bad Gateway” (nginx/1.25.3). A proxy between this computer and the installation could not reach it.';

const proxyPage = () => ({
  status: 502,
  headers: { 'content-type': 'text/html', server: 'nginx/1.25.3' },
  body: NGINX_502,
});

describe.skipIf(skipWithoutChromium())('a proxy’s 502 page in the browser', () => {
  let proxy: LocalServer | undefined;
  let shots: string;
  // Before the app's hooks: the stand-in starts first and stops last.
  beforeAll(async () => {
    proxy = await startFakeInstallation({ info: proxyPage, categories: proxyPage });
    shots = UPDATE ? repoPath('docs', 'screenshots') : await mkdtemp(join(tmpdir(), 'ri-web-page-shots-'));
  });
  afterAll(async () => {
    await closeAllServers();
    if (!UPDATE && shots) await rm(shots, { recursive: true, force: true });
  });

  const session = useAppInBrowser({ open: true });
  let page: Page;
  const panel = (name: 'Installation' | 'Categories') =>
    page.getByRole('region', { name, exact: true }).getByRole('alert');

  beforeAll(async () => {
    page = session.page;
    await page.getByRole('heading', { name: 'Marktplatz Feinkost GmbH' }).waitFor();
    const { profile } = valueOf(
      await callInspector(page, 'saveProfile', { name: 'Behind nginx', baseUrl: proxy!.url }),
    );
    valueOf(await callInspector(page, 'setActiveProfile', { id: profile.id }));
    await page.reload();
    await panel('Installation').waitFor();
    await panel('Categories').waitFor();
  });

  it.each([
    ['Installation', 'The settings could not be loaded'],
    ['Categories', 'The categories could not be loaded'],
  ] as const)('the %s panel shows the summary and no tag of the page', async (name, eyebrow) => {
    const alert = panel(name);
    // The eyebrow is set in capitals by its style: its words are read from the text content.
    expect(await alert.textContent()).toContain(eyebrow);
    const shown = await alert.innerText();
    expect(shown).toContain('The server answered HTTP 502 Bad Gateway with a web page instead of data');
    expect(shown).toContain(SUMMARY);
    expect(shown).not.toMatch(/<|&lt;|center>/);
    expect(await alert.getByText('502 Bad Gateway\nnginx/1.25.3').isVisible()).toBe(false);
  });

  it.each(['Installation', 'Categories'] as const)(
    'in the %s panel, "Show the page" opens the page’s text by keyboard, as plain text',
    async (name) => {
      const alert = panel(name);
      const toggle = alert.getByRole('button', { name: 'Show the page' });
      await toggle.focus();
      expect(await isFocused(toggle)).toBe(true);
      await page.keyboard.press('Enter');
      const opened = alert.getByRole('button', { name: 'Hide the page' });
      expect(await opened.getAttribute('aria-expanded')).toBe('true');
      const text = alert.getByRole('region', { name: 'The page’s text', includeHidden: true });
      expect(await text.isVisible()).toBe(true);
      expect(await text.innerText()).toBe('502 Bad Gateway\nnginx/1.25.3');
      expect(await text.evaluate((element) => element.children.length)).toBe(0);
      await page.keyboard.press('Space');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await text.isVisible()).toBe(false);
    },
  );

  it.each(['light', 'dark'] as const)(
    'is accessible in the %s scheme, the page shown (axe-core)',
    async (scheme) => {
      await page.emulateMedia({ colorScheme: scheme });
      for (const name of ['Installation', 'Categories'] as const) await openPage(panel(name));
      await settleAnimations(page);
      await injectAxe(page);
      const failing = (await runAxe(page)).filter((v) => AXE_IMPACTS_THAT_FAIL.includes(v.impact ?? ''));
      expect(failing, describeViolations(`502 page, ${scheme}`, failing)).toEqual([]);
      const file = join(shots, `web-page-502-${scheme}.png`);
      await page.screenshot({ path: file });
      expect((await readFile(file)).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    },
  );

  it('Test connection summarises the page too, its text behind "Show the page"', async () => {
    await page.getByRole('button', { name: /^Connections…/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Connections' });
    await dialog.getByRole('button', { name: 'Add connection' }).click();
    await dialog.getByLabel('Address').fill(proxy!.url);
    await dialog.getByRole('button', { name: 'Test connection' }).click();
    const result = dialog.getByRole('status');
    await result.getByText(SUMMARY).waitFor();
    expect(await result.innerText()).not.toMatch(/<|&lt;/);
    // The result is scrolled into view: its advice ends above the dialog's Cancel and Save.
    const advice = result.getByText(/^Try again in a few minutes/);
    const footer = dialog.getByRole('button', { name: 'Cancel' });
    const bottomOf = async () => {
      const box = await advice.boundingBox();
      return box ? box.y + box.height : Infinity;
    };
    await expect.poll(bottomOf).toBeLessThanOrEqual((await footer.boundingBox())!.y);
    await result.getByRole('button', { name: 'Show the page' }).click();
    expect(await result.getByRole('region', { name: 'The page’s text' }).innerText()).toBe(
      '502 Bad Gateway\nnginx/1.25.3',
    );
    await page.keyboard.press('Escape');
  });

  it('logs no errors', () => {
    expect(session.problems).toEqual([]);
  });
});

async function openPage(alert: Locator): Promise<void> {
  const toggle = alert.getByRole('button', { name: 'Show the page' });
  if (await toggle.count()) await toggle.click();
}

// Save as offline dataset of an installation that breaks the specification, end to end: the built
// `retail-inspector web`, the real renderer in Chromium and a real local installation sending a
// root-relative image path and a numeric id. The file is written as it answered, and the outcome
// says how many values break the specification and names each; axe checks it in both schemes.
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conformingRows, json, startFakeInstallation } from '../helpers/fake-installation';
import type { LocalServer } from '../helpers/local-servers';
import { AXE_IMPACTS_THAT_FAIL, describeViolations, injectAxe, runAxe, settleAnimations } from './axe-page';
import { callInspector, skipWithoutChromium, useAppInBrowser, WAIT_MS } from './web-app';

const FILE_NAME = 'violating-shop.json';

describe.skipIf(skipWithoutChromium())('saving an installation that breaks the specification', () => {
  let installation: LocalServer;
  beforeAll(async () => {
    installation = await startFakeInstallation({
      categories: (_req, base) =>
        json({
          status: true,
          rows: conformingRows(base).map((row, i) =>
            i === 1 ? { ...row, id: 2, image: '/img/a.svg' } : row,
          ),
        }),
    });
  });
  afterAll(async () => {
    await installation?.close();
  });
  const session = useAppInBrowser({ open: true });
  let page: Page;

  beforeAll(async () => {
    page = session.page;
    const saved = await callInspector(page, 'saveProfile', {
      name: 'Faulty shop',
      baseUrl: installation.url,
    });
    if (!saved.ok) throw new Error(saved.error.message);
    const active = await callInspector(page, 'setActiveProfile', { id: saved.value.profile.id });
    if (!active.ok) throw new Error(active.error.message);
    await page.reload();
  });

  it(
    'writes the file and names each violation, axe-clean in both schemes',
    { timeout: 6 * WAIT_MS },
    async () => {
      await page.getByRole('tab', { name: 'Demo server' }).click();
      const panel = page.getByRole('region', { name: 'Save as offline dataset', exact: true });
      await panel.getByLabel('File name').fill(FILE_NAME);
      await panel.getByRole('button', { name: 'Save active connection as offline dataset' }).click();
      await panel
        .getByText('Saved Faulty shop as it answered: 2 values break the specification')
        .waitFor({ timeout: 4 * WAIT_MS });
      const items = panel
        .getByRole('list', { name: 'Values that break the specification' })
        .getByRole('listitem');
      expect(await items.allTextContents()).toEqual([
        'Categories: rows[1].id: expected string, got 2 (number)',
        'Categories: rows[1].image: expected an absolute http(s) URL (it has no scheme: a relative address), got "/img/a.svg" (string)',
      ]);
      expect(await panel.getByRole('button', { name: 'Open in demo server' }).count()).toBe(0);
      // The path it was saved as, shown whole: found by its text, the file name at its end.
      const file = (await panel.getByText(/[\\/]violating-shop\.json$/).textContent()) ?? '';
      expect(file.endsWith(FILE_NAME)).toBe(true);
      await access(file);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await settleAnimations(page);
        await injectAxe(page);
        const failing = (await runAxe(page)).filter((v) => AXE_IMPACTS_THAT_FAIL.includes(v.impact ?? ''));
        expect(failing, describeViolations(`the capture outcome, ${scheme}`, failing)).toEqual([]);
        // For looking at it by hand: CAPTURE_SHOTS=folder writes both schemes there.
        if (process.env.CAPTURE_SHOTS)
          await panel.screenshot({
            path: join(process.env.CAPTURE_SHOTS, `capture-violations-${scheme}.png`),
          });
      }
    },
  );
});

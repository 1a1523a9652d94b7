// A window 900 px wide (a laptop's half screen), the built web host in Chromium as in web-app.ts and
// a real stand-in installation on 127.0.0.1: the top bar's controls never lie on top of each other
// (the bar wraps to two lines), and the categories panel, which stays in view while the page
// scrolls, starts below the bar.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeInstallation } from '../helpers/fake-installation';
import { closeAllServers, type LocalServer } from '../helpers/local-servers';
import { valueOf } from '../helpers/result-value';
import { callInspector, skipWithoutChromium, useAppInBrowser } from './web-app';

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not shown');
  return box;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.skipIf(skipWithoutChromium())('a window 900 px wide', () => {
  // Before the app's hooks: the installation starts first and stops last.
  let installation: LocalServer | undefined;
  beforeAll(async () => {
    installation = await startFakeInstallation();
  });
  afterAll(async () => {
    await closeAllServers();
  });
  const session = useAppInBrowser({ open: true, width: 900, height: 700 });
  let page: Page;
  beforeAll(async () => {
    page = session.page;
    await page.getByRole('heading', { name: 'Marktplatz Feinkost GmbH' }).waitFor();
    // A saved connection with a long name; its settings make the page taller than the window.
    const { profile } = valueOf(
      await callInspector(page, 'saveProfile', {
        name: 'Verbindung zur Zentralverwaltung Lebensmittelgroßhandel Norddeutschland',
        baseUrl: installation!.url,
      }),
    );
    valueOf(await callInspector(page, 'setActiveProfile', { id: profile.id }));
    await page.reload();
    await page.getByRole('heading', { name: 'Fake Shop Ltd' }).waitFor();
  });

  it('shows every control of the top bar whole, none on top of another', async () => {
    const controls = [
      page.getByRole('combobox', { name: 'Connection', exact: true }),
      page.getByRole('button', { name: /^Connections…/ }),
      page.getByRole('combobox', { name: 'Theme' }),
      page.getByRole('button', { name: 'Refresh' }),
    ];
    const boxes = await Promise.all(controls.map(boxOf));
    for (const [i, a] of boxes.entries()) {
      expect(a.x + a.width).toBeLessThanOrEqual(900);
      for (const b of boxes.slice(i + 1)) expect(overlap(a, b), JSON.stringify([a, b])).toBe(false);
    }
  });

  it('keeps the address and its label clear of the theme select from 900 to 1,400 px', async () => {
    // Between about 965 and 1,150 px the address once shrank to nothing and its label ran into the
    // theme select; now the actions wrap to a line of their own first.
    try {
      for (const width of [900, 1000, 1100, 1150, 1200, 1400]) {
        await page.setViewportSize({ width, height: 700 });
        const label = await boxOf(page.getByRole('banner').getByText('Address', { exact: true }));
        const address = await boxOf(page.getByTitle(installation!.url));
        const theme = await boxOf(page.getByRole('combobox', { name: 'Theme' }));
        const refresh = await boxOf(page.getByRole('button', { name: 'Refresh' }));
        for (const [a, b] of [
          [label, theme],
          [address, theme],
          [label, address],
          [address, refresh],
        ] as const)
          expect(overlap(a, b), `${width} px: ${JSON.stringify([a, b])}`).toBe(false);
        // Some of the address is shown beside its label, not a sliver.
        expect(address.width, `${width} px`).toBeGreaterThanOrEqual(100);
      }
    } finally {
      await page.setViewportSize({ width: 900, height: 700 });
    }
  });

  it('keeps the categories panel below the top bar when the page scrolls', async () => {
    await page.mouse.wheel(0, 2000);
    await expect
      .poll(() => page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY))
      .toBeGreaterThan(0);
    const bar = await boxOf(page.getByRole('banner'));
    const panel = await boxOf(page.getByRole('region', { name: 'Categories', exact: true }));
    expect(panel.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  });
});

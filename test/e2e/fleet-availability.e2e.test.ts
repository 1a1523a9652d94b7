// Availability on the fleet board end to end (the built web host in Chromium, see web-app.ts), over
// a watch history of known runs written in the test: the "30 days" column with exact figures,
// sorted by mouse and by keyboard; two connections ticked, and the availability report downloaded
// as JSON with the figures `retail-inspector report` gives for the same history; the timeline's
// figure for its range; axe in both schemes with the column and the report's dialog.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedHistory } from '../helpers/watch-history-seed';
import { FLAG } from '../../electron/core/watch/history/history-format';
import { AXE_IMPACTS_THAT_FAIL, describeViolations, injectAxe, runAxe, settleAnimations } from './axe-page';
import { callInspector, skipWithoutChromium, useAppInBrowser, WAIT_MS } from './web-app';

/** What the test reads of the page (this file type-checks without DOM types). */
interface PrintDocument {
  readonly body: { innerHTML: string };
}

const MIN = 60_000;
const DAY = 86_400_000;
const STEP = 10 * MIN;

describe.skipIf(skipWithoutChromium())('availability on the fleet board in Chromium', () => {
  const session = useAppInBrowser({ open: true, width: 1280, height: 860 });
  let page: Page;
  const ids = new Map<string, string>();
  const board = () => page.getByRole('grid', { name: /^Connections:/ });
  const row = (name: string) => board().getByRole('row', { name: new RegExp(`^${name}`) });
  const header = () => board().getByRole('columnheader', { name: /^30 days/ });
  const names = async () =>
    (await board().getByRole('row').allInnerTexts()).slice(1).map((text) => text.split('\n')[0]!.trim());

  beforeAll(async () => {
    page = session.page;
    for (const [name, baseUrl] of [
      ['Shop Köln', 'https://koeln.example'],
      ['Shop Bonn', 'https://bonn.example'],
      ['Outlet Graz', 'https://graz.example'],
    ] as const) {
      const saved = await callInspector(page, 'saveProfile', {
        name,
        baseUrl,
        token: `tok-${name.length}-e2e`,
      });
      if (!saved.ok) throw new Error(saved.error.message);
      ids.set(name, saved.value.profile.id);
    }
    // Written before the board first reads the histories (it reads each once).
    const root = join(session.app.dataDir, 'history');
    const end = Math.floor(Date.now() / STEP) * STEP - STEP;
    const first = end - 29 * DAY;
    // Köln: 29 days, 4,176 runs; day 5 starts with 6 down, 1 violating, 12 in maintenance, 6 offline.
    await seedHistory(root, ids.get('Shop Köln')!, { from: first, to: end, stepMs: STEP }, (at) => {
      const since = at - (first + 5 * DAY);
      if (since >= 0 && since < 60 * MIN)
        return { watchClass: 'timeout', responseMs: null, categories: null };
      if (since === 60 * MIN) return { watchClass: 'violates', responseMs: 90, categories: 67 };
      if (since >= 2 * 60 * MIN && since < 4 * 60 * MIN)
        return { watchClass: 'unreachable', responseMs: null, categories: null, flags: FLAG.maintenance };
      if (since >= 4 * 60 * MIN && since < 5 * 60 * MIN)
        return { watchClass: 'unreachable', responseMs: null, categories: null, flags: FLAG.offline };
      return { watchClass: 'conforms', responseMs: 120, categories: 67 };
    });
    // Bonn: 2 days every hour, every run violating: all answered, all degraded.
    await seedHistory(
      root,
      ids.get('Shop Bonn')!,
      { from: end - 2 * DAY, to: end, stepMs: 60 * MIN },
      () => ({
        watchClass: 'violates',
        responseMs: 200,
        categories: 5,
      }),
    );
    // Graz: a day every hour, one run in four refused.
    await seedHistory(
      root,
      ids.get('Outlet Graz')!,
      { from: end - DAY, to: end, stepMs: 60 * MIN },
      (_, i) =>
        i % 4 === 0
          ? { watchClass: 'refused', responseMs: null, categories: null }
          : { watchClass: 'conforms', responseMs: 80, categories: 5 },
    );
    await page.getByRole('tab', { name: 'Fleet' }).click();
    await row('Shop Köln').getByText('99.85 %').waitFor({ timeout: WAIT_MS });
  });

  it('shows each connection’s last 30 days and sorts by them with the mouse and the keyboard', async () => {
    expect(await row('Shop Köln').getByText('0.02 % degraded').count()).toBe(1);
    expect(await row('Shop Bonn').getByText('100 %', { exact: true }).count()).toBe(1);
    expect(await row('Shop Bonn').getByText('100 % degraded').count()).toBe(1);
    expect(await row('Outlet Graz').getByText('75.00 %').count()).toBe(1);
    // The demo never ran: a dash, explained in the cell's title.
    expect(
      await row('Demo')
        .getByTitle(/^Last 30 days: No run counted/)
        .count(),
    ).toBe(1);

    await header().getByRole('button').click();
    await expect
      .poll(names, { timeout: WAIT_MS })
      .toEqual(['Outlet Graz', 'Shop Köln', 'Shop Bonn', 'Demo (offline)']);
    expect(await header().getAttribute('aria-sort')).toBe('ascending');
    await header().getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(names, { timeout: WAIT_MS })
      .toEqual(['Shop Bonn', 'Shop Köln', 'Outlet Graz', 'Demo (offline)']);
    expect(await header().getAttribute('aria-sort')).toBe('descending');
  });

  it(
    'downloads the report of two ticked connections with the figures of `report`',
    { timeout: 4 * WAIT_MS },
    async () => {
      await row('Shop Köln').getByRole('checkbox', { name: 'Select Shop Köln' }).check();
      // Space ticks the active row: the grid focused, Home is the first row (Shop Bonn, sorted).
      await board().focus();
      await page.keyboard.press('Home');
      await page.keyboard.press('Space');
      expect(await row('Shop Bonn').getByRole('checkbox').isChecked()).toBe(true);

      await page.getByRole('button', { name: 'Availability report…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Availability report' });
      expect(await dialog.getByRole('radio', { name: 'the 2 connections selected' }).isChecked()).toBe(true);
      expect(await dialog.getByRole('radio', { name: 'Last 30 days' }).isChecked()).toBe(true);
      await dialog.getByRole('radio', { name: 'JSON' }).check();

      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await settleAnimations(page);
        await injectAxe(page);
        const failing = (await runAxe(page)).filter((v) => AXE_IMPACTS_THAT_FAIL.includes(v.impact ?? ''));
        expect(failing, describeViolations(`the report's dialog over the board, ${scheme}`, failing)).toEqual(
          [],
        );
      }
      await page.emulateMedia({ colorScheme: 'light' });

      const started = page.waitForEvent('download', { timeout: WAIT_MS });
      await dialog.getByRole('button', { name: 'Export' }).click();
      const download = await started;
      expect(download.suggestedFilename()).toMatch(
        /^availability-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.json$/,
      );
      const report = JSON.parse(await readFile(await download.path(), 'utf8')) as {
        from: string;
        to: string;
        connections: unknown[];
      };
      // The board's 30 days: 30 whole UTC days before today and today so far, as its column counts.
      expect(report.from).toMatch(/T00:00:00\.000Z$/);
      expect(Date.parse(report.to) - Date.parse(report.from)).toBeGreaterThanOrEqual(30 * DAY);
      expect(Date.parse(report.to) - Date.parse(report.from)).toBeLessThan(31 * DAY);
      expect(report.connections).toEqual([
        {
          name: 'Shop Bonn',
          baseUrl: 'https://bonn.example',
          availability: 1,
          degraded: 1,
          counted: 48,
          upRuns: 0,
          degradedRuns: 48,
          downRuns: 0,
          notCountedRuns: 0,
          incidents: 0,
          longestIncidentMs: 0,
          medianResponseMs: 200,
        },
        {
          name: 'Shop Köln',
          baseUrl: 'https://koeln.example',
          availability: 4_152 / 4_158,
          degraded: 1 / 4_158,
          counted: 4_158,
          upRuns: 4_151,
          degradedRuns: 1,
          downRuns: 6,
          notCountedRuns: 18,
          incidents: 1,
          longestIncidentMs: 60 * MIN,
          medianResponseMs: 120,
        },
      ]);
      await dialog.getByText(/^Your browser saves the report as availability-/).waitFor({ timeout: WAIT_MS });
      await dialog.getByRole('button', { name: /^Close/ }).click();
    },
  );

  it('gives the timeline’s range its availability', async () => {
    await row('Outlet Graz').click();
    const timeline = page.getByRole('region', { name: /^Outlet Graz\s*: timeline$/ });
    // The last 7 days hold every run seeded (the last 24 hours end a little after the last run).
    await timeline.getByRole('radio', { name: '7 days' }).check();
    await timeline
      .getByText('Availability 75.00 % · none degraded · 24 runs counted · 6 incidents')
      .waitFor({ timeout: WAIT_MS });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await settleAnimations(page);
      await injectAxe(page);
      const failing = (await runAxe(page)).filter((v) => AXE_IMPACTS_THAT_FAIL.includes(v.impact ?? ''));
      expect(
        failing,
        describeViolations(`the board with the 30 days and a timeline, ${scheme}`, failing),
      ).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('prints the report as a table of its own, without the board', { timeout: 4 * WAIT_MS }, async () => {
    // What the page holds while the browser's print dialog would be open, kept to be looked at in
    // print media afterwards (the dialog itself would block the page). Last: the page is that copy
    // from then on.
    await page.evaluate(() => {
      const win = globalThis as unknown as { print: () => void; printed?: string; document: PrintDocument };
      win.print = () => {
        win.printed = win.document.body.innerHTML;
      };
    });
    await page.getByRole('button', { name: 'Availability report…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Availability report' });
    await dialog.getByRole('button', { name: 'Print…' }).click();
    await page.waitForFunction(() => (globalThis as unknown as { printed?: string }).printed !== undefined);
    // The board is back on screen, the report gone.
    await board().waitFor({ timeout: WAIT_MS });
    expect(await page.getByRole('table', { name: 'Availability', includeHidden: true }).count()).toBe(0);
    // The page as printed: the report's table, and nothing of the board.
    await page.evaluate(() => {
      const win = globalThis as unknown as { printed: string; document: PrintDocument };
      win.document.body.innerHTML = win.printed;
    });
    await page.emulateMedia({ media: 'print' });
    const printed = page.getByRole('table', { name: 'Availability' });
    expect(await printed.getByRole('row').allInnerTexts()).toEqual([
      expect.stringMatching(/^Connection\s+Availability\s+Degraded\s+Counted runs/),
      expect.stringMatching(/^Shop Bonn\s+https:\/\/bonn\.example\s+100 %\s+100 %\s+48\s/),
      expect.stringMatching(
        /^Shop Köln\s+https:\/\/koeln\.example\s+99\.85 %\s+0\.02 %\s+4,158\s+6\s+1\s+1 h\s+120 ms$/,
      ),
    ]);
    expect(await page.getByRole('grid', { name: /^Connections:/ }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Availability report…' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
  });
});

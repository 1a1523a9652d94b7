// The Fleet tab end to end (the built web host in Chromium, see web-app.ts) over a real installation
// behind several connections (fleet-scene.ts): the fleet file imported through the file chooser of
// the Connections dialog, a long name cut short and whole while focused, a watch chosen; the board
// with each connection's class; the change event of a real run as a toast that opens its changes;
// the timeline of a year of one-minute results (drawn by uPlot within 100 ms), and a click on a
// snapshot's mark in the chart opening the Changes view for it and the one before. Screenshots of
// the board and the timeline (`npm run screenshots` writes them to docs/screenshots/), axe in both
// schemes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDocument, type ChangingInstallation } from '../helpers/changing-installation';
import { closeEmbeddedServers } from '../helpers/embedded-servers';
import { DEMO_COMPANY } from '../helpers/demo-company';
import { repoPath } from '../helpers/repo-paths';
import { AXE_IMPACTS_THAT_FAIL, describeViolations, injectAxe, runAxe, settleAnimations } from './axe-page';
import {
  LONG_NAME,
  TOKEN,
  profileIds,
  runNow,
  sceneFleetCsv,
  seedSceneHistory,
  startSceneInstallation,
} from './fleet-scene';
import { skipWithoutChromium, useAppInBrowser, WAIT_MS } from './web-app';

const UPDATE = process.env.UPDATE_SCREENSHOTS === '1';

/** What the test reads of the page (this file type-checks without DOM types). */
interface PageWithPerformance {
  readonly performance: { getEntriesByName(name: string): readonly { readonly duration: number }[] };
}
interface Measured {
  readonly scrollWidth: number;
  readonly clientWidth: number;
}

describe.skipIf(skipWithoutChromium())('the fleet board and the timeline in Chromium', () => {
  let shop: ChangingInstallation;
  let shots: string;

  // Before the app's hooks: the installation is stopped after the app.
  beforeAll(async () => {
    shop = await startSceneInstallation();
    shots = UPDATE ? repoPath('docs', 'screenshots') : await mkdtemp(join(tmpdir(), 'ri-fleet-shots-'));
  });
  afterAll(async () => {
    await closeEmbeddedServers();
    await shop?.cleanup();
    if (!UPDATE && shots) await rm(shots, { recursive: true, force: true });
  });

  const session = useAppInBrowser({ open: true, width: 1200, height: 860 });
  let page: Page;
  const dialog = () => page.getByRole('dialog', { name: 'Connections' });
  const board = () => page.getByRole('grid', { name: /^Connections:/ });
  const timeline = () => page.getByRole('region', { name: /^Shop Köln\s*: timeline$/ });

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

  /** Waits until the Diagnostics view is in front, for the connection `profileId`, with its report. */
  async function diagnosticsOf(profileId: string) {
    const tab = page.getByRole('tab', { name: 'Diagnostics' });
    await expect.poll(() => tab.getAttribute('aria-selected'), { timeout: WAIT_MS }).toBe('true');
    expect(await page.getByRole('combobox', { name: 'Connection' }).inputValue()).toBe(profileId);
    await page
      .getByRole('region', { name: 'Diagnostics' })
      .getByRole('heading', { name: /^Could not be checked/ })
      .waitFor({ timeout: WAIT_MS });
  }

  it(
    'imports the fleet file chosen in the Connections dialog, and watches a connection',
    { timeout: 6 * WAIT_MS },
    async () => {
      await page.getByRole('button', { name: /^Connections…/ }).click();
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser', { timeout: WAIT_MS }),
        dialog().getByRole('button', { name: 'Import…' }).click(),
      ]);
      await chooser.setFiles({
        name: 'fleet.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(await sceneFleetCsv(shop)),
      });
      await dialog().getByText('Imported 8 connections: 8 added, 0 updated.').waitFor({ timeout: WAIT_MS });
      // Seeded before anything reads the history (the board reads it once per connection).
      const ids = await profileIds(page);
      await seedSceneHistory(session.app, ids, Date.now());

      // A long name is cut short, and whole while its item has the focus.
      const name = dialog().getByTitle(LONG_NAME);
      const fits = () =>
        name.evaluate(
          (el) => (el as unknown as Measured).scrollWidth <= (el as unknown as Measured).clientWidth,
        );
      expect(await fits()).toBe(false);
      await dialog()
        .getByRole('button', { name: `Edit ${LONG_NAME}` })
        .focus();
      expect(await fits()).toBe(true);

      const watch = dialog().getByRole('combobox', { name: 'Watch Shop Köln' });
      await watch.selectOption({ label: 'Every 5 min' });
      await dialog().getByRole('heading', { name: 'Connections' }).click();
      await shoot('connections-fleet');
      await dialog()
        .getByRole('button', { name: /^Close/ })
        .click();

      // Real runs: Shop Köln, then a category removed, confirmed by a second run: a change event.
      await runNow(page, ids, 'Shop Köln');
      await shop.serve({ ...shopDocument(), categories: shopDocument().categories.slice(1) }, [TOKEN]);
      await runNow(page, ids, 'Shop Köln');
      await runNow(page, ids, 'Shop Köln');
      for (const other of ['Zentrale Berlin', 'Outlet Graz', LONG_NAME]) await runNow(page, ids, other);
    },
  );

  it('shows the change as a toast that opens the Changes view for exactly that pair', async () => {
    const toasts = page.getByRole('region', { name: 'Watch notifications' });
    const toast = toasts.getByRole('listitem', { name: /^Shop Köln: / });
    await toast.waitFor({ timeout: WAIT_MS });
    await toast.getByRole('button', { name: 'Show the changes' }).click();
    const changes = page.getByRole('region', { name: 'Changes', exact: true });
    await changes.getByRole('heading', { name: /^Category changes \(1\)/ }).waitFor({ timeout: WAIT_MS });
    expect(await changes.getByRole('radio', { name: 'Two snapshots of this connection' }).isChecked()).toBe(
      true,
    );
    expect(await toast.count()).toBe(0);
  });

  it('shows every connection with its class on the board', async () => {
    await page.getByRole('tab', { name: 'Fleet' }).click();
    await board().waitFor({ timeout: WAIT_MS });
    const row = (name: string) => board().getByRole('row', { name: new RegExp(`^${name}`) });
    await row('Shop Köln').getByText('Conforms').waitFor({ timeout: WAIT_MS });
    await row('Shop Köln').getByText('Every 5 min').waitFor();
    await row('Zentrale Berlin').getByText('Refused').waitFor();
    await row('Outlet Graz').getByText('Wrong address').waitFor();
    await row('Filiale Wien').getByText('Unreachable').waitFor();
    await row('Shop Zürich').getByText('Violates').waitFor();
    await row('Shop Hamburg')
      .getByRole('img', { name: /^Last 24 hours: / })
      .waitFor();
    await page.getByRole('radio', { name: /^Could not be checked \(3\)/ }).waitFor();
    await page.getByRole('tab', { name: 'Fleet' }).focus();
    await shoot('fleet');
  });

  it('sorts by a column, filters by class and searches by name or address', async () => {
    const names = async () =>
      (await board().getByRole('row').allInnerTexts()).slice(1).map((text) => text.split('\n')[0]!.trim());
    const status = page.getByRole('status').filter({ hasText: / connections?(,| shown)/ });
    await board().getByRole('button', { name: 'Class' }).click();
    expect(await board().getByRole('columnheader', { name: 'Class' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    // Problems first: the violation, then what could not be checked, then conforming, then unchecked.
    expect((await names()).slice(0, 4)).toEqual(['Shop Zürich', 'Zentrale Berlin', 'Outlet Graz', LONG_NAME]);
    expect((await names()).at(-1)).toBe('Demo (offline)');
    await board().getByRole('button', { name: 'Connection' }).click();
    await board().getByRole('button', { name: 'Connection' }).click();
    expect((await names())[0]).toBe('Zentrale Berlin');

    await page.getByRole('radio', { name: /^Could not be checked \(3\)/ }).check();
    expect(await names()).toEqual(['Zentrale Berlin', 'Outlet Graz', LONG_NAME]);
    await status.getByText('3 of 9 connections shown, 1 watched').waitFor({ timeout: WAIT_MS });
    const search = page.getByRole('searchbox', { name: 'Search connections by name or address' });
    await search.fill('/shop');
    expect(await names()).toEqual(['Outlet Graz']);
    await search.fill('zentrale');
    expect(await names()).toEqual(['Zentrale Berlin']);
    await search.fill('koln');
    await page.getByText('No connection matches the search and the filter.').waitFor({ timeout: WAIT_MS });
    await page.getByRole('radio', { name: /^All \(9\)/ }).check();
    expect(await names()).toEqual(['Shop Köln']);
    await search.press('Escape');
    await status.getByText('9 connections, 1 watched').waitFor({ timeout: WAIT_MS });
    await board().getByRole('button', { name: 'Connection' }).click();
    expect((await names())[0]).toBe('Demo (offline)');
  });

  it('draws a year of one-minute results, summarized in words', { timeout: 4 * WAIT_MS }, async () => {
    await board()
      .getByRole('row', { name: /^Shop Köln/ })
      .click();
    await timeline()
      .getByText(/ in the last 24 hours[:,] /)
      .waitFor({ timeout: WAIT_MS });
    await timeline().getByRole('radio', { name: '1 year' }).check();
    await timeline()
      .getByText(/^525,\d{3} results in the last 1 year, drawn as /)
      .waitFor({ timeout: WAIT_MS });
    const draws = await page.evaluate(() =>
      (globalThis as unknown as PageWithPerformance).performance
        .getEntriesByName('timeline-draw')
        .map((entry) => entry.duration),
    );
    // Drawn (how fast is the bench's row, bench/watch-chromium.ts, not this test's).
    expect(draws.length).toBeGreaterThan(0);
    // The timeline at the top of the window (below the sticky bar), its chart and lists in view.
    await timeline().evaluate((el) =>
      (el as unknown as { scrollIntoView(o: object): void }).scrollIntoView({ block: 'start' }),
    );
    await shoot('timeline');
  });

  it(
    'opens the Changes view for the snapshot clicked in the chart and the one before',
    { timeout: 4 * WAIT_MS },
    async () => {
      await timeline().getByRole('radio', { name: '24 hours' }).check();
      await timeline()
        .getByText(/ in the last 24 hours[:,] /)
        .waitFor({ timeout: WAIT_MS });
      const chart = timeline().getByRole('img', { name: /^Timeline of / });
      await chart.scrollIntoViewIfNeeded();
      const box = (await chart.boundingBox())!;
      // The newest mark sits at the plot's right end (the right axis is 60 px, the padding 8 px), on
      // the top strip: 20 px of padding, 8 of strip, then the mark's middle.
      await page.mouse.click(box.x + box.width - 69, box.y + 33);
      const changes = page.getByRole('region', { name: 'Changes', exact: true });
      await changes.getByRole('heading', { name: /^Category changes \(1\)/ }).waitFor({ timeout: WAIT_MS });
      expect(await page.getByRole('tab', { name: 'Changes' }).getAttribute('aria-selected')).toBe('true');
    },
  );

  it(
    'has no serious or critical violation on the board and the timeline, in either scheme',
    { timeout: 4 * WAIT_MS },
    async () => {
      await page.getByRole('tab', { name: 'Fleet' }).click();
      await board()
        .getByRole('row', { name: /^Shop Köln/ })
        .click();
      await timeline()
        .getByText(/ in the last 24 hours[:,] /)
        .waitFor({ timeout: WAIT_MS });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await settleAnimations(page);
        await injectAxe(page);
        const failing = (await runAxe(page)).filter((v) => AXE_IMPACTS_THAT_FAIL.includes(v.impact ?? ''));
        expect(failing, describeViolations(`the fleet board with a timeline, ${scheme}`, failing)).toEqual(
          [],
        );
      }
      await page.emulateMedia({ colorScheme: 'light' });
    },
  );

  it(
    'shows a transition in the page and opens Diagnostics of that connection',
    { timeout: 4 * WAIT_MS },
    async () => {
      const ids = await profileIds(page);
      await runNow(page, ids, 'Shop München');
      await shop.serve(shopDocument(), ['a-token-nobody-has']);
      await runNow(page, ids, 'Shop München');
      await runNow(page, ids, 'Shop München');
      const toast = page
        .getByRole('region', { name: 'Watch notifications' })
        .getByRole('listitem', { name: /^Shop München: / });
      await toast.waitFor({ timeout: WAIT_MS });
      await toast
        .getByText(/refused/i)
        .first()
        .waitFor();
      await toast.getByRole('button', { name: 'Open Diagnostics' }).click();
      await diagnosticsOf(ids.get('Shop München')!);
      expect(await toast.count()).toBe(0);
      await shop.serve(shopDocument(), [TOKEN]);
    },
  );

  it(
    'shows a transition as the browser’s notification once allowed, and its click opens Diagnostics',
    { timeout: 4 * WAIT_MS },
    async () => {
      const ids = await profileIds(page);
      await page.context().grantPermissions(['notifications']);
      await page.getByRole('tab', { name: 'Fleet' }).click();
      await page.getByRole('button', { name: 'Allow notifications' }).click();
      await page
        .getByText('Watch events show as notifications of your browser.')
        .waitFor({ timeout: WAIT_MS });
      // Every notification the page makes is kept (the browser's own, only recorded) so it can be clicked.
      await page.evaluate(() => {
        const scope = globalThis as unknown as Record<string, unknown>;
        const Real = scope['Notification'] as new (title: string, options?: object) => object;
        const made: object[] = [];
        scope['madeNotifications'] = made;
        scope['Notification'] = class extends Real {
          constructor(title: string, options?: object) {
            super(title, options);
            made.push(this);
          }
        };
      });
      await runNow(page, ids, 'Shop Leipzig');
      await shop.serve(shopDocument(), ['a-token-nobody-has']);
      await runNow(page, ids, 'Shop Leipzig');
      await runNow(page, ids, 'Shop Leipzig');
      const made = () =>
        page.evaluate(() =>
          (
            globalThis as unknown as { madeNotifications: { title: string; body: string }[] }
          ).madeNotifications.map((n) => ({ title: n.title, body: n.body })),
        );
      await expect.poll(made, { timeout: WAIT_MS }).toHaveLength(1);
      const [shown] = await made();
      expect(shown!.title).toMatch(/^Shop Leipzig: .*refused/);
      expect(JSON.stringify(shown)).not.toContain(TOKEN);
      // Shown by the browser, so not in the page.
      expect(
        await page
          .getByRole('region', { name: 'Watch notifications' })
          .getByRole('listitem', { name: /^Shop Leipzig: / })
          .count(),
      ).toBe(0);
      await page.evaluate(() =>
        (globalThis as unknown as { madeNotifications: EventTarget[] }).madeNotifications[0]!.dispatchEvent(
          new Event('click'),
        ),
      );
      await diagnosticsOf(ids.get('Shop Leipzig')!);
      await shop.serve(shopDocument(), [TOKEN]);
    },
  );

  it('logs no errors and no policy violations', () => {
    expect(session.problems).toEqual([]);
  });
});

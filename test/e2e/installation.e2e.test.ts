// The installation view, end to end (launched as in web-app.ts): previews computed from the demo's
// own settings, a warning mark on a currency Intl does not know, Cancel during a slow refresh, and the
// last good data kept on screen, marked stale, when the installation stops answering, until Retry.
import { type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMP_COMPANY, writeDatasetFolder } from '../helpers/temp-dataset';
import { servableDataset } from '../helpers/web-host-process';
import { callInspector, skipWithoutChromium, useAppInBrowser, WAIT_MS } from './web-app';
import { definitionOf } from './definition-list';
import { writeOfflineDataset } from './local-installation';
import { DEMO_COMPANY } from '../helpers/demo-company';
import { valueOf } from '../helpers/result-value';

const ODD_COMPANY = TEMP_COMPANY;
const THIN = '\u202f';

describe.skipIf(skipWithoutChromium())('the installation view in the browser', () => {
  let dataset: Awaited<ReturnType<typeof writeDatasetFolder>> | undefined;

  // Before the app's hooks: the dataset is written first and removed last.
  beforeAll(async () => {
    dataset = await writeOfflineDataset((document) => (document.info.default_currency = 'XXZ'));
  });

  afterAll(async () => {
    await dataset?.cleanup();
  });

  const session = useAppInBrowser({ open: true, clipboard: true });
  let page: Page;
  let problems: string[] = [];
  let panel: Locator;
  /** How many problems the page had logged when the demo server was stopped on purpose. */
  let problemsBeforeStop: number | undefined;

  /** The value of the setting or preview labelled `label` in the installation panel. */
  const valueIn = (label: string) => definitionOf(panel, label);
  /** The banner over data kept after a failed refresh (an alert that starts with "Stale"). */
  const stale = () => panel.getByRole('alert').filter({ hasText: /^Stale/ });

  beforeAll(async () => {
    ({ page, problems } = session);
    panel = page.getByRole('region', { name: 'Installation', exact: true });
    await page.getByRole('heading', { name: DEMO_COMPANY }).waitFor();
  });

  it('previews an amount, a quantity, the currency and the time from the demo’s settings', async () => {
    const previews = page.getByRole('region', { name: 'Previews' });
    await previews.waitFor();
    // Demo: decimals 2, qty_decimals 3, separator ",", EUR, Europe/Berlin.
    // A preview's value, then a note ("2 decimals"): the value is the text that matches on its own.
    await (
      await valueIn('Amount')
    )
      .getByText(new RegExp(`^(€1${THIN}234${THIN}567,89|1${THIN}234${THIN}567,89\\s?€)$`))
      .waitFor();
    await (await valueIn('Quantity')).getByText(new RegExp(`^1${THIN}234,568$`)).waitFor();
    expect(await (await valueIn('Currency name')).textContent()).toMatch(/^EUR · €/);
    const time = (await valueIn('Time there now')).getByText(/^\d{2}:\d{2}:\d{2}/);
    const first = await time.textContent();
    expect(first).toMatch(/\d{2}:\d{2}:\d{2}/);
    await expect.poll(() => time.textContent(), { timeout: 3_000 }).not.toBe(first);
    expect(await panel.getByRole('img', { name: /^Warning:/ }).count()).toBe(0);
  });

  it('marks a currency Intl does not know, with the reason', async () => {
    const datasetFile = await servableDataset(session.app, dataset!.file);
    valueOf(await callInspector(page, 'startDemo', { datasetFile }));
    await page.reload();
    await page.getByRole('heading', { name: ODD_COMPANY }).waitFor();
    const currency = await valueIn('Currency');
    await currency.getByRole('img', { name: 'Warning: Not a currency this computer knows' }).waitFor();
    expect(await currency.textContent()).toContain('XXZ');
    expect(await panel.getByRole('img', { name: /^Warning:/ }).count()).toBe(1);
    valueOf(await callInspector(page, 'startDemo', {}));
    await page.reload();
    await page.getByRole('heading', { name: DEMO_COMPANY }).waitFor();
  });

  it('shows progress with Cancel during a slow refresh, and keeps the settings when cancelled', async () => {
    valueOf(await callInspector(page, 'setDemoFaults', { latencyMs: 5_000, failRate: 0 }));
    try {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await panel.getByText('Refreshing the settings…').waitFor();
      await panel.getByRole('progressbar').waitFor();
      await panel.getByRole('button', { name: 'Cancel' }).click();
      await stale().getByText('The refresh was cancelled.').waitFor();
      expect(await page.getByRole('heading', { name: DEMO_COMPANY }).isVisible()).toBe(true);
    } finally {
      valueOf(await callInspector(page, 'setDemoFaults', { latencyMs: 0, failRate: 0 }));
    }
    await page
      .getByRole('region', { name: 'Categories', exact: true })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await stale().getByRole('button', { name: 'Retry' }).click();
    await stale().waitFor({ state: 'detached', timeout: WAIT_MS });
  });

  it('keeps the last good data, marked stale, when a refresh fails, until Retry succeeds', async () => {
    const before = valueOf(await callInspector(page, 'demoStatus', {}));
    // A saved connection to the demo's address: unlike the demo connection, it does not restart the
    // demo server when called, so stopping the server makes it fail.
    const { profile } = valueOf(
      await callInspector(page, 'saveProfile', { name: 'Local copy', baseUrl: before.url! }),
    );
    valueOf(await callInspector(page, 'setActiveProfile', { id: profile.id }));
    await page.reload();
    await page.getByRole('heading', { name: DEMO_COMPANY }).waitFor();

    problemsBeforeStop = problems.length;
    valueOf(await callInspector(page, 'stopDemo', {}));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await stale().waitFor();
    // Refused, or cut off when the client reused a kept-alive connection the server closed.
    expect(await stale().textContent()).toMatch(
      /^StaleShowing the settings from .+\.The refresh failed: (The server refused the connection|The connection was cut off)/,
    );
    expect(await stale().getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: DEMO_COMPANY }).isVisible()).toBe(true);
    expect(await (await valueIn('Currency')).textContent()).toBe('EUR');

    const after = valueOf(await callInspector(page, 'startDemo', {}));
    valueOf(
      await callInspector(page, 'saveProfile', { id: profile.id, name: 'Local copy', baseUrl: after.url! }),
    );
    await stale().getByRole('button', { name: 'Retry' }).click();
    // The banner goes as soon as the retry starts (the earlier data stay, with "Refreshing…"), so
    // what proves the retry worked is the new server's address in the settings.
    await stale().waitFor({ state: 'detached', timeout: WAIT_MS });
    await expect
      .poll(async () => (await valueIn('Logo address')).textContent(), { timeout: WAIT_MS })
      .toContain(after.url!.replace(/^http:\/\//, ''));
    expect(await stale().count()).toBe(0);
    expect(await page.getByRole('heading', { name: DEMO_COMPANY }).isVisible()).toBe(true);
  });

  it('logs no errors and no policy violations, only the images of the stopped server', () => {
    expect(problems.slice(0, problemsBeforeStop)).toEqual([]);
    // While the server was stopped, images coming into view could not load (their fallback shows).
    for (const problem of problems.slice(problemsBeforeStop ?? problems.length)) {
      expect(problem).toMatch(/^Failed to load resource: net::ERR_CONNECTION_(REFUSED|RESET)$/);
    }
  });
});

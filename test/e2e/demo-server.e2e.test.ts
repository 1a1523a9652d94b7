// The Demo server view, end to end: the built `retail-inspector web` and the real renderer in
// Chromium (see web-app.ts). The steps build on each other: slow and flaky answers seen in the app and
// over HTTP, a bad dataset refused with the server untouched, a good one (over the 1 MB bound of other
// calls) served and shown, then the demo connection captured with progress and opened. axe checks
// the view in both schemes along the way.
import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoStatus } from '../../shared/ipc-contract';
import { SVG, validDatasetDocument } from '../helpers/temp-dataset';
import { AXE_IMPACTS_THAT_FAIL, describeViolations, injectAxe, runAxe, settleAnimations } from './axe-page';
import { callInspector, skipWithoutChromium, useAppInBrowser, WAIT_MS } from './web-app';
import { DEMO_COMPANY } from '../helpers/demo-company';

const OPENED_COMPANY = 'Kiosk am Ende der Welt';
const CAPTURE_NAME = 'e2e-capture.json';

/** A dataset with every image embedded, padded (JSON allows whitespace) past 1 MB. */
function goodDatasetText(): string {
  const document = validDatasetDocument();
  document.info.company_name = OPENED_COMPANY;
  // Offline: no image on another host (the browser would try to load it).
  document.categories = document.categories.filter((row) => !String(row.image).startsWith('https:'));
  const svg = `data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`;
  document.assets = { 'brand/logo.svg': svg, 'images/brot.svg': svg, 'images/käse 1.svg': svg };
  return JSON.stringify(document, null, 2) + ' '.repeat(1_200_000);
}

describe.skipIf(skipWithoutChromium())('the demo server view in the browser', () => {
  const session = useAppInBrowser({ open: true });
  let page: Page;
  let consoleProblems: string[] = [];

  beforeAll(async () => {
    ({ page, problems: consoleProblems } = session);
    await page.getByRole('heading', { name: DEMO_COMPANY }).waitFor();
  });

  const region = (name: string) => page.getByRole('region', { name, exact: true });
  const serverPanel = () => region('Demo server');
  const faultsPanel = () => region('Slow or flaky installation');
  const capturePanel = () => region('Save as offline dataset');
  const showDemoTab = () => page.getByRole('tab', { name: 'Demo server' }).click();
  const showDataTab = () => page.getByRole('tab', { name: 'Installation & categories' }).click();
  const demoStatus = async (): Promise<DemoStatus> => {
    const result = await callInspector(page, 'demoStatus', {});
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  };
  const setFaults = async (latency: string, rate: string) => {
    await faultsPanel().getByLabel('Latency (ms)').fill(latency);
    await faultsPanel().getByLabel('Failure rate (%)').fill(rate);
    await faultsPanel().getByRole('button', { name: 'Apply' }).click();
  };
  const expectAxeClean = async (where: string) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await settleAnimations(page);
      await injectAxe(page);
      const failing = (await runAxe(page)).filter((v) => AXE_IMPACTS_THAT_FAIL.includes(v.impact ?? ''));
      expect(failing, describeViolations(`${where}, ${scheme}`, failing)).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  };

  it('shows the running demo server, axe-clean', { timeout: 4 * WAIT_MS }, async () => {
    await showDemoTab();
    await serverPanel().getByText('Running', { exact: true }).waitFor();
    const status = await demoStatus();
    await serverPanel().getByText(status.url!).waitFor();
    await serverPanel().getByText(DEMO_COMPANY).waitFor();
    await expectAxeClean('the demo server view');
  });

  it('makes the demo server fail 30 % of requests with the Flaky preset', async () => {
    await faultsPanel().getByRole('button', { name: 'Flaky (30 % fail)' }).click();
    await faultsPanel().getByText('fails 30 % of requests').waitFor();
    const { url } = await demoStatus();
    let failed = 0;
    for (let i = 0; i < 40; i++) {
      const ok = await fetch(`${url}/api/v2/auth/info`, { signal: AbortSignal.timeout(WAIT_MS) })
        .then((response) => response.ok)
        .catch(() => false);
      if (!ok) failed++;
    }
    // 30 % of 40: none failing, or all, is a chance below one in a million.
    expect(failed).toBeGreaterThan(0);
    expect(failed).toBeLessThan(40);
  });

  it('slows every answer by the latency set', { timeout: 3 * WAIT_MS }, async () => {
    await setFaults('1200', '0');
    await faultsPanel().getByText('waits 1,200 ms before every answer').waitFor();
    const { url } = await demoStatus();
    const started = Date.now();
    const response = await fetch(`${url}/api/v2/auth/info`, { signal: AbortSignal.timeout(WAIT_MS) });
    expect(response.ok).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_150);

    await showDataTab();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByText('Refreshing the categories…').waitFor();
    await page.getByText('Refreshing the categories…').waitFor({ state: 'detached' });
  });

  it('shows a failed refresh, and Retry works once the server is back to normal', async () => {
    await showDemoTab();
    await setFaults('0', '100');
    await faultsPanel().getByText('fails 100 % of requests').waitFor();
    await showDataTab();
    await page.getByRole('button', { name: 'Refresh' }).click();
    // The categories shown stay, under a stale banner naming the failure.
    const stale = region('Categories').getByRole('alert');
    await stale.getByText('The refresh failed:', { exact: false }).waitFor();

    await showDemoTab();
    await faultsPanel().getByRole('button', { name: 'Normal' }).click();
    await faultsPanel().getByText('answers at once and never fails on purpose').waitFor();
    await showDataTab();
    await stale.getByRole('button', { name: 'Retry' }).click();
    // The banner goes as soon as the retry starts; the retry has worked when the refresh is over
    // and no banner came back.
    await stale.waitFor({ state: 'detached' });
    await page.getByText('Refreshing the categories…').waitFor({ state: 'detached' });
    expect(await stale.count()).toBe(0);
  });

  it('refuses a bad dataset from the file input with the loader message, serving the same data', async () => {
    await showDemoTab();
    const before = await demoStatus();
    const broken = {
      ...validDatasetDocument(),
      categories: [{ id: 7, code: 'X', name: 'X', slug: null, image: null }],
    };
    await page.getByLabel('Dataset file to open').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(broken)),
    });
    const alert = serverPanel().getByRole('alert');
    await alert.getByText('broken.json could not be opened').waitFor();
    await alert.getByText('broken.json:', { exact: false }).first().waitFor();
    await alert.getByText(/^categories\[0\]\.id: /).waitFor();
    await alert
      .getByText(`The demo server was not changed: it still serves ${DEMO_COMPANY}`, { exact: false })
      .waitFor();
    await expectAxeClean('the demo server view with a refused dataset');

    expect(await demoStatus()).toEqual(before);
    await showDataTab();
    await page.getByRole('heading', { name: DEMO_COMPANY }).waitFor();
  });

  it('opens a good dataset larger than 1 MB, and the app shows its company', async () => {
    await showDemoTab();
    await page.getByLabel('Dataset file to open').setInputFiles({
      name: 'kiosk.json',
      mimeType: 'application/json',
      buffer: Buffer.from(goodDatasetText()),
    });
    await serverPanel().getByText(`Now serving ${OPENED_COMPANY} (3 categories) from kiosk.json.`).waitFor();
    expect(await demoStatus()).toMatchObject({ running: true, companyName: OPENED_COMPANY, categories: 3 });
    await showDataTab();
    await page.getByRole('heading', { name: OPENED_COMPANY }).waitFor();
  });

  it(
    'captures the demo connection with progress, then opens the file',
    { timeout: 6 * WAIT_MS },
    async () => {
      await showDemoTab();
      await serverPanel().getByRole('button', { name: 'Reset to the bundled demo' }).click();
      await serverPanel()
        .getByText(/^Now serving the bundled demo/)
        .waitFor();
      // Slow enough to watch the images arrive.
      await setFaults('150', '0');
      await faultsPanel().getByText('waits 150 ms').waitFor();

      await capturePanel().getByLabel('File name').fill(CAPTURE_NAME);
      await capturePanel().getByRole('button', { name: 'Save active connection as offline dataset' }).click();
      await capturePanel()
        .getByText(/^\d+ of \d+ images/)
        .waitFor();
      const bar = capturePanel().getByRole('progressbar', { name: 'Capture progress' });
      expect(Number(await bar.getAttribute('max'))).toBeGreaterThan(1);
      await capturePanel()
        .getByText('Saved Demo (offline)')
        .waitFor({ timeout: 4 * WAIT_MS });
      await capturePanel().getByText('67 categories').waitFor();
      await capturePanel().getByText('0 images failed').waitFor();
      await expectAxeClean('the demo server view after a capture');

      await setFaults('0', '0');
      await capturePanel().getByRole('button', { name: 'Open in demo server' }).click();
      await serverPanel()
        .getByText(`Now serving ${DEMO_COMPANY} (67 categories) from ${CAPTURE_NAME}.`)
        .waitFor();
      const status = await demoStatus();
      expect(status.file).toMatch(new RegExp(`captures[\\\\/]${CAPTURE_NAME}$`));
      await showDataTab();
      await page.getByRole('heading', { name: DEMO_COMPANY }).waitFor();
    },
  );

  it('logs no errors and no policy violations', () => {
    expect(consoleProblems).toEqual([]);
  });
});

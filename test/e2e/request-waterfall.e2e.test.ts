// The Requests view's waterfall and its HAR export, end to end (launched as in web-app.ts): after the
// first start's two calls, each row's Timing cell says its phases (a bar whose text names them, or
// that they were not measured), the opened call's Timing names them, Export HAR downloads the log
// as a HAR file that the HAR schema and Chrome DevTools' importer accept, and axe finds nothing
// serious in the light or the dark scheme.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../helpers/demo-company';
import { devToolsImportProblems, harSchemaProblems } from '../helpers/har-checks';
import type { Har } from '../../shared/har';
import { AXE_IMPACTS_THAT_FAIL, describeViolations, injectAxe, runAxe, settleAnimations } from './axe-page';
import { categoryPage } from './category-page';
import { skipWithoutChromium, useAppInBrowser, WAIT_MS } from './web-app';

// A bar's text names its phases and ends with the total; a row without phases says so.
const PHASES_TEXT = /^(Reused connection; )?(DNS|connect|TLS|first byte|transfer|total)\b.*\d+ ms\)?$/i;

describe.skipIf(skipWithoutChromium())('the Requests view’s waterfall and HAR export in the browser', () => {
  const session = useAppInBrowser({ open: true });
  let page: Page;

  const view = () => page.getByRole('region', { name: /^Requests/ });
  const table = () => page.getByRole('table', { name: 'Requests the app made, newest first' });
  const rows = () =>
    table()
      .getByRole('row')
      .filter({ has: page.getByRole('button') });

  beforeAll(async () => {
    page = session.page;
    await page.getByRole('heading', { name: DEMO_COMPANY }).waitFor();
    await categoryPage(page).options.first().waitFor();
    await page.getByRole('tab', { name: /^Requests/ }).click();
    await rows().nth(1).waitFor();
  });

  it('gives each call’s Timing a text: its phases, or that they were not measured', async () => {
    await table().getByRole('columnheader', { name: 'Timing' }).waitFor();
    expect(await rows().count()).toBe(2);
    for (const row of await rows().all()) {
      const timing = row.getByRole('cell').nth(5);
      const bar = timing.getByRole('img');
      if ((await bar.count()) > 0) expect(await bar.getAttribute('aria-label')).toMatch(PHASES_TEXT);
      else expect(await timing.getByText('Phases not measured', { exact: true }).count()).toBe(1);
    }
  });

  it('names the opened call’s phases under Timing', async () => {
    await rows().first().getByRole('button').click();
    const timing = page.getByRole('region', { name: 'Timing' });
    await timing.waitFor();
    const text = (await timing.textContent()) ?? '';
    expect(text).toMatch(
      // A call under 10 ms is given to a tenth (7.3 ms), a slower one in whole ms or in seconds.
      /Total\s*\d[\d.,]* m?s|Phases not measured for this request: only its total is known, \d[\d.,]* m?s\./,
    );
  });

  it('downloads the log as a HAR file DevTools would import, with the token masked', async () => {
    const started = page.waitForEvent('download', { timeout: WAIT_MS });
    await view().getByRole('button', { name: 'Export HAR' }).click();
    const download = await started;
    expect(download.suggestedFilename()).toMatch(/^requests-\d{8}-\d{6}\.har$/);
    const har = JSON.parse(await readFile((await download.path())!, 'utf8')) as Har;
    expect(harSchemaProblems(har)).toEqual([]);
    expect(devToolsImportProblems(har)).toEqual([]);
    expect(har.log.creator.name).toBe('Retail Inspector');
    expect(har.log.entries.map((e) => new URL(e.request.url).pathname)).toEqual([
      '/api/v2/auth/info',
      '/api/v2/products/getcategorys',
    ]);
    expect(har.log.entries.every((e) => e.response.status === 200)).toBe(true);
    expect(JSON.parse(har.log.entries[1]!.response.content.text!).rows).toHaveLength(67);
    await view()
      .getByText(`Your browser saves it as ${download.suggestedFilename()}, in its downloads.`)
      .waitFor();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violation with a call’s Timing open, ${scheme}`, async () => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.getByRole('region', { name: 'Timing' }).waitFor();
      await settleAnimations(page);
      await injectAxe(page);
      const failing = (await runAxe(page)).filter((v) => AXE_IMPACTS_THAT_FAIL.includes(v.impact ?? ''));
      expect(failing, describeViolations(`the Requests view, ${scheme}`, failing)).toEqual([]);
    });
  }

  it('logs no errors and no policy violations', () => {
    expect(session.problems).toEqual([]);
  });
});

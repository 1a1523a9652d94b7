// Faults tolerated to read an installation, end to end (launched as in web-app.ts): the real client
// in the web host reads an info answer that starts with a byte order mark and categories sent as
// Latin-1 bytes with charset=iso-8859-1; the page shows the names as the installation meant them and
// a mark above the settings and above the categories naming each fault.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conformingInfo, conformingRows, startFakeInstallation } from '../helpers/fake-installation';
import { closeAllServers, type LocalServer } from '../helpers/local-servers';
import { AXE_IMPACTS_THAT_FAIL, describeViolations, injectAxe, runAxe, settleAnimations } from './axe-page';
import { callInspector, skipWithoutChromium, useAppInBrowser } from './web-app';
import { valueOf } from '../helpers/result-value';

const COMPANY = 'Bäckerei Müller';

/** An installation whose answers need leniency: a BOM on info, Latin-1 bytes in the categories. */
function startLenientInstallation(): Promise<LocalServer> {
  return startFakeInstallation({
    info: (_req, base) => ({
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from(JSON.stringify({ ...conformingInfo(base), company_name: COMPANY })),
      ]),
    }),
    categories: (_req, base) => ({
      status: 200,
      headers: { 'content-type': 'application/json; charset=iso-8859-1' },
      body: Buffer.from(
        JSON.stringify({
          status: true,
          rows: conformingRows(base).map((row, i) => (i === 1 ? { ...row, name: 'Käse' } : row)),
        }),
        'latin1',
      ),
    }),
  });
}

describe.skipIf(skipWithoutChromium())('tolerated faults in the browser', () => {
  let installation: LocalServer | undefined;
  // Before the app's hooks: the installation starts first and stops last.
  beforeAll(async () => {
    installation = await startLenientInstallation();
  });
  afterAll(async () => {
    await closeAllServers();
  });

  const session = useAppInBrowser({ open: true });
  let page: Page;

  beforeAll(async () => {
    page = session.page;
    await page.getByRole('heading', { name: 'Marktplatz Feinkost GmbH' }).waitFor();
    const { profile } = valueOf(
      await callInspector(page, 'saveProfile', { name: 'Lenient shop', baseUrl: installation!.url }),
    );
    valueOf(await callInspector(page, 'setActiveProfile', { id: profile.id }));
    await page.reload();
    await page.getByRole('heading', { name: COMPANY }).waitFor();
  });

  it('marks the settings as read after removing a byte order mark', async () => {
    const mark = page
      .getByRole('region', { name: 'Installation', exact: true })
      .getByRole('region', { name: /^The settings were read leniently: 1 fault/ });
    await mark.waitFor();
    expect(await mark.getByRole('listitem').textContent()).toBe(
      'The body starts with a UTF-8 byte order mark (BOM), which JSON does not allow; it was removed before reading.Strict reading fails',
    );
  });

  it('shows Latin-1 names as meant and marks the categories as read as Latin-1', async () => {
    const panel = page.getByRole('region', { name: 'Categories', exact: true });
    await panel.getByText('Käse', { exact: true }).first().waitFor();
    const mark = panel.getByRole('region', { name: /^The categories were read leniently: 1 fault/ });
    expect(await mark.getByRole('listitem').textContent()).toBe(
      'The body is not valid UTF-8 (1 invalid byte sequence); as its charset=iso-8859-1 declares, it was read as Latin-1 (windows-1252). JSON must be UTF-8.Strict reading fails',
    );
  });

  it.each(['light', 'dark'] as const)(
    'keeps the marks accessible in the %s scheme (axe-core)',
    async (scheme) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.getByRole('region', { name: /^The categories were read leniently/ }).waitFor();
      await settleAnimations(page);
      await injectAxe(page);
      const failing = (await runAxe(page)).filter((v) => AXE_IMPACTS_THAT_FAIL.includes(v.impact ?? ''));
      expect(failing, describeViolations(`leniency marks, ${scheme}`, failing)).toEqual([]);
    },
  );

  it('logs no errors', () => {
    expect(session.problems).toEqual([]);
  });
});

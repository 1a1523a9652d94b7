// Settings that break the specification, end to end: the built `retail-inspector web`, the real
// renderer in Chromium and a real HTTP stand-in installation on 127.0.0.1 whose info sends
// `"default_currency": "EURO"` and `"decimals": 2` (a number). The panel shows every setting, both
// reasons beside their values and named in one line, the amount preview without the currency and
// saying so; the technical details open by keyboard; axe finds nothing in either scheme.
import { join } from 'node:path';
import { type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conformingInfo, json, startFakeInstallation } from '../helpers/fake-installation';
import type { LocalServer } from '../helpers/local-servers';
import { AXE_IMPACTS_THAT_FAIL, describeViolations, injectAxe, runAxe, settleAnimations } from './axe-page';
import { definitionOf, definitionsIn } from './definition-list';
import { callInspector, skipWithoutChromium, useAppInBrowser, WAIT_MS } from './web-app';

const THIN = '\u202f';

describe.skipIf(skipWithoutChromium())('settings that break the specification in the browser', () => {
  let installation: LocalServer;
  beforeAll(async () => {
    installation = await startFakeInstallation({
      info: (_req, base) => json({ ...conformingInfo(base), default_currency: 'EURO', decimals: 2 }),
    });
  });
  afterAll(async () => {
    await installation?.close();
  });
  const session = useAppInBrowser({ open: true });
  let page: Page;
  let panel: Locator;

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
    panel = page.getByRole('region', { name: 'Installation', exact: true });
    await panel.getByRole('heading', { name: 'Fake Shop Ltd' }).waitFor({ timeout: WAIT_MS });
  });

  it('shows every setting as received, both reasons, and the previews’ note', async () => {
    expect(await panel.getByText('could not be loaded').count()).toBe(0);
    await panel
      .getByRole('img', {
        name: 'Warning: 2 settings break the specification: Currency, Amounts. Each is shown as received, with the reason.',
      })
      .waitFor();
    const currency = await definitionOf(panel, 'Currency');
    expect(await currency.textContent()).toMatch(/^EURO/);
    await currency
      .getByRole('img', {
        name: 'Warning: Breaks the specification: expected a three-letter currency code, got "EURO"',
      })
      .waitFor();
    const amounts = await definitionOf(panel, 'Amounts');
    expect(await amounts.textContent()).toMatch(/^2decimals/);
    await amounts
      .getByRole('img', { name: 'Warning: Breaks the specification: expected text, got the number 2' })
      .waitFor();
    expect(await definitionsIn(panel)).toMatchObject({
      Company: 'Fake Shop Ltd',
      Language: 'English',
      'Time zone': 'Europe/Berlin',
      Quantities: '3decimals',
      'Default warehouse': '1',
    });
    // The amount previews with the 2 decimals it could use, and says what it could not.
    const amount = await definitionOf(panel, 'Amount');
    await amount.getByText(new RegExp(`^1${THIN}234${THIN}567\\.89$`)).waitFor();
    expect(await amount.textContent()).toContain('2 decimals');
    await amount.getByRole('img', { name: 'Warning: The currency “EURO” could not be used' }).waitFor();
  });

  it('says Connected on Test connection, with the faulty settings as a note', async () => {
    const tested = await callInspector(page, 'testConnection', {
      draft: { name: 'Faulty shop', baseUrl: installation.url },
    });
    if (!tested.ok) throw new Error(tested.error.message);
    expect(tested.value.ok).toBe(true);
    expect(tested.value.notes).toEqual([
      '2 settings break the specification: Currency, Amounts. ' +
        'The Installation panel shows each as received, with the reason.',
    ]);
  });

  it(
    'opens the technical details by keyboard, axe-clean in both schemes',
    { timeout: 4 * WAIT_MS },
    async () => {
      const toggle = panel.getByRole('button', { name: 'Technical details' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await panel.getByRole('term').filter({ hasText: 'Answer code' }).isVisible()).toBe(false);
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await (await definitionOf(panel, 'Answer code')).textContent()).toBe('200');
      expect(await panel.getByText('Status code').count()).toBe(0);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await settleAnimations(page);
        await injectAxe(page);
        const failing = (await runAxe(page)).filter((v) => AXE_IMPACTS_THAT_FAIL.includes(v.impact ?? ''));
        expect(failing, describeViolations(`faulty settings, ${scheme}`, failing)).toEqual([]);
        // For looking at it by hand: SETTINGS_SHOTS=folder writes both schemes there.
        if (process.env.SETTINGS_SHOTS)
          await panel.screenshot({ path: join(process.env.SETTINGS_SHOTS, `faulty-settings-${scheme}.png`) });
      }
      await page.keyboard.press('Space');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    },
  );
});

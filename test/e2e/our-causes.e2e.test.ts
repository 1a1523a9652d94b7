// Our causes are ours in the page (issue 26), the built web host in Chromium: after the web host
// starts again (no key store: tokens were kept for the session only), the fleet board says which
// connections have no token here and leads by keyboard to the Connections dialog to enter it again,
// and no event toast blames them; when every watched connection stops answering, one notice says
// this computer cannot reach the network. Screenshots in light and dark (kept with UPDATE_SCREENSHOTS=1).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAllServers, closedPort } from '../helpers/local-servers';
import { openChromium, type BrowserPage } from '../helpers/chromium';
import { startWebHost, type WebHostProcess } from '../helpers/web-host-process';
import { repoPath } from '../helpers/repo-paths';
import { callInspector, requireBuiltApp, skipWithoutChromium, WAIT_MS } from './web-app';
import {
  shopDocument,
  startChangingInstallation,
  type ChangingInstallation,
} from '../helpers/changing-installation';
import { closeEmbeddedServers } from '../helpers/embedded-servers';

const UPDATE = process.env.UPDATE_SCREENSHOTS === '1';
const TOKEN = 'tok-OurCausesPage-9a4c2e7b51';

async function value<T>(
  promise: Promise<{ ok: true; value: T } | { ok: false; error: { message: string } }>,
) {
  const result = await promise;
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe.skipIf(skipWithoutChromium())('our causes in the page', () => {
  let dataDir: string;
  let shots: string;
  let host: WebHostProcess | null = null;
  let browser: BrowserPage | null = null;
  let shop: ChangingInstallation;
  let page: Page;

  beforeAll(async () => {
    requireBuiltApp();
    dataDir = await mkdtemp(join(tmpdir(), 'ri-our-causes-e2e-'));
    shots = UPDATE ? repoPath('docs', 'screenshots') : await mkdtemp(join(tmpdir(), 'ri-our-causes-shots-'));
    shop = await startChangingInstallation(shopDocument(), [TOKEN]);
    browser = await openChromium({
      width: 1200,
      height: 800,
      timeoutMs: WAIT_MS,
      consoleProblems: ['error'],
    });
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.browser.close().catch(() => undefined);
    await host?.stop();
    await closeEmbeddedServers();
    await closeAllServers();
    await shop?.cleanup();
    await rm(dataDir, { recursive: true, force: true });
    if (!UPDATE) await rm(shots, { recursive: true, force: true });
  });

  it('after a restart, names the connections without their token, and Enter the token again opens the dialog by keyboard', async () => {
    host = await startWebHost(WAIT_MS, 'unused-', dataDir);
    await page.goto(host.url);
    for (const name of ['Shop Köln', 'Shop Bonn']) {
      const { profile } = await value(
        callInspector(page, 'saveProfile', { name, baseUrl: shop.url, token: TOKEN }),
      );
      await value(callInspector(page, 'setWatch', { profileId: profile.id, every: 60 }));
    }
    await host.stop();

    host = await startWebHost(WAIT_MS, 'unused-', dataDir);
    await page.goto(host.url);
    await page.getByRole('tab', { name: 'Fleet' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'token is not available on this computer' });
    await notice.waitFor({ timeout: WAIT_MS });
    expect(await notice.textContent()).toContain('2 connections');

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: join(shots, `fleet-no-token-${scheme}.png`) });
    }

    // The connection itself says it too, above its data.
    await page.getByRole('combobox', { name: 'Connection' }).selectOption({ label: 'Shop Köln' });
    await page.getByRole('tab', { name: 'Installation & categories' }).click();
    const own = page.getByRole('status').filter({ hasText: 'The token of “Shop Köln” is not available' });
    await own.waitFor({ timeout: WAIT_MS });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: join(shots, `installation-no-token-${scheme}.png`) });
    }
    await page.getByRole('tab', { name: 'Fleet' }).click();

    const button = notice.getByRole('button', { name: 'Enter the token again' });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Connections' }).waitFor({ timeout: WAIT_MS });
    await page.keyboard.press('Escape');
  });

  it('says once that this computer cannot reach the network when every watched connection stops answering', async () => {
    const ids: string[] = [];
    for (const name of ['Lager Nord', 'Lager Süd']) {
      const { profile } = await value(
        callInspector(page, 'saveProfile', { name, baseUrl: `http://127.0.0.1:${await closedPort()}` }),
      );
      await value(callInspector(page, 'setWatch', { profileId: profile.id, every: 60 }));
      ids.push(profile.id);
    }
    // Every watched connection runs (those of the test before have no token here: ours, not
    // counted); until each has run once, a failure may still be a peer's, not this computer's.
    const { profiles } = await value(callInspector(page, 'listProfiles', {}));
    for (const profile of profiles.filter((p) => !ids.includes(p.id) && p.tokenMissing))
      await value(callInspector(page, 'runWatchNow', { profileId: profile.id }));
    for (const id of ids) await value(callInspector(page, 'runWatchNow', { profileId: id }));
    const offline = page.getByRole('status').filter({ hasText: 'This computer cannot reach the network' });
    await offline.waitFor({ timeout: WAIT_MS });
    expect(await offline.count()).toBe(1);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: join(shots, `offline-notice-${scheme}.png`) });
    }
    expect(
      await page.getByRole('region', { name: 'Watch notifications' }).getByRole('listitem').count(),
    ).toBe(0);
  });
});

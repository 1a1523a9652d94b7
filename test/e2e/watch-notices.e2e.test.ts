// The page's watch notices end to end (the built web host in Chromium): 32 connections of one real
// installation that stops answering, each its own event (grouping off, so there are many), collapse into ONE stack showing
// the newest with a counter, which never covers the fleet board: the board's columns stay in view
// beside or above it. Screenshots in light and dark (`npm run screenshots` writes them to
// docs/screenshots/), axe in both schemes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  shopDocument,
  startChangingInstallation,
  type ChangingInstallation,
} from '../helpers/changing-installation';
import { DEMO_COMPANY } from '../helpers/demo-company';
import { closeEmbeddedServers } from '../helpers/embedded-servers';
import { repoPath } from '../helpers/repo-paths';
import { AXE_IMPACTS_THAT_FAIL, describeViolations, injectAxe, runAxe, settleAnimations } from './axe-page';
import { callInspector, skipWithoutChromium, useAppInBrowser, WAIT_MS } from './web-app';

const UPDATE = process.env.UPDATE_SCREENSHOTS === '1';
const SHOTS = process.env.NOTICE_SHOTS;
const COUNT = 32;

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.skipIf(skipWithoutChromium())('watch notices in Chromium', () => {
  let shots: string;
  let shop: ChangingInstallation;
  // Before the app's hooks: the installation is stopped after the app.
  beforeAll(async () => {
    shop = await startChangingInstallation(shopDocument());
    shots =
      SHOTS ?? (UPDATE ? repoPath('docs', 'screenshots') : await mkdtemp(join(tmpdir(), 'ri-notices-')));
  });
  afterAll(async () => {
    await closeEmbeddedServers();
    await shop?.cleanup();
    if (!UPDATE && !SHOTS && shots) await rm(shots, { recursive: true, force: true });
  });

  const session = useAppInBrowser({ open: true, width: 1200, height: 760 });
  let page: Page;
  const region = () => page.getByRole('region', { name: 'Watch notifications' });

  beforeAll(async () => {
    page = session.page;
    await page.getByRole('heading', { name: DEMO_COMPANY }).waitFor({ timeout: WAIT_MS });
    const rows = Array.from({ length: COUNT }, (_, i) => `Filiale ${i + 1},${shop.url}`);
    const imported = await callInspector(page, 'importFleet', {
      text: ['name,base_url', ...rows].join('\n') + '\n',
      format: 'csv',
    });
    expect(imported.ok && imported.value.added).toBe(COUNT);
    const set = await callInspector(page, 'setWatchOptions', { incidents: { groupMin: 0 } });
    expect(set.ok).toBe(true);
    const listed = await callInspector(page, 'listProfiles', {});
    if (!listed.ok) throw new Error(listed.error.message);
    await page.getByRole('tab', { name: 'Fleet' }).click();
    for (let round = 0; round < 3; round++) {
      const runs = await Promise.all(
        listed.value.profiles.map((p) => callInspector(page, 'runWatchNow', { profileId: p.id })),
      );
      expect(runs.every((r) => r.ok)).toBe(true);
      // Every shop answered once; then the server in front of them is gone.
      if (round === 0) await shop.server().close();
    }
  }, 6 * WAIT_MS);

  it('collapses the events into one stack with a counter', async () => {
    const newest = region().getByRole('listitem', {
      name: /^Filiale \d+: could not be checked \(unreachable\)$/,
    });
    await expect.poll(() => newest.count(), { timeout: WAIT_MS }).toBe(1);
    await expect
      .poll(
        () =>
          region()
            .getByText(`${COUNT - 1} more notices`)
            .count(),
        { timeout: WAIT_MS },
      )
      .toBe(1);
  });

  it('never covers the fleet board: its columns stay clear of the stack', async () => {
    const stack = await region().boundingBox();
    expect(stack).not.toBeNull();
    const headers = page.getByRole('columnheader');
    expect(await headers.count()).toBeGreaterThan(3);
    const board = await page.getByRole('grid', { name: /^Connections:/ }).boundingBox();
    for (const header of await headers.all()) {
      const box = (await header.boundingBox())!;
      // The column: its header down to the board's bottom edge as shown.
      const column = { x: box.x, y: box.y, width: box.width, height: board!.y + board!.height - box.y };
      expect(overlaps(column, stack!), `${await header.textContent()} under the notices`).toBe(false);
    }
  });

  it('shows every notice when asked, and Dismiss all clears them', { timeout: 6 * WAIT_MS }, async () => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await settleAnimations(page);
      await page.screenshot({ path: join(shots, `notices-${scheme}.png`), animations: 'disabled' });
      await injectAxe(page);
      const violations = (await runAxe(page)).filter((v) => AXE_IMPACTS_THAT_FAIL.includes(v.impact ?? ''));
      expect(violations, describeViolations(`notices, ${scheme}`, violations)).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await region()
      .getByRole('button', { name: `Show all ${COUNT}` })
      .click();
    const fewer = region().getByRole('button', { name: 'Show the newest only' });
    expect(await fewer.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => region().getByRole('listitem').count()).toBe(COUNT);
    await settleAnimations(page);
    await page.screenshot({ path: join(shots, 'notices-all-light.png'), animations: 'disabled' });
    await region().getByRole('button', { name: 'Dismiss all' }).click();
    expect(await region().getByRole('listitem').count()).toBe(0);
  });
});

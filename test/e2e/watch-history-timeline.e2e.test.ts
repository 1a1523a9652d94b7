// A history `retail-inspector watch --history` kept, seen in the app (the built web host in Chromium,
// see web-app.ts): the built command watches a real installation whose categories change, its
// installation folder and snapshots are copied into the app's data folder under a connection's id,
// and that connection's timeline lists the snapshots the command kept; "Compare with the one
// before" opens the Changes view for exactly that pair.
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionKey } from '../../electron/core/snapshots/snapshot-names';
import { historyFolderName } from '../../electron/core/watch/history/history-folder';
import {
  shopDocument,
  startChangingInstallation,
  type ChangingInstallation,
} from '../helpers/changing-installation';
import { killAllClis, startCli, stopCli, waitForStdout } from '../helpers/cli-process';
import { DEMO_COMPANY } from '../helpers/demo-company';
import { closeEmbeddedServers } from '../helpers/embedded-servers';
import { callInspector, skipWithoutChromium, useAppInBrowser, WAIT_MS } from './web-app';

const TOKEN = 'tok-WatchTimeline-93b7e1d0c4';
const NAME = 'Shop Köln';

describe.skipIf(skipWithoutChromium())('a watch history of the command in the app’s timeline', () => {
  let shop: ChangingInstallation;
  let work: string;

  // Before the app's hooks: the command's history exists before the app starts.
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'ri-watch-timeline-'));
    shop = await startChangingInstallation(shopDocument(), [TOKEN]);
    const fleet = join(work, 'fleet.csv');
    await writeFile(fleet, `name,base_url,token_env\n${NAME},${shop.url},RETAIL_INSPECTOR_TOKEN_SHOP\n`);
    const cli = startCli(
      ['watch', '--fleet', fleet, '--every', '1s', '--log-format', 'json', '--history', join(work, 'h')],
      { RETAIL_INSPECTOR_TOKEN_SHOP: TOKEN },
    );
    const events = () =>
      cli
        .stdout()
        .split('\n')
        .filter((l) => l.includes('"type":"event"')).length;
    await waitForStdout(cli, (t) => (t.split('\n').length > 2 ? true : null), 'two runs', WAIT_MS);
    const changed = shopDocument();
    changed.categories[0]!.name = 'Brot';
    changed.categories.push({ id: '99', code: 'NEU', name: 'Neu', slug: null, image: null });
    await shop.serve(changed, [TOKEN]);
    await waitForStdout(cli, () => (events() >= 1 ? true : null), 'the change event', 2 * WAIT_MS);
    expect(await stopCli(cli)).toBe(0);
  }, 4 * WAIT_MS);
  afterAll(async () => {
    await killAllClis();
    await closeEmbeddedServers();
    await shop?.cleanup();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const session = useAppInBrowser({ open: true, width: 1200, height: 860 });
  let page: Page;

  beforeAll(async () => {
    page = session.page;
    await page.getByRole('heading', { name: DEMO_COMPANY }).waitFor({ timeout: WAIT_MS });
  });

  it('opens the Changes view for a snapshot the command kept and the one before', async () => {
    const saved = await callInspector(page, 'saveProfile', { name: NAME, baseUrl: shop.url, token: TOKEN });
    if (!saved.ok) throw new Error(saved.error.message);
    const key = connectionKey(saved.value.profile.id);
    const from = join(work, 'h');
    const to = session.app.dataDir;
    await cp(
      join(from, historyFolderName(NAME)),
      join(to, 'history', historyFolderName(saved.value.profile.id)),
      {
        recursive: true,
      },
    );
    await cp(join(from, '.snapshots', connectionKey(NAME)), join(to, 'snapshots', key), { recursive: true });

    // Opened again, as the app is after the folders were copied in: the page knows the connection.
    await page.reload();
    await page.getByRole('heading', { name: DEMO_COMPANY }).waitFor({ timeout: WAIT_MS });
    await page.getByRole('tab', { name: 'Fleet' }).click();
    const board = page.getByRole('grid', { name: /^Connections:/ });
    await board.getByRole('row', { name: new RegExp(`^${NAME}`) }).click({ timeout: WAIT_MS });
    const timeline = page.getByRole('region', { name: new RegExp(`^${NAME}\\s*: timeline$`) });
    await timeline.getByRole('heading', { name: 'Snapshots saved (2)' }).waitFor({ timeout: WAIT_MS });
    await timeline
      .getByRole('button', { name: /^Compare with the one before/ })
      .first()
      .click();
    const changes = page.getByRole('region', { name: 'Changes', exact: true });
    await changes.getByRole('heading', { name: /^Category changes \(2\)/ }).waitFor({ timeout: WAIT_MS });
    expect(await page.getByRole('tab', { name: 'Changes' }).getAttribute('aria-selected')).toBe('true');
    await changes
      .getByText(/^Shop Köln · .*, loaded /)
      .first()
      .waitFor({ timeout: WAIT_MS });
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Connection' }).inputValue(), { timeout: WAIT_MS })
      .toBe(saved.value.profile.id);
  });
});

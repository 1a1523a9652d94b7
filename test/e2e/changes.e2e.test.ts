// The Changes view, end to end (launched as in web-app.ts): the demo loads; the demo server is
// restarted on a changed copy of the demo dataset (a category renamed, one removed, one picture
// redrawn); Refresh; the app says in one line that the load differs and leads to the Changes view,
// which lists the rename (headed "old → new") and the removal, and shows the redrawn picture before
// and after from the bytes its snapshots stored, though the server that sent the old one is gone;
// Export Markdown downloads the ticket form; axe checks the view in both schemes.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../helpers/demo-company';
import { DEMO_RESOURCES, repoPath } from '../helpers/repo-paths';
import { servableDataset } from '../helpers/web-host-process';
import { AXE_IMPACTS_THAT_FAIL, describeViolations, injectAxe, runAxe, settleAnimations } from './axe-page';
import { callInspector, skipWithoutChromium, useAppInBrowser, WAIT_MS } from './web-app';

const RENAMED = 'Brot, Brötchen & Gebäck';
// Vollkornbrot's picture, redrawn in the changed copy.
const REDRAWN = { id: '118', name: 'Vollkornbrot', file: 'images/vollkornbrot.svg' };
const NEW_PICTURE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="28" fill="#c60"/></svg>';

interface DemoDocument {
  categories: { id: string; name: string }[];
}

describe.skipIf(skipWithoutChromium())('the Changes view in the browser', () => {
  let folder: string;
  let removed: { id: string; name: string };

  // Before the app's hooks: the changed dataset is written first and removed last.
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'ri-changes-e2e-'));
    await cp(DEMO_RESOURCES, folder, { recursive: true });
    const file = join(folder, 'dataset.json');
    const document = JSON.parse(await readFile(file, 'utf8')) as DemoDocument;
    document.categories = document.categories.map((row) =>
      row.id === '3' ? { ...row, name: RENAMED } : row,
    );
    removed = document.categories.pop()!;
    await writeFile(file, JSON.stringify(document));
    await writeFile(join(folder, REDRAWN.file), NEW_PICTURE);
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  const session = useAppInBrowser({ open: true });
  let page: Page;
  let problems: string[] = [];
  const view = () => page.getByRole('region', { name: 'Changes', exact: true });

  beforeAll(async () => {
    ({ page, problems } = session);
    await page.getByRole('heading', { name: DEMO_COMPANY }).waitFor();
  });

  it(
    'says in one line that a reload changed something, and leads to the changes',
    { timeout: 6 * WAIT_MS },
    async () => {
      // The first load's pictures are loaded before its server goes (a load cut off is a console error).
      await page.waitForFunction(
        () =>
          [
            ...(globalThis as unknown as { document: { images: Iterable<{ complete: boolean }> } }).document
              .images,
          ].every((image) => image.complete),
        undefined,
        { timeout: WAIT_MS },
      );
      const datasetFile = await servableDataset(session.app, join(folder, 'dataset.json'));
      const started = await callInspector(page, 'startDemo', { datasetFile });
      if (!started.ok) throw new Error(started.error.message);
      await page.getByRole('button', { name: 'Refresh' }).click();
      const notice = page.getByText('This load differs from the previous one.');
      await notice.waitFor({ timeout: WAIT_MS });
      await page.getByRole('button', { name: 'Show changes' }).click();
      expect(await page.getByRole('tab', { name: 'Changes' }).getAttribute('aria-selected')).toBe('true');
      await view().getByText('The two sides differ.').waitFor({ timeout: WAIT_MS });
      expect(await notice.count()).toBe(0);
    },
  );

  it('lists the renamed category and, filtered, the removed one', async () => {
    const list = view().getByRole('list', { name: 'Category changes' });
    await view().getByRole('searchbox', { name: 'Search changes' }).fill('gebäck');
    const renamed = list.getByRole('listitem').filter({ hasText: RENAMED });
    await renamed.waitFor({ timeout: WAIT_MS });
    // Headed by the category's name, old → new.
    await renamed.getByRole('heading', { name: `Brot & Brötchen → ${RENAMED}`, exact: true }).waitFor();
    await view().getByRole('searchbox', { name: 'Search changes' }).fill('');
    await view()
      .getByRole('radio', { name: /^Removed \(1\)$/ })
      .check();
    const items = list.getByRole('listitem');
    await items.first().waitFor();
    expect(await items.count()).toBe(1);
    expect(await items.first().textContent()).toContain(removed.name);
  });

  it('shows a redrawn picture before and after from the stored bytes, the old server gone', async () => {
    await view()
      .getByRole('radio', { name: /^Changed/ })
      .check();
    await view().getByRole('searchbox', { name: 'Search changes' }).fill(REDRAWN.id);
    const item = view()
      .getByRole('list', { name: 'Category changes' })
      .getByRole('listitem')
      .filter({ hasText: `id ${REDRAWN.id}` });
    await item.waitFor({ timeout: WAIT_MS });
    await item.getByRole('heading', { name: REDRAWN.name, exact: true }).waitFor();
    for (const name of ['Image before', 'Image after']) {
      const picture = item.getByRole('img', { name });
      await picture.waitFor({ timeout: WAIT_MS });
      expect(await picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
      // Loaded: the demo server that sent the old picture listens no more (startDemo moved it).
      await page.waitForFunction(
        (image) => image.complete && image.naturalWidth > 0,
        await picture.elementHandle(),
        {
          timeout: WAIT_MS,
        },
      );
    }
    const after = await item.getByRole('img', { name: 'Image after' }).getAttribute('src');
    expect(Buffer.from(after!.split(',')[1]!, 'base64').toString()).toBe(NEW_PICTURE);
    await view().getByRole('searchbox', { name: 'Search changes' }).fill('');
    await view().getByRole('radio', { name: /^All/ }).check();
    // `npm run screenshots`: the view with what it found, for docs/changes.md.
    if (process.env.UPDATE_SCREENSHOTS === '1') {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await settleAnimations(page);
        await page.evaluate(() =>
          (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0),
        );
        await page.screenshot({
          path: repoPath('docs', 'screenshots', `changes-found-${scheme}.png`),
          fullPage: true,
        });
      }
      await page.emulateMedia({ colorScheme: 'light' });
    }
  });

  it('downloads the changes as Markdown for a ticket', async () => {
    const download = page.waitForEvent('download', { timeout: WAIT_MS });
    await view().getByRole('button', { name: 'Export Markdown' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^changes-\d{8}-\d{6}\.md$/);
    const text = await readFile(await saved.path(), 'utf8');
    expect(text).toMatch(/^## Changes\n/);
    expect(text).toContain(`\`${RENAMED}\``);
    expect(text).toContain('### Categories removed (1)');
    await view()
      .getByText(/^Your browser saves it as changes-/)
      .waitFor();
  });

  it('is axe-clean in both colour schemes', { timeout: 4 * WAIT_MS }, async () => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await settleAnimations(page);
      await injectAxe(page);
      const failing = (await runAxe(page)).filter((v) => AXE_IMPACTS_THAT_FAIL.includes(v.impact ?? ''));
      expect(failing, describeViolations(`the Changes view, ${scheme}`, failing)).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    expect(problems).toEqual([]);
  });
});

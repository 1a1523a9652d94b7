// The docs' screenshots (README, docs/user-guide.md), made by the real app: every view of
// app-views.ts on the demo data in Debian's Chromium, light and dark. `npm run screenshots` writes
// them to docs/screenshots/ (the committed ones); a plain test run writes them to a temporary
// folder and checks each one is a real picture of the view (the right size, not blank), so a view
// that broke is noticed either way.
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VIEWS, DEMO_COMPANY } from './app-views';
import { settleAnimations } from './axe-page';
import { skipWithoutChromium, useAppInBrowser, WAIT_MS } from './web-app';
import { repoPath } from '../helpers/repo-paths';

const UPDATE = process.env.UPDATE_SCREENSHOTS === '1';
const DOCS = repoPath('docs', 'screenshots');
// Small enough to keep the committed PNGs small, wide enough for the two-column main view.
const WIDTH = 1200;
const HEIGHT = 760;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe.skipIf(skipWithoutChromium())('screenshots of every view', () => {
  let folder: string;

  // Before the app's hooks, so the folder goes after the browser and the app.
  beforeAll(async () => {
    folder = UPDATE ? DOCS : await mkdtemp(join(tmpdir(), 'ri-screenshots-'));
    await mkdir(folder, { recursive: true });
  });

  afterAll(async () => {
    if (!UPDATE && folder) await rm(folder, { recursive: true, force: true });
  });

  const session = useAppInBrowser({ width: WIDTH, height: HEIGHT });

  for (const scheme of ['light', 'dark'] as const) {
    for (const view of APP_VIEWS) {
      it(`photographs ${view.name}, ${scheme}`, { timeout: 4 * WAIT_MS }, async () => {
        const { app, page } = session;
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto('about:blank');
        await page.goto(app.url);
        await page.getByRole('heading', { name: DEMO_COMPANY }).waitFor();
        await view.open(page);
        await settleAnimations(page);
        // Wait until every image has loaded (or failed to). A function, not a string: polling a
        // string predicate would eval it in the page, which the page's CSP forbids.
        await page.waitForFunction(
          () =>
            [
              ...(globalThis as unknown as { document: { images: Iterable<{ complete: boolean }> } }).document
                .images,
            ].every((image) => image.complete),
          undefined,
          { timeout: WAIT_MS },
        );
        const file = join(folder, `${view.shot}-${scheme}.png`);
        await page.screenshot({ path: file, animations: 'disabled' });
        const png = await readFile(file);
        expect(pngSize(png)).toEqual({ width: WIDTH, height: HEIGHT });
        // A blank or single-colour page compresses to a few KB; a real view does not.
        expect(png.length).toBeGreaterThan(20_000);
      });
    }
  }
});

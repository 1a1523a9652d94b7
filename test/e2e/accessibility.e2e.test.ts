// Accessibility, end to end: axe-core run in Debian's Chromium on every view of the real renderer,
// served by the built `retail-inspector web` (see web-app.ts), in the light and the dark scheme.
// A view passes when axe finds no violation of impact "serious" or "critical"; a failure prints
// each violation with the elements it names.
import { describe, expect, it } from 'vitest';
import { APP_VIEWS as VIEWS, DEMO_COMPANY } from './app-views';
import { AXE_IMPACTS_THAT_FAIL, describeViolations, injectAxe, runAxe, settleAnimations } from './axe-page';
import { skipWithoutChromium, useAppInBrowser, WAIT_MS } from './web-app';

/** What the test reads of the page's media queries (this file type-checks without DOM types). */
interface PageWithMedia {
  matchMedia(query: string): { readonly matches: boolean };
}

// Runs in the page: whether the emulated colour scheme reached it.
const prefersDark = () =>
  (globalThis as unknown as PageWithMedia).matchMedia('(prefers-color-scheme: dark)').matches;

const SCHEMES = ['light', 'dark'] as const;

describe.skipIf(skipWithoutChromium())('accessibility of every view (axe-core)', () => {
  const session = useAppInBrowser();

  for (const scheme of SCHEMES) {
    for (const view of VIEWS) {
      it(
        `has no serious or critical violation in ${view.name}, ${scheme}`,
        { timeout: 4 * WAIT_MS },
        async () => {
          const { app, page } = session;
          await page.emulateMedia({ colorScheme: scheme });
          // A fresh page each time: going to the same URL again would only move to its fragment.
          await page.goto('about:blank');
          await page.goto(app.url);
          await page.getByRole('heading', { name: DEMO_COMPANY }).waitFor();
          expect(await page.evaluate(prefersDark)).toBe(scheme === 'dark');
          await view.open(page);
          await settleAnimations(page);
          await injectAxe(page);
          const violations = await runAxe(page);
          const failing = violations.filter((v) => AXE_IMPACTS_THAT_FAIL.includes(v.impact ?? ''));
          expect(failing, describeViolations(`${view.name}, ${scheme}`, failing)).toEqual([]);
        },
      );
    }
  }

  it('logs no errors and no policy violations', () => {
    expect(session.problems).toEqual([]);
  });
});

// Every view in German and in the pseudo-language (accented, 40 % longer), read in Chromium at 1,200
// and at 900 px wide as a reader would: no text cut by its box (data may end in an ellipsis while a
// few words of it are left), spilling out of it, squeezed to a few letters a line or on top of
// other text, no word of the app's own text broken in the middle, no row that scrolls sideways
// without a table in it (layout-faults.ts measures each), and in the pseudo-language no text of the
// app's own left in English. The views: the installation with its categories as a grid and as a
// list, a category's details, the print layout, the fleet board and a connection's timeline,
// Changes (the latest load, and two sides compared), a diagnostics report, the demo server, the
// request log with a body open, the Connections dialog, its form and both outcomes of Test
// connection, and watch events' toasts. One browser, one page: each view is opened from the one
// before, and read at both widths. LANGUAGE_SCREENSHOTS=<folder> keeps a picture of each, light
// and dark (a dialog in a window tall enough for all of it).
//
// How the installation's data is told from the app's words: data is what the views mark as
// computer text or a value (code, pre, kbd, time …) or translate="no"; and any text made of nothing
// but the demo dataset's strings (company, category names, codes, slugs, image paths, or a piece of
// one such as "logo.svg"), the names of the connections this test saves, addresses, paths, numbers,
// the system's name and what Intl writes in English for days, months and the currency (the
// pseudo-language's dates are English's), with product names the same in every language. A text
// of data is left alone; any other text in the pseudo-language must have its accented letters.
// Text still made in English outside the renderer (shared/'s and main's words, being translated
// there) is listed in still-english.ts and let through only whole; an entry nothing matches any
// more is named in a warning, to be deleted.
import { mkdir } from 'node:fs/promises';
import { arch, platform, release } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import dataset from '../../resources/demo/dataset.json' with { type: 'json' };
import { closedPort } from '../helpers/local-servers';
import { valueOf } from '../helpers/result-value';
import { DEMO_COMPANY } from './app-views';
import { settleAnimations } from './axe-page';
import { say, sayStart, type ShownLanguage } from './language-text';
import { layoutFaults, type LayoutFault } from './layout-faults';
import { STILL_ENGLISH } from './still-english';
import { callInspector, skipWithoutChromium, useAppInBrowser, WAIT_MS } from './web-app';
import { pseudoMessage } from '../../renderer/i18n/pseudo-catalog';

const SHOTS = process.env.LANGUAGE_SCREENSHOTS;
const WIDTHS = [1200, 900] as const;
const HEIGHT = 800;

/** The connections this test saves besides the demo: a long name, and one that conforms. */
const LONG_NAME = 'Filiale Wien – Lager und Verkauf, Venloer Straße 1234, zweiter Stock (Hinterhof)';
const SHOP = 'Shop Köln';

/** Every string of the demo dataset but its inline pictures. */
function datasetStrings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') {
    if (!value.startsWith('data:')) into.push(value);
  } else if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) datasetStrings(inner, into);
  }
  return into;
}

/** What Intl writes in English for dates (the pseudo-language's dates are English's) and the currency. */
function intlWords(): string[] {
  const days = Array.from({ length: 7 }, (_, i) => new Date(2026, 0, 4 + i));
  const months = Array.from({ length: 12 }, (_, i) => new Date(2026, i, 1));
  const long = ['long', 'short'] as const;
  return [
    ...days.flatMap((day) => long.map((weekday) => day.toLocaleString('en', { weekday }))),
    ...months.flatMap((month) => long.map((form) => month.toLocaleString('en', { month: form }))),
    ...['AM', 'PM', 'GMT', 'UTC'],
    new Intl.DisplayNames('en', { type: 'currency' }).of('EUR') ?? 'Euro',
  ];
}

const DATA = [...datasetStrings(dataset), LONG_NAME, SHOP, release(), platform(), arch()];
/** Names that stay as they are in every language. */
const KEPT = [
  'Retail',
  'Inspector',
  'API',
  'HTTP',
  'HTTPS',
  'GET',
  'Electron',
  'Chromium',
  'Node',
  // The units every language writes alike, which the pseudo-language keeps plain too
  // (renderer/i18n/pseudo-catalog.ts PROTECTED).
  ...['ms', 'kB', 'MB', 'GB'],
  ...intlWords(),
];
const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** The pseudo-language's letters: the plain alphabet as its catalog writes it ("[ȧƀƈ… ~~~]"). */
const ACCENTED = pseudoMessage(PLAIN).slice(1, 1 + PLAIN.length);

/** One view, opened from the page as it is (other views may be open), in `language`. */
interface View {
  readonly name: string;
  open(page: Page, language: ShownLanguage): Promise<void>;
  /** Puts the page back as other views expect it (a dialog closed, the screen's media). */
  close?(page: Page): Promise<void>;
}

const tab = (page: Page, language: ShownLanguage, id: Parameters<typeof sayStart>[1]) =>
  page.getByRole('tab', { name: sayStart(language, id) }).click();
const dialog = (page: Page) => page.getByRole('dialog');
const pressEscape = async (page: Page) => {
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({ state: 'hidden' });
};

/** What the browser's own Print sends before and after it prints (this file has no DOM types). */
function sendPrintEvent(page: Page, type: 'beforeprint' | 'afterprint'): Promise<void> {
  return page.evaluate((name) => {
    const window = globalThis as unknown as {
      dispatchEvent(event: unknown): void;
      Event: new (n: string) => unknown;
    };
    window.dispatchEvent(new window.Event(name));
  }, type);
}

async function openForm(page: Page, language: ShownLanguage): Promise<void> {
  await page.getByRole('button', { name: sayStart(language, 'connections.button') }).click();
  const add = dialog(page).getByRole('button', { name: say(language, 'connections.list.add') });
  await add.click();
  await dialog(page).getByLabel(say(language, 'connections.form.name')).waitFor();
}

/** Fills the form with `address` and tests it; resolves once an outcome is shown. */
async function testConnection(page: Page, language: ShownLanguage, address: string): Promise<void> {
  await openForm(page, language);
  const form = dialog(page);
  await form.getByLabel(say(language, 'connections.form.name')).fill('Test');
  await form.getByLabel(say(language, 'connections.form.address'), { exact: true }).fill(address);
  await form.getByRole('button', { name: say(language, 'connections.form.test') }).click();
  await form
    .getByRole('status')
    .filter({ hasText: /\S/ })
    .filter({ hasNotText: say(language, 'connections.test.running') })
    .waitFor({ timeout: WAIT_MS });
}

function views(demoUrl: string, refusedUrl: string): readonly View[] {
  return [
    {
      name: 'the installation and its categories as a grid',
      async open(page, language) {
        await tab(page, language, 'views.data');
        await page.getByRole('button', { name: say(language, 'categories.grid') }).click();
      },
    },
    {
      name: 'the categories as a list',
      async open(page, language) {
        await page.getByRole('button', { name: say(language, 'categories.list') }).click();
      },
    },
    {
      name: 'a category’s details',
      async open(page) {
        await page.getByRole('listbox').first().getByRole('option').first().click();
        await dialog(page).waitFor();
      },
      close: pressEscape,
    },
    {
      name: 'the printed installation and categories',
      async open(page) {
        await sendPrintEvent(page, 'beforeprint');
        await page.emulateMedia({ media: 'print' });
      },
      async close(page) {
        await page.emulateMedia({ media: 'screen' });
        await sendPrintEvent(page, 'afterprint');
      },
    },
    {
      name: 'the fleet board',
      async open(page, language) {
        await tab(page, language, 'views.fleet');
        await page
          .getByRole('grid')
          .getByRole('row', { name: new RegExp(`^${SHOP}`) })
          .waitFor();
      },
    },
    {
      name: 'a connection’s timeline',
      async open(page) {
        await page
          .getByRole('grid')
          .getByRole('row', { name: new RegExp(`^${SHOP}`) })
          .click();
        await page.getByRole('region', { name: new RegExp(`^${SHOP}`) }).waitFor();
      },
    },
    {
      name: 'the latest load’s changes',
      async open(page, language) {
        await tab(page, language, 'views.changes');
        await page.getByRole('radio', { name: say(language, 'changes.mode.previous') }).check();
      },
    },
    {
      name: 'two sides compared',
      async open(page, language) {
        await page.getByRole('radio', { name: say(language, 'changes.mode.sides') }).check();
        await page.getByRole('button', { name: say(language, 'changes.pick.compare') }).click();
        await page.getByText(say(language, 'changes.identical')).waitFor();
      },
    },
    {
      name: 'a diagnostics report',
      async open(page, language) {
        await tab(page, language, 'views.diagnostics');
        await page.getByRole('button', { name: say(language, 'diagnostics.run') }).click();
        await page
          .getByRole('heading', { name: say(language, 'diagnostics.checks') })
          .waitFor({ timeout: WAIT_MS });
      },
    },
    {
      name: 'the demo server',
      async open(page, language) {
        await tab(page, language, 'views.demo');
        await page.getByRole('button', { name: say(language, 'demo.server.open') }).waitFor();
      },
    },
    {
      name: 'the request log with a body open',
      async open(page, language) {
        await tab(page, language, 'views.requests');
        const table = page.getByRole('table', { name: say(language, 'requests.table.caption') });
        await table.getByRole('button').first().click();
        await page.getByRole('region', { name: say(language, 'requests.body.text'), exact: true }).waitFor();
      },
    },
    {
      name: 'the Connections dialog',
      async open(page, language) {
        await page.getByRole('button', { name: sayStart(language, 'connections.button') }).click();
        await dialog(page).getByRole('listitem').filter({ hasText: SHOP }).waitFor();
      },
      close: pressEscape,
    },
    { name: 'the connection form', open: openForm, close: pressEscape },
    {
      name: 'a connection tested',
      open: (page, language) => testConnection(page, language, demoUrl),
      close: pressEscape,
    },
    {
      name: 'a connection refused',
      open: (page, language) => testConnection(page, language, refusedUrl),
      close: pressEscape,
    },
    {
      name: 'a watch event’s toast',
      async open(page, language) {
        // The shop refuses twice in a row, then conforms twice: the watch tells both, in the page
        // while notifications are not allowed.
        await tab(page, language, 'views.data');
        const { profiles } = valueOf(await callInspector(page, 'listProfiles', undefined));
        const shop = profiles.find((profile) => profile.name === SHOP)!;
        for (const baseUrl of [refusedUrl, demoUrl]) {
          valueOf(await callInspector(page, 'saveProfile', { id: shop.id, name: SHOP, baseUrl }));
          for (let run = 0; run < 2; run++)
            valueOf(await callInspector(page, 'runWatchNow', { profileId: shop.id }));
        }
        const toasts = page.getByRole('region', { name: say(language, 'alerts.region') });
        await toasts.getByRole('listitem').first().waitFor({ timeout: WAIT_MS });
      },
    },
  ];
}

/** Resolves once the page has laid itself out again (its resize observers and what they render). */
async function afterLayout(page: Page): Promise<void> {
  for (let frame = 0; frame < 3; frame++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          (globalThis as unknown as { requestAnimationFrame(f: () => void): void }).requestAnimationFrame(
            () => resolve(),
          ),
        ),
    );
  }
  await settleAnimations(page);
}

/**
 * The page light and dark at `file`-light.png and -dark.png: whole; an open dialog in a window tall
 * enough to show all of it (its body scrolls inside a window's height).
 */
async function photograph(page: Page, file: string): Promise<void> {
  const size = page.viewportSize()!;
  const modal = (await dialog(page).count()) > 0;
  if (modal) await page.setViewportSize({ width: size.width, height: 2400 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await afterLayout(page);
    await page.screenshot({ path: `${file}-${scheme}.png`, fullPage: !modal, animations: 'disabled' });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  if (modal) await page.setViewportSize(size);
}

/** A fault as one line of the test's failure message. */
const line = (where: string, fault: LayoutFault) =>
  `${where}: ${fault.kind} “${fault.text.slice(0, 100)}” (${fault.detail}) in ${fault.where}`;

describe.skipIf(skipWithoutChromium())('every view in German and in the pseudo-language', () => {
  const session = useAppInBrowser({ width: WIDTHS[0], height: HEIGHT });
  let all: readonly View[];

  beforeAll(async () => {
    const { app, page } = session;
    await page.goto(app.url);
    await page.getByRole('heading', { name: DEMO_COMPANY }).waitFor({ timeout: WAIT_MS });
    const demo = valueOf(await callInspector(page, 'demoStatus', undefined));
    const refused = `http://127.0.0.1:${await closedPort()}`;
    // The fleet: the demo, a long name that never answers, and a shop that conforms.
    for (const [name, baseUrl] of [
      [LONG_NAME, refused],
      [SHOP, demo.url!],
    ] as const) {
      const { profile } = valueOf(await callInspector(page, 'saveProfile', { name, baseUrl }));
      valueOf(await callInspector(page, 'runWatchNow', { profileId: profile.id }));
    }
    all = views(demo.url!, refused);
    if (SHOTS) await mkdir(SHOTS, { recursive: true });
  });

  const used = new Set<RegExp>();

  for (const language of ['de', 'en-XA'] as const) {
    it(
      `shows every view in ${language} whole, nothing on top of anything${language === 'en-XA' ? ', and nothing in English' : ''}`,
      { timeout: 40 * WAIT_MS },
      async () => {
        const { app, page } = session;
        await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
        await page.goto(app.url);
        await page.evaluate((tag) => localStorage.setItem('retail-inspector.language', tag), language);
        await page.reload();
        await page.getByRole('tab', { name: sayStart(language, 'views.data') }).waitFor({ timeout: WAIT_MS });
        const found: string[] = [];
        for (const view of all) {
          await view.open(page, language);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: HEIGHT });
            await afterLayout(page);
            const faults = await layoutFaults(page, {
              accented: language === 'en-XA' ? ACCENTED : null,
              dataStrings: DATA,
              keptWords: KEPT,
            });
            for (const fault of faults) {
              const known =
                fault.kind === 'untranslated' && STILL_ENGLISH.find((entry) => entry.text.test(fault.text));
              if (known) used.add(known.text);
              else found.push(line(`${view.name} at ${width} px`, fault));
            }
            if (SHOTS)
              await photograph(page, join(SHOTS, `${view.name.replace(/\W+/g, '-')}-${language}-${width}`));
          }
          await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
          await view.close?.(page);
        }
        if (language === 'en-XA') {
          const stale = STILL_ENGLISH.filter((entry) => !used.has(entry.text)).map((entry) =>
            String(entry.text),
          );
          // Translated since: the entry can go (a warning, so the order branches land in does not matter).
          if (stale.length > 0)
            console.warn(`still-english.ts lists text no view shows now:\n${stale.join('\n')}`);
        }
        expect(found).toEqual([]);
        expect(session.problems).toEqual([]);
      },
    );
  }
});

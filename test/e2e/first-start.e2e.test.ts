// First start, end to end: the built `retail-inspector web` in a child process with an empty data
// folder, and the real renderer in Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) driven by
// playwright-core. Every wait is bounded; the browser, the host and the folder go in afterAll.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const HAVE_CHROMIUM = existsSync(CHROMIUM_PATH);
const IN_CI = process.env.CI === 'true';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const OPEN_LINE = /^Open (http:\/\/127\.0\.0\.1:\d+\/\S*)/m;
const WAIT_MS = 10_000;

/** What the test reads of an <img> in the page (this file type-checks without DOM types). */
interface ImageState {
  readonly complete: boolean;
  readonly naturalWidth: number;
}

// Under CI a missing browser fails the run (below); elsewhere the skip is said out loud.
const SKIP = !HAVE_CHROMIUM && !IN_CI;
if (SKIP) {
  console.warn(
    `\n!!! END-TO-END TESTS SKIPPED: no Chromium at ${CHROMIUM_PATH}. ` +
      'Install it (apt-get install chromium) or set CHROMIUM_PATH. !!!\n',
  );
}

describe.skipIf(SKIP)('first start in the browser', () => {
  let host: ChildProcess | undefined;
  let hostOutput = '';
  let dataDir: string | undefined;
  let browser: Browser | undefined;
  let page: Page;
  const consoleProblems: string[] = [];

  beforeAll(async () => {
    if (!HAVE_CHROMIUM) throw new Error(`CI=true but there is no Chromium at ${CHROMIUM_PATH}`);
    if (
      !existsSync(join(REPO_ROOT, 'dist/cli.js')) ||
      !existsSync(join(REPO_ROOT, 'dist/renderer/index.html'))
    ) {
      throw new Error('The app is not built: run "node scripts/build.mjs" first');
    }
    dataDir = mkdtempSync(join(tmpdir(), 'retail-inspector-e2e-'));
    const env: NodeJS.ProcessEnv = { ...process.env, RETAIL_INSPECTOR_DATA_DIR: dataDir };
    delete env.RETAIL_INSPECTOR_TOKEN;
    host = spawn(process.execPath, ['bin/retail-inspector.js', 'web', '--port', '0'], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const openUrl = await waitForOpenLine(host);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, timeout: WAIT_MS });
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(WAIT_MS);
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') consoleProblems.push(message.text());
    });
    page.on('pageerror', (error) => consoleProblems.push(`page error: ${error.message}`));
    await page.goto(openUrl);
  });

  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    if (host && host.exitCode === null && host.signalCode === null) {
      const exited = new Promise((resolve) => host!.once('close', resolve));
      host.kill('SIGTERM');
      const timer = setTimeout(() => host?.kill('SIGKILL'), 3_000);
      await exited;
      clearTimeout(timer);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  // Resolves with the URL the host prints once ready; fails on early exit or after WAIT_MS.
  function waitForOpenLine(child: ChildProcess): Promise<string> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no "Open" line within ${WAIT_MS} ms:\n${hostOutput}`)),
        WAIT_MS,
      );
      const onData = (chunk: string) => {
        hostOutput += chunk;
        const match = OPEN_LINE.exec(hostOutput);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      };
      child.stdout?.setEncoding('utf8').on('data', onData);
      child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (hostOutput += chunk));
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the web host exited (${code}) before it was ready:\n${hostOutput}`));
      });
    });
  }

  it('shows the demo company and its settings', async () => {
    await page.getByRole('heading', { name: 'Marktplatz Feinkost GmbH' }).waitFor();
    await page.locator('.info-list__row').first().waitFor();
    const rows = await page
      .locator('.info-list__row')
      .evaluateAll((elements) =>
        elements.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
      );
    const settings = Object.fromEntries(rows);
    expect(settings).toMatchObject({
      'Company name': 'Marktplatz Feinkost GmbH',
      Language: 'Deutsch',
      'Default currency': 'EUR',
      'Time zone': 'Europe/Berlin',
    });
    expect(await page.locator('select').first().inputValue()).toBe('demo');
    expect(await page.locator('.connection-address').textContent()).toMatch(
      /Demo server\s+http:\/\/127\.0\.0\.1:\d+/,
    );
  });

  it('shows the categories with their images loaded', async () => {
    await page.locator('.card').first().waitFor();
    expect(await page.locator('.panel__count').textContent()).toMatch(/^\d+ categories$/);
    // Lazy images in view load by themselves; at least one must have arrived with real pixels. Page
    // callbacks are functions, never strings: the page's CSP forbids evaluating strings.
    const images = page.locator('.card-grid img');
    const someLoaded = () =>
      images.evaluateAll((all) =>
        all.some(
          (img) => (img as unknown as ImageState).complete && (img as unknown as ImageState).naturalWidth > 0,
        ),
      );
    await expect.poll(someLoaded, { timeout: WAIT_MS }).toBe(true);
  });

  it('filters the categories as the user types, by name, code or slug', async () => {
    const total = await page.locator('.card').count();
    await page.locator('body').press('/');
    const search = page.locator('#category-search');
    expect(await search.evaluate((input) => input === input.ownerDocument.activeElement)).toBe(true);
    await page.keyboard.type('brot');
    const cards = page.locator('.card');
    await expect.poll(() => cards.count(), { timeout: WAIT_MS }).toBeLessThan(total);
    const shown = await cards.allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) expect(text.toLowerCase()).toContain('brot');
    expect(await page.locator('.panel__count').textContent()).toBe(`${shown.length} of ${total} categories`);

    await page.keyboard.type('xyz-nothing');
    await page.getByText('No category matches').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => cards.count(), { timeout: WAIT_MS }).toBe(total);
  });

  it('logs no errors and no policy violations', () => {
    expect(consoleProblems).toEqual([]);
  });
});

// Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) driven by playwright-core, as the
// end-to-end tests (test/e2e/web-app.ts) and the renderer benchmark (bench/renderer-chromium.ts)
// both launch it: headless, no sandbox, no GPU, no background traffic. Never downloads a browser.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** The flags every launch uses (no sandbox, no GPU, no background traffic). */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The most a launch may take, whatever the page's own time limit: on a loaded two-core CI machine a
 * Chromium start has taken more than 10 s while other suites ran Prometheus and child processes.
 */
export const CHROMIUM_LAUNCH_MS = 60_000;

/** Whether there is a Chromium to drive. */
export function haveChromium(): boolean {
  return existsSync(CHROMIUM_PATH);
}

/** Chromium with one page, collecting what the page reported as going wrong. */
export interface BrowserPage {
  readonly browser: Browser;
  readonly page: Page;
  /** Console messages of the kinds asked for, and uncaught page errors ("page error: …"). */
  readonly problems: string[];
}

/** How `openChromium` sets up its page. */
export interface OpenChromiumOptions {
  readonly width: number;
  readonly height: number;
  /** The page's time limit for every wait that names none (the launch's is at least CHROMIUM_LAUNCH_MS). */
  readonly timeoutMs: number;
  /** Console messages that count as problems: errors only, or warnings too. */
  readonly consoleProblems: readonly ('error' | 'warning')[];
}

/** Launches Chromium and opens a page of `width` × `height` (nothing is loaded yet). */
export async function openChromium(options: OpenChromiumOptions): Promise<BrowserPage> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
    timeout: Math.max(options.timeoutMs, CHROMIUM_LAUNCH_MS),
  });
  try {
    const page = await browser.newPage({ viewport: { width: options.width, height: options.height } });
    page.setDefaultTimeout(options.timeoutMs);
    const problems: string[] = [];
    const kinds: readonly string[] = options.consoleProblems;
    page.on('console', (message) => {
      if (kinds.includes(message.type())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    return { browser, page, problems };
  } catch (error) {
    await browser.close().catch(() => undefined);
    throw error;
  }
}

// Shared by the end-to-end tests: the built `retail-inspector web` in a child process with its own
// empty data folder, and Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) driven by
// playwright-core. Every wait is bounded; `stop` functions end what was started and never throw.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { ArgsOf, Results } from '../../shared/ipc-contract';
import type { MethodName } from '../../shared/ipc-methods';
import type { Result } from '../../shared/result';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  haveChromium,
  REPO_ROOT,
  startWebHost,
  type WebHostProcess,
} from '../helpers/web-host-process';

const HAVE_CHROMIUM = haveChromium();
const IN_CI = process.env.CI === 'true';

/** The longest any single wait may take. */
export const WAIT_MS = 10_000;

/**
 * Whether end-to-end tests must be skipped: only without a Chromium and outside CI, and then it is
 * said out loud. Under CI=true a missing browser fails the run (in `requireBuiltApp`).
 */
export function skipWithoutChromium(): boolean {
  const skip = !HAVE_CHROMIUM && !IN_CI;
  if (skip) {
    console.warn(
      `\n!!! END-TO-END TESTS SKIPPED: no Chromium at ${CHROMIUM_PATH}. ` +
        'Install it (apt-get install chromium) or set CHROMIUM_PATH. !!!\n',
    );
  }
  return skip;
}

/** Throws unless a Chromium is there and the app is built. */
export function requireBuiltApp(): void {
  if (!HAVE_CHROMIUM) throw new Error(`CI=true but there is no Chromium at ${CHROMIUM_PATH}`);
  if (
    !existsSync(join(REPO_ROOT, 'dist/cli.js')) ||
    !existsSync(join(REPO_ROOT, 'dist/renderer/index.html'))
  ) {
    throw new Error('The app is not built: run "node scripts/build.mjs" first');
  }
}

/** A running web host over a temporary data folder. */
export type WebApp = WebHostProcess;

/** Starts `retail-inspector web --port 0` with an empty RETAIL_INSPECTOR_DATA_DIR. */
export function startWebApp(): Promise<WebApp> {
  return startWebHost(WAIT_MS, 'retail-inspector-e2e-');
}

/** Chromium with one page, collecting console errors, warnings and page errors. */
export interface BrowserPage {
  readonly browser: Browser;
  readonly page: Page;
  readonly problems: string[];
}

/** Launches Chromium and opens a page of `width` × `height` (nothing is loaded yet). */
export async function openChromium(width = 1280, height = 900): Promise<BrowserPage> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
    timeout: WAIT_MS,
  });
  const page = await browser.newPage({ viewport: { width, height } });
  page.setDefaultTimeout(WAIT_MS);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { browser, page, problems };
}

/** The page's window.inspector as far as `callInspector` uses it (this file has no DOM types). */
interface PageInspector {
  readonly inspector: Record<string, (args: unknown) => Promise<unknown>>;
}

/** Calls `window.inspector[method](args)` in the page, as the renderer would; resolves with its Result. */
export function callInspector<M extends MethodName>(
  page: Page,
  method: M,
  args: ArgsOf<M>,
): Promise<Result<Results[M]>> {
  return page.evaluate(([name, value]) => (globalThis as unknown as PageInspector).inspector[name]!(value), [
    method,
    args,
  ] as const) as Promise<Result<Results[M]>>;
}

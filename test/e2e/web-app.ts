// Shared by the end-to-end tests: the built `retail-inspector web` in a child process with its own
// empty data folder (test/helpers/web-host-process.ts), and Debian's Chromium driven by
// playwright-core (test/helpers/chromium.ts). Every wait is bounded; `stop` functions end what was
// started and never throw.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { ArgsOf, Results } from '../../shared/ipc-contract';
import type { MethodName } from '../../shared/ipc-methods';
import type { Result } from '../../shared/result';
import { CHROMIUM_PATH, haveChromium, openChromium, type BrowserPage } from '../helpers/chromium';
import { appIsBuilt } from '../helpers/repo-paths';
import { startWebHost, type WebHostProcess } from '../helpers/web-host-process';

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
  if (!appIsBuilt()) throw new Error('The app is not built: run "node scripts/build.mjs" first');
}

/** A running web host over a temporary data folder. */
export type WebApp = WebHostProcess;

/** Starts `retail-inspector web --port 0` with an empty RETAIL_INSPECTOR_DATA_DIR. */
export function startWebApp(): Promise<WebApp> {
  return startWebHost(WAIT_MS, 'retail-inspector-e2e-');
}

/** Chromium with one page of `width` × `height`, collecting console errors, warnings and page errors. */
function openChromiumPage(width = 1280, height = 900): Promise<BrowserPage> {
  return openChromium({ width, height, timeoutMs: WAIT_MS, consoleProblems: ['error', 'warning'] });
}

/** The web app and a Chromium page, shared by the tests of one `describe`. */
export interface AppInBrowser extends BrowserPage {
  readonly app: WebApp;
}

/** How `useAppInBrowser` prepares the page. */
export interface AppInBrowserOptions {
  /** Load the app in the page before the tests (else the page stays blank). */
  readonly open?: boolean;
  /** Let the app's origin read and write the clipboard (for the Copy buttons). */
  readonly clipboard?: boolean;
  readonly width?: number;
  readonly height?: number;
}

/**
 * Starts the built web app and Chromium in a `beforeAll` of the calling `describe` and stops both in an
 * `afterAll`. The hooks are registered where it is called: a describe's own set-up of the page goes in
 * hooks after it; what the app must find already running goes in hooks before it (vitest runs `afterAll`
 * in reverse, so that is stopped after the app). Read the fields inside hooks and tests: before the
 * `beforeAll` has run they throw.
 */
export function useAppInBrowser(options: AppInBrowserOptions = {}): AppInBrowser {
  let started: AppInBrowser | undefined;
  beforeAll(async () => {
    started = await openAppInBrowser(options);
  });
  afterAll(() => closeAppInBrowser(started));
  const current = (): AppInBrowser => {
    if (!started) {
      throw new Error('useAppInBrowser: the app and the browser are there once its beforeAll has run');
    }
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get browser() {
      return current().browser;
    },
    get page() {
      return current().page;
    },
    get problems() {
      return current().problems;
    },
  };
}

/** Starts the app, then Chromium on it as `options` say; stops what it started when a step fails. */
async function openAppInBrowser({
  open,
  clipboard,
  width,
  height,
}: AppInBrowserOptions): Promise<AppInBrowser> {
  requireBuiltApp();
  const app = await startWebApp();
  let browser: Browser | undefined;
  try {
    const opened = await openChromiumPage(width, height);
    browser = opened.browser;
    if (clipboard) {
      const origin = new URL(app.url).origin;
      await opened.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    }
    if (open) await opened.page.goto(app.url);
    return { app, ...opened };
  } catch (error) {
    await closeAppInBrowser({ app, browser });
    throw error;
  }
}

/** Closes the browser (a browser that is gone already is fine) and stops the app; never throws. */
async function closeAppInBrowser(
  session: { readonly app: WebApp; readonly browser?: Browser | undefined } | undefined,
): Promise<void> {
  await session?.browser?.close().catch(() => undefined);
  await session?.app.stop();
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

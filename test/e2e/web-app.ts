// Shared by the end-to-end tests: the built `retail-inspector web` in a child process with its own
// empty data folder, and Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) driven by
// playwright-core. Every wait is bounded; `stop` functions end what was started and never throw.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { ArgsOf, Results } from '../../shared/ipc-contract';
import type { MethodName } from '../../shared/ipc-methods';
import type { Result } from '../../shared/result';

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
export interface WebApp {
  /** The address to open, key included. */
  readonly url: string;
  /** Everything the host printed so far. */
  output(): string;
  /** Stops the host and removes its data folder. */
  stop(): Promise<void>;
}

/** Starts `retail-inspector web --port 0` with an empty RETAIL_INSPECTOR_DATA_DIR. */
export async function startWebApp(): Promise<WebApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'retail-inspector-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, RETAIL_INSPECTOR_DATA_DIR: dataDir };
  delete env.RETAIL_INSPECTOR_TOKEN;
  const host = spawn(process.execPath, ['bin/retail-inspector.js', 'web', '--port', '0'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  host.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  host.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const stop = async () => {
    await stopChild(host);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await waitForOpenLine(host, () => output);
    return { url, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

// Resolves with the URL the host prints once ready; fails on early exit or after WAIT_MS.
function waitForOpenLine(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.off('exit', onExit);
      outcome();
    };
    const check = () => {
      const match = OPEN_LINE.exec(output());
      if (match) finish(() => resolve(match[1]!));
    };
    const onExit = (code: number | null) =>
      finish(() => reject(new Error(`the web host exited (${code}) before it was ready:\n${output()}`)));
    const timer = setTimeout(
      () => finish(() => reject(new Error(`no "Open" line within ${WAIT_MS} ms:\n${output()}`))),
      WAIT_MS,
    );
    child.stdout?.on('data', check);
    child.once('exit', onExit);
    check();
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('close', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
  await exited;
  clearTimeout(timer);
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
    args: CHROMIUM_ARGS,
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

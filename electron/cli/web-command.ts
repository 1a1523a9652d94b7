/**
 * `retail-inspector web`: the inspector in a browser tab, for machines where Electron cannot run.
 * Prints `Open http://127.0.0.1:PORT/#key=...` when ready; stops cleanly on Ctrl+C.
 */
import { join } from 'node:path';
import { terminalText } from '../../shared/terminal-text';
import { createAppServices } from '../core/host/app-services';
import { WATCH_WORKER_FILE } from '../core/workers/worker-file';
import { APP_VERSION } from '../core/platform/app-version';
import { environmentInfo } from '../core/host/environment-info';
import { webDataDir } from '../core/host/data-dir';
import { caughtLine } from '../core/lib/last-resort';
import { NO_ENCRYPTION } from '../core/profiles/encryptor';
import { findDemoDataset } from '../core/host/resources';
import { startWebHost } from '../web-host/web-host';
import type { CliContext } from './cli-context';
import { EXIT } from './exit-codes';
import { integerFlag, parseFlags } from './flags';

export const DEFAULT_WEB_PORT = 4181;

export const WEB_HELP = `Usage: retail-inspector web [options]

Serves the inspector to a browser tab on this machine (127.0.0.1 only).

Options:
  --port N     port (default: ${DEFAULT_WEB_PORT}; 0 picks a free one)
  -h, --help   show this help

Open the printed address, key included: the key authorizes the tab. Connections are kept in
RETAIL_INSPECTOR_DATA_DIR (default: your configuration folder); a plain Node process cannot use
the OS key store, so tokens are kept for the session unless you allow weak storage in the app.`;

/** Runs `web`; `rendererDir` is the built renderer, `workerFile` the built watch worker (or null). */
export async function webCommand(
  args: readonly string[],
  ctx: CliContext,
  rendererDir: string,
  workerFile: string | null = null,
): Promise<number> {
  const flags = parseFlags('web', args, { port: { type: 'string' }, help: { type: 'boolean', short: 'h' } });
  if (flags.help) {
    ctx.outExact(WEB_HELP);
    return EXIT.OK;
  }
  const port = integerFlag('port', flags.port, DEFAULT_WEB_PORT, 0, 65535);
  const network = ctx.network();
  if (network.notice) ctx.err(network.notice);
  const services = await createAppServices({
    dataDir: webDataDir(ctx.env),
    encryptor: NO_ENCRYPTION,
    fetch: network.fetch,
    proxyOf: network.proxyFor,
    demoDataset: findDemoDataset(ctx.resourceRoots),
    // A browser tab opens links itself; the host has no window to open them from.
    openInBrowser: async () => false,
    // No native dialogs: the page names capture files and the browser saves exports.
    dialogs: null,
    environment: environmentInfo(APP_VERSION),
    workerFile,
  });
  try {
    const host = await startWebHost({
      handlers: services.handlers,
      events: services.events,
      rendererDir,
      port,
      mask: services.mask,
    });
    const demo = await services.demo.ensureRunning().catch((error: Error) => {
      // As the desktop app's main says it: masked, printable, and what to do.
      const line = `The demo server did not start: ${error.message.replace(/\.$/, '')}. Open a dataset in the page's Demo server view, or install Retail Inspector again if its demo data is damaged.`;
      ctx.err(terminalText(services.mask(line), 2_000));
      return null;
    });
    ctx.out(`Open ${host.openUrl}`);
    if (demo?.url)
      ctx.out(`  Demo data: ${terminalText(demo.companyName ?? '', 200)}, served at ${demo.url}`);
    ctx.out('Press Ctrl+C to stop.');
    // An error nothing handled costs the call it hit (each has its timeout), never the host.
    const stopServing = ctx.keepServing?.({
      report: (caught) => ctx.err(services.mask(caughtLine(caught, 'the web host keeps serving'))),
      mask: (text) => services.mask(text),
    });
    await ctx.stopRequested;
    stopServing?.();
    await host.close();
  } finally {
    await services.dispose();
  }
  ctx.err('Stopped.');
  return EXIT.OK;
}

/** The built renderer folder next to dist/cli.js. */
export function rendererDirBeside(distDir: string): string {
  return join(distDir, 'renderer');
}

/** The watch worker built beside dist/cli.js (a missing one fails each run, saying so). */
export function workerFileBeside(distDir: string): string {
  return join(distDir, 'electron', WATCH_WORKER_FILE);
}

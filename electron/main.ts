/**
 * The Electron composition root: app lifecycle, the one window, and the real dependencies (safeStorage,
 * net.request, dialogs, shell, the crash reporter's folder) handed to the Electron-free services. It
 * only wires; logic lives in core/ and shell/. Electron keeps running this file's code after
 * app.quit() (the process ends only later), so every path that must stop does so explicitly.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, dialog, ipcMain, session, type BrowserWindow } from 'electron';
import { createAppServices, type AppServices } from './core/host/app-services';
import { unpackedPath, WATCH_WORKER_FILE } from './core/workers/worker-file';
import { APP_HOMEPAGE } from './core/platform/app-version';
import { environmentInfo } from './core/host/environment-info';
import { createImageProxy } from './core/host/image-proxy';
import { findDemoDataset } from './core/host/resources';
import { caughtLine, installLastResort } from './core/lib/last-resort';
import { installAppMenu } from './adapters/app-menu';
import { registerAppScheme, serveRenderer } from './adapters/app-protocol';
import { registerIpcHandlers } from './adapters/ipc-registration';
import { applySavedTheme, electronAppearance } from './adapters/native-theme';
import { chromiumCertificates, netRequestFetch } from './adapters/net-request-fetch';
import { readChromiumCertificates } from './adapters/chromium-certificates';
import { electronPagePdf } from './adapters/page-pdf';
import { recoverRenderer } from './adapters/renderer-recovery';
import { forwardEvents } from './adapters/renderer-events';
import { safeStorageEncryptor } from './adapters/safe-storage-encryptor';
import { hardenSession, hardenWebContents } from './adapters/window-hardening';
import { createMainWindow } from './adapters/create-window';
import { prepareDataFolders } from './adapters/data-folders';
import { startCrashReporter } from './adapters/crash-reporter';
import { openInBrowser } from './adapters/open-in-browser';
import { listenForLaunches, registerLinkScheme, secondInstanceLaunches } from './adapters/launch-events';
import { launchInbox } from './shell/launch-inbox';
import { relaunchArgs } from './shell/launch-args';
import { electronNotifier } from './adapters/notifications';
import { electronFileDialogs } from './adapters/file-dialogs';
import { appUpdates, type AppUpdates } from './adapters/app-updater';
import { BUSY_METHODS, countedWhileRunning, createBusyWork } from './shell/busy-work';
import type { AppMenuOptions } from './shell/app-menu';
import { drainBeforeQuit, secondInstanceAction } from './shell/quit-drain';
import { startupFailureText } from './shell/startup-failure';
import { PRODUCT_NAME } from './shell/data-folders';
import { APP_ORIGIN } from './shell/window-policy';

const here = fileURLToPath(new URL('.', import.meta.url));
// How long quitting waits for snapshot and profile writes.
const QUIT_DRAIN_MS = 10_000;

registerAppScheme();
app.enableSandbox();
// Another instance runs (and was told to show its window): end now. app.quit() would let the code
// below run on and start a second app until the process ends.
if (!app.requestSingleInstanceLock()) app.exit(0);
else runApp();

function runApp(): void {
  const images = createImageProxy({ fetch: netRequestFetch });
  let services: AppServices | null = null;
  let window: BrowserWindow | null = null;
  let updates: AppUpdates | null = null;
  // A move of the data folder, a capture, a save: no update is installed while one runs.
  const busy = createBusyWork();
  // Files and links the system hands the app (open-file can come before `ready`) wait here until
  // the services can check them and the page can take them.
  const launches = launchInbox();
  listenForLaunches(launches);
  // An error nothing handled costs the call it hit, never the app: one line (tokens masked), go on.
  installLastResort(process, () => undefined).keepServing({
    report: (caught) => {
      const line = caughtLine(caught, 'the app goes on');
      process.stderr.write(`${services ? services.mask(line) : line}\n`);
    },
    mask: (text) => (services ? services.mask(text) : text),
  });
  // Before `ready`: the session's folder is fixed then. A failure is shown once the app is ready.
  let folders: ReturnType<typeof prepareDataFolders> | Error;
  const endMove = busy.begin('the data folder move');
  try {
    folders = prepareDataFolders();
  } catch (error) {
    folders = error instanceof Error ? error : new Error(String(error));
  } finally {
    endMove();
  }
  // Before `ready` too, so every renderer is watched; its dumps where the large data goes (on
  // Windows the local folder, not the roaming one), and nothing is ever uploaded.
  const crashDumpsFolder = startCrashReporter(
    folders instanceof Error || folders.local === folders.userData ? null : join(folders.local, 'Crashpad'),
  );

  const holdQuit = drainBeforeQuit({
    drain: async () => services?.dispose(),
    quit: () => app.quit(),
    timeoutMs: QUIT_DRAIN_MS,
  });
  let relaunchAsked = false;
  app.on('second-instance', (_event, argv: unknown, workingDirectory: unknown) => {
    const action = secondInstanceAction(holdQuit.quitting(), relaunchAsked);
    if (action === 'relaunch') {
      // Started again while quitting: the writes finish, then the app starts anew, with the file or
      // link the new start was for.
      relaunchAsked = true;
      const strings = Array.isArray(argv) && argv.every((arg) => typeof arg === 'string');
      if (strings && typeof workingDirectory === 'string')
        app.relaunch({ args: relaunchArgs(process.argv, argv as string[], workingDirectory) });
      else app.relaunch();
    }
    if (action !== 'show') return;
    // The file or link it was started with opens here; the second instance has already ended.
    secondInstanceLaunches(launches, argv, workingDirectory);
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents));
  app.on('window-all-closed', () => app.quit());
  app.on('before-quit', holdQuit);

  app
    .whenReady()
    .then(async () => {
      if (folders instanceof Error) throw folders;
      hardenSession(session.defaultSession);
      readChromiumCertificates(session.defaultSession, chromiumCertificates);
      serveRenderer(join(here, '..', 'renderer'), images.image);
      const dataDir = folders.userData;
      const { backgroundColor, saved } = await applySavedTheme(dataDir);
      // safeStorage and net answer only after `ready`, so the services are built here.
      services = await createAppServices({
        dataDir,
        localDir: folders.local,
        encryptor: safeStorageEncryptor(),
        fetch: netRequestFetch,
        demoDataset: findDemoDataset([process.resourcesPath, join(app.getAppPath(), 'resources')]),
        openInBrowser,
        dialogs: electronFileDialogs(() => window),
        environment: environmentInfo(app.getVersion()),
        crashDumpsFolder,
        appearance: electronAppearance(dataDir, () => window, saved),
        pagePdf: electronPagePdf(() => window),
        // A click on a watch event's notification brings the window forward and opens its view.
        notifier: electronNotifier(
          () => window,
          (open) => services?.events.emit('watchOpen', open),
        ),
        // Beside this bundle; in the packaged app unpacked from app.asar (worker-file.ts).
        workerFile: unpackedPath(join(here, WATCH_WORKER_FILE)),
        addRecentDocument: (file) => app.addRecentDocument(file),
      });
      const handlers = countedWhileRunning(services.handlers, BUSY_METHODS, busy);
      registerIpcHandlers(ipcMain, handlers, services.mask, services.chooseFile);
      const { mask, events } = services;
      updates = appUpdates({
        dataDir,
        appName: PRODUCT_NAME,
        window: () => window,
        busy,
        log: (line) => process.stderr.write(`${mask(line)}\n`),
        notify: (message) => events.emit('updateNotice', { message }),
      });
      const menuOptions = (): AppMenuOptions => ({
        platform: process.platform,
        isPackaged: app.isPackaged,
        appName: PRODUCT_NAME,
        version: app.getVersion(),
        docsUrl: APP_HOMEPAGE,
        updates: updates!.menu(),
      });
      const choose = (setting: 'off' | 'stable' | 'beta') => () =>
        void updates!.choose(setting).then(setMenu);
      const setMenu = (): void =>
        installAppMenu(menuOptions(), {
          'open-docs': () => void (APP_HOMEPAGE && openInBrowser(APP_HOMEPAGE)),
          'check-updates': () => void updates!.check(true),
          'updates-off': choose('off'),
          'updates-stable': choose('stable'),
          'updates-beta': choose('beta'),
        });
      setMenu();
      // A bad bundled dataset or no port: the app opens all the same, its demo status says why
      // (the window shows it), and so does one line here, as the web host's.
      const started = services;
      void started.demo.ensureRunning().catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        process.stderr.write(
          `${started.mask(`The demo server did not start: ${message.replace(/\.$/, '')}. Open a dataset in the Demo server view, or install Retail Inspector again if its demo data is damaged.`)}\n`,
        );
      });
      window = createMainWindow(join(here, 'preload.cjs'), backgroundColor);
      recoverRenderer(window);
      forwardEvents(services.events, window.webContents);
      window.on('closed', () => (window = null));
      registerLinkScheme();
      // Checked and queued now; the page takes them once it listens (takeOpenRequests).
      void launches.deliverTo(started.launch);
      await window.loadURL(`${APP_ORIGIN}/index.html`);
      // After the window is up, never in its way; a failure is the flow's note, not the start's.
      void updates.check(false);
    })
    .catch((error: unknown) => {
      // A process without a window would hold the single-instance lock: say why, and end.
      const { title, content } = startupFailureText(error);
      dialog.showErrorBox(title, content);
      app.exit(1);
    });
}

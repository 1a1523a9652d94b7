/**
 * The Electron composition root: app lifecycle, the one window, and the real dependencies (safeStorage,
 * net.fetch, shell) handed to the Electron-free services. It only wires; logic lives in core/.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, ipcMain, net, session, type BrowserWindow } from 'electron';
import { createAppServices, type AppServices } from './core/host/app-services';
import { environmentInfo } from './core/host/environment-info';
import { findDemoDataset } from './core/host/resources';
import { registerAppScheme, serveRenderer } from './adapters/app-protocol';
import { registerIpcHandlers } from './adapters/ipc-registration';
import { forwardEvents } from './adapters/renderer-events';
import { safeStorageEncryptor } from './adapters/safe-storage-encryptor';
import { hardenSession, hardenWebContents } from './adapters/window-hardening';
import { createMainWindow } from './adapters/create-window';
import { openInBrowser } from './adapters/open-in-browser';
import { electronFileDialogs } from './adapters/file-dialogs';
import { APP_ORIGIN } from './shell/window-policy';

const here = fileURLToPath(new URL('.', import.meta.url));
let services: AppServices | null = null;
let window: BrowserWindow | null = null;

registerAppScheme();
app.enableSandbox();
if (!app.requestSingleInstanceLock()) app.quit();

app.on('second-instance', () => {
  if (!window) return;
  if (window.isMinimized()) window.restore();
  window.focus();
});
app.on('web-contents-created', (_event, contents) => hardenWebContents(contents));
app.on('window-all-closed', () => app.quit());
app.on('before-quit', () => void services?.dispose());

app.whenReady().then(async () => {
  hardenSession(session.defaultSession);
  serveRenderer(join(here, '..', 'renderer'));
  // safeStorage answers truthfully only after `ready`, so the services are built here.
  services = await createAppServices({
    dataDir: app.getPath('userData'),
    encryptor: safeStorageEncryptor(),
    fetch: (url, init) => net.fetch(url, init),
    demoDataset: findDemoDataset([process.resourcesPath, join(app.getAppPath(), 'resources')]),
    openInBrowser,
    dialogs: electronFileDialogs(() => window),
    environment: environmentInfo(app.getVersion()),
  });
  registerIpcHandlers(ipcMain, services.handlers, services.mask);
  void services.demo.ensureRunning();
  window = createMainWindow(join(here, 'preload.cjs'));
  forwardEvents(services.events, window.webContents);
  window.on('closed', () => (window = null));
  await window.loadURL(`${APP_ORIGIN}/index.html`);
});

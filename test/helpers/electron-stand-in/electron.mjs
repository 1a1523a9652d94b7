// A recording stand-in for the `electron` module, for booting the built main bundle in plain Node
// (boot-main.mjs resolves 'electron' to this file). It keeps the rules of Electron that the app's
// wiring depends on, where they differ from a naive fake:
// - ordering: it throws where Electron throws (privileged schemes and the sandbox switch after
//   `ready`; protocol handlers, sessions, net and windows before it);
// - quitting: app.quit() does not stop the JavaScript that called it. It emits `before-quit`
//   (preventable), closes the windows (no `window-all-closed` then), emits `will-quit` and `quit`, and
//   ends the process on a later turn; before `ready`, `ready` still fires first. app.exit(code) ends
//   the process at once before `ready`, and on a later turn after it, without those events;
// - permissions: requests and checks carry Electron's details (requestingUrl, isMainFrame,
//   requestingOrigin, embeddingOrigin) for the frame that asks, a cross-origin subframe's check
//   without web contents or URL (standIn.askPermission), each recorded with its answer;
// - net and safeStorage (its keys: per app name in the user's Keychain or keyring, or in Local State
//   on Windows): net.mjs and safe-storage.mjs; webContents.printToPDF: print-to-pdf.mjs;
// - the save dialog answers standIn.saveDialogAnswer (cancelled while it is null);
// - app.getLocale(): STAND_IN_LOCALE (else "en-US") once `ready` has fired, "" before;
// - Notification: supported unless STAND_IN_NO_NOTIFICATIONS=1; made only after `ready`; its
//   construction and show() are recorded, and a click is emitted by the test (clickNotification);
// - paths: userData is appData plus package.json's productName (else its name), sessionData is
//   userData unless set, crashDumps is userData's `Crashpad` unless set; setPath wants an absolute
//   path to a folder that exists;
// - crashReporter: start() wants a submitURL unless uploadToServer is false (Electron's error), may
//   come before `ready` (it should: a renderer made before it is not watched), reads the crashDumps
//   path then and makes the folder, as Crashpad makes its database; standIn.crash() leaves a
//   minidump where Crashpad leaves one with uploads off (`completed/`, on Windows `reports/`);
// - session.fromPartition: one session per name (electron-updater's own, without cache);
// - require('electron') answers this module as Electron's own module loader does (boot-main.mjs);
// - Menu.buildFromTemplate fills a role's default submenu when none is given, as Electron does;
// - files and links: process.argv is the executable plus STAND_IN_ARGV (and, with
//   STAND_IN_DEFAULT_APP=1, `electron .`'s app path, process.defaultApp true); `open-file` may come
//   before `ready` (boot-main.mjs sends STAND_IN_OPEN_FILE_BEFORE_READY then, as macOS does for a
//   double-click that starts the app); a second instance's argv reaches `second-instance` with
//   Chromium's switches put first, as Electron hands it over; addRecentDocument and
//   setAsDefaultProtocolClient are recorded.
// Everything main does is recorded in `standIn.calls`, and written to STAND_IN_RECORD_FILE when the
// process ends, however it ends.
import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { ClientRequest, fetchOverClientRequest, requestUrl } from './net.mjs';
import { printToPdfOf } from './print-to-pdf.mjs';
import { createSafeStorage } from './safe-storage.mjs';

let ready = false;
let quitting = false;
let exitAfterReady = null;
let resolveReady;
const whenReadyPromise = new Promise((resolve) => (resolveReady = resolve));

/** What main did, in order, and the handlers it installed; read by boot-main.mjs. */
export const standIn = {
  /** Every recorded call: { what, beforeReady, ...details }. */
  calls: [],
  /** scheme -> handler given to protocol.handle. */
  protocolHandlers: new Map(),
  /** channel -> listener given to ipcMain.handle. */
  ipcHandlers: new Map(),
  /** Every BrowserWindow created. */
  windows: [],
  /** Every web contents created (a window's included). */
  webContents: [],
  /** The application menu main set, as data (click handlers kept apart in menuClicks). */
  applicationMenu: null,
  menuClicks: new Map(),
  /** What dialog.showMessageBox answers (the index of the button "pressed"). */
  messageBoxResponse: Number(process.env.STAND_IN_MESSAGE_BOX_RESPONSE ?? 0),
  /** The file dialog.showSaveDialog answers as chosen; null: the user cancels. */
  saveDialogAnswer: null,
  /** Every Notification main created, in order. */
  notifications: [],
  /**
   * A native crash of one of the app's processes, as Crashpad records it with uploads off: a
   * `<uuid>.dmp` in the database's `completed/` (`reports/` on Windows). Nothing without a started
   * crash reporter. Returns the dump's path, or null.
   */
  crash(bytes = 4096) {
    if (crashDatabase === null) return null;
    const folder = join(crashDatabase, process.platform === 'win32' ? 'reports' : 'completed');
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `${randomUUID()}.dmp`);
    // A minidump starts with its signature, "MDMP".
    writeFileSync(file, Buffer.concat([Buffer.from('MDMP'), Buffer.alloc(Math.max(0, bytes - 4))]));
    return file;
  },
  /** Fires app `ready` as Electron does once it has initialized. */
  emitReady() {
    ready = true;
    app.emit('ready', {}, {});
    resolveReady();
    // A quit asked for before `ready` ends the process once the message loop runs.
    if (exitAfterReady !== null) endProcess(exitAfterReady);
  },
  /**
   * A permission asked by a frame of `contents`, as Electron calls the session's handlers: the
   * request handler with { requestingUrl, isMainFrame }, the check handler with the frame's origin
   * and { embeddingOrigin, requestingUrl, isMainFrame }. Resolves with both answers.
   */
  async askPermission(contents, permission, frame) {
    const isMainFrame = frame.kind === 'main';
    const requestDetails = { requestingUrl: frame.url, isMainFrame };
    const granted = await new Promise((resolve) =>
      defaultSession.permissionRequestHandler(contents, permission, resolve, requestDetails),
    );
    record('session permission request', { permission, details: requestDetails, granted });
    const top = isMainFrame ? frame.url : contents.mainFrame.url;
    const requestingOrigin = originUrl(frame.url);
    // A cross-origin subframe's check comes without web contents and without its URL.
    const crossOrigin = requestingOrigin !== originUrl(top);
    const checkDetails = {
      embeddingOrigin: originUrl(top),
      ...(crossOrigin ? {} : { requestingUrl: frame.url }),
      isMainFrame,
    };
    const checked = defaultSession.permissionCheckHandler(
      crossOrigin ? null : contents,
      permission,
      requestingOrigin,
      checkDetails,
    );
    record('session permission check', {
      permission,
      requestingOrigin,
      details: checkDetails,
      granted: checked,
    });
    return { granted, checked };
  },
};

// Chromium passes an origin as a URL with a trailing slash (app://inspector/).
function originUrl(url) {
  const u = new URL(url);
  return u.protocol === 'file:' ? 'file:///' : `${u.protocol}//${u.host}/`;
}

function record(what, details = {}) {
  standIn.calls.push({ what, beforeReady: !ready, ...details });
}

function requireReady(what) {
  if (!ready) throw new Error(`${what} cannot be used before the app is ready (Electron throws here)`);
}

// The record survives the process's end, however it ends (app.exit ends it at once).
process.on('exit', (code) => {
  if (!process.env.STAND_IN_RECORD_FILE) return;
  record('process exit', { code });
  writeFileSync(process.env.STAND_IN_RECORD_FILE, JSON.stringify(standIn.calls));
});

function endProcess(code) {
  // Electron leaves the message loop after the current task: the caller's code runs to its end.
  setImmediate(() => process.exit(code));
}

const preventable = () => {
  const event = { defaultPrevented: false, preventDefault: () => (event.defaultPrevented = true) };
  return event;
};

/** The parts of Electron's App the app uses. */
class App extends EventEmitter {
  isPackaged = process.env.STAND_IN_PACKAGED === '1';
  isReady = () => ready;
  whenReady = () => whenReadyPromise;

  enableSandbox() {
    if (ready) throw new Error('app.enableSandbox() can only be called before app is ready');
    record('app.enableSandbox');
  }

  requestSingleInstanceLock() {
    const locked = process.env.STAND_IN_SECOND_INSTANCE !== '1';
    record('app.requestSingleInstanceLock', { locked });
    return locked;
  }

  quit() {
    record('app.quit');
    if (quitting) return;
    const beforeQuit = preventable();
    this.emit('before-quit', beforeQuit);
    record('before-quit', { prevented: beforeQuit.defaultPrevented });
    if (beforeQuit.defaultPrevented) return;
    quitting = true;
    for (const window of [...standIn.windows]) window.destroy();
    const willQuit = preventable();
    this.emit('will-quit', willQuit);
    if (willQuit.defaultPrevented) return void (quitting = false);
    this.emit('quit', {}, 0);
    if (ready) endProcess(0);
    else exitAfterReady = 0;
  }

  /** The system's recent documents (Windows' jump list, macOS's Open Recent); recorded. */
  addRecentDocument(path) {
    record('app.addRecentDocument', { path });
  }

  /**
   * Recorded with its arguments. Electron answers whether the registration took (on Linux through
   * xdg-settings, which is not run here); the stand-in says it did.
   */
  setAsDefaultProtocolClient(protocol, path, args) {
    record('app.setAsDefaultProtocolClient', {
      protocol,
      ...(path === undefined ? {} : { path }),
      ...(args === undefined ? {} : { args: structuredClone(args) }),
    });
    return true;
  }

  /** Electron starts the app again once this process has ended; it does not quit by itself. */
  relaunch(options) {
    record('app.relaunch', options === undefined ? {} : { options: structuredClone(options) });
  }

  exit(code = 0) {
    record('app.exit', { code });
    quitting = true;
    if (!ready) process.exit(code);
    for (const window of [...standIn.windows]) window.destroy();
    endProcess(code);
  }

  /**
   * Electron's paths: userData is appData plus the app's name (package.json's productName, else its
   * name), unless STAND_IN_USER_DATA gives it; sessionData is userData unless set before `ready`.
   */
  getPath(name) {
    record('app.getPath', { name });
    return pathOf(name);
  }

  /** As Electron: an absolute path to a folder that exists; sessionData counts only before `ready`. */
  setPath(name, path) {
    record('app.setPath', { name, path });
    if (!isAbsolute(path)) throw new Error('Path must be absolute');
    if (!existsSync(path)) throw new Error('Failed to set path');
    // After `ready` Electron answers the new path but the session keeps the folder it opened.
    paths[name] = path;
  }

  /** package.json's productName, else its name, as Electron's init reads them before main runs. */
  get name() {
    const manifest = JSON.parse(readFileSync(join(this.getAppPath(), 'package.json'), 'utf8'));
    return String(manifest.productName ?? manifest.name).trim();
  }

  getAppPath() {
    return process.env.STAND_IN_APP_PATH;
  }

  getName() {
    return this.name;
  }

  /**
   * The application locale (Chromium's, from the system's language): STAND_IN_LOCALE, else "en-US".
   * Electron's docs allow it only once `ready` has fired; before, the stand-in answers "" (no
   * locale), so a main asking too early notices.
   */
  getLocale() {
    return ready ? (process.env.STAND_IN_LOCALE ?? 'en-US') : '';
  }

  getVersion() {
    // Electron reads the version from the app's package.json.
    return JSON.parse(readFileSync(join(this.getAppPath(), 'package.json'), 'utf8')).version;
  }
}

// Paths main set with app.setPath.
const paths = {};

export const app = new App();

// app.getPath without the record (for what Electron reads itself, such as Local State's folder).
function pathOf(name) {
  if (name in paths) return paths[name];
  if (name === 'userData') return process.env.STAND_IN_USER_DATA ?? join(pathOf('appData'), app.name);
  if (name === 'sessionData') return pathOf('userData');
  if (name === 'crashDumps') return join(pathOf('userData'), 'Crashpad');
  if (name === 'appData')
    return process.env.STAND_IN_APP_DATA ?? join(process.env.STAND_IN_HOME ?? '/nonexistent', '.config');
  if (name === 'home') return process.env.STAND_IN_HOME ?? '/nonexistent';
  throw new Error(`the stand-in does not know the path ${name}`);
}

// The folder the started crash reporter writes to (null: not started).
let crashDatabase = null;
let uploadToServer = false;

/** Electron's crashReporter, as its documentation and its own tests describe it. */
export const crashReporter = {
  start(options = {}) {
    const { submitURL = '', uploadToServer: upload = true } = options;
    record('crashReporter.start', { options: structuredClone(options), crashDumps: pathOf('crashDumps') });
    if (upload && !submitURL) throw new Error('submitURL must be specified when uploadToServer is true');
    // Crashpad's database is where crashDumps pointed when it started; a later setPath does not move it.
    crashDatabase ??= pathOf('crashDumps');
    mkdirSync(crashDatabase, { recursive: true });
    uploadToServer = upload;
  },
  getUploadToServer() {
    return uploadToServer;
  },
  setUploadToServer(upload) {
    record('crashReporter.setUploadToServer', { upload });
    // No effect before start (Electron's documentation).
    if (crashDatabase !== null) uploadToServer = upload;
  },
};

export const protocol = {
  registerSchemesAsPrivileged(schemes) {
    if (ready) throw new Error('protocol.registerSchemesAsPrivileged should be called before app is ready');
    record('protocol.registerSchemesAsPrivileged', { schemes: structuredClone(schemes) });
  },
  handle(scheme, handler) {
    requireReady('protocol.handle');
    if (standIn.protocolHandlers.has(scheme)) throw new Error(`Failed to register protocol: ${scheme}`);
    record('protocol.handle', { scheme });
    standIn.protocolHandlers.set(scheme, handler);
  },
};

class Session {
  permissionRequestHandler = null;
  permissionCheckHandler = null;
  setPermissionRequestHandler(handler) {
    record('session.setPermissionRequestHandler');
    this.permissionRequestHandler = handler;
  }
  setPermissionCheckHandler(handler) {
    record('session.setPermissionCheckHandler');
    this.permissionCheckHandler = handler;
  }
  // Kept, not called: the stand-in's net verifies with node:tls, not Chromium (docs/electron-shell.md).
  certificateVerifyProc = null;
  setCertificateVerifyProc(proc) {
    record('session.setCertificateVerifyProc');
    this.certificateVerifyProc = proc;
  }
}

const defaultSession = new Session();
// One session per partition name, as Electron keeps them for the process's life.
const partitions = new Map();
export const session = {
  get defaultSession() {
    requireReady('session.defaultSession');
    return defaultSession;
  },
  fromPartition(partition, options = {}) {
    requireReady('session.fromPartition');
    if (!partitions.has(partition)) {
      record('session.fromPartition', { partition, options: structuredClone(options) });
      partitions.set(partition, Object.assign(new Session(), { partition }));
    }
    return partitions.get(partition);
  },
};

// Electron's autoUpdater (Squirrel on macOS and Windows): on Linux an event emitter that has no
// updater behind it. electron-updater emits its before-quit-for-update on it.
export const autoUpdater = new EventEmitter();

/** A frame as IPC events carry it (WebFrameMain). */
export class WebFrameMain {
  constructor(url) {
    this.url = url;
  }
}

class WebContents extends EventEmitter {
  constructor() {
    super();
    this.id = standIn.webContents.length + 1;
    this.mainFrame = new WebFrameMain('');
    this.windowOpenHandler = null;
    this.sent = [];
    this.loads = [];
    this.destroyed = false;
    this.printToPDF = printToPdfOf(this, record);
  }
  setWindowOpenHandler(handler) {
    record('webContents.setWindowOpenHandler', { id: this.id });
    this.windowOpenHandler = handler;
  }
  send(channel, ...args) {
    if (this.destroyed) throw new Error('Object has been destroyed');
    this.sent.push({ channel, args: structuredClone(args) });
  }
  isDestroyed() {
    return this.destroyed;
  }
  reload() {
    record('webContents.reload', { id: this.id });
    void this.loadURL(this.mainFrame.url);
  }
  /** Loads the document through the registered protocol handler, as Chromium would ask it. */
  async loadURL(url) {
    const scheme = new URL(url).protocol.slice(0, -1);
    const handler = standIn.protocolHandlers.get(scheme);
    if (!handler) throw new Error(`ERR_UNKNOWN_URL_SCHEME (${url})`);
    const response = await handler(new Request(url));
    this.loads.push({ url, status: response.status });
    this.mainFrame.url = url;
    this.emit('did-finish-load');
  }
}

export class BrowserWindow extends EventEmitter {
  constructor(options = {}) {
    super();
    requireReady('BrowserWindow');
    record('new BrowserWindow', { options: structuredClone(options) });
    this.options = options;
    this.webContents = new WebContents();
    this.shown = false;
    this.destroyed = false;
    this.backgroundColors = [options.backgroundColor ?? '#FFFFFF'];
    standIn.windows.push(this);
    standIn.webContents.push(this.webContents);
    // Electron announces every new web contents before the window is handed back.
    app.emit('web-contents-created', { preventDefault() {} }, this.webContents);
    this.webContents.once('did-finish-load', () => this.emit('ready-to-show'));
  }
  loadURL(url) {
    record('window.loadURL', { url });
    return this.webContents.loadURL(url);
  }
  show() {
    this.shown = true;
  }
  isMinimized() {
    return false;
  }
  isDestroyed() {
    return this.destroyed;
  }
  restore() {}
  focus() {
    record('window.focus');
  }
  /** The taskbar or dock progress: 0..1, or a negative value to remove it. */
  setProgressBar(progress) {
    record('window.setProgressBar', { progress });
  }
  setBackgroundColor(color) {
    record('window.setBackgroundColor', { color });
    this.backgroundColors.push(color);
  }
  /** Closes without asking, as quitting does: `closed`, and the web contents destroyed. */
  destroy() {
    if (this.destroyed) return;
    this.destroyed = true;
    standIn.windows.splice(standIn.windows.indexOf(this), 1);
    this.webContents.destroyed = true;
    this.webContents.emit('destroyed');
    this.emit('closed');
  }
}

export const ipcMain = {
  handle(channel, listener) {
    if (standIn.ipcHandlers.has(channel))
      throw new Error(`Attempted to register a second handler for '${channel}'`);
    standIn.ipcHandlers.set(channel, listener);
  },
  removeHandler(channel) {
    standIn.ipcHandlers.delete(channel);
  },
};

export const net = {
  request(options) {
    if (!ready) throw new Error('net module can only be used after app is ready');
    // Electron's weak check of the session given (net-client-request.ts).
    if (options.session && options.session.constructor?.name !== 'Session')
      throw new TypeError('`session` should be an instance of the Session class');
    record('net.request', {
      url: requestUrl(options),
      redirect: options.redirect ?? 'follow',
      ...(options.session ? { partition: options.session.partition } : {}),
    });
    return new ClientRequest(options);
  },
  fetch(url, init) {
    requireReady('net.fetch');
    record('net.fetch', { url: String(url) });
    return fetchOverClientRequest(url, init, (options) => new ClientRequest(options));
  },
};

// Where its keys are, as Electron reads it once it has started: the app's name, Local State's folder.
export const safeStorage = createSafeStorage(
  () => ready,
  record,
  () => ({
    platform: process.platform,
    appName: app.name,
    sessionData: pathOf('sessionData'),
    keyStore: process.env.STAND_IN_KEY_STORE,
    secretService: process.env.STAND_IN_SECRET_SERVICE !== 'absent',
  }),
);

export const shell = {
  async openExternal(url) {
    record('shell.openExternal', { url });
  },
};

export const dialog = {
  /** The user picks STAND_IN_OPEN_DIALOG_FILE when it is set, else cancels. */
  async showOpenDialog(...args) {
    record('dialog.showOpenDialog', { modal: args[0] instanceof BrowserWindow });
    const chosen = process.env.STAND_IN_OPEN_DIALOG_FILE;
    return chosen ? { canceled: false, filePaths: [chosen] } : { canceled: true, filePaths: [] };
  },
  async showSaveDialog(...args) {
    const modal = args[0] instanceof BrowserWindow;
    const options = modal ? args[1] : args[0];
    record('dialog.showSaveDialog', { modal, options: structuredClone(options) });
    const filePath = standIn.saveDialogAnswer;
    return filePath === null ? { canceled: true, filePath: '' } : { canceled: false, filePath };
  },
  /** Electron allows it before `ready`; it blocks until dismissed, which here is at once. */
  showErrorBox(title, content) {
    record('dialog.showErrorBox', { title, content });
  },
  async showMessageBox(...args) {
    const options = args[0] instanceof BrowserWindow ? args[1] : args[0];
    record('dialog.showMessageBox', {
      modal: args[0] instanceof BrowserWindow,
      options: structuredClone(options),
    });
    return { response: standIn.messageBoxResponse, checkboxChecked: false };
  },
};

// Electron's default submenus of the roles that stand for a whole menu (the parts the tests read).
const ROLE_SUBMENUS = {
  viewmenu: ['reload', 'forceReload', 'toggleDevTools', 'resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen'],
  editmenu: ['undo', 'redo', 'cut', 'copy', 'paste', 'delete', 'selectAll'],
  windowmenu: ['minimize', 'zoom', 'close'],
  filemenu: ['quit'],
  appmenu: ['about', 'services', 'hide', 'hideOthers', 'unhide', 'quit'],
};

/** A menu as data: a role without a submenu gets Electron's default one; clicks are kept by path. */
function menuData(template, path = []) {
  return template.map((item, index) => {
    const { click, submenu, ...rest } = item;
    const here = [...path, item.label ?? item.role ?? String(index)];
    if (click) standIn.menuClicks.set(here.join(' > '), click);
    const defaults = ROLE_SUBMENUS[String(item.role ?? '').toLowerCase()];
    const items = submenu ?? defaults?.map((role) => ({ role }));
    return { ...rest, click: Boolean(click), ...(items ? { submenu: menuData(items, here) } : {}) };
  });
}

export const Menu = {
  buildFromTemplate(template) {
    return { items: menuData(template) };
  },
  setApplicationMenu(menu) {
    record('Menu.setApplicationMenu', { items: menu?.items ?? null });
    standIn.applicationMenu = menu?.items ?? null;
  },
};

/** Electron's Notification: recorded when made and shown; a click comes from the test. */
export class Notification extends EventEmitter {
  static isSupported() {
    return process.env.STAND_IN_NO_NOTIFICATIONS !== '1';
  }
  constructor(options = {}) {
    super();
    requireReady('Notification');
    record('new Notification', { options: structuredClone(options) });
    this.options = options;
    this.shown = false;
    standIn.notifications.push(this);
  }
  show() {
    record('notification.show', { title: this.options.title });
    this.shown = true;
  }
  close() {
    record('notification.close', { title: this.options.title });
    this.emit('close', {});
  }
}

class NativeTheme extends EventEmitter {
  #source = 'system';
  #systemDark = process.env.STAND_IN_SYSTEM_DARK === '1';
  get themeSource() {
    return this.#source;
  }
  set themeSource(value) {
    if (!['system', 'light', 'dark'].includes(value)) throw new Error(`invalid themeSource ${value}`);
    record('nativeTheme.themeSource', { value });
    this.#source = value;
    this.emit('updated');
  }
  get shouldUseDarkColors() {
    return this.#source === 'dark' || (this.#source === 'system' && this.#systemDark);
  }
  /** The system switching between light and dark, as the user would in the OS settings. */
  setSystemDark(dark) {
    this.#systemDark = dark;
    this.emit('updated');
  }
}

export const nativeTheme = new NativeTheme();

export default {
  app,
  crashReporter,
  protocol,
  session,
  BrowserWindow,
  ipcMain,
  net,
  safeStorage,
  shell,
  dialog,
  Menu,
  nativeTheme,
  Notification,
  autoUpdater,
};

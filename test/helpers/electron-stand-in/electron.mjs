// A recording stand-in for the `electron` module, for booting the built main bundle in plain Node
// (boot-main.mjs resolves 'electron' to this file). It keeps the ordering rules of Electron that the
// app's wiring depends on: it throws where Electron throws (privileged schemes and the sandbox switch
// after `ready`; protocol handlers, sessions and windows before it) and reports safeStorage as
// unavailable before `ready`, as Electron does on Linux. Everything main does is recorded in `standIn`.
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

let ready = false;
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
  /** Fires app `ready` as Electron does once it has initialized. */
  emitReady() {
    ready = true;
    app.emit('ready', {}, {});
    resolveReady();
  },
};

function record(what, details = {}) {
  standIn.calls.push({ what, beforeReady: !ready, ...details });
}

function requireReady(what) {
  if (!ready) throw new Error(`${what} cannot be used before the app is ready (Electron throws here)`);
}

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
    this.emit('before-quit', { preventDefault() {} });
  }

  getPath(name) {
    record('app.getPath', { name });
    if (name !== 'userData') throw new Error(`the stand-in knows only userData, not ${name}`);
    return process.env.STAND_IN_USER_DATA;
  }

  getAppPath() {
    return process.env.STAND_IN_APP_PATH;
  }

  getVersion() {
    // Electron reads the version from the app's package.json.
    return JSON.parse(readFileSync(join(this.getAppPath(), 'package.json'), 'utf8')).version;
  }
}

export const app = new App();

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
}

const defaultSession = new Session();
export const session = {
  get defaultSession() {
    requireReady('session.defaultSession');
    return defaultSession;
  },
};

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
  }
  setWindowOpenHandler(handler) {
    record('webContents.setWindowOpenHandler', { id: this.id });
    this.windowOpenHandler = handler;
  }
  send(channel, ...args) {
    this.sent.push({ channel, args: structuredClone(args) });
  }
  isDestroyed() {
    return this.destroyed;
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
  restore() {}
  focus() {
    record('window.focus');
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
  fetch(url, init) {
    record('net.fetch', { url: String(url) });
    return fetch(url, init);
  },
};

export const safeStorage = {
  isEncryptionAvailable() {
    const available = ready && process.env.STAND_IN_ENCRYPTION !== 'unavailable';
    record('safeStorage.isEncryptionAvailable', { available });
    return available;
  },
  getSelectedStorageBackend() {
    return process.env.STAND_IN_STORAGE_BACKEND ?? 'gnome_libsecret';
  },
  // A reversible stand-in cipher: the point is where tokens go, not the cryptography.
  encryptString(plain) {
    return Buffer.from(`stand-in:${Buffer.from(plain, 'utf8').toString('base64')}`);
  },
  decryptString(data) {
    return Buffer.from(data.toString().replace(/^stand-in:/, ''), 'base64').toString('utf8');
  },
};

export const shell = {
  async openExternal(url) {
    record('shell.openExternal', { url });
  },
};

export const dialog = {
  async showOpenDialog(...args) {
    record('dialog.showOpenDialog', { modal: args[0] instanceof BrowserWindow });
    return { canceled: true, filePaths: [] };
  },
  async showSaveDialog(...args) {
    record('dialog.showSaveDialog', { modal: args[0] instanceof BrowserWindow });
    return { canceled: true };
  },
};

export default { app, protocol, session, BrowserWindow, ipcMain, net, safeStorage, shell, dialog };

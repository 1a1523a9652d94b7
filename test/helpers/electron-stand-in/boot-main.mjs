// Child-process entry that boots a built Electron main bundle against the recording stand-in, the way
// Electron would: main's top level runs, then `ready` fires, then main creates its window and loads it.
// The parent (test/helpers/booted-main.ts) then probes the result over the IPC channel of fork():
// it asks for the record, sends app:// requests, IPC calls, navigations, window.open, permission
// requests, renderer crashes, menu clicks and quits. Settings come from the environment (see
// booted-main.ts). A main that ends the process itself (a lost lock, a failed start) leaves its record
// in STAND_IN_RECORD_FILE.
import { register, registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const BODY_CAP = 256 * 1024;

process.on('unhandledRejection', (error) => {
  // Main installs its own last resort (core/lib/last-resort.ts): then the rejection is its to report,
  // and ending the process here would be a crash the app does not have. A main without one ends.
  if (process.listenerCount('unhandledRejection') > 1) return;
  process.stderr.write(`boot-main: unhandled rejection: ${error?.stack ?? error}\n`);
  process.exit(1);
});

// Electron defines process.resourcesPath (the folder next to app.asar); plain Node does not.
process.resourcesPath = process.env.STAND_IN_RESOURCES_PATH;
// Another system's layout of folders (node:path stays this system's, so the paths stay usable here).
if (process.env.STAND_IN_PLATFORM)
  Object.defineProperty(process, 'platform', { value: process.env.STAND_IN_PLATFORM });
// Electron's process.argv: the executable, `electron .`'s app path in development (process.defaultApp),
// then what the app was started with (a double-clicked file, a clicked link).
const EXECUTABLE = '/opt/Retail Inspector/retail-inspector';
process.argv = [
  EXECUTABLE,
  ...(process.env.STAND_IN_DEFAULT_APP === '1' ? ['.'] : []),
  ...JSON.parse(process.env.STAND_IN_ARGV ?? '[]'),
];
if (process.env.STAND_IN_DEFAULT_APP === '1') process.defaultApp = true;
register('./resolve-electron.mjs', import.meta.url);
// Electron answers require('electron') from any CommonJS code too (electron-updater's, bundled into
// main and loaded through createRequire); the hook above serves import only.
registerHooks({
  resolve: (specifier, context, nextResolve) =>
    specifier === 'electron'
      ? { url: new URL('./electron.mjs', import.meta.url).href, shortCircuit: true }
      : nextResolve(specifier, context),
});
const { standIn, app, nativeTheme } = await import('electron');

await import(pathToFileURL(process.env.STAND_IN_MAIN).href);
record('main evaluated');
// macOS: a file double-clicked while the app is not running arrives as open-file before `ready`.
if (process.env.STAND_IN_OPEN_FILE_BEFORE_READY) openFile(process.env.STAND_IN_OPEN_FILE_BEFORE_READY);
standIn.emitReady();
await waitFor(() => standIn.windows[0]?.webContents.loads.length > 0, 10_000, 'the window to load');
process.send({ type: 'booted' });

process.on('message', async ({ id, op, ...args }) => {
  try {
    process.send({ id, ok: true, value: await probes[op](args) });
  } catch (error) {
    process.send({ id, ok: false, error: String(error?.stack ?? error) });
  }
});

const probes = {
  /** An error nothing in main handles, thrown (or a promise rejected) on a later turn. */
  throwUnhandled({ message, rejection }) {
    setImmediate(() => {
      if (rejection) void Promise.reject(new Error(message));
      else throw new Error(message);
    });
    return true;
  },

  record: () => ({
    calls: standIn.calls,
    ipcChannels: [...standIn.ipcHandlers.keys()],
    protocolSchemes: [...standIn.protocolHandlers.keys()],
    windows: standIn.windows.map((w) => ({
      options: w.options,
      shown: w.shown,
      loads: w.webContents.loads,
      sent: w.webContents.sent,
      backgroundColors: w.backgroundColors,
    })),
    applicationMenu: standIn.applicationMenu,
    notifications: standIn.notifications.map((n) => ({ options: n.options, shown: n.shown })),
    webContents: standIn.webContents.map((c) => ({
      windowOpenHandler: c.windowOpenHandler !== null,
      listeners: Object.fromEntries(c.eventNames().map((name) => [name, c.listenerCount(name)])),
    })),
  }),

  async fetch({ url }) {
    const response = await standIn.protocolHandlers.get(new URL(url).protocol.slice(0, -1))(new Request(url));
    const body = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: body.subarray(0, BODY_CAP).toString('utf8'),
      length: body.length,
    };
  },

  /** An ipcRenderer.invoke as main sees it, from the window's main frame, a subframe or no frame. */
  async invoke({ channel, frame, url, args }) {
    const contents = standIn.windows[0].webContents;
    const handler = standIn.ipcHandlers.get(channel);
    if (!handler) return { unhandled: true };
    const loaded = contents.mainFrame.url;
    let senderFrame = null;
    if (frame === 'main') {
      contents.mainFrame.url = url;
      senderFrame = contents.mainFrame;
    } else if (frame === 'sub') {
      senderFrame = { url };
    }
    try {
      return await handler({ sender: contents, senderFrame, processId: 1, frameId: 1 }, args);
    } finally {
      contents.mainFrame.url = loaded;
    }
  },

  /**
   * Emits a navigation event on every web contents; tells whether any listener prevented it. The URL
   * is in the event's details only: Electron deprecated the positional arguments after it, so the
   * stand-in passes them as a later major may, not at all.
   */
  navigate({ event, url }) {
    let prevented = false;
    const details = {
      url,
      isMainFrame: true,
      isSameDocument: false,
      preventDefault: () => (prevented = true),
    };
    for (const contents of standIn.webContents) contents.emit(event, details);
    return { prevented };
  },

  async openWindow({ url }) {
    const before = standIn.calls.length;
    const answers = standIn.webContents.map((c) =>
      c.windowOpenHandler({ url, frameName: '', features: '', disposition: 'foreground-tab' }),
    );
    await sleep(20); // openInBrowser is asynchronous
    const opened = standIn.calls.slice(before).filter((c) => c.what === 'shell.openExternal');
    return { answers, openedExternally: opened.map((c) => c.url) };
  },

  /** A permission asked by the window's top frame or a subframe showing `url`. */
  permission({ permission, frame, url }) {
    return standIn.askPermission(standIn.windows[0].webContents, permission, { kind: frame, url });
  },

  /** The user quits (Cmd+Q, the menu's Quit). */
  quit() {
    app.quit();
    return null;
  },

  /**
   * The user quits, and starts the app again before the quit is done: Electron tells this process
   * (`second-instance`, with the new process's arguments and folder) while its before-quit is held.
   */
  quitThenStartAgain({ args } = {}) {
    app.quit();
    const argv = args ? [EXECUTABLE, '--allow-file-access-from-files', ...args] : process.argv;
    app.emit('second-instance', { preventDefault() {} }, argv, process.cwd(), {});
    return null;
  },

  /** An IPC call arrives, and the user quits before it is answered. */
  invokeThenQuit({ channel, args }) {
    const contents = standIn.windows[0].webContents;
    void standIn.ipcHandlers.get(channel)({ sender: contents, senderFrame: contents.mainFrame }, args);
    app.quit();
    return null;
  },

  /** The user closes the window: it goes, then Electron emits window-all-closed. */
  closeWindow() {
    standIn.windows[0].destroy();
    app.emit('window-all-closed');
    return null;
  },

  /** The window's renderer process goes away; `answer` is the button the user presses if asked. */
  async renderGone({ reason, exitCode, answer }) {
    standIn.messageBoxResponse = answer;
    standIn.windows[0].webContents.emit('render-process-gone', {}, { reason, exitCode });
    await sleep(20); // the message box and the reload are asynchronous
    return null;
  },

  /** Clicks the application menu's item at `path` ("Help > Documentation"). */
  async clickMenu({ path }) {
    const click = standIn.menuClicks.get(path);
    if (!click) throw new Error(`no menu item ${path} with a click handler`);
    click();
    await sleep(20);
    return null;
  },

  /** The next save dialogs answer `filePath` as chosen (null: the user cancels). */
  answerSaveDialog({ filePath }) {
    standIn.saveDialogAnswer = filePath;
    return null;
  },

  /** The user clicks the `index`th notification main showed (from 0). */
  async clickNotification({ index }) {
    const notification = standIn.notifications[index];
    if (!notification) throw new Error(`no notification ${index}`);
    record('notification click');
    notification.emit('click', {});
    await sleep(20);
    return null;
  },

  /** A native crash of one of the app's processes: the minidump the crash reporter leaves (or null). */
  crash({ bytes }) {
    return standIn.crash(bytes);
  },

  /** The system switches between light and dark. */
  setSystemDark({ dark }) {
    nativeTheme.setSystemDark(dark);
    return null;
  },

  /**
   * The app is started again with `args` from `cwd` (a file double-clicked, a link clicked on
   * Windows or Linux): the new process finds the lock held and ends, and Electron tells this one,
   * its argv with Chromium's switches put first (electron/electron#20322, #32933).
   */
  secondInstance({ args, cwd }) {
    const argv = [
      EXECUTABLE,
      '--allow-file-access-from-files',
      `--original-process-start-time=${Date.now()}000`,
      ...args,
    ];
    app.emit('second-instance', { preventDefault() {} }, argv, cwd, {});
    return null;
  },

  /** macOS: the user opens a file with the running app (Finder, the Dock). */
  openFile({ path }) {
    return { prevented: openFile(path) };
  },

  /** macOS: the user clicks one of the app's links while it runs. */
  openUrl({ url }) {
    const event = preventable();
    app.emit('open-url', event, url);
    record('app open-url', { url, prevented: event.defaultPrevented });
    return { prevented: event.defaultPrevented };
  },

  /** Emits an app event as Electron would (second-instance, window-all-closed, ...). */
  emitApp({ name }) {
    app.emit(name, { preventDefault() {} });
    return null;
  },

  /** Lets go of the parent; the process then ends by itself once main has released everything. */
  disconnect() {
    setImmediate(() => process.disconnect());
    return null;
  },
};

function record(what, details = {}) {
  standIn.calls.push({ what, beforeReady: !app.isReady(), ...details });
}

function preventable() {
  const event = { defaultPrevented: false, preventDefault: () => (event.defaultPrevented = true) };
  return event;
}

// Emits open-file as macOS does; whether the app took it (preventDefault) is recorded.
function openFile(path) {
  const event = preventable();
  app.emit('open-file', event, path);
  record('app open-file', { path, prevented: event.defaultPrevented });
  return event.defaultPrevented;
}

async function waitFor(condition, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`boot-main: timed out waiting for ${what}`);
    await sleep(10);
  }
}

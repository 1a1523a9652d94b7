// A built Electron main bundle booted in a child `node` process against the recording stand-in for
// `electron` (test/helpers/electron-stand-in/), and the probes the tests send it. A child process
// keeps main's global state (its services, its demo server) apart from the test's. Every wait is
// bounded; `stop` never throws and removes the data folder. A main that ends its process by itself
// (a quit, a lost lock, a failed start) leaves what it did in a record file, read by `exited`.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIST, REPO_ROOT } from './repo-paths';
import { bounded } from './waits';

const BOOT_MAIN = fileURLToPath(new URL('./electron-stand-in/boot-main.mjs', import.meta.url));

/**
 * The file standing for the user's Keychain or keyring in a boot's scratch folder (safeStorage's
 * keys by app name; electron-stand-in/safe-storage.mjs).
 */
export const keyStoreIn = (scratch: string): string => join(scratch, 'key-store.json');

/** Where main runs from, as Electron would tell it. */
export interface BootOptions {
  /** The main bundle to run (dist/electron/main.js, or the one inside a packaged app). */
  readonly mainBundle: string;
  /** app.getAppPath(): the folder holding the app's package.json. */
  readonly appPath: string;
  /** process.resourcesPath: the folder Electron puts app.asar and extraResources in; empty unless given. */
  readonly resourcesPath?: string;
  /** STAND_IN_* switches of the stand-in (for example STAND_IN_SECOND_INSTANCE: '1'). */
  readonly env?: Readonly<Record<string, string>>;
  readonly bootMs?: number;
  /**
   * Puts files into the data folder before main starts (profiles saved by an earlier version);
   * `scratch` holds the key store (keyStoreIn) too.
   */
  readonly seed?: (dataDir: string, scratch: string) => Promise<void>;
  /** app.getPath('userData') when it must be something other than a fresh folder. */
  readonly userData?: (scratch: string) => string;
  /**
   * Let the stand-in derive userData as Electron does (appData plus package.json's productName)
   * under `<scratch>/appData`, with home `<scratch>/home`; `seedScratch` fills them first.
   */
  readonly electronFolders?: boolean;
  readonly seedScratch?: (scratch: string) => Promise<void>;
  /** process.platform as main sees it (the stand-in's layout of folders on another system). */
  readonly platform?: NodeJS.Platform;
}

/** One call main recorded on the stand-in. */
export interface RecordedCall {
  readonly what: string;
  readonly beforeReady: boolean;
  readonly [detail: string]: unknown;
}

/** Everything main did to the stand-in. */
export interface MainRecord {
  readonly calls: readonly RecordedCall[];
  readonly ipcChannels: readonly string[];
  readonly protocolSchemes: readonly string[];
  readonly windows: readonly {
    readonly options: { readonly webPreferences?: Record<string, unknown> } & Record<string, unknown>;
    readonly shown: boolean;
    readonly loads: readonly { url: string; status: number }[];
    readonly sent: readonly { channel: string; args: unknown[] }[];
    /** The background colour the window was created with, then each one set. */
    readonly backgroundColors: readonly string[];
  }[];
  /** The application menu main set, as data (`click` true where an item has a handler). */
  readonly applicationMenu: readonly MenuItemData[] | null;
  /** Every Notification main made: its options, and whether it was shown. */
  readonly notifications: readonly { readonly options: Record<string, unknown>; readonly shown: boolean }[];
  readonly webContents: readonly {
    readonly windowOpenHandler: boolean;
    readonly listeners: Readonly<Record<string, number>>;
  }[];
}

/** A menu item as the stand-in keeps it. */
export interface MenuItemData {
  readonly role?: string;
  readonly label?: string;
  readonly type?: string;
  readonly enabled?: boolean;
  readonly click: boolean;
  readonly submenu?: readonly MenuItemData[];
}

/** How a main process ended, and everything it recorded until then. */
export interface MainExit {
  readonly code: number | null;
  readonly calls: readonly RecordedCall[];
  readonly stderr: string;
}

/** Which frame asks for a permission: the window's top frame or a subframe, and its address. */
export interface PermissionFrame {
  readonly frame: 'main' | 'sub';
  readonly url: string;
}

/** An app:// response as the protocol handler gave it. */
export interface AppResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  readonly length: number;
}

/** Which frame an IPC call comes from: the window's top frame, a subframe, or none (destroyed). */
export type Sender = { readonly frame: 'main' | 'sub'; readonly url: string } | { readonly frame: 'none' };

/** The window app:// serves, as a trusted sender. */
export const APP_WINDOW: Sender = { frame: 'main', url: 'app://inspector/index.html' };

/** A booted main process. */
export interface BootedMain {
  record(): Promise<MainRecord>;
  fetch(url: string): Promise<AppResponse>;
  invoke(channel: string, sender: Sender, args?: unknown): Promise<unknown>;
  navigate(event: 'will-navigate' | 'will-redirect' | 'will-attach-webview', url: string): Promise<boolean>;
  openWindow(url: string): Promise<{ answers: unknown[]; openedExternally: string[] }>;
  /** A permission requested and checked by `frame` (the app window's top frame unless given). */
  permission(name: string, frame?: PermissionFrame): Promise<{ granted: boolean; checked: boolean }>;
  /** An error nothing in main handles, thrown on a later turn (or, with `rejection`, a promise rejected). */
  throwUnhandled(message: string, rejection?: boolean): Promise<void>;
  /** Emits an app event (second-instance, window-all-closed, ...) as Electron would. */
  emitApp(name: string): Promise<void>;
  /** The app is started again with `args` in `cwd`: `second-instance` with Electron's argv. */
  secondInstance(args: readonly string[], cwd: string): Promise<void>;
  /** macOS opens `path` with the running app (open-file); tells whether main took it. */
  openFile(path: string): Promise<{ prevented: boolean }>;
  /** macOS hands the running app one of its links (open-url); tells whether main took it. */
  openUrl(url: string): Promise<{ prevented: boolean }>;
  /** Closes the window as a user would; resolves once the process ended by itself. */
  closeWindow(timeoutMs?: number): Promise<MainExit>;
  /** The user quits; resolves once the process ended by itself. */
  quit(timeoutMs?: number): Promise<MainExit>;
  /** The user quits and starts the app again while the quit is held; resolves once the process ended. */
  quitThenStartAgain(timeoutMs?: number, args?: readonly string[]): Promise<MainExit>;
  /** An IPC call from the app window, and the user quits before it is answered; resolves at the end. */
  invokeThenQuit(channel: string, args: unknown, timeoutMs?: number): Promise<MainExit>;
  /** The renderer process goes (`reason`); `answer` is the button pressed if main asks. */
  renderGone(reason: string, answer?: number): Promise<void>;
  /** Clicks the application menu item at `path` ("Help > Documentation"). */
  clickMenu(path: string): Promise<void>;
  /** Clicks the `index`th notification main showed (from 0). */
  clickNotification(index: number): Promise<void>;
  /** The system switches to dark (true) or light. */
  setSystemDark(dark: boolean): Promise<void>;
  /**
   * A native crash of one of the app's processes, which goes on (a renderer's): the path of the
   * minidump the crash reporter leaves, null when none was started.
   */
  crash(bytes?: number): Promise<string | null>;
  /** The next save dialogs answer `filePath` as the file chosen; null: the user cancels them. */
  answerSaveDialog(filePath: string | null): Promise<void>;
  /** Resolves once the process has ended by itself (at most `timeoutMs`). */
  exited(timeoutMs?: number): Promise<MainExit>;
  /** app.getPath('userData'). */
  readonly dataDir: string;
  /** The test's scratch folder (appData/, home/ and the record live in it). */
  readonly scratch: string;
  /** What the process wrote to stderr. */
  stderr(): string;
  /** The process's id (its memory is read from /proc). */
  readonly pid: number;
  /** Kills the process if it still runs and removes the data folder. */
  stop(): Promise<void>;
}

const PROBE_MS = 10_000;

/** dist/electron/main.js run as `electron .` from the repository would (no packaged resources). */
export const DIST_MAIN = { mainBundle: DIST.main, appPath: REPO_ROOT } as const;

/** A main process started against the stand-in, before it has booted. */
interface Started {
  readonly child: ChildProcess;
  readonly dataDir: string;
  readonly scratch: string;
  stderr(): string;
  /** Resolves with the exit code and the record once the process has ended. */
  ended(): Promise<MainExit>;
  stop(): Promise<void>;
}

// The folder name Electron gives userData: package.json's productName, else its name.
async function productName(appPath: string): Promise<string> {
  const manifest = JSON.parse(await readFile(join(appPath, 'package.json'), 'utf8')) as {
    name: string;
    productName?: string;
  };
  return (manifest.productName ?? manifest.name).trim();
}

async function start(options: BootOptions): Promise<Started> {
  const scratch = await mkdtemp(join(tmpdir(), 'ri-main-boot-'));
  const appData = join(scratch, 'appData');
  const dataDir = options.electronFolders
    ? join(appData, await productName(options.appPath))
    : (options.userData?.(scratch) ?? join(scratch, 'userData'));
  if (options.electronFolders) await mkdir(join(scratch, 'home'), { recursive: true });
  else if (!options.userData) await mkdir(dataDir);
  await options.seedScratch?.(scratch);
  await options.seed?.(dataDir, scratch);
  const recordFile = join(scratch, 'record.json');
  const resourcesPath = options.resourcesPath ?? join(scratch, 'resources');
  if (!options.resourcesPath) await mkdir(resourcesPath);
  const child = fork(BOOT_MAIN, [], {
    execArgv: [],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    env: {
      PATH: process.env.PATH,
      STAND_IN_MAIN: options.mainBundle,
      STAND_IN_APP_PATH: options.appPath,
      STAND_IN_RESOURCES_PATH: resourcesPath,
      ...(options.electronFolders
        ? { STAND_IN_APP_DATA: appData, STAND_IN_HOME: join(scratch, 'home') }
        : { STAND_IN_USER_DATA: dataDir }),
      ...(options.platform ? { STAND_IN_PLATFORM: options.platform } : {}),
      STAND_IN_RECORD_FILE: recordFile,
      STAND_IN_KEY_STORE: keyStoreIn(scratch),
      ...options.env,
    },
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ended = async (): Promise<MainExit> => {
    const code = await exit;
    const text = await readFile(recordFile, 'utf8').catch(() => '[]');
    return { code, calls: JSON.parse(text) as RecordedCall[], stderr };
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exit;
    await rm(scratch, { recursive: true, force: true });
  };
  return { child, dataDir, scratch, stderr: () => stderr, ended, stop };
}

/** Runs `options.mainBundle` until its process ends by itself (at most `timeoutMs`); cleans up. */
export async function runMainToExit(options: BootOptions, timeoutMs = 15_000): Promise<MainExit> {
  const started = await start(options);
  try {
    return await bounded(started.ended(), timeoutMs, () => `main to end:\n${started.stderr()}`);
  } finally {
    await started.stop();
  }
}

/** Boots `options.mainBundle`; rejects with the child's stderr if it fails or is not up in time. */
export async function bootMain(options: BootOptions): Promise<BootedMain> {
  const { child, dataDir, scratch, ended, stop, stderr } = await start(options);
  try {
    await bounded(
      new Promise<void>((resolve, reject) => {
        child.on('message', (m: { type?: string }) => m.type === 'booted' && resolve());
        void ended().then((end) =>
          reject(new Error(`main exited (${end.code}) while booting:\n${stderr()}`)),
        );
      }),
      options.bootMs ?? 15_000,
      () => `main to boot:\n${stderr()}`,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const probe = probeThrough(child);
  const endsAfter = async (op: string, args: Record<string, unknown>, timeoutMs: number) => {
    // The process may end before its answer arrives.
    await probe(op, args).catch(() => undefined);
    return bounded(ended(), timeoutMs, () => `main to end after ${op}:\n${stderr()}`);
  };
  return {
    dataDir,
    scratch,
    record: () => probe('record') as Promise<MainRecord>,
    fetch: (url) => probe('fetch', { url }) as Promise<AppResponse>,
    invoke: (channel, sender, args) => probe('invoke', { channel, ...sender, args }),
    navigate: async (event, url) =>
      ((await probe('navigate', { event, url })) as { prevented: boolean }).prevented,
    openWindow: (url) =>
      probe('openWindow', { url }) as Promise<{ answers: unknown[]; openedExternally: string[] }>,
    permission: (name, frame = { frame: 'main', url: 'app://inspector/index.html' }) =>
      probe('permission', { permission: name, ...frame }) as Promise<{ granted: boolean; checked: boolean }>,
    emitApp: async (name) => void (await probe('emitApp', { name })),
    secondInstance: async (args, cwd) => void (await probe('secondInstance', { args, cwd })),
    openFile: (path) => probe('openFile', { path }) as Promise<{ prevented: boolean }>,
    openUrl: (url) => probe('openUrl', { url }) as Promise<{ prevented: boolean }>,
    throwUnhandled: async (message, rejection = false) =>
      void (await probe('throwUnhandled', { message, rejection })),
    closeWindow: (timeoutMs = 15_000) => endsAfter('closeWindow', {}, timeoutMs),
    quit: (timeoutMs = 15_000) => endsAfter('quit', {}, timeoutMs),
    quitThenStartAgain: (timeoutMs = 15_000, args?: readonly string[]) =>
      endsAfter('quitThenStartAgain', args ? { args: [...args] } : {}, timeoutMs),
    invokeThenQuit: (channel, args, timeoutMs = 15_000) =>
      endsAfter('invokeThenQuit', { channel, args }, timeoutMs),
    renderGone: async (reason, answer = 0) =>
      void (await probe('renderGone', { reason, exitCode: 1, answer })),
    clickMenu: async (path) => void (await probe('clickMenu', { path })),
    clickNotification: async (index) => void (await probe('clickNotification', { index })),
    setSystemDark: async (dark) => void (await probe('setSystemDark', { dark })),
    crash: (bytes = 4096) => probe('crash', { bytes }) as Promise<string | null>,
    answerSaveDialog: async (filePath) => void (await probe('answerSaveDialog', { filePath })),
    exited: (timeoutMs = 15_000) => bounded(ended(), timeoutMs, () => `main to end:\n${stderr()}`),
    stderr,
    pid: child.pid!,
    stop,
  };
}

/** Request/answer over fork()'s channel, each answer awaited at most PROBE_MS. */
function probeThrough(child: ChildProcess) {
  let nextId = 0;
  const waiting = new Map<number, (answer: { ok: boolean; value?: unknown; error?: string }) => void>();
  child.on('message', (m: { id?: number; ok: boolean; value?: unknown; error?: string }) => {
    if (m.id !== undefined) waiting.get(m.id)?.(m);
  });
  child.once('exit', () => {
    for (const answer of waiting.values()) answer({ ok: false, error: 'the process ended' });
  });
  return async (op: string, args: Record<string, unknown> = {}): Promise<unknown> => {
    const id = ++nextId;
    const answer = new Promise<{ ok: boolean; value?: unknown; error?: string }>((resolve) =>
      waiting.set(id, resolve),
    );
    child.send({ id, op, ...args });
    const { ok, value, error } = await bounded(answer, PROBE_MS, `an answer to ${op}`).finally(() =>
      waiting.delete(id),
    );
    if (!ok) throw new Error(`${op} failed in the main process: ${error}`);
    return value;
  };
}

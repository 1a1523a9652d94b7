// A built Electron main bundle booted in a child `node` process against the recording stand-in for
// `electron` (test/helpers/electron-stand-in/), and the probes the tests send it. A child process
// keeps main's global state (its services, its demo server) apart from the test's. Every wait is
// bounded; `stop` never throws and removes the data folder.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bounded } from './waits';

const BOOT_MAIN = fileURLToPath(new URL('./electron-stand-in/boot-main.mjs', import.meta.url));

/** Where main runs from, as Electron would tell it. */
export interface BootOptions {
  /** The main bundle to run (dist/electron/main.js, or the one inside a packaged app). */
  readonly mainBundle: string;
  /** app.getAppPath(): the folder holding the app's package.json. */
  readonly appPath: string;
  /** process.resourcesPath: the folder Electron puts app.asar and extraResources in. */
  readonly resourcesPath: string;
  /** STAND_IN_* switches of the stand-in (for example STAND_IN_SECOND_INSTANCE: '1'). */
  readonly env?: Readonly<Record<string, string>>;
  readonly bootMs?: number;
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
  }[];
  readonly webContents: readonly {
    readonly windowOpenHandler: boolean;
    readonly listeners: Readonly<Record<string, number>>;
  }[];
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
  permission(name: string): Promise<{ granted: boolean; checked: boolean }>;
  /** Emits an app event (second-instance, window-all-closed, ...) as Electron would. */
  emitApp(name: string): Promise<void>;
  /** Closes the window as a user would; resolves with the exit code once the process ended by itself. */
  closeWindow(timeoutMs?: number): Promise<number | null>;
  /** What the process wrote to stderr. */
  stderr(): string;
  /** Kills the process if it still runs and removes the data folder. */
  stop(): Promise<void>;
}

const PROBE_MS = 10_000;

/** Boots `options.mainBundle`; rejects with the child's stderr if it fails or is not up in time. */
export async function bootMain(options: BootOptions): Promise<BootedMain> {
  const userData = await mkdtemp(join(tmpdir(), 'ri-main-boot-'));
  const child = fork(BOOT_MAIN, [], {
    execArgv: [],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    env: {
      PATH: process.env.PATH,
      STAND_IN_MAIN: options.mainBundle,
      STAND_IN_APP_PATH: options.appPath,
      STAND_IN_RESOURCES_PATH: options.resourcesPath,
      STAND_IN_USER_DATA: userData,
      ...options.env,
    },
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    await rm(userData, { recursive: true, force: true });
  };
  try {
    await bounded(
      new Promise<void>((resolve, reject) => {
        child.on('message', (m: { type?: string }) => m.type === 'booted' && resolve());
        void exited.then((code) => reject(new Error(`main exited (${code}) while booting:\n${stderr}`)));
      }),
      options.bootMs ?? 15_000,
      () => `main to boot:\n${stderr}`,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const probe = probeThrough(child);
  return {
    record: () => probe('record') as Promise<MainRecord>,
    fetch: (url) => probe('fetch', { url }) as Promise<AppResponse>,
    invoke: (channel, sender, args) => probe('invoke', { channel, ...sender, args }),
    navigate: async (event, url) =>
      ((await probe('navigate', { event, url })) as { prevented: boolean }).prevented,
    openWindow: (url) =>
      probe('openWindow', { url }) as Promise<{ answers: unknown[]; openedExternally: string[] }>,
    permission: (name) =>
      probe('permission', { permission: name }) as Promise<{ granted: boolean; checked: boolean }>,
    emitApp: async (name) => void (await probe('emitApp', { name })),
    async closeWindow(timeoutMs = 10_000) {
      // Electron emits window-all-closed when the last window closes; main is expected to quit then.
      await probe('emitApp', { name: 'window-all-closed' });
      await probe('disconnect');
      return bounded(exited, timeoutMs, () => `main to end after its window closed:\n${stderr}`);
    },
    stderr: () => stderr,
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

// Runs a built preload (dist/electron/preload.cjs) the way a sandboxed renderer runs it: as a CommonJS
// function in a fresh JavaScript realm with no Node globals (no process, Buffer, fs) and a `require`
// that knows only 'electron', here a recording contextBridge and ipcRenderer. What the preload exposes
// and every channel it touches are recorded.
import { readFileSync } from 'node:fs';
import vm from 'node:vm';

type Listener = (event: unknown, ...args: unknown[]) => void;

/** What the preload did while it ran, and a way to play main sending it events. */
export interface SandboxedPreload {
  /** Every contextBridge.exposeInMainWorld(key, value), in order. */
  readonly exposed: readonly { key: string; value: unknown }[];
  /** The modules the preload asked `require` for. */
  readonly required: readonly string[];
  /** Every ipcRenderer call: method and channel, with the arguments. */
  readonly ipc: readonly { method: string; channel: string; args: unknown[] }[];
  /** Channels with a listener now. */
  listening(): string[];
  /** Main sends `payload` on `channel` (the listener also gets an IPC event object, as in Electron). */
  emit(channel: string, payload: unknown): void;
}

/** Files as the page gets them from a drop or a file input, with the path Electron knows for each. */
const pathsOfFiles = new WeakMap<object, string>();

/** A File the user dropped from `path` on disk (webUtils.getPathForFile answers the path). */
export function droppedFile(path: string, text = '{}'): File {
  const file = new File([text], path.split('/').pop() ?? 'file');
  pathsOfFiles.set(file, path);
  return file;
}

// Electron's webUtils: throws for anything but a File; '' for a File made in script.
const webUtils = {
  getPathForFile(file: unknown): string {
    if (!(file instanceof File))
      throw new TypeError('getPathForFile expected to receive a File object but one was not provided');
    return pathsOfFiles.get(file) ?? '';
  },
};

/** Runs `file` in the sandbox; throws what the preload throws. */
export function runSandboxedPreload(file: string): SandboxedPreload {
  const exposed: { key: string; value: unknown }[] = [];
  const required: string[] = [];
  const ipc: { method: string; channel: string; args: unknown[] }[] = [];
  const listeners = new Map<string, Set<Listener>>();
  const ipcRenderer = {
    invoke: async (channel: string, ...args: unknown[]) => {
      ipc.push({ method: 'invoke', channel, args });
      return { answeredOn: channel };
    },
    on(channel: string, listener: Listener) {
      ipc.push({ method: 'on', channel, args: [] });
      listeners.set(channel, (listeners.get(channel) ?? new Set()).add(listener));
      return ipcRenderer;
    },
    removeListener(channel: string, listener: Listener) {
      ipc.push({ method: 'removeListener', channel, args: [] });
      listeners.get(channel)?.delete(listener);
      return ipcRenderer;
    },
    // Present in Electron; a preload that followed the rules never calls them.
    send: (channel: string, ...args: unknown[]) => void ipc.push({ method: 'send', channel, args }),
    sendSync: (channel: string, ...args: unknown[]) => void ipc.push({ method: 'sendSync', channel, args }),
  };
  const contextBridge = {
    exposeInMainWorld(key: string, value: unknown) {
      if (exposed.some((e) => e.key === key))
        throw new Error(`Cannot bind an API on top of an existing property on the window object`);
      exposed.push({ key, value });
    },
  };
  const sandboxRequire = (name: string) => {
    required.push(name);
    if (name === 'electron') return { contextBridge, ipcRenderer, webUtils };
    throw new Error(`module not found: ${name}`);
  };

  const context = vm.createContext({});
  const wrapper = vm.runInContext(
    `(function (exports, require, module) {${readFileSync(file, 'utf8')}\n})`,
    context,
    {
      filename: file,
    },
  ) as (exports: object, require: (name: string) => unknown, module: { exports: object }) => void;
  const module = { exports: {} };
  wrapper(module.exports, sandboxRequire, module);

  return {
    exposed,
    required,
    ipc,
    listening: () => [...listeners].filter(([, set]) => set.size > 0).map(([channel]) => channel),
    emit(channel, payload) {
      for (const listener of listeners.get(channel) ?? [])
        listener({ sender: ipcRenderer, ports: [] }, payload);
    },
  };
}

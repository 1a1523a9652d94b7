// The built preload (dist/electron/preload.cjs) run as a sandboxed preload runs: no Node globals and
// only 'electron' to require. window.inspector must be the contract's verbs and nothing else, every
// channel it touches must carry the app's prefix, and the IPC event object must never reach the page.
import { existsSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { DROPPED_FILE_CHANNEL, EVENTS, METHODS, eventChannel, methodChannel } from '../../shared/ipc-methods';
import { droppedFile, runSandboxedPreload, type SandboxedPreload } from '../helpers/sandboxed-preload';
import { DIST } from '../helpers/repo-paths';

const PRELOAD = DIST.preload;

type Api = Record<string, (...args: unknown[]) => unknown> & {
  on: (event: string, listener: (...args: unknown[]) => void) => () => void;
};

let preload: SandboxedPreload;
let api: Api;
beforeEach(() => {
  if (!existsSync(PRELOAD))
    throw new Error('dist/electron/preload.cjs is missing: run `node scripts/build.mjs`');
  preload = runSandboxedPreload(PRELOAD);
  api = preload.exposed[0]?.value as Api;
});

describe('built preload in a sandbox', () => {
  it('needs nothing but the electron module (no Node built-ins, no process)', () => {
    expect(preload.required).toEqual(['electron']);
  });

  it('exposes one frozen object, window.inspector, of the contract methods plus on()', () => {
    expect(preload.exposed.map((e) => e.key)).toEqual(['inspector']);
    expect(Object.isFrozen(api)).toBe(true);
    expect(Object.keys(api).sort()).toEqual([...METHODS, 'on', 'chooseDroppedFile'].sort());
    for (const value of Object.values(api)) expect(typeof value).toBe('function');
    for (const generic of ['invoke', 'send', 'sendSync', 'ipcRenderer', 'postMessage'])
      expect(Object.hasOwn(api, generic), generic).toBe(false);
  });

  it('sends each method on its own prefixed channel with its one argument, never a second', async () => {
    for (const method of METHODS)
      expect(await api[method]!({ probe: method }, 'inspector:other', 'extra')).toEqual({
        answeredOn: methodChannel(method),
      });
    expect(preload.ipc).toEqual(
      METHODS.map((method) => ({
        method: 'invoke',
        channel: methodChannel(method),
        args: [{ probe: method }],
      })),
    );
  });

  it('hands a listener only the payload of a known event, never the IPC event, and unsubscribes', () => {
    for (const event of EVENTS) {
      const received: unknown[][] = [];
      const off = api.on(event, (...args) => received.push(args));
      expect(preload.listening()).toEqual([eventChannel(event)]);
      preload.emit(eventChannel(event), { payload: event });
      expect(received).toEqual([[{ payload: event }]]);
      off();
      expect(preload.listening()).toEqual([]);
    }
  });

  it.each([
    'inspector:listProfiles',
    'inspector:event:other',
    'ipc-message',
    'listProfiles',
    '__proto__',
    'constructor',
    '',
  ])('refuses to listen on %j, which is no event of the app', (name) => {
    expect(() => api.on(name, () => undefined)).toThrow(/Unknown event/);
    expect(preload.listening()).toEqual([]);
  });

  it('touches no channel outside the app prefix, whatever the page calls', async () => {
    for (const method of METHODS) await api[method]!('../../other-channel');
    for (const event of EVENTS) api.on(event, () => undefined)();
    for (const name of ['other', 'inspector']) expect(() => api.on(name, () => undefined)).toThrow();
    expect(preload.ipc.length).toBeGreaterThan(0);
    for (const call of preload.ipc) {
      expect(call.channel).toMatch(/^inspector:/);
      expect(['invoke', 'on', 'removeListener']).toContain(call.method);
    }
  });

  it('refuses an argument too large for IPC with a message, without sending it', async () => {
    const answer = await api.openDatasetText!({ name: 'big.json', text: 'x'.repeat(70_000_000) });
    expect(answer).toMatchObject({
      ok: false,
      error: {
        code: 'INVALID_ARGUMENT',
        message: expect.stringMatching(/^This is too large to hand from the window/),
      },
    });
    expect(preload.ipc).toEqual([]);
  });
});

describe('built preload: dropped files', () => {
  it("tells main the path of a file the user dropped, on its own channel, and hands back main's answer", async () => {
    expect(await api.chooseDroppedFile!(droppedFile('/home/me/shops/shop.json'))).toEqual({
      answeredOn: DROPPED_FILE_CHANNEL,
    });
    expect(preload.ipc).toEqual([
      { method: 'invoke', channel: DROPPED_FILE_CHANNEL, args: ['/home/me/shops/shop.json'] },
    ]);
  });

  it('sends nothing for a file made in script (no path) or for something that is no file', async () => {
    expect(await api.chooseDroppedFile!(new File(['{}'], '/etc/passwd'))).toBeNull();
    expect(await api.chooseDroppedFile!({ name: 'shop.json', path: '/etc/passwd' })).toBeNull();
    expect(await api.chooseDroppedFile!('/etc/passwd')).toBeNull();
    expect(preload.ipc).toEqual([]);
  });
});

// The built main bundle (dist/electron/main.js) booted against a recording stand-in for `electron`:
// what main registers before and after `ready`, the window it opens, the app:// protocol under
// traversal attempts, IPC from trusted and untrusted frames, navigation, window.open, permissions (the
// clipboard for the app only), the network (net.request, redirects as in the other hosts) and tokens
// (safeStorage's asynchronous API). Lifecycle: electron-main-lifecycle.test.ts.
// The stand-in is not Electron: docs/electron-shell.md says what only a real Electron run shows.
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_RENDERER_CSP, RENDERER_CSP } from '../../electron/core/host/static-files';
import { REQUIRED_WEB_PREFERENCES } from '../../electron/shell/window-policy';
import { DROPPED_FILE_CHANNEL, METHODS, eventChannel, methodChannel } from '../../shared/ipc-methods';
import { DEMO_PROFILE_ID } from '../../shared/profiles';
import { cspDirectives, metaCsp, scriptTags, subresources } from '../helpers/app-page';
import {
  APP_WINDOW,
  bootMain,
  DIST_MAIN,
  keyStoreIn,
  type BootedMain,
  type BootOptions,
  type MainRecord,
  type Sender,
} from '../helpers/booted-main';
import { encryptedAt } from '../helpers/electron-stand-in/safe-storage.mjs';
import { startFakeInstallation } from '../helpers/fake-installation';
import { closeAllServers, startHttpServer } from '../helpers/local-servers';
import { DEMO_DATASET, DIST, PACKAGE_JSON } from '../helpers/repo-paths';

const REFUSED = {
  ok: false,
  error: { code: 'INVALID_ARGUMENT', message: 'Calls are accepted only from the app window.' },
};

let main: BootedMain;
let record: MainRecord;
const extraBoots: BootedMain[] = [];

/** Boots the dist build as `electron .` from the repository would (no packaged resources). */
async function bootDist(
  env: Record<string, string> = {},
  more: Partial<BootOptions> = {},
): Promise<BootedMain> {
  const boot = await bootMain({ ...DIST_MAIN, env, ...more });
  extraBoots.push(boot);
  return boot;
}

beforeAll(async () => {
  if (!existsSync(DIST.main))
    throw new Error('dist/electron/main.js is missing: run `node scripts/build.mjs`');
  main = await bootMain(DIST_MAIN);
  record = await main.record();
});
afterEach(async () => {
  await Promise.all(extraBoots.splice(0).map((boot) => boot.stop()));
  await closeAllServers();
});
afterAll(async () => {
  await main?.stop();
});

const callsNamed = (what: string) => record.calls.filter((call) => call.what === what);

describe('main bundle: before and after ready', () => {
  it('registers app:// as a standard, secure, fetch-capable scheme before ready, and nothing more', () => {
    const registrations = callsNamed('protocol.registerSchemesAsPrivileged');
    expect(registrations).toEqual([
      {
        what: 'protocol.registerSchemesAsPrivileged',
        beforeReady: true,
        schemes: [{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }],
      },
    ]);
  });

  it('turns the sandbox on for every renderer and takes the single-instance lock before ready', () => {
    expect(callsNamed('app.enableSandbox')).toEqual([{ what: 'app.enableSandbox', beforeReady: true }]);
    expect(callsNamed('app.requestSingleInstanceLock')).toMatchObject([{ beforeReady: true }]);
    expect(callsNamed('app.quit')).toEqual([]);
    expect(callsNamed('app.exit')).toEqual([]);
  });

  it('asks safeStorage, the session, the protocol and the window nothing before ready', () => {
    const afterReadyOnly = [
      'safeStorage.isAsyncEncryptionAvailable',
      'safeStorage.decryptStringAsync',
      'session.setPermissionRequestHandler',
      'session.setPermissionCheckHandler',
      'session.setCertificateVerifyProc',
      'protocol.handle',
      'new BrowserWindow',
    ];
    const early = record.calls.filter((call) => call.beforeReady && afterReadyOnly.includes(call.what));
    expect(early).toEqual([]);
    // Where Chromium hands over each certificate it verifies, for the calls' meta (once, after ready).
    expect(callsNamed('session.setCertificateVerifyProc')).toMatchObject([{ beforeReady: false }]);
    expect(record.protocolSchemes).toEqual(['app']);
  });

  it('settles its data folders before ready (the session folder is fixed then), after taking the lock', () => {
    const lock = record.calls.findIndex((call) => call.what === 'app.requestSingleInstanceLock');
    const firstPath = record.calls.findIndex((call) => call.what === 'app.getPath');
    expect(lock).toBeGreaterThanOrEqual(0);
    expect(firstPath).toBeGreaterThan(lock);
    expect(record.calls[firstPath]).toMatchObject({ beforeReady: true });
  });

  it('focuses its window when a second instance starts', async () => {
    await main.emitApp('second-instance');
    expect((await main.record()).calls.filter((call) => call.what === 'window.focus')).toHaveLength(1);
  });
});

describe('main bundle: the window', () => {
  it('opens one hidden window with isolation, the sandbox, web security and no Node anywhere', () => {
    expect(record.windows).toHaveLength(1);
    const { options } = record.windows[0]!;
    expect(options.show).toBe(false);
    expect(options.webPreferences).toMatchObject(REQUIRED_WEB_PREFERENCES);
  });

  it('gives the window the built sandboxed preload, which exists next to the main bundle', () => {
    const preload = record.windows[0]!.options.webPreferences?.preload;
    expect(preload).toBe(DIST.preload);
    expect(existsSync(preload as string)).toBe(true);
  });

  it('loads app://inspector/index.html and shows the window once it has loaded', () => {
    expect(record.windows[0]!.loads).toEqual([{ url: 'app://inspector/index.html', status: 200 }]);
    expect(record.windows[0]!.shown).toBe(true);
  });

  it('starts the demo server on the bundled dataset and tells the window', async () => {
    await expect
      .poll(async () => main.invoke(methodChannel('demoStatus'), APP_WINDOW), { timeout: 10_000 })
      .toMatchObject({ value: { running: true } });
    const status = (await main.invoke(methodChannel('demoStatus'), APP_WINDOW)) as {
      value: { running: boolean; url: string; companyName: string; file: string };
    };
    expect(status.value).toMatchObject({ running: true, companyName: 'Marktplatz Feinkost GmbH' });
    expect(status.value.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+/);
    expect(status.value.file).toBe(DEMO_DATASET);
    const sent = (await main.record()).windows[0]!.sent;
    expect(sent.map((s) => s.channel)).toContain(eventChannel('demoStatus'));
  });
});

describe('main bundle: the watch worker', () => {
  it('runs a watch of the demo connection in a worker thread started from beside the main bundle', async () => {
    expect(existsSync(DIST.watchWorker)).toBe(true);
    // A main of its own: the run's requests stay out of the shared boot's record.
    const own = await bootDist();
    const run = (await own.invoke(methodChannel('runWatchNow'), APP_WINDOW, {
      profileId: DEMO_PROFILE_ID,
    })) as { ok: boolean; value: { watchClass: string; summary: string; categories: number } };
    // A worker that could not start would fail the run as not checked, saying the worker stopped.
    expect(run.value.summary).not.toMatch(/worker/);
    expect(run).toMatchObject({ ok: true, value: { watchClass: 'conforms' } });
    expect(run.value.categories).toBeGreaterThan(0);
  });
});

describe('main bundle: the app:// protocol', () => {
  it('serves index.html with the desktop CSP as a header, nosniff, and the renderer policy in the page', async () => {
    const page = await main.fetch('app://inspector/index.html');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    // The header allows images only from the app (main fetches installations' images); both apply.
    expect(page.headers['content-security-policy']).toBe(DESKTOP_RENDERER_CSP);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const header = cspDirectives(RENDERER_CSP);
    header.delete('frame-ancestors'); // only a header can carry it
    expect(Object.fromEntries(cspDirectives(metaCsp(page.body) ?? ''))).toEqual(Object.fromEntries(header));
  });

  it('serves every script and stylesheet the built page asks for, none of them inline (the CSP forbids it)', async () => {
    const page = await main.fetch('app://inspector/');
    expect(scriptTags(page.body).length).toBeGreaterThan(0);
    expect(scriptTags(page.body).filter((tag) => tag.src === null)).toEqual([]);
    const assets = subresources(page.body);
    expect(assets.some((a) => a.endsWith('.js')) && assets.some((a) => a.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      const response = await main.fetch(new URL(asset, 'app://inspector/index.html').href);
      expect(response.status, asset).toBe(200);
      expect(response.length, asset).toBeGreaterThan(0);
      expect(response.headers['content-security-policy'], asset).toBe(DESKTOP_RENDERER_CSP);
    }
  });

  // Files that exist just outside the renderer folder, so a traversal that worked would show.
  it.each([
    'app://inspector/../electron/main.js',
    'app://inspector/../../package.json',
    'app://inspector/../../../../../../etc/passwd',
    'app://inspector/%2e%2e/electron/main.js',
    'app://inspector/%2E%2E%2Felectron%2Fmain.js',
    'app://inspector/..%2f..%2fpackage.json',
    'app://inspector/%252e%252e/electron/main.js',
    'app://inspector/..%5celectron%5cmain.js',
    'app://inspector/..\\electron\\main.js',
    'app://inspector/assets/..%5c..%5c..%5cpackage.json',
    'app://inspector/%2fetc%2fpasswd',
    'app://inspector//etc/passwd',
    `app://inspector/${encodeURIComponent(DIST.main)}`,
    'app://inspector/index.html%00.js',
    'app://inspector/%c0%ae%c0%ae/package.json',
    'app://app/index.html',
    'app://other/../electron/main.js',
    'app://localhost/index.html',
  ])('refuses %s with a plain 404', async (url) => {
    const response = await main.fetch(url);
    expect(response.status).toBe(404);
    expect(response.body).toBe('Not found');
    expect(response.body).not.toContain(readFileSync(DIST.main, 'utf8').slice(0, 40));
  });
});

describe('main bundle: IPC', () => {
  it('registers one prefixed channel per method of the contract, and the dropped-file channel', () => {
    expect([...record.ipcChannels].sort()).toEqual(
      [...METHODS.map(methodChannel), DROPPED_FILE_CHANNEL].sort(),
    );
  });

  it("answers the app window's top frame", async () => {
    const answer = await main.invoke(methodChannel('hostInfo'), APP_WINDOW);
    const version = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')).version;
    expect(answer).toMatchObject({ ok: true, value: { fileDialogs: true, environment: { app: version } } });
  });

  it.each<[string, Sender]>([
    ['a subframe of the app page', { frame: 'sub', url: 'app://inspector/index.html' }],
    ['a top frame on another origin', { frame: 'main', url: 'https://evil.example/' }],
    ['a top frame on a file', { frame: 'main', url: 'file:///tmp/index.html' }],
    ['a top frame on another app:// host', { frame: 'main', url: 'app://other/index.html' }],
    ['a frame that no longer exists', { frame: 'none' }],
  ])('refuses %s without running the handler', async (_label, sender) => {
    const answer = await main.invoke(methodChannel('openExternal'), sender, { url: 'https://example.com/' });
    expect(answer).toEqual(REFUSED);
    const opened = (await main.record()).calls.filter((call) => call.what === 'shell.openExternal');
    expect(opened).toEqual([]);
  });

  it.each([
    ['a missing argument', undefined],
    ['a wrongly typed field', { url: 42 }],
    ['an unknown field', { url: 'https://example.com/', also: 'x' }],
    ['an oversized value', { url: `https://example.com/${'a'.repeat(3_000)}` }],
  ])('refuses %s with a message naming the method, not the value', async (_label, args) => {
    const answer = (await main.invoke(methodChannel('openExternal'), APP_WINDOW, args)) as {
      ok: boolean;
      error: { code: string; message: string };
    };
    expect(answer).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    expect(answer.error.message).toMatch(/^openExternal: /);
    expect(answer.error.message).not.toContain('example.com');
  });

  it('hands only https links to the system browser', async () => {
    for (const url of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'http://example.com/',
      'app://inspector/',
    ])
      expect(await main.invoke(methodChannel('openExternal'), APP_WINDOW, { url }), url).toEqual({
        ok: false,
        error: { code: 'INVALID_ARGUMENT', message: 'Only https links can be opened outside the app.' },
      });
    expect(
      await main.invoke(methodChannel('openExternal'), APP_WINDOW, { url: 'https://example.com/help' }),
    ).toEqual({ ok: true, value: { opened: true } });
    const opened = (await main.record()).calls.filter((call) => call.what === 'shell.openExternal');
    expect(opened.map((call) => call.url)).toEqual(['https://example.com/help']);
  });

  it('opens the dataset dialog modal to the app window', async () => {
    const answer = await main.invoke(methodChannel('openDataset'), APP_WINDOW, {});
    expect(answer).toMatchObject({ ok: true, value: { opened: false } });
    const dialogs = (await main.record()).calls.filter((call) => call.what === 'dialog.showOpenDialog');
    expect(dialogs).toEqual([{ what: 'dialog.showOpenDialog', beforeReady: false, modal: true }]);
  });
});

describe('main bundle: navigation, new windows and permissions', () => {
  it.each(['will-navigate', 'will-redirect'] as const)('%s stays within app://inspector', async (event) => {
    for (const url of [
      'https://evil.example/',
      'http://127.0.0.1:4181/',
      'file:///etc/passwd',
      'app://other/index.html',
      'javascript:alert(1)',
      'data:text/html,<h1>x</h1>',
    ])
      expect(await main.navigate(event, url), url).toBe(true);
    expect(await main.navigate(event, 'app://inspector/index.html#/categories')).toBe(false);
  });

  it('refuses to attach a webview', async () => {
    expect(await main.navigate('will-attach-webview', 'https://evil.example/')).toBe(true);
  });

  it('hardens every web contents: a window-open handler and navigation guards on each', () => {
    expect(record.webContents.length).toBeGreaterThan(0);
    for (const contents of record.webContents) {
      expect(contents.windowOpenHandler).toBe(true);
      expect(contents.listeners).toMatchObject({
        'will-navigate': 1,
        'will-redirect': 1,
        'will-attach-webview': 1,
      });
    }
  });

  it('denies every new window and sends only https links to the system browser', async () => {
    const https = await main.openWindow('https://example.com/docs');
    expect(https).toEqual({ answers: [{ action: 'deny' }], openedExternally: ['https://example.com/docs'] });
    for (const url of [
      'http://example.com/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'app://inspector/',
    ])
      expect(await main.openWindow(url), url).toEqual({
        answers: [{ action: 'deny' }],
        openedExternally: [],
      });
  });

  it.each([
    'media',
    'geolocation',
    'notifications',
    'clipboard-read',
    'fullscreen',
    'openExternal',
    'hid',
    'local-network-access',
    'local-network',
    'loopback-network',
  ])('denies the %s permission, asked or checked, even to the app window', async (permission) => {
    expect(await main.permission(permission)).toEqual({ granted: false, checked: false });
  });
});

describe('main bundle: copy (the clipboard permission, electron/electron#37158)', () => {
  it("grants clipboard-sanitized-write, asked and checked, to the app window's top frame", async () => {
    expect(await main.permission('clipboard-sanitized-write')).toEqual({ granted: true, checked: true });
    const calls = (await main.record()).calls;
    expect(calls.filter((call) => call.what === 'session permission request').at(-1)).toMatchObject({
      permission: 'clipboard-sanitized-write',
      details: { requestingUrl: 'app://inspector/index.html', isMainFrame: true },
      granted: true,
    });
    expect(calls.filter((call) => call.what === 'session permission check').at(-1)).toMatchObject({
      permission: 'clipboard-sanitized-write',
      requestingOrigin: 'app://inspector/',
      details: {
        embeddingOrigin: 'app://inspector/',
        requestingUrl: 'app://inspector/index.html',
        isMainFrame: true,
      },
      granted: true,
    });
  });

  it.each<[string, { frame: 'main' | 'sub'; url: string }]>([
    ['a subframe of the app page', { frame: 'sub', url: 'app://inspector/index.html' }],
    ['a subframe of another origin', { frame: 'sub', url: 'https://evil.example/' }],
    ['a top frame on another origin', { frame: 'main', url: 'https://evil.example/' }],
    ['a top frame on a file', { frame: 'main', url: 'file:///tmp/index.html' }],
    ['a top frame on another app:// host', { frame: 'main', url: 'app://other/index.html' }],
    ['the demo server', { frame: 'main', url: 'http://127.0.0.1:4180/' }],
  ])('denies clipboard-sanitized-write to %s', async (_label, frame) => {
    expect(await main.permission('clipboard-sanitized-write', frame)).toEqual({
      granted: false,
      checked: false,
    });
  });
});

describe('main bundle: the network', () => {
  it('calls installations through net.request, following a same-host redirect as the other hosts do', async () => {
    const install = await startFakeInstallation();
    const moved = await startHttpServer((req, res) => {
      res.writeHead(308, { location: `${install.url}${req.url ?? '/'}` }).end();
    });
    // The installation moved to another port of the same host name: a same-origin redirect it is not,
    // so the v2 client stops with its message; a path redirect on the same origin is followed.
    const shop = await startHttpServer((req, res) => {
      const url = req.url ?? '/';
      if (!url.startsWith('/shop/')) return void res.writeHead(302, { location: `/shop${url}` }).end();
      void fetch(`${install.url}${url.slice('/shop'.length)}`).then(async (answer) => {
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
      });
    });
    const followed = (await main.invoke(methodChannel('testConnection'), APP_WINDOW, {
      draft: { name: 'Shop', baseUrl: shop.url, token: 'tok-3a9f51c2e7' },
    })) as { ok: boolean; value: { ok: boolean } };
    expect(followed).toMatchObject({ ok: true, value: { ok: true } });
    const refused = (await main.invoke(methodChannel('testConnection'), APP_WINDOW, {
      draft: { name: 'Moved', baseUrl: moved.url.replace('127.0.0.1', 'localhost') },
    })) as { value: { ok: boolean; failure: { kind: string } } };
    expect(refused.value).toMatchObject({ ok: false, failure: { kind: 'redirect' } });

    const calls = (await main.record()).calls;
    const requests = calls.filter((call) => call.what === 'net.request');
    expect(requests.map((call) => call.url)).toContain(`${shop.url}/api/v2/auth/info`);
    expect(requests.every((call) => call.redirect === 'manual')).toBe(true);
    expect(calls.filter((call) => call.what === 'net.fetch')).toEqual([]);
  });
});

describe('main bundle: tokens (safeStorage)', () => {
  const PROFILE = {
    id: 'p-old',
    name: 'Filiale Alt',
    baseUrl: 'https://alt.example.com',
    timeoutMs: 10_000,
    insecure: false,
  };
  const OLD_TOKEN = 'tok-saved-by-the-sync-api-51c2';
  type Listed = {
    value: {
      profiles: { id: string; tokenSet: boolean; tokenStorage: string }[];
      storage: { level: string; notice: string | null };
    };
  };
  const list = async (boot: BootedMain) =>
    ((await boot.invoke(methodChannel('listProfiles'), APP_WINDOW)) as Listed).value;
  const storedToken = async (boot: BootedMain) =>
    (
      JSON.parse(await readFile(join(boot.dataDir, 'profiles.json'), 'utf8')) as {
        profiles: { token: { protection: string; data: string } }[];
      }
    ).profiles[0]!.token;

  /**
   * A data folder as an earlier version of this app (same name) left it on Linux: its token
   * encrypted with the keyring's key (`secretService`) or the key built into Chromium.
   */
  const seedOldProfile =
    (secretService = true) =>
    (dataDir: string, scratch: string) => {
      const place = {
        platform: 'linux' as const,
        appName: 'Retail Inspector',
        keyStore: keyStoreIn(scratch),
        secretService,
      };
      const data = encryptedAt(place, OLD_TOKEN).toString('base64');
      return writeFile(
        join(dataDir, 'profiles.json'),
        JSON.stringify({
          version: 1,
          weakStorageAllowed: !secretService,
          ...(secretService ? {} : { weakStorageLevel: 'weak' }),
          activeProfileId: null,
          profiles: [{ ...PROFILE, token: { protection: secretService ? 'os' : 'weak', data } }],
        }),
      );
    };

  it('opens a token an earlier version saved under the same key, and leaves it as it was', async () => {
    const boot = await bootDist({}, { seed: seedOldProfile() });
    const before = await storedToken(boot);
    expect((await list(boot)).profiles.find((p) => p.id === PROFILE.id)).toMatchObject({
      tokenSet: true,
      tokenStorage: 'secure',
    });
    expect(await storedToken(boot)).toEqual(before);
  });

  it('encrypts again, under the keyring’s key, a token kept under the key built into Chromium', async () => {
    const boot = await bootDist({}, { seed: seedOldProfile(false) });
    await expect.poll(async () => (await storedToken(boot)).protection, { timeout: 10_000 }).toBe('os');
    const sealed = Buffer.from((await storedToken(boot)).data, 'base64');
    expect(sealed.subarray(0, 3).toString()).toBe('v11');
    expect(sealed.toString('latin1')).not.toContain(OLD_TOKEN);
    expect((await list(boot)).profiles.find((p) => p.id === PROFILE.id)).toMatchObject({
      tokenSet: true,
      tokenStorage: 'secure',
    });
  });

  it('uses only the asynchronous API, which Electron keeps after the synchronous one goes', async () => {
    const boot = await bootDist({}, { seed: seedOldProfile() });
    await boot.invoke(methodChannel('saveProfile'), APP_WINDOW, {
      name: 'Neu',
      baseUrl: 'https://neu.example.com',
      token: 'tok-new-7c1e9d20',
    });
    const calls = (await boot.record()).calls.map((call) => call.what);
    expect(calls).toContain('safeStorage.encryptStringAsync');
    expect(calls).toContain('safeStorage.decryptStringAsync');
    expect(calls.filter((what) => what.endsWith('(deprecated)'))).toEqual([]);
  });

  it('keeps a token the key store cannot read just now, and says it will be read again', async () => {
    const boot = await bootDist({ STAND_IN_ENCRYPTION: 'busy' }, { seed: seedOldProfile() });
    const before = await readFile(join(boot.dataDir, 'profiles.json'), 'utf8');
    const listed = await list(boot);
    expect(listed.profiles.find((p) => p.id === PROFILE.id)?.tokenSet).toBe(false);
    expect(listed.storage.notice).toMatch(/did not answer.*"Filiale Alt".*read again/);
    expect(await readFile(join(boot.dataDir, 'profiles.json'), 'utf8')).toBe(before);
  });

  it('counts Linux with a secret service as secure, and stores a new token under its key', async () => {
    const boot = await bootDist();
    expect((await list(boot)).storage.level).toBe('secure');
    const saved = (await boot.invoke(methodChannel('saveProfile'), APP_WINDOW, {
      name: 'Neu',
      baseUrl: 'https://neu.example.com',
      token: 'tok-new-7c1e9d20',
    })) as { value: { profile: { tokenStorage: string } } };
    expect(saved.value.profile.tokenStorage).toBe('secure');
  });

  it('counts Linux without a secret service as weak, though the async API says encryption is available', async () => {
    // The synchronous API's choice by desktop still says a keyring; the asynchronous one fell back
    // to the key built into Chromium, as Electron's does when no secret service answers.
    const boot = await bootDist({
      STAND_IN_SECRET_SERVICE: 'absent',
      STAND_IN_STORAGE_BACKEND: 'gnome_libsecret',
    });
    expect((await list(boot)).storage.level).toBe('weak');
    const saved = (await boot.invoke(methodChannel('saveProfile'), APP_WINDOW, {
      name: 'Neu',
      baseUrl: 'https://neu.example.com',
      token: 'tok-new-7c1e9d20',
    })) as { value: { profile: { tokenStorage: string }; notes: string[] } };
    expect(saved.value.profile.tokenStorage).toBe('session');
    expect(saved.value.notes).toContain(
      'The token is kept for this session only: this machine cannot store it securely.',
    );
  });
});

describe('main bundle: closing', () => {
  it('quits when its window closes, after stopping the demo server, and ends with 0', async () => {
    const boot = await bootDist();
    // As a user would: the window is up and the demo server has started.
    await expect
      .poll(async () => boot.invoke(methodChannel('demoStatus'), APP_WINDOW), { timeout: 10_000 })
      .toMatchObject({ value: { running: true } });
    const end = await boot.closeWindow();
    expect(end.code).toBe(0);
    expect(end.stderr).toBe('');
    expect(end.calls.filter((call) => call.what === 'before-quit').map((call) => call.prevented)).toEqual([
      true,
      false,
    ]);
  });
});

// The desktop app as it ships (issue 19, points 4, 6 and 7), the built main bundle booted against the
// recording stand-in for `electron`: its data under the product name with an earlier version's folder
// moved over (and on Windows the large data in a local folder), the page's images fetched by main,
// dropped files opened where they are, "Browse…" for the Changes view, and network failures that
// Chromium names (an unsafe port, a proxy) told apart. docs/electron-shell.md says what only a real
// Electron run shows.
import { cp, mkdir, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP_RENDERER_CSP } from '../../electron/core/host/static-files';
import { MOVED_NOTE } from '../../electron/core/host/migrate-data-folder';
import { OUTSIDE_FOLDER_MESSAGE, READ_ONLY_FILE_MESSAGE } from '../../electron/core/dataset/dataset-paths';
import { DROPPED_FILE_CHANNEL, methodChannel } from '../../shared/ipc-methods';
import { DEMO_PROFILE_ID } from '../../shared/profiles';
import { APP_WINDOW, DIST_MAIN, keyStoreIn, runMainToExit, type BootedMain } from '../helpers/booted-main';
import { startOnBlockedPort } from '../helpers/blocked-port';
import { encryptedAt } from '../helpers/electron-stand-in/safe-storage.mjs';
import { conformingRows, json, startFakeInstallation } from '../helpers/fake-installation';
import { closedPort, startHttpServer, startRawServer } from '../helpers/local-servers';
import { DEMO_RESOURCES } from '../helpers/repo-paths';
import { useBootedMains } from '../helpers/booted-mains';

const { boot, tempFolder } = useBootedMains({ closeServers: true });

const call = async <T>(app: BootedMain, method: Parameters<typeof methodChannel>[0], args?: unknown) =>
  (await app.invoke(methodChannel(method), APP_WINDOW, args)) as {
    ok: boolean;
    value: T;
    error?: { message: string };
  };

/** Loads the demo connection as the app does (info, then categories: a snapshot); resolves the rows. */
async function loadDemo(app: BootedMain): Promise<{ image: string }[]> {
  expect(await call(app, 'getInfo', { profileId: DEMO_PROFILE_ID })).toMatchObject({
    ok: true,
    value: { ok: true },
  });
  const loaded = await call<{ ok: boolean; data: { rowsJson: string } }>(app, 'getCategories', {
    profileId: DEMO_PROFILE_ID,
  });
  expect(loaded).toMatchObject({ ok: true, value: { ok: true } });
  return JSON.parse(loaded.value.data.rowsJson) as { image: string }[];
}

async function snapshotCount(app: BootedMain): Promise<number> {
  const listed = await call<{ snapshots: unknown[] }>(app, 'listSnapshots', { profileId: DEMO_PROFILE_ID });
  return listed.value.snapshots.length;
}

/**
 * A data folder as the version before productName left it (~/.config/retail-inspector): a saved
 * connection, a snapshot of the demo's categories and the theme, made by booting that layout.
 */
async function earlierVersionFolder(): Promise<string> {
  const legacy = join(await tempFolder('ri-legacy-'), 'retail-inspector');
  await mkdir(legacy);
  const earlier = await boot({ userData: () => legacy });
  await call(earlier, 'saveProfile', { name: 'Filiale Nord', baseUrl: 'https://nord.example.com' });
  await call(earlier, 'setTheme', { theme: 'dark' });
  await loadDemo(earlier);
  await expect.poll(() => snapshotCount(earlier), { timeout: 10_000 }).toBe(1);
  await earlier.stop();
  // That version had no crash reporter (this build's, booted to make the folder, made one).
  await rm(join(legacy, 'Crashpad'), { recursive: true, force: true });
  await mkdir(join(legacy, 'Local Storage', 'leveldb'), { recursive: true });
  await writeFile(join(legacy, 'Local Storage', 'leveldb', 'CURRENT'), 'MANIFEST-000001\n');
  return legacy;
}

const intoAppData = (legacy: string) => (scratch: string) =>
  cp(legacy, join(scratch, 'appData', 'retail-inspector'), { recursive: true });

describe('data folders: the product name, and an earlier version’s data moved', () => {
  it('keeps its data in the folder named after the product, "Retail Inspector"', async () => {
    const app = await boot({ electronFolders: true });
    expect(app.dataDir).toBe(join(app.scratch, 'appData', 'Retail Inspector'));
    await call(app, 'saveProfile', { name: 'Shop', baseUrl: 'https://shop.example.com' });
    expect(existsSync(join(app.dataDir, 'profiles.json'))).toBe(true);
  });

  it('moves the connections, snapshots, theme and Local Storage of an earlier version, and leaves a note', async () => {
    const legacy = await earlierVersionFolder();
    const app = await boot({ electronFolders: true, seedScratch: intoAppData(legacy) });
    const listed = await call<{ profiles: { name: string }[] }>(app, 'listProfiles');
    expect(listed.value.profiles.map((p) => p.name)).toContain('Filiale Nord');
    expect(await snapshotCount(app)).toBe(1);
    const record = await app.record();
    expect(record.windows[0]?.options.backgroundColor).toBe('#0e1014'); // the dark theme it had
    expect(existsSync(join(app.dataDir, 'Local Storage', 'leveldb', 'CURRENT'))).toBe(true);
    const old = join(app.scratch, 'appData', 'retail-inspector');
    expect((await readdir(old)).sort()).toEqual([MOVED_NOTE]);
    expect(await readFile(join(old, MOVED_NOTE), 'utf8')).toContain(app.dataDir);
  });

  it('never overwrites what the new folder already has, and leaves the web host’s folder alone', async () => {
    const legacy = await earlierVersionFolder();
    await mkdir(join(legacy, 'web'));
    await writeFile(join(legacy, 'web', 'profiles.json'), '{"web":true}');
    const app = await boot({
      electronFolders: true,
      seedScratch: async (scratch) => {
        await intoAppData(legacy)(scratch);
        await mkdir(join(scratch, 'appData', 'Retail Inspector'), { recursive: true });
        await writeFile(
          join(scratch, 'appData', 'Retail Inspector', 'appearance.json'),
          '{"theme":"light"}\n',
        );
      },
    });
    expect((await app.record()).windows[0]?.options.backgroundColor).toBe('#f5f6f8');
    const old = join(app.scratch, 'appData', 'retail-inspector');
    expect((await readdir(old)).sort()).toEqual([MOVED_NOTE, 'appearance.json', 'web'].sort());
    expect(await readFile(join(old, 'web', 'profiles.json'), 'utf8')).toBe('{"web":true}');
  });

  it('on Windows keeps connections in the roaming folder and snapshots, captures and the session in a local one', async () => {
    const legacy = await earlierVersionFolder();
    const app = await boot({ electronFolders: true, platform: 'win32', seedScratch: intoAppData(legacy) });
    const local = join(app.scratch, 'home', 'AppData', 'Local', 'Retail Inspector');
    const setPath = (await app.record()).calls.filter((c) => c.what === 'app.setPath');
    expect(setPath).toEqual([
      { what: 'app.setPath', beforeReady: true, name: 'sessionData', path: local },
      // The crash reporter's dumps go local too (electron-main-crash-reporter.test.ts).
      { what: 'app.setPath', beforeReady: true, name: 'crashDumps', path: join(local, 'Crashpad') },
    ]);
    expect(existsSync(join(app.dataDir, 'profiles.json'))).toBe(true);
    expect(existsSync(join(app.dataDir, 'snapshots'))).toBe(false);
    expect(existsSync(join(local, 'snapshots'))).toBe(true);
    expect(existsSync(join(local, 'Local Storage', 'leveldb', 'CURRENT'))).toBe(true);
    expect(await snapshotCount(app)).toBe(1);
    await loadDemo(app);
    const host = await call<{ capturesDir: string }>(app, 'hostInfo');
    expect(host.value.capturesDir).toBe(join(local, 'captures'));
  });

  it('refuses to move the data of an earlier version that is still running, and says so', async () => {
    const legacy = await earlierVersionFolder();
    const ended = await runMainToExit({
      ...DIST_MAIN,
      electronFolders: true,
      seedScratch: async (scratch) => {
        await intoAppData(legacy)(scratch);
        // Chromium's lock of a running instance (a link to "<host>-<pid>"): this test process stands in.
        await symlink(
          `${hostname()}-${process.pid}`,
          join(scratch, 'appData', 'retail-inspector', 'SingletonLock'),
        );
      },
    });
    expect(ended.code).toBe(1);
    const box = ended.calls.find((c) => c.what === 'dialog.showErrorBox') as { content?: string } | undefined;
    expect(box?.content).toContain(
      `An earlier version of Retail Inspector is still running (process ${process.pid})`,
    );
    expect(ended.calls.filter((c) => c.what === 'new BrowserWindow')).toEqual([]);
  });
});

describe('tokens saved by an earlier version, after the move to "Retail Inspector"', () => {
  const TOKEN = 'tok-nord-saved-before-7c41';

  /**
   * The earlier version's folder on `platform` (~/.config/retail-inspector and the like), with one
   * connection whose token it encrypted as Electron did for an app named "retail-inspector": under its
   * Keychain item (macOS), its keyring item or Chromium's built-in key (Linux), or the key in its Local
   * State (Windows, where sessionData was that same folder).
   */
  const earlierWithToken =
    (platform: NodeJS.Platform, baseUrl: string, secretService = true) =>
    async (scratch: string) => {
      const legacy = join(scratch, 'appData', 'retail-inspector');
      await mkdir(legacy, { recursive: true });
      const place = {
        platform,
        appName: 'retail-inspector',
        keyStore: keyStoreIn(scratch),
        sessionData: legacy,
        secretService,
      };
      const weak = platform === 'linux' && !secretService;
      const profile = { id: 'p-nord', name: 'Filiale Nord', baseUrl, timeoutMs: 10_000, insecure: true };
      const token = { protection: weak ? 'weak' : 'os', data: encryptedAt(place, TOKEN).toString('base64') };
      await writeFile(
        join(legacy, 'profiles.json'),
        JSON.stringify({
          version: 1,
          weakStorageAllowed: weak,
          ...(weak ? { weakStorageLevel: 'weak' } : {}),
          activeProfileId: 'p-nord',
          profiles: [{ ...profile, token }],
        }),
      );
    };

  /** An installation that answers categories only for TOKEN; `seen` holds the tokens it was sent. */
  async function installationFor() {
    const seen: (string | null)[] = [];
    const shop = await startFakeInstallation({
      categories: (req, base) => {
        const token = new URL(req.url ?? '/', base).searchParams.get('et_auth_token');
        seen.push(token);
        return token === TOKEN
          ? json({ status: true, rows: conformingRows(base) })
          : json({ status: false, error: 'Wrong token' });
      },
    });
    return { url: shop.url, seen };
  }

  type Listed = {
    profiles: {
      id: string;
      name: string;
      baseUrl: string;
      tokenSet: boolean;
      tokenHint: string | null;
      tokenStorage: string;
    }[];
    storage: { notice: string | null };
  };

  it.each([
    ['win32', 'its key is in Local State, moved with the rest', true, 'secure'],
    ['linux', 'without a secret service: the key built into Chromium', false, 'weak'],
  ] as const)(
    'keeps the token on %s (%s), and it reaches its installation',
    async (platform, _why, secretService, storage) => {
      const shop = await installationFor();
      const app = await boot({
        electronFolders: true,
        platform,
        env: secretService ? {} : { STAND_IN_SECRET_SERVICE: 'absent' },
        seedScratch: earlierWithToken(platform, shop.url, secretService),
      });
      const listed = (await call<Listed>(app, 'listProfiles')).value;
      expect(listed.profiles.find((p) => p.id === 'p-nord')).toMatchObject({
        name: 'Filiale Nord',
        tokenSet: true,
        tokenHint: expect.stringContaining('7c41'),
        tokenStorage: storage,
      });
      expect(listed.storage.notice).toBeNull();
      expect(await call(app, 'getCategories', { profileId: 'p-nord' })).toMatchObject({
        ok: true,
        value: { ok: true },
      });
      expect(shop.seen).toEqual([TOKEN]);
    },
  );

  it.each([
    ['darwin', 'its Keychain item is named after the app'],
    ['linux', 'its keyring item is named after the app'],
  ] as const)(
    'keeps the connection on %s and asks for the token again (%s), which then works',
    async (platform, _why) => {
      const shop = await installationFor();
      const app = await boot({
        electronFolders: true,
        platform,
        seedScratch: earlierWithToken(platform, shop.url),
      });
      const listed = (await call<Listed>(app, 'listProfiles')).value;
      expect(listed.profiles.find((p) => p.id === 'p-nord')).toMatchObject({
        name: 'Filiale Nord',
        baseUrl: shop.url,
        tokenSet: false,
        tokenHint: null,
      });
      expect(listed.storage.notice).toContain(
        'The token of "Filiale Nord" could not be decrypted here: it was saved on another computer or user account, or by a pre-release version of the app under its old name',
      );
      expect(listed.storage.notice).toContain(
        'Edit the connection and enter the token again; the rest of the connection is kept.',
      );
      // Entered again, it is stored under this version's key and used.
      await call(app, 'saveProfile', {
        id: 'p-nord',
        name: 'Filiale Nord',
        baseUrl: shop.url,
        insecure: true,
        token: TOKEN,
      });
      expect(await call(app, 'getCategories', { profileId: 'p-nord' })).toMatchObject({
        ok: true,
        value: { ok: true },
      });
      expect(shop.seen).toEqual([TOKEN]);
    },
  );
});

describe('images on the page: fetched by main, whatever Chromium decides about the local network', () => {
  it('serves the page with a CSP that loads images only from the app, and a demo-server image through main', async () => {
    const app = await boot();
    const page = await app.fetch('app://inspector/index.html');
    expect(page.headers['content-security-policy']).toBe(DESKTOP_RENDERER_CSP);
    const rows = await loadDemo(app);
    const image = rows.find((row) => /^http:\/\/127\.0\.0\.1:\d+\//.test(row.image))!.image;
    const proxied = `app://inspector/remote-image?url=${encodeURIComponent(image)}`;
    const answer = await app.fetch(proxied);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\//);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain('sandbox');
    const before = (await app.record()).calls.filter((c) => c.what === 'net.request' && c.url === image);
    expect(before).toHaveLength(1);
    expect((await app.fetch(proxied)).status).toBe(200);
    const after = (await app.record()).calls.filter((c) => c.what === 'net.request' && c.url === image);
    expect(after).toHaveLength(1); // the second came from main's cache
  });

  it('answers only images: a page on the local network is not passed to the window', async () => {
    const app = await boot();
    const router = await startHttpServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Router admin</title>');
    });
    const answer = await app.fetch(
      `app://inspector/remote-image?url=${encodeURIComponent(`${router.url}/`)}`,
    );
    expect(answer.status).toBe(502);
    expect(answer.body).not.toContain('Router admin');
    expect(answer.body).toBe('The image is text/html, not an image.');
    expect((await app.fetch('app://inspector/remote-image?url=file%3A%2F%2F%2Fetc%2Fpasswd')).status).toBe(
      400,
    );
  });

  it('keeps the window off an image served on its own origin', async () => {
    const app = await boot();
    expect(
      await app.navigate('will-navigate', 'app://inspector/remote-image?url=http%3A%2F%2Fx%2Fa.svg'),
    ).toBe(true);
  });

  it.each(['local-network-access', 'local-network', 'loopback-network'])(
    'needs no %s permission, which stays denied',
    async (permission) => {
      const app = await boot();
      expect(await app.permission(permission)).toEqual({ granted: false, checked: false });
    },
  );
});

describe('dropped files and Browse…', () => {
  it('opens a dropped dataset where it is, so the images beside it are served', async () => {
    const folder = await tempFolder('ri-dropped-');
    await cp(DEMO_RESOURCES, folder, { recursive: true });
    const file = join(folder, 'dataset.json');
    const app = await boot();
    expect(await app.invoke(DROPPED_FILE_CHANNEL, APP_WINDOW, file)).toEqual({ ok: true, value: file });
    const opened = await call<{ opened: boolean; status: { file: string } }>(app, 'openDataset', { file });
    expect(opened).toMatchObject({ ok: true, value: { opened: true, status: { file } } });
    const rows = await loadDemo(app);
    const image = rows.find((row) => row.image.includes('/images/'))!.image;
    expect((await app.fetch(`app://inspector/remote-image?url=${encodeURIComponent(image)}`)).status).toBe(
      200,
    );
  });

  it('refuses a dropped path that is no dataset file with a message, and it stays unopenable', async () => {
    const folder = await tempFolder('ri-forged-drop-');
    const notes = join(folder, 'notes.txt');
    await writeFile(notes, 'not a dataset');
    await mkdir(join(folder, 'folder.json'));
    await symlink(notes, join(folder, 'link.json'));
    const app = await boot();
    const refused = async (path: string) =>
      (
        (await app.invoke(DROPPED_FILE_CHANNEL, APP_WINDOW, path)) as {
          ok: boolean;
          error: { message: string };
        }
      ).error.message;
    expect(await refused(notes)).toBe(
      'notes.txt is not a dataset file: only .ridataset and .json files can be opened.',
    );
    expect(await refused(join(folder, 'folder.json'))).toBe(
      'folder.json is not a file: only a dataset file (.ridataset or .json) can be opened.',
    );
    expect(await refused(join(folder, 'link.json'))).toBe(
      'link.json leads to a file that is not a dataset file (.ridataset or .json), which is not opened.',
    );
    expect(await refused(join(folder, 'gone.json'))).toMatch(/^gone\.json cannot be found/);
    expect(await refused('relative/shop.json')).toBe(
      'A dropped file is named by its full path; this one has none.',
    );
    for (const path of [notes, join(folder, 'link.json')]) {
      expect(await call(app, 'openDataset', { file: path })).toEqual({
        ok: false,
        error: { code: 'INVALID_ARGUMENT', message: OUTSIDE_FOLDER_MESSAGE },
      });
    }
    expect(
      await app.invoke(DROPPED_FILE_CHANNEL, { frame: 'sub', url: 'app://inspector/index.html' }, notes),
    ).toEqual({
      ok: false,
      error: { code: 'INVALID_ARGUMENT', message: 'Calls are accepted only from the app window.' },
    });
  });

  it('never writes a capture into a dropped file: only the save dialog chooses where a capture goes', async () => {
    const folder = await tempFolder('ri-drop-target-');
    await cp(DEMO_RESOURCES, folder, { recursive: true });
    const file = join(folder, 'dataset.json');
    const before = await readFile(file, 'utf8');
    const app = await boot();
    expect(await app.invoke(DROPPED_FILE_CHANNEL, APP_WINDOW, file)).toEqual({ ok: true, value: file });
    for (const overwrite of [true, false]) {
      expect(
        await call(app, 'captureDataset', {
          profileId: DEMO_PROFILE_ID,
          file,
          ...(overwrite ? { overwrite } : {}),
        }),
      ).toEqual({ ok: false, error: { code: 'INVALID_ARGUMENT', message: READ_ONLY_FILE_MESSAGE } });
    }
    expect(await readFile(file, 'utf8')).toBe(before);
    // Read it may be: it opens on the demo server.
    expect(await call(app, 'openDataset', { file })).toMatchObject({ ok: true, value: { opened: true } });
  });

  it('refuses a path the window names that the user never chose', async () => {
    const folder = await tempFolder('ri-not-dropped-');
    await cp(DEMO_RESOURCES, folder, { recursive: true });
    const app = await boot();
    const refused = await call(app, 'openDataset', { file: join(folder, 'dataset.json') });
    expect(refused).toEqual({
      ok: false,
      error: { code: 'INVALID_ARGUMENT', message: OUTSIDE_FOLDER_MESSAGE },
    });
  });

  it('answers Browse… with the file chosen in the open dialog, which the Changes view can then compare', async () => {
    const folder = await tempFolder('ri-browse-');
    await cp(DEMO_RESOURCES, folder, { recursive: true });
    const file = join(folder, 'dataset.json');
    const app = await boot({ env: { STAND_IN_OPEN_DIALOG_FILE: file } });
    expect(await call(app, 'chooseDatasetFile')).toEqual({ ok: true, value: { file } });
    const compared = await call<{ before: { categories: number } }>(app, 'compareDatasets', {
      before: { kind: 'dataset', file },
      after: { kind: 'dataset', file },
    });
    expect(compared.ok).toBe(true);
    const calls = (await app.record()).calls.filter((c) => c.what === 'dialog.showOpenDialog');
    expect(calls).toEqual([{ what: 'dialog.showOpenDialog', beforeReady: false, modal: true }]);
  });
});

describe('network failures Chromium names, each with its own message', () => {
  const test = async (app: BootedMain, baseUrl: string) =>
    (
      await call<{ ok: boolean; failure: { kind: string; reason: string; message: string } }>(
        app,
        'testConnection',
        {
          draft: { name: 'Shop', baseUrl, token: 'tok-3a9f51c2e7' },
        },
      )
    ).value;

  it('names a port Chromium refuses (net::ERR_UNSAFE_PORT), not "other"', async () => {
    const blocked = await startOnBlockedPort();
    const app = await boot();
    const tested = await test(app, blocked.url);
    expect(tested.failure).toMatchObject({ kind: 'network', reason: 'blocked-port' });
    expect(tested.failure.message).toContain(`Port ${blocked.port} is on the list of ports`);
    expect(blocked.requests).toEqual([]);
  });

  it('names a system proxy that cannot be reached (net::ERR_PROXY_CONNECTION_FAILED)', async () => {
    const app = await boot({ env: { STAND_IN_PROXY: `http://127.0.0.1:${await closedPort()}` } });
    const tested = await test(app, 'https://shop.test');
    expect(tested.failure).toEqual({
      kind: 'network',
      reason: 'proxy',
      message:
        'The proxy this computer is set to use could not be reached (net::ERR_PROXY_CONNECTION_FAILED).',
    });
  });

  it('names a proxy that refuses the tunnel (net::ERR_TUNNEL_CONNECTION_FAILED)', async () => {
    const proxy = await startRawServer((socket) =>
      socket.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n'),
    );
    const app = await boot({ env: { STAND_IN_PROXY: proxy.url } });
    const tested = await test(app, 'https://shop.test');
    expect(tested.failure).toEqual({
      kind: 'network',
      reason: 'proxy',
      message: 'The proxy refused to open a connection to shop.test (net::ERR_TUNNEL_CONNECTION_FAILED).',
    });
    expect(proxy.requests).toEqual(['shop.test:443']);
  });
});

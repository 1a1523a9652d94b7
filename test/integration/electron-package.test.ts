// `electron-builder --linux deb` on the real build (dist/) and electron-builder.yml, with a stand-in
// Electron distribution and a stand-in fpm: the fuses it flips, what app.asar holds, the demo dataset
// under resources/, the packaged app booted in the electron stand-in, and what the deb target asks fpm
// for (its metadata, which fails the build when package.json lacks a homepage or an author's address;
// the AppArmor profile; the icons; the .desktop file with the dataset type and link scheme; the
// shared-mime-info file). The stand-ins are no Electron and no fpm: what
// only a real package run shows is listed in docs/electron-shell.md.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { extractAll, extractFile, listPackage } from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { methodChannel } from '../../shared/ipc-methods';
import { DEMO_PROFILE_ID } from '../../shared/profiles';
import { subresources } from '../helpers/app-page';
import { APP_WINDOW, bootMain, type BootedMain } from '../helpers/booted-main';
import { buildLinuxDir, type LinuxDirBuild } from '../helpers/electron-builder-dir';
import {
  FUSE_DISABLED,
  FUSE_ENABLED,
  SHIPPED_FUSES,
  writeStandInElectronDist,
} from '../helpers/stand-in-electron-dist';
import { DEMO_RESOURCES, DIST, PACKAGE_JSON, repoPath } from '../helpers/repo-paths';
import { startUpdateServer } from '../helpers/update-server';
import type { LocalServer } from '../helpers/local-servers';
import { TEMP_COMPANY, writeDatasetFolder } from '../helpers/temp-dataset';
import { LINUX_SIZES } from '../../scripts/icon-files';

const ELECTRON_VERSION = (
  JSON.parse(readFileSync(repoPath('node_modules', 'electron', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
const CONFIG = parse(readFileSync(repoPath('electron-builder.yml'), 'utf8')) as {
  electronFuses: Record<string, boolean>;
  publish: { provider: string; url: string };
};
const MANIFEST = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as {
  name: string;
  productName: string;
  homepage: string;
  author: { name: string; email: string };
};
// electronFuses options that are no fuse of the wire.
const NOT_FUSES = new Set(['resetAdHocDarwinSignature']);
// The yml's fuse names and @electron/fuses' wire positions.
const FUSE_INDEX: Record<string, FuseV1Options> = {
  runAsNode: FuseV1Options.RunAsNode,
  enableCookieEncryption: FuseV1Options.EnableCookieEncryption,
  enableNodeOptionsEnvironmentVariable: FuseV1Options.EnableNodeOptionsEnvironmentVariable,
  enableNodeCliInspectArguments: FuseV1Options.EnableNodeCliInspectArguments,
  enableEmbeddedAsarIntegrityValidation: FuseV1Options.EnableEmbeddedAsarIntegrityValidation,
  onlyLoadAppFromAsar: FuseV1Options.OnlyLoadAppFromAsar,
  loadBrowserProcessSpecificV8Snapshot: FuseV1Options.LoadBrowserProcessSpecificV8Snapshot,
  grantFileProtocolExtraPrivileges: FuseV1Options.GrantFileProtocolExtraPrivileges,
};

let scratch: string;
let build: LinuxDirBuild;
let archive: string;
let entries: string[];

beforeAll(async () => {
  if (!existsSync(DIST.main)) throw new Error('dist/ is missing: run `node scripts/build.mjs`');
  scratch = await mkdtemp(join(tmpdir(), 'ri-package-'));
  const electronDist = join(scratch, 'electron-dist');
  await mkdir(electronDist);
  await writeStandInElectronDist(electronDist, ELECTRON_VERSION);
  build = await buildLinuxDir({
    electronDist,
    electronVersion: ELECTRON_VERSION,
    outputDir: join(scratch, 'release'),
    scratchDir: scratch,
    timeoutMs: 240_000,
  });
  archive = join(build.appOutDir, 'resources', 'app.asar');
  entries = listPackage(archive, { isPack: false }).map((entry) => entry.split(sep).join('/'));
}, 270_000);
afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** Every file under `dir`, relative to it, with '/' separators. */
async function filesUnder(dir: string): Promise<string[]> {
  const found = await readdir(dir, { recursive: true, withFileTypes: true });
  return found
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

const sha256 = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

describe('electron-builder --linux deb with a stand-in Electron: the unpacked app', () => {
  it('downloads and publishes nothing', () => {
    expect(build.log).toContain('using custom unpacked Electron distribution');
    expect(build.log).not.toMatch(/download|publishing/i);
  });

  it('names the executable after the package and flips every fuse as electron-builder.yml says', async () => {
    const wire = await getCurrentFuseWire(join(build.appOutDir, 'retail-inspector'));
    const expected = { ...SHIPPED_FUSES };
    for (const [name, value] of Object.entries(CONFIG.electronFuses)) {
      if (NOT_FUSES.has(name)) continue;
      expect(FUSE_INDEX, `a fuse named ${name} in electron-builder.yml`).toHaveProperty(name);
      expected[FUSE_INDEX[name]!] = value;
    }
    const states = Object.fromEntries(
      Object.entries(expected).map(([index, on]) => [index, on ? FUSE_ENABLED : FUSE_DISABLED]),
    );
    expect(wire).toEqual({ version: '1', ...states });
    // Not a no-op: Electron ships most of these the other way round.
    const flipped = Object.keys(CONFIG.electronFuses).filter(
      (name) => !NOT_FUSES.has(name) && SHIPPED_FUSES[FUSE_INDEX[name]!] !== CONFIG.electronFuses[name],
    );
    expect(flipped.length).toBeGreaterThan(0);
  });

  it("keeps Electron's license files next to the executable", () => {
    expect(existsSync(join(build.appOutDir, 'LICENSE.electron.txt'))).toBe(true);
    expect(existsSync(join(build.appOutDir, 'LICENSES.chromium.html'))).toBe(true);
  });

  it('packs the main and preload bundles, the built renderer and package.json into app.asar', async () => {
    const files = entries.filter((entry) => !entries.some((other) => other.startsWith(`${entry}/`)));
    const renderer = (await filesUnder(DIST.renderer))
      .filter((file) => !file.endsWith('.map'))
      .map((file) => `/dist/renderer/${file}`);
    expect(files.sort()).toEqual(
      [
        '/dist/electron/main.js',
        '/dist/electron/preload.cjs',
        '/dist/electron/watch-worker.mjs',
        '/package.json',
        ...renderer,
      ].sort(),
    );
  });

  it('unpacks the watch worker beside app.asar, as built, needing only Node built-ins', async () => {
    const unpacked = join(
      build.appOutDir,
      'resources',
      'app.asar.unpacked',
      'dist',
      'electron',
      'watch-worker.mjs',
    );
    expect(await sha256(unpacked)).toBe(await sha256(DIST.watchWorker));
    const worker = await readFile(unpacked, 'utf8');
    const specifiers = [
      ...worker.matchAll(/^import\s[^;]*?from\s*"([^"]+)"|\b(?:require|import)\("([^"]+)"\)/gm),
    ].map((m) => m[1] ?? m[2]!);
    expect(specifiers.filter((s) => !s.startsWith('node:'))).toEqual([]);
  });

  it('keeps sources, source maps, tests, node_modules and the command line out of app.asar', () => {
    const unwanted = entries.filter((entry) =>
      /\.(?:ts|tsx|mts|cts|map)$|(?:^|\/)(?:node_modules|test|tests|__tests__)(?:\/|$)|\.(?:test|spec)\.|^\/dist\/cli(?:\.js$|-chunks\/)/.test(
        entry,
      ),
    );
    expect(unwanted).toEqual([]);
  });

  it('needs no node_modules: the main bundle imports only Node built-ins and electron', () => {
    const main = extractFile(archive, 'dist/electron/main.js').toString('utf8');
    const specifiers = [
      ...main.matchAll(/^import\s[^;]*?from\s*"([^"]+)"|\b(?:require|import)\("([^"]+)"\)/gm),
    ].map((m) => m[1] ?? m[2]!);
    expect(specifiers.length).toBeGreaterThan(0);
    expect(specifiers.filter((s) => !s.startsWith('node:') && s !== 'electron')).toEqual([]);
  });

  it('points package.json main at the bundled main process', () => {
    const packageJson = JSON.parse(extractFile(archive, 'package.json').toString('utf8')) as { main: string };
    expect(entries).toContain(`/${packageJson.main}`);
  });

  it('ships the product name Electron names the app and its data folder after, and the desktop name', () => {
    const packageJson = JSON.parse(extractFile(archive, 'package.json').toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(packageJson).toMatchObject({
      productName: 'Retail Inspector',
      desktopName: 'retail-inspector.desktop',
      homepage: MANIFEST.homepage,
    });
  });

  it('ships the demo dataset, byte for byte, under resources/demo outside the archive', async () => {
    const shipped = join(build.appOutDir, 'resources', 'demo');
    const source = DEMO_RESOURCES;
    const files = await filesUnder(source);
    expect(files).toContain('dataset.json');
    expect(await filesUnder(shipped)).toEqual(files);
    for (const file of files)
      expect(await sha256(join(shipped, file)), file).toBe(await sha256(join(source, file)));
  });
});

describe('the deb target (electron-builder with a stand-in fpm)', () => {
  const option = (name: string) => build.deb.args[build.deb.args.indexOf(name) + 1];

  it("passes its checks and names the package's homepage, maintainer and vendor", () => {
    // The deb target refuses to build without a homepage or a maintainer's address: reaching fpm proves both.
    expect(option('--name')).toBe(MANIFEST.name);
    expect(option('--url')).toBe(MANIFEST.homepage);
    expect(option('--maintainer')).toBe(`${MANIFEST.author.name} <${MANIFEST.author.email}>`);
    expect(option('--vendor')).toBe(MANIFEST.author.name);
    expect(option('--license')).toBe('MIT');
  });

  it("keeps electron-builder's AppArmor profile for Ubuntu 24.04, installed by the after-install script", async () => {
    const profile = await readFile(join(build.appOutDir, 'resources', 'apparmor-profile'), 'utf8');
    expect(profile).toContain(`profile "${MANIFEST.name}" "/opt/${MANIFEST.productName}/${MANIFEST.name}"`);
    expect(profile).toMatch(/^\s*userns,$/m);
    expect(build.deb.afterInstall).toContain(
      `APPARMOR_PROFILE_SOURCE='/opt/${MANIFEST.productName}/resources/apparmor-profile'`,
    );
    expect(build.deb.afterInstall).toContain(`APPARMOR_PROFILE_TARGET='/etc/apparmor.d/${MANIFEST.name}'`);
    expect(build.deb.afterInstall).toContain('apparmor_parser --replace');
    expect(build.deb.installs).toContainEqual(
      expect.objectContaining({ destination: `/opt/${MANIFEST.productName}` }),
    );
  });

  it('installs the icon in every size of the hicolor theme, from build-resources/icons', () => {
    for (const size of LINUX_SIZES)
      expect(build.deb.installs).toContainEqual(
        expect.objectContaining({
          source: repoPath('build-resources', 'icons', `${size}x${size}.png`),
          destination: `/usr/share/icons/hicolor/${size}x${size}/apps/${MANIFEST.name}.png`,
        }),
      );
    expect(build.log).not.toMatch(/default Electron icon is used/);
  });

  it("installs a launcher named after the product, with the icon and the window's app id", () => {
    const desktop = build.deb.installs.find((i) => i.destination.endsWith('.desktop'));
    expect(desktop?.destination).toBe(`/usr/share/applications/${MANIFEST.name}.desktop`);
    expect(desktop?.text).toContain(`Name=${MANIFEST.productName}\n`);
    expect(desktop?.text).toContain(`Icon=${MANIFEST.name}\n`);
    expect(desktop?.text).toContain(`StartupWMClass=${MANIFEST.name}\n`);
    expect(desktop?.text).toContain('Categories=Development;\n');
  });

  it('declares the dataset type and the link scheme, and passes the opened file or link to the app', () => {
    const desktop = build.deb.installs.find((i) => i.destination.endsWith('.desktop'));
    expect(desktop?.text).toContain(
      'MimeType=application/vnd.retail-inspector.dataset+json;x-scheme-handler/retail-inspector;\n',
    );
    // %U: the desktop hands the file's path or the link as arguments (electron/shell/launch-args.ts).
    expect(desktop?.text).toMatch(/^Exec=.* %U$/m);
    const mime = build.deb.installs.find((i) => i.destination.startsWith('/usr/share/mime/packages/'));
    expect(mime?.destination).toBe(`/usr/share/mime/packages/${MANIFEST.name}.xml`);
    expect(mime?.text).toContain('<mime-type type="application/vnd.retail-inspector.dataset+json">');
    expect(mime?.text).toContain('<glob pattern="*.ridataset"/>');
    expect(mime?.text).toContain('<comment>Retail Inspector dataset</comment>');
  });
});

describe('the packaged app booted in the electron stand-in', () => {
  let app: BootedMain;
  let extracted: string;
  // A company's mirror, so the packaged app's update check stays on this machine.
  let mirror: LocalServer;
  let opened: string;
  const resources = () => join(build.appOutDir, 'resources');

  beforeAll(async () => {
    // Electron would read app.asar in place; plain Node needs its files on disk: in a folder named
    // app.asar beside the build's app.asar.unpacked, without the unpacked worker (which Electron could
    // not start from the archive), so main finds it only where the packaged app has it.
    extracted = join(scratch, 'packaged', 'app.asar');
    extractAll(archive, extracted);
    await rm(join(extracted, 'dist', 'electron', 'watch-worker.mjs'));
    await symlink(join(resources(), 'app.asar.unpacked'), join(scratch, 'packaged', 'app.asar.unpacked'));
    const { main } = JSON.parse(readFileSync(join(extracted, 'package.json'), 'utf8')) as { main: string };
    mirror = await startUpdateServer({});
    // Started as a double-click on a dataset starts it on Linux: the file on its command line.
    const written = await writeDatasetFolder(undefined, undefined, scratch);
    opened = join(written.folder, 'shop.ridataset');
    await rename(written.file, opened);
    app = await bootMain({
      mainBundle: join(extracted, main),
      appPath: extracted,
      resourcesPath: resources(),
      env: {
        STAND_IN_PACKAGED: '1',
        RETAIL_INSPECTOR_UPDATE_URL: `${mirror.url}/`,
        XDG_CACHE_HOME: join(scratch, 'updater-cache'),
        STAND_IN_ARGV: JSON.stringify([opened]),
      },
    });
  });
  afterAll(async () => {
    await app?.stop();
    await mirror?.close();
  });

  it("carries electron-builder.yml's publish as app-update.yml, and checks for updates as a deb", async () => {
    const updateConfig = parse(await readFile(join(resources(), 'app-update.yml'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(updateConfig).toMatchObject({ provider: 'generic', url: CONFIG.publish.url });
    // electron-updater picks its deb updater from this file.
    expect((await readFile(join(resources(), 'package-type'), 'utf8')).trim()).toBe('deb');
    await expect
      .poll(() => mirror.requests.map((r) => new URL(r, 'http://x').pathname))
      .toContain('/latest-linux.yml');
    // The mirror has no release: a quiet line, and the window stays.
    await expect.poll(() => app.stderr()).toMatch(/Updates: .*latest-linux\.yml/);
    expect((await app.record()).calls.filter((c) => c.what === 'dialog.showMessageBox')).toEqual([]);
  });

  it('opens the window on app://inspector with the packaged preload', async () => {
    const { windows } = await app.record();
    expect(windows[0]?.loads).toEqual([{ url: 'app://inspector/index.html', status: 200 }]);
    const preload = windows[0]?.options.webPreferences?.preload as string;
    expect(preload).toBe(join(extracted, 'dist', 'electron', 'preload.cjs'));
    expect(existsSync(preload)).toBe(true);
  });

  it('serves every asset the packaged page asks for', async () => {
    const page = await app.fetch('app://inspector/index.html');
    expect(page.status).toBe(200);
    for (const asset of subresources(page.body))
      expect((await app.fetch(new URL(asset, 'app://inspector/index.html').href)).status, asset).toBe(200);
  });

  it('runs a watch in a worker started from app.asar.unpacked', async () => {
    const run = (await app.invoke(methodChannel('runWatchNow'), APP_WINDOW, {
      profileId: DEMO_PROFILE_ID,
    })) as { ok: boolean; value: { watchClass: string; summary: string } };
    expect(run.value.summary).not.toMatch(/worker/);
    expect(run).toMatchObject({ ok: true, value: { watchClass: 'conforms' } });
  });

  it('runs the demo server on the dataset from resources/demo', async () => {
    await expect
      .poll(async () => app.invoke(methodChannel('demoStatus'), APP_WINDOW), { timeout: 10_000 })
      .toMatchObject({ ok: true, value: { running: true, file: join(resources(), 'demo', 'dataset.json') } });
  });

  it('hands the page the .ridataset it was started with, which then opens on the demo server', async () => {
    // Checked while the window loaded; handed out once, so polled until it is there.
    await expect
      .poll(async () => app.invoke(methodChannel('takeOpenRequests'), APP_WINDOW, {}), { timeout: 10_000 })
      .toEqual({ ok: true, value: [{ kind: 'file', file: opened }] });
    const served = await app.invoke(methodChannel('openDataset'), APP_WINDOW, { file: opened });
    expect(served).toMatchObject({
      ok: true,
      value: { opened: true, status: { companyName: TEMP_COMPANY } },
    });
  });
});

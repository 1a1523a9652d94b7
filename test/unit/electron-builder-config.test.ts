import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { Ajv, type ErrorObject, type Options as AjvOptions } from 'ajv';
import type { Configuration, FileSet } from 'electron-builder';
import { parse } from 'yaml';
import { describe, it, expect } from 'vitest';
import { PACKAGE_JSON, repoPath } from '../helpers/repo-paths';
import { LINK_SCHEME } from '../../shared/connect-link';
import { DATASET_EXTENSION } from '../../shared/dataset-file-name';

const requireFromHere = createRequire(import.meta.url);
const schemePath = requireFromHere.resolve('app-builder-lib/scheme.json');
const scheme = JSON.parse(readFileSync(schemePath, 'utf8')) as Record<string, unknown>;

const configPath = repoPath('electron-builder.yml');
const config = parse(readFileSync(configPath, 'utf8')) as Configuration;

const packageJson = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as {
  main: string;
  productName?: string;
  desktopName?: string;
  homepage?: string;
  author?: { name?: string; email?: string };
};

// scheme.json is draft-07 plus one non-standard keyword, `typeof` (from ajv-keywords), used for hooks that
// may be functions in JS configs. With strict: false Ajv would silently ignore it and accept anything there,
// so give it its real meaning; a YAML file never holds a function, so hooks must be strings or null.
function createAjv(options: AjvOptions = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, ...options });
  ajv.addKeyword({
    keyword: 'typeof',
    schemaType: 'string',
    errors: false,
    validate: (expected: string, data: unknown) => typeof data === expected,
  });
  return ajv;
}

const validate = createAjv().compile(scheme);

// One readable line per ajv error: "<instancePath> <message> <params>".
function formatError(error: ErrorObject): string {
  return `${error.instancePath || '(root)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`;
}

function validationErrors(candidate: unknown): ErrorObject[] {
  return validate(candidate) ? [] : (validate.errors ?? []);
}

function asArray<T>(value: T | T[] | null | undefined): T[] {
  if (value == null) return [];
  return Array.isArray(value) ? value : [value];
}

function targetNames(platform: { target?: unknown } | null | undefined): string[] {
  return asArray(platform?.target as string | { target: string } | Array<string | { target: string }>).map(
    (entry) => (typeof entry === 'string' ? entry : entry.target),
  );
}

describe('electron-builder.yml', () => {
  it("conforms to electron-builder's own configuration schema", () => {
    expect(validationErrors(config).map(formatError)).toEqual([]);
  });

  it('uses no schema keyword that the validator would silently ignore', () => {
    expect(() => createAjv({ strictSchema: true }).compile(scheme)).not.toThrow();
  });

  it.each([
    ['an unknown top-level key', { electronFuse: { runAsNode: false } }, '', 'additionalProperties'],
    [
      'a misspelled fuse name',
      { electronFuses: { runAsnode: false } },
      '/electronFuses',
      'additionalProperties',
    ],
    ['a wrongly typed value', { npmRebuild: 'no' }, '/npmRebuild', 'type'],
  ])('rejects a config with %s', (_label, patch, instancePath, keyword) => {
    const broken = { ...structuredClone(config), ...patch };
    const errors = validationErrors(broken);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors).toContainEqual(expect.objectContaining({ instancePath, keyword }));
  });

  it('identifies the app and writes installers to release/', () => {
    expect(config.appId).toBe('com.retailinspector.app');
    expect(config.productName).toBe('Retail Inspector');
    // Electron names the app, its menus and its data folder after package.json, not this file.
    expect(packageJson.productName).toBe(config.productName);
    expect(packageJson.desktopName).toBe('retail-inspector.desktop');
    expect(packageJson.homepage).toMatch(/^https:\/\/[^/]+\//);
    expect(`${packageJson.author?.name} <${packageJson.author?.email}>`).toBe(config.linux?.maintainer);
    expect(config.copyright).toMatch(/^Copyright © \d{4} /);
    expect(config.directories).toEqual({ output: 'release', buildResources: 'build-resources' });
  });

  it('packs the app into an asar archive without rebuilding native modules', () => {
    expect(config.asar).toBe(true);
    expect(config.npmRebuild).toBe(false);
  });

  it('flips every hardening fuse to its secure value', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
      grantFileProtocolExtraPrivileges: false,
      // Signs an unsigned arm64 macOS build ad hoc again after the fuses changed the binary.
      resetAdHocDarwinSignature: true,
    });
  });

  it('gives every target its icon from build-resources/ (made from icon.svg by npm run icons)', () => {
    expect(config.linux?.icon).toBe('build-resources/icons');
    expect(config.win?.icon).toBe('build-resources/icon.ico');
    expect(config.mac?.icon).toBe('build-resources/icon.icns');
    for (const icon of [config.linux?.icon, config.win?.icon, config.mac?.icon])
      expect(existsSync(repoPath(icon!)), icon!).toBe(true);
  });

  it('leaves the deb its AppArmor profile and after-install script (neither replaced)', () => {
    expect(config.deb?.appArmorProfile ?? null).toBeNull();
    expect(config.deb?.afterInstall ?? null).toBeNull();
    expect(config.linux?.syncDesktopName).toBe(true);
  });

  it('ships only the dist build output and package.json', () => {
    const patterns = asArray(config.files);
    expect(patterns.every((pattern) => typeof pattern === 'string')).toBe(true);
    const globs = patterns as string[];
    const included = globs.filter((glob) => !glob.startsWith('!'));
    const excluded = globs.filter((glob) => glob.startsWith('!'));

    expect(included.sort()).toEqual(['dist/**/*', 'package.json']);
    expect(excluded).toContain('!**/*.map');
    expect(packageJson.main).toBe('dist/electron/main.js');
  });

  it('copies the demo dataset folder to resources/demo', () => {
    const resources = asArray(config.extraResources).filter(
      (entry): entry is FileSet => typeof entry === 'object',
    );
    const demo = resources.find((entry) => entry.from === 'resources/demo');
    expect(demo).toBeDefined();
    expect(demo?.to).toBe('demo');
    expect(asArray(demo?.filter)).toEqual(['**/*']);
  });

  it('builds an AppImage and a deb package for Linux', () => {
    expect(targetNames(config.linux)).toEqual(['AppImage', 'deb']);
    expect(config.linux?.category).toBe('Development');
    expect(config.linux?.maintainer).toMatch(/^.+ <[^@\s]+@[^@\s]+>$/);
    expect(config.linux?.vendor).toBeTruthy();
  });

  it('builds an assisted NSIS installer with a selectable directory for Windows', () => {
    expect(targetNames(config.win)).toEqual(['nsis']);
    expect(config.nsis?.oneClick).toBe(false);
    expect(config.nsis?.allowToChangeInstallationDirectory).toBe(true);
  });

  it('builds a hardened-runtime dmg in the developer tools category for macOS, and the zip its updates need', () => {
    // electron-updater updates a Mac app from the zip (Squirrel.Mac), never from the dmg.
    expect(targetNames(config.mac)).toEqual(['dmg', 'zip']);
    expect(config.mac?.category).toBe('public.app-category.developer-tools');
    expect(config.mac?.hardenedRuntime).toBe(true);
  });

  it('associates .ridataset files with the app, as a viewer, under its own MIME type', () => {
    expect(config.fileAssociations).toEqual([
      {
        ext: 'ridataset',
        name: 'Retail Inspector dataset',
        description: 'Retail Inspector dataset',
        mimeType: 'application/vnd.retail-inspector.dataset+json',
        role: 'Viewer',
      },
    ]);
    // The extension the app writes and reads is the one associated.
    expect(asArray(config.fileAssociations).map((a) => a.ext)).toEqual([DATASET_EXTENSION]);
  });

  it('registers the scheme of the app’s links, the one main reads', () => {
    expect(config.protocols).toEqual([{ name: 'Retail Inspector link', schemes: [LINK_SCHEME] }]);
  });

  it('says in Info.plist why the app reaches the local network, so macOS 15+ asks instead of blocking', () => {
    // The schema takes any value for extendInfo: the key, and that it is a sentence, are checked here.
    const info = config.mac?.extendInfo as Record<string, unknown> | null | undefined;
    const reason = info?.NSLocalNetworkUsageDescription;
    expect(typeof reason).toBe('string');
    expect(reason).toMatch(/^Retail Inspector .*local network.*\.$/s);
    expect(reason).not.toContain('\n');
  });

  it("publishes updates for electron-updater's generic provider over https, on every channel", () => {
    expect(config.publish).toEqual({
      provider: 'generic',
      url: expect.stringMatching(/^https:\/\/[^/]+\/.+\/$/),
    });
    // No fixed channel: a -beta version goes to beta, and a stable one writes beta-*.yml too.
    expect(config.generateUpdatesFilesForAllChannels).toBe(true);
  });
});

// Where the desktop app keeps its data (electron/shell/data-folders.ts) and how an earlier version's
// folder is moved over (electron/core/host/migrate-data-folder.ts), on real files; across file
// systems too, where /dev/shm is one apart from the temporary folder.
import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MOVED_NOTE, migrateDataFolder } from '../../electron/core/host/migrate-data-folder';
import { dataFolders } from '../../electron/shell/data-folders';

const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});
async function folder(parent = tmpdir()): Promise<string> {
  const dir = await mkdtemp(join(parent, 'ri-folders-'));
  made.push(dir);
  return dir;
}

describe('dataFolders', () => {
  const facts = { home: '/home/me', env: {} };

  it('keeps everything in userData on Linux and macOS, moving the package-named folder over', () => {
    for (const [platform, appData] of [
      ['linux', '/home/me/.config'],
      ['darwin', '/Users/me/Library/Application Support'],
    ] as const) {
      const userData = join(appData, 'Retail Inspector');
      expect(dataFolders({ ...facts, platform, appData, userData })).toEqual({
        userData,
        local: userData,
        sessionData: null,
        legacy: join(appData, 'retail-inspector'),
      });
    }
  });

  it('puts the large data and the session under LOCALAPPDATA on Windows, settings in the roaming folder', () => {
    const appData = join('C:', 'Users', 'me', 'AppData', 'Roaming');
    const userData = join(appData, 'Retail Inspector');
    const local = join('D:', 'Local', 'Retail Inspector');
    expect(
      dataFolders({
        platform: 'win32',
        appData,
        userData,
        home: 'C:',
        env: { LOCALAPPDATA: join('D:', 'Local') },
      }),
    ).toEqual({ userData, local, sessionData: local, legacy: join(appData, 'retail-inspector') });
    // Without LOCALAPPDATA: the usual place under the profile.
    expect(dataFolders({ platform: 'win32', appData, userData, home: 'C:', env: {} }).local).toBe(
      join('C:', 'AppData', 'Local', 'Retail Inspector'),
    );
  });

  it('moves nothing when userData already is the old folder (a name set some other way)', () => {
    const appData = '/home/me/.config';
    expect(
      dataFolders({ ...facts, platform: 'linux', appData, userData: join(appData, 'retail-inspector') })
        .legacy,
    ).toBeNull();
  });
});

describe('migrateDataFolder', () => {
  async function earlier(root: string): Promise<string> {
    const from = join(root, 'retail-inspector');
    await mkdir(join(from, 'snapshots', 'demo'), { recursive: true });
    await writeFile(join(from, 'profiles.json'), '{"profiles":[]}');
    await writeFile(join(from, 'profiles.json.corrupt-2026-01-01'), 'garbage');
    await writeFile(join(from, 'appearance.json'), '{"theme":"dark"}');
    await writeFile(join(from, 'snapshots', 'demo', 'a.json'), '{"snapshot":1}');
    await mkdir(join(from, 'captures'));
    await writeFile(join(from, 'captures', 'shop.json'), '{}');
    await mkdir(join(from, 'GPUCache'));
    return from;
  }

  it('moves settings to one folder and the large data to the other, leaving Chromium’s cache and a note', async () => {
    const root = await folder();
    const from = await earlier(root);
    const settings = join(root, 'Roaming', 'Retail Inspector');
    const local = join(root, 'Local', 'Retail Inspector');
    const moved = migrateDataFolder({ from, settings, local });
    expect([...moved.moved].sort()).toEqual(
      [
        'appearance.json',
        'captures',
        'profiles.json',
        'profiles.json.corrupt-2026-01-01',
        'snapshots',
      ].sort(),
    );
    expect((await readdir(settings)).sort()).toEqual([
      'appearance.json',
      'profiles.json',
      'profiles.json.corrupt-2026-01-01',
    ]);
    expect(await readFile(join(local, 'snapshots', 'demo', 'a.json'), 'utf8')).toBe('{"snapshot":1}');
    expect((await readdir(from)).sort()).toEqual(['GPUCache', MOVED_NOTE]);
    // Run again (the next start): nothing left to move, nothing changed.
    expect(migrateDataFolder({ from, settings, local })).toEqual({ moved: [], kept: [] });
  });

  it('copies across file systems and removes the original only once the copy is whole', async () => {
    const root = await folder();
    const from = await earlier(root);
    const other = await folder('/dev/shm');
    expect(statSync(other).dev).not.toBe(statSync(root).dev);
    const local = join(other, 'Retail Inspector');
    migrateDataFolder({ from, settings: join(root, 'settings'), local });
    expect(await readFile(join(local, 'captures', 'shop.json'), 'utf8')).toBe('{}');
    expect(await readFile(join(local, 'snapshots', 'demo', 'a.json'), 'utf8')).toBe('{"snapshot":1}');
    expect(existsSync(join(from, 'snapshots'))).toBe(false);
    expect((await readdir(local)).sort()).toEqual(['captures', 'snapshots']);
  });

  it('keeps what the new folders already have, and does nothing without an old folder', async () => {
    const root = await folder();
    const from = await earlier(root);
    const settings = join(root, 'settings');
    await mkdir(settings);
    await writeFile(join(settings, 'profiles.json'), '{"newer":true}');
    const moved = migrateDataFolder({ from, settings, local: join(root, 'local') });
    expect(moved.kept).toEqual(['profiles.json']);
    expect(await readFile(join(settings, 'profiles.json'), 'utf8')).toBe('{"newer":true}');
    expect(await readFile(join(from, 'profiles.json'), 'utf8')).toBe('{"profiles":[]}');
    expect(migrateDataFolder({ from: join(root, 'none'), settings, local: settings })).toEqual({
      moved: [],
      kept: [],
    });
  });

  it('moves Local State (the key of saved tokens on Windows) to the local folder before anything else', async () => {
    const root = await folder();
    const from = await earlier(root);
    await writeFile(join(from, 'Local State'), '{"os_crypt":{"encrypted_key":"RFBBUEk="}}');
    const blocked = join(root, 'blocked');
    await writeFile(blocked, 'a file where a folder should be');
    const local = join(root, 'local');
    // The connections cannot move this time; the key has moved all the same, ahead of them.
    expect(() => migrateDataFolder({ from, settings: join(blocked, 'settings'), local })).toThrow(
      /could not be moved/,
    );
    expect(await readFile(join(local, 'Local State'), 'utf8')).toBe(
      '{"os_crypt":{"encrypted_key":"RFBBUEk="}}',
    );
    expect(existsSync(join(from, 'Local State'))).toBe(false);
    expect(existsSync(join(from, 'profiles.json'))).toBe(true);
  });

  it('names the entry and the reason when one cannot be moved, and loses nothing', async () => {
    const root = await folder();
    const from = await earlier(root);
    const blocked = join(root, 'blocked');
    await writeFile(blocked, 'a file where a folder should be');
    expect(() =>
      migrateDataFolder({ from, settings: join(blocked, 'settings'), local: join(root, 'local') }),
    ).toThrow(
      /\.json could not be moved to .*blocked.*\(ENOTDIR\); nothing was lost: it is still where it was\./,
    );
    expect(existsSync(join(from, 'profiles.json'))).toBe(true);
  });
});

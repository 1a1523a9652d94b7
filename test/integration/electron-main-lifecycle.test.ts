// The built main bundle's lifecycle against the recording stand-in, which keeps Electron's rules where
// a naive fake would not: app.quit() does not stop the code that called it, `ready` still fires after
// a quit before it, quitting emits before-quit (preventable), will-quit and quit and then ends the
// process. Proved here: a lost single-instance lock ends at once, a failed start shows an error box
// and exits 1, quitting waits for writes, a renderer that goes is reloaded once and then explained,
// the application menu, and the theme reaching native menus and the window's background.
import { writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVELOPER_ROLES } from '../../electron/shell/app-menu';
import { WINDOW_BACKGROUND } from '../../electron/shell/window-theme';
import { methodChannel } from '../../shared/ipc-methods';
import {
  APP_WINDOW,
  DIST_MAIN,
  runMainToExit,
  type BootedMain,
  type BootOptions,
  type MenuItemData,
  type RecordedCall,
} from '../helpers/booted-main';
import { PACKAGE_JSON, REPO_ROOT } from '../helpers/repo-paths';
import { useBootedMains } from '../helpers/booted-mains';

const { boot, tempFolder } = useBootedMains();
const bootDist = (env: Record<string, string> = {}, more: Partial<BootOptions> = {}): Promise<BootedMain> =>
  boot({ env, ...more });

const named = (calls: readonly RecordedCall[], what: string) => calls.filter((call) => call.what === what);
const manifest = JSON.parse(await readFile(PACKAGE_JSON, 'utf8')) as { version: string; homepage?: string };

describe('main bundle: another instance holds the lock', () => {
  it('exits at once with 0 and starts nothing after ready', async () => {
    const end = await runMainToExit({ ...DIST_MAIN, env: { STAND_IN_SECOND_INSTANCE: '1' } });
    expect(end.code).toBe(0);
    expect(named(end.calls, 'app.exit')).toEqual([{ what: 'app.exit', beforeReady: true, code: 0 }]);
    expect(end.calls.filter((call) => !call.beforeReady && call.what !== 'process exit')).toEqual([]);
    expect(end.stderr).toBe('');
  });

  it('needs to: after app.quit() Electron runs the code that follows, as the stand-in does', async () => {
    const scratch = await tempFolder('ri-old-main-');
    const oldMain = join(scratch, 'old-main.mjs');
    // The wiring main had before: quit on a lost lock, and nothing to stop the ready chain.
    await writeFile(
      oldMain,
      [
        "import { app, BrowserWindow } from 'electron';",
        'if (!app.requestSingleInstanceLock()) app.quit();',
        'app.whenReady().then(() => new BrowserWindow({}));',
      ].join('\n'),
    );
    const end = await runMainToExit({
      mainBundle: oldMain,
      appPath: REPO_ROOT,
      env: { STAND_IN_SECOND_INSTANCE: '1' },
    });
    const order = end.calls.map((call) => call.what);
    expect(order.indexOf('new BrowserWindow')).toBeGreaterThan(order.indexOf('app.quit'));
  });
});

describe('main bundle: a failed start', () => {
  it('shows a native error box with the reason and exits with 1, leaving no process behind', async () => {
    const end = await runMainToExit({
      ...DIST_MAIN,
      // The data folder's parent is a file: the folder cannot be made.
      userData: (scratch) => {
        writeFileSync(join(scratch, 'not-a-folder'), '');
        return join(scratch, 'not-a-folder', 'Retail Inspector');
      },
    });
    expect(end.code).toBe(1);
    const [box] = named(end.calls, 'dialog.showErrorBox');
    expect(box).toMatchObject({ title: 'Retail Inspector could not start' });
    expect(box!.content).toMatch(/The data folder .*not-a-folder.* cannot be used/);
    expect(named(end.calls, 'app.exit')).toMatchObject([{ code: 1 }]);
    expect(named(end.calls, 'new BrowserWindow')).toEqual([]);
  });
});

describe('main bundle: quitting', () => {
  it('holds the quit until a profile save under way is written, then quits again', async () => {
    const boot = await bootDist();
    const end = await boot.invokeThenQuit(methodChannel('saveProfile'), {
      name: 'Late save',
      baseUrl: 'https://late.example.com',
      token: 'tok-late-4c1d9e7a',
    });
    expect(end.code).toBe(0);
    expect(named(end.calls, 'before-quit').map((call) => call.prevented)).toEqual([true, false]);
    const saved = JSON.parse(await readFile(join(boot.dataDir, 'profiles.json'), 'utf8')) as {
      profiles: { name: string; token: unknown }[];
    };
    expect(saved.profiles).toMatchObject([{ name: 'Late save', token: { protection: 'os' } }]);
  });

  it('starts again once the quit is done when the app is started while quitting, instead of losing it', async () => {
    const boot = await bootDist();
    const end = await boot.quitThenStartAgain();
    expect(end.code).toBe(0);
    expect(named(end.calls, 'before-quit').map((call) => call.prevented)).toEqual([true, false]);
    expect(named(end.calls, 'app.relaunch')).toHaveLength(1);
    expect(named(end.calls, 'window.focus')).toEqual([]);
  });

  it('starts again with the file and the link the start while quitting was for', async () => {
    const boot = await bootDist();
    const link = 'retail-inspector://connect?name=Nord&baseUrl=https%3A%2F%2Fnord.example.test';
    const end = await boot.quitThenStartAgain(15_000, ['shop.ridataset', link]);
    expect(end.code).toBe(0);
    const [relaunch] = named(end.calls, 'app.relaunch') as { options?: { args?: string[] } }[];
    const args = relaunch?.options?.args ?? [];
    expect(args.slice(-2)).toEqual([join(process.cwd(), 'shop.ridataset'), link]);
    // None of Chromium's switches the second instance's command line was handed over with.
    expect(args).not.toContain('--allow-file-access-from-files');
  });

  it('shows its window when started again while it runs, and does not relaunch', async () => {
    const boot = await bootDist();
    await boot.emitApp('second-instance');
    const end = await boot.quit();
    expect(named(end.calls, 'window.focus')).toHaveLength(1);
    expect(named(end.calls, 'app.relaunch')).toEqual([]);
  });
});

describe('main bundle: the renderer process goes away', () => {
  it('reloads the window the first time, and does nothing when it exits cleanly', async () => {
    const boot = await bootDist();
    await boot.renderGone('clean-exit');
    expect(named((await boot.record()).calls, 'webContents.reload')).toEqual([]);
    await boot.renderGone('crashed');
    const calls = (await boot.record()).calls;
    expect(named(calls, 'webContents.reload')).toHaveLength(1);
    expect(named(calls, 'dialog.showMessageBox')).toEqual([]);
  });

  it('explains when it goes again soon after, and reloads or quits as the user chooses', async () => {
    const boot = await bootDist();
    await boot.renderGone('crashed');
    await boot.renderGone('oom', 0);
    const calls = (await boot.record()).calls;
    const [box] = named(calls, 'dialog.showMessageBox');
    expect(box).toMatchObject({ modal: true, options: { type: 'error', buttons: ['Reload', 'Quit'] } });
    expect((box!.options as { message: string }).message).toMatch(
      /stopped working again: its page ran out of memory/,
    );
    expect(named(calls, 'webContents.reload')).toHaveLength(2);

    // Quit: the process may end before it answers the probe.
    await boot.renderGone('crashed', 1).catch(() => undefined);
    const end = await boot.exited();
    expect(end.code).toBe(0);
    expect(named(end.calls, 'webContents.reload')).toHaveLength(2);
  });
});

/** Every item of `menu`, submenus included. */
function everyItem(menu: readonly MenuItemData[]): MenuItemData[] {
  return menu.flatMap((item) => [item, ...everyItem(item.submenu ?? [])]);
}

describe('main bundle: the application menu', () => {
  it('has no Reload or developer tools when packaged, and Edit, Window and Help with the version', async () => {
    const boot = await bootDist({ STAND_IN_PACKAGED: '1' });
    const menu = (await boot.record()).applicationMenu!;
    const items = everyItem(menu);
    expect(items.filter((item) => DEVELOPER_ROLES.includes(item.role ?? ''))).toEqual([]);
    const edit = menu.find((item) => item.label === 'Edit')!;
    expect(everyItem(edit.submenu!).map((item) => item.role)).toEqual(
      expect.arrayContaining(['copy', 'paste', 'cut', 'selectAll']),
    );
    expect(menu.some((item) => item.role === 'windowMenu')).toBe(true);
    const help = menu.find((item) => item.label === 'Help')!;
    expect(help.submenu).toContainEqual(
      expect.objectContaining({ label: `Retail Inspector ${manifest.version}`, enabled: false }),
    );
  });

  it('keeps Reload and the developer tools when not packaged', async () => {
    const boot = await bootDist();
    const roles = everyItem((await boot.record()).applicationMenu!).map((item) => item.role);
    expect(roles).toEqual(expect.arrayContaining([...DEVELOPER_ROLES]));
  });

  it('opens the documentation from Help when package.json names a home page, and offers none otherwise', async () => {
    const boot = await bootDist();
    const help = (await boot.record()).applicationMenu!.find((item) => item.label === 'Help')!;
    const docs = help.submenu!.find((item) => item.label === 'Documentation');
    expect(docs !== undefined).toBe(manifest.homepage !== undefined);
    if (!docs) return;
    await boot.clickMenu('Help > Documentation');
    expect(named((await boot.record()).calls, 'shell.openExternal')).toMatchObject([
      { url: manifest.homepage },
    ]);
  });
});

describe('main bundle: the theme', () => {
  it('creates the window in the page background of the system theme (no white flash when dark)', async () => {
    const light = await bootDist();
    expect((await light.record()).windows[0]!.options.backgroundColor).toBe(WINDOW_BACKGROUND.light);
    const dark = await bootDist({ STAND_IN_SYSTEM_DARK: '1' });
    expect((await dark.record()).windows[0]!.options.backgroundColor).toBe(WINDOW_BACKGROUND.dark);
  });

  it('applies the in-app theme to native menus and the window, and opens in it next time', async () => {
    const boot = await bootDist();
    expect(await boot.invoke(methodChannel('setTheme'), APP_WINDOW, { theme: 'dark' })).toEqual({
      ok: true,
      value: { applied: true },
    });
    const calls = (await boot.record()).calls;
    expect(named(calls, 'nativeTheme.themeSource').at(-1)).toMatchObject({ value: 'dark' });
    expect(named(calls, 'window.setBackgroundColor').at(-1)).toMatchObject({ color: WINDOW_BACKGROUND.dark });
    const saved = await readFile(join(boot.dataDir, 'appearance.json'), 'utf8');

    const next = await bootDist(
      {},
      { seed: (dataDir) => writeFile(join(dataDir, 'appearance.json'), saved) },
    );
    const record = await next.record();
    expect(record.windows[0]!.options.backgroundColor).toBe(WINDOW_BACKGROUND.dark);
    const order = record.calls.map((call) => call.what);
    expect(order.indexOf('nativeTheme.themeSource')).toBeLessThan(order.indexOf('new BrowserWindow'));
  });

  it('follows the system between light and dark while the theme is "system"', async () => {
    const boot = await bootDist();
    await boot.setSystemDark(true);
    expect((await boot.record()).windows[0]!.backgroundColors.at(-1)).toBe(WINDOW_BACKGROUND.dark);
    await boot.invoke(methodChannel('setTheme'), APP_WINDOW, { theme: 'light' });
    await boot.setSystemDark(true);
    expect((await boot.record()).windows[0]!.backgroundColors.at(-1)).toBe(WINDOW_BACKGROUND.light);
  });
});

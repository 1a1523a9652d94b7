// The Electron-free parts of the shell's lifecycle: holding a quit for the app's writes (bounded),
// what to do when the renderer goes, the words of a failed start, the application menu, and the
// window's background per theme (matching the page's own background in renderer/styles.css).
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readThemeChoice, writeThemeChoice } from '../../electron/core/platform/appearance';
import { AppError } from '../../electron/core/lib/app-error';
import { appMenuTemplate, DEVELOPER_ROLES, type MenuItemSpec } from '../../electron/shell/app-menu';
import { drainBeforeQuit, secondInstanceAction } from '../../electron/shell/quit-drain';
import { createRendererRecovery } from '../../electron/shell/renderer-recovery';
import { startupFailureText } from '../../electron/shell/startup-failure';
import { WINDOW_BACKGROUND, windowBackground } from '../../electron/shell/window-theme';
import { repoPath } from '../helpers/repo-paths';

/** A before-quit event that remembers whether it was prevented. */
const quitEvent = () => {
  const event = { prevented: false, preventDefault: () => (event.prevented = true) };
  return event;
};

describe('drainBeforeQuit', () => {
  it('holds the first quit until the writes are done, then quits again and lets that one through', async () => {
    let finish!: () => void;
    const drain = new Promise<void>((resolve) => (finish = resolve));
    const quits: number[] = [];
    const listener = drainBeforeQuit({ drain: () => drain, quit: () => quits.push(1), timeoutMs: 10_000 });
    const first = quitEvent();
    listener(first);
    expect(first.prevented).toBe(true);
    const meanwhile = quitEvent();
    listener(meanwhile);
    expect(meanwhile.prevented).toBe(true);
    await Promise.resolve();
    expect(quits).toEqual([]);
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(quits).toEqual([1]);
    const last = quitEvent();
    listener(last);
    expect(last.prevented).toBe(false);
  });

  it('quits after the time limit when the writes never finish, and when they fail', async () => {
    let timeUp!: () => void;
    const quits: string[] = [];
    const stuck = drainBeforeQuit({
      drain: () => new Promise(() => undefined),
      quit: () => quits.push('stuck'),
      timeoutMs: 10_000,
      wait: (ms) => {
        expect(ms).toBe(10_000);
        return new Promise<void>((resolve) => (timeUp = resolve));
      },
    });
    stuck(quitEvent());
    timeUp();
    await new Promise((resolve) => setImmediate(resolve));
    const failing = drainBeforeQuit({
      drain: () => Promise.reject(new Error('disk full')),
      quit: () => quits.push('failed'),
      timeoutMs: 10_000,
      wait: () => new Promise(() => undefined),
    });
    failing(quitEvent());
    await new Promise((resolve) => setImmediate(resolve));
    expect(quits).toEqual(['stuck', 'failed']);
  });

  it('tells whether a quit is under way, from the first before-quit on', () => {
    const listener = drainBeforeQuit({
      drain: () => new Promise(() => undefined),
      quit: () => undefined,
      timeoutMs: 10_000,
    });
    expect(listener.quitting()).toBe(false);
    listener(quitEvent());
    expect(listener.quitting()).toBe(true);
  });
});

describe('secondInstanceAction', () => {
  it('shows the window of a running app, and relaunches once after a quit under way', () => {
    expect(secondInstanceAction(false, false)).toBe('show');
    expect(secondInstanceAction(true, false)).toBe('relaunch');
    expect(secondInstanceAction(true, true)).toBe('none');
  });
});

describe('createRendererRecovery', () => {
  it('reloads the first time, explains a second loss within a minute, and reloads again after a quiet minute', () => {
    let now = 0;
    const decide = createRendererRecovery(() => now);
    expect(decide({ reason: 'crashed', exitCode: 1 })).toEqual({ kind: 'reload' });
    now = 30_000;
    const step = decide({ reason: 'oom', exitCode: -536870904 });
    expect(step).toMatchObject({
      kind: 'explain',
      message: 'The window stopped working again: its page ran out of memory.',
    });
    expect(step.kind === 'explain' && step.detail).toMatch(/not affected.*Reload.*quit/);
    now = 200_000;
    expect(decide({ reason: 'killed', exitCode: 9 })).toEqual({ kind: 'reload' });
  });

  it('does nothing when the page exits cleanly (the window closing)', () => {
    expect(createRendererRecovery()({ reason: 'clean-exit', exitCode: 0 })).toEqual({ kind: 'none' });
  });
});

describe('startupFailureText', () => {
  it('names the reason in one bounded paragraph and says what to do', () => {
    const text = startupFailureText(
      new AppError('FILE_ACCESS', 'The data folder /x cannot be used (ENOTDIR).'),
    );
    expect(text.title).toBe('Retail Inspector could not start');
    expect(text.content).toMatch(
      /^Retail Inspector could not start: The data folder \/x cannot be used \(ENOTDIR\)\./,
    );
    expect(text.content).toMatch(/start the app again/);
    expect(startupFailureText('x'.repeat(5_000)).content.length).toBeLessThan(800);
    expect(startupFailureText(new Error('two\nlines')).content).toContain('two lines');
  });
});

/** Every item of `menu`, submenus included. */
const everyItem = (menu: readonly MenuItemSpec[]): MenuItemSpec[] =>
  menu.flatMap((item) => [item, ...everyItem(item.submenu ?? [])]);

describe('appMenuTemplate', () => {
  const base = { appName: 'Retail Inspector', version: '1.2.3', docsUrl: 'https://docs.example.com/' };

  it.each(['darwin', 'win32', 'linux'] as const)(
    'on %s packaged: no Reload or developer tools anywhere',
    (platform) => {
      const roles = everyItem(appMenuTemplate({ ...base, platform, isPackaged: true })).map(
        (item) => item.role,
      );
      for (const role of DEVELOPER_ROLES) expect(roles).not.toContain(role);
      expect(roles).toEqual(
        expect.arrayContaining(['copy', 'paste', 'cut', 'selectAll', 'windowMenu', 'help']),
      );
    },
  );

  it('gives every submenu role its own items, so no default submenu brings Reload back', () => {
    const menu = appMenuTemplate({ ...base, platform: 'linux', isPackaged: true });
    for (const item of menu.filter((i) => /menu$/i.test(i.role ?? '') && i.role !== 'windowMenu'))
      expect(item.submenu, item.role).toBeDefined();
  });

  it('keeps Reload and the developer tools when not packaged', () => {
    const roles = everyItem(appMenuTemplate({ ...base, platform: 'linux', isPackaged: false })).map(
      (i) => i.role,
    );
    expect(roles).toEqual(expect.arrayContaining([...DEVELOPER_ROLES]));
  });

  it('puts the documentation and the version in Help, and the app menu first on macOS only', () => {
    const mac = appMenuTemplate({ ...base, platform: 'darwin', isPackaged: true });
    expect(mac[0]).toEqual({ role: 'appMenu' });
    const help = mac.find((item) => item.role === 'help')!;
    expect(help.submenu).toEqual([
      { label: 'Documentation', action: 'open-docs' },
      { type: 'separator' },
      { label: 'Retail Inspector 1.2.3', enabled: false },
    ]);
    const linux = appMenuTemplate({ ...base, docsUrl: null, platform: 'linux', isPackaged: true });
    expect(linux[0]).toMatchObject({ role: 'fileMenu', submenu: [{ role: 'quit' }] });
    expect(linux.find((item) => item.role === 'help')!.submenu).toEqual([
      { label: 'Retail Inspector 1.2.3', enabled: false },
    ]);
  });
});

describe('window background per theme', () => {
  it("is the page's own background (--bg in renderer/styles.css), light and dark", () => {
    const css = readFileSync(repoPath('renderer', 'styles.css'), 'utf8');
    const bg = /--bg:\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)/i.exec(css);
    expect(bg?.slice(1)).toEqual([WINDOW_BACKGROUND.light, WINDOW_BACKGROUND.dark]);
  });

  it('follows the chosen theme, and the system for "system"', () => {
    expect(windowBackground('dark', false)).toBe(WINDOW_BACKGROUND.dark);
    expect(windowBackground('light', true)).toBe(WINDOW_BACKGROUND.light);
    expect(windowBackground('system', true)).toBe(WINDOW_BACKGROUND.dark);
    expect(windowBackground('system', false)).toBe(WINDOW_BACKGROUND.light);
  });

  it('is kept in appearance.json, and anything unreadable there means "system"', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ri-appearance-'));
    try {
      expect(await readThemeChoice(dir)).toBe('system');
      await writeThemeChoice(dir, 'dark');
      expect(await readThemeChoice(dir)).toBe('dark');
      for (const text of ['{"theme":"purple"}', 'not json', `{"theme":"dark","x":"${'y'.repeat(5_000)}"}`]) {
        await writeFile(join(dir, 'appearance.json'), text);
        expect(await readThemeChoice(dir), text.slice(0, 20)).toBe('system');
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

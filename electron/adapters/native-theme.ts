/**
 * The in-app theme reaching Electron: nativeTheme.themeSource (native menus, dialogs, scroll bars and
 * prefers-color-scheme follow it) and the window's background colour (no white flash on dark
 * systems), kept in the data folder so the next start opens in the right colours.
 */
import { nativeTheme, type BrowserWindow } from 'electron';
import type { ThemeChoice } from '../../shared/theme';
import type { Appearance } from '../core/platform/appearance';
import { readThemeChoice, writeThemeChoice } from '../core/platform/appearance';
import { windowBackground } from '../shell/window-theme';

/** Applies the saved theme; resolves with the background colour the window should be created with. */
export async function applySavedTheme(dataDir: string): Promise<string> {
  const theme = await readThemeChoice(dataDir);
  nativeTheme.themeSource = theme;
  return windowBackground(theme, nativeTheme.shouldUseDarkColors);
}

/** The Appearance the handlers use, over the window `currentWindow` returns. */
export function electronAppearance(dataDir: string, currentWindow: () => BrowserWindow | null): Appearance {
  const paint = () =>
    currentWindow()?.setBackgroundColor(
      windowBackground(nativeTheme.themeSource, nativeTheme.shouldUseDarkColors),
    );
  // The system switching between light and dark changes the window only while the theme is "system".
  nativeTheme.on('updated', paint);
  return {
    async setTheme(theme: ThemeChoice) {
      nativeTheme.themeSource = theme;
      paint();
      await writeThemeChoice(dataDir, theme);
      return true;
    },
  };
}

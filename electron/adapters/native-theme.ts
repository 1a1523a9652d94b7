/**
 * The in-app theme and language reaching Electron: nativeTheme.themeSource (native menus, dialogs,
 * scroll bars and prefers-color-scheme follow it) and the window's background colour (no white
 * flash on dark systems); the language, for the native notifications ('system' is the application
 * locale, app.getLocale(), as the page resolves it). Both are kept in the data folder, so the next
 * start opens in the right colours and notifies in the app's language before the window loads.
 */
import { app, nativeTheme, type BrowserWindow } from 'electron';
import { catalogLanguageOf } from '../../shared/resolve-language';
import type { ThemeChoice } from '../../shared/theme';
import type { Appearance, SavedAppearance } from '../core/platform/appearance';
import { appearanceChoices, readAppearance } from '../core/platform/appearance';
import { windowBackground } from '../shell/window-theme';

/**
 * Applies the saved theme; resolves with the background colour the window should be created with
 * and the choices saved (for electronAppearance).
 */
export async function applySavedTheme(
  dataDir: string,
): Promise<{ readonly backgroundColor: string; readonly saved: SavedAppearance }> {
  const saved = await readAppearance(dataDir);
  nativeTheme.themeSource = saved.theme;
  return { backgroundColor: windowBackground(saved.theme, nativeTheme.shouldUseDarkColors), saved };
}

/** The Appearance the handlers use, over the window `currentWindow` returns, from the choices `saved`. */
export function electronAppearance(
  dataDir: string,
  currentWindow: () => BrowserWindow | null,
  saved: SavedAppearance,
): Appearance {
  const choices = appearanceChoices(dataDir, saved);
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
      await choices.save({ theme });
      return true;
    },
    async setLanguage(language) {
      await choices.save({ language });
      return true;
    },
    // Asked at each notification: "system" follows the system's language as it is then.
    language: () => catalogLanguageOf(choices.current().language, [app.getLocale()]),
  };
}

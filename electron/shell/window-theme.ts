/**
 * The window's colour before the page paints. Electron's default window background is white, so a
 * dark theme flashes white while the page loads; the window is created with the page's own background
 * instead, and `nativeTheme.themeSource` follows the in-app theme so native menus and dialogs match.
 */
import type { ThemeChoice } from '../../shared/theme';

/** The page's background (`--bg` in renderer/styles.css), light and dark. */
export const WINDOW_BACKGROUND = { light: '#f5f6f8', dark: '#0e1014' } as const;

/** The background for `theme`; `systemDark` is nativeTheme.shouldUseDarkColors for 'system'. */
export function windowBackground(theme: ThemeChoice, systemDark: boolean): string {
  const dark = theme === 'dark' || (theme === 'system' && systemDark);
  return dark ? WINDOW_BACKGROUND.dark : WINDOW_BACKGROUND.light;
}

// Puts the chosen theme on <html data-theme>; without one, styles.css follows prefers-color-scheme.
// The host is told too, at start and on each change (the desktop app's menus and window follow it).
import { useEffect } from 'react';
import { useAppStore } from '../../store';
import { selectTheme } from '../../store/selectors';

export function useApplyTheme(): void {
  const theme = useAppStore(selectTheme);
  const announceTheme = useAppStore((s) => s.announceTheme);
  useEffect(() => {
    const root = document.documentElement;
    if (theme === 'system') delete root.dataset.theme;
    else root.dataset.theme = theme;
    announceTheme();
  }, [theme, announceTheme]);
}

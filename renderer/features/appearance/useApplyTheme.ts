// Puts the chosen theme on <html data-theme>; without one, styles.css follows prefers-color-scheme.
import { useEffect } from 'react';
import { useAppStore } from '../../store';
import { selectTheme } from '../../store/selectors';

export function useApplyTheme(): void {
  const theme = useAppStore(selectTheme);
  useEffect(() => {
    const root = document.documentElement;
    if (theme === 'system') delete root.dataset.theme;
    else root.dataset.theme = theme;
  }, [theme]);
}

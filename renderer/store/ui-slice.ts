// How the app looks and what it tells the user outside the data views.
import type { SliceCreator } from './types';

/** The colour theme: the system's (prefers-color-scheme), or fixed. */
export type ThemeChoice = 'system' | 'light' | 'dark';

export interface UiSlice {
  readonly theme: ThemeChoice;
  /** A short message shown above the content until dismissed. */
  readonly notice: string | null;
  setTheme(theme: ThemeChoice): void;
  showNotice(message: string): void;
  dismissNotice(): void;
}

const THEME_KEY = 'retail-inspector.theme';

function savedTheme(): ThemeChoice {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

export const createUiSlice: SliceCreator<UiSlice> = (set) => ({
  theme: savedTheme(),
  notice: null,
  setTheme(theme) {
    try {
      localStorage.setItem(THEME_KEY, theme);
    } catch {
      // Storage can be unavailable (private windows); the choice then lasts for this session.
    }
    set({ theme });
  },
  showNotice(notice) {
    set({ notice });
  },
  dismissNotice() {
    set({ notice: null });
  },
});

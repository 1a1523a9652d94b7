// How the app looks and what it tells the user outside the data views. The theme, the language and
// the categories' view (grid or list) are remembered on this machine; the theme and the language are
// also told to the host, which applies them outside the page (the desktop app's native menus and
// window background, and the language of its notifications).
import type { Bridge } from '../bridge';
import { LANGUAGE_CHOICES, type LanguageChoice } from '../i18n/languages';
import { words } from '../i18n/words';
import type { SliceCreator } from './state/app-state';
import type { CategoryView, ThemeChoice, UiSlice } from './state/ui-state';

const THEME_KEY = 'retail-inspector.theme';
const VIEW_KEY = 'retail-inspector.category-view';
const LANGUAGE_KEY = 'retail-inspector.language';

function saved<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  try {
    const value = localStorage.getItem(key);
    return allowed.find((choice) => choice === value) ?? fallback;
  } catch {
    return fallback;
  }
}

function save(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private windows); the choice then lasts for this session.
  }
}

export const createUiSlice =
  (bridge: Bridge): SliceCreator<UiSlice> =>
  (set, get) => ({
    theme: saved<ThemeChoice>(THEME_KEY, ['light', 'dark'], 'system'),
    language: saved<LanguageChoice>(LANGUAGE_KEY, LANGUAGE_CHOICES, 'system'),
    categoryView: saved<CategoryView>(VIEW_KEY, ['list'], 'grid'),
    mainView: 'data',
    notice: null,
    setTheme(theme) {
      save(THEME_KEY, theme);
      set({ theme });
    },
    announceTheme() {
      // Nothing to show if the host cannot apply it: the page has the theme either way.
      void bridge.setTheme({ theme: get().theme });
    },
    setLanguage(language) {
      save(LANGUAGE_KEY, language);
      set({ language });
    },
    announceLanguage() {
      // The choice, not the language it resolves to: the host resolves "system" from its own locale.
      void bridge.setLanguage({ language: get().language });
    },
    setCategoryView(categoryView) {
      save(VIEW_KEY, categoryView);
      set({ categoryView });
    },
    setMainView(mainView) {
      set({ mainView });
    },
    showNotice(notice) {
      set({ notice });
    },
    followUpdateNotices() {
      // Main's words, as received.
      return bridge.on('updateNotice', ({ message }) =>
        set({ notice: words('common.asIs', { text: message }) }),
      );
    },
    dismissNotice() {
      set({ notice: null });
    },
  });

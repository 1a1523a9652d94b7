// The UI slice's state and actions (ui-slice.ts): theme, language, categories' layout, main view,
// notice.

import type { ThemeChoice } from '../../../shared/theme';
import type { LanguageChoice } from '../../i18n/languages';
import type { Words } from '../../i18n/words';

/** The colour theme: the system's (prefers-color-scheme), or fixed. */
export type { ThemeChoice };

/** How the categories are laid out: cards in a grid, or rows in a list. */
export type CategoryView = 'grid' | 'list';

/**
 * What the main area shows: the installation and its categories, the fleet board, what changed
 * between loads, diagnostics, the demo server, the request log.
 */
export type MainView = 'data' | 'fleet' | 'changes' | 'diagnostics' | 'demo' | 'requests';

export interface UiSlice {
  readonly theme: ThemeChoice;
  /** The language chosen: the system's (resolved by renderer/i18n/), or one of the catalogs'. */
  readonly language: LanguageChoice;
  readonly categoryView: CategoryView;
  readonly mainView: MainView;
  /** A short message shown above the content until dismissed, in the language shown. */
  readonly notice: Words | null;
  setTheme(theme: ThemeChoice): void;
  /** Tells the host the current theme, so it can apply it outside the page (native menus, window). */
  announceTheme(): void;
  setLanguage(language: LanguageChoice): void;
  /** Tells the host the language chosen, so it can say what it shows outside the page in it (notifications). */
  announceLanguage(): void;
  setCategoryView(view: CategoryView): void;
  setMainView(view: MainView): void;
  showNotice(message: Words): void;
  /** Shows main's update notices (desktop app) as the notice; returns the unsubscribe. */
  followUpdateNotices(): () => void;
  dismissNotice(): void;
}

/**
 * The host's side of the in-app theme and language: the desktop app applies the theme to native
 * menus, dialogs and the window background (adapters/native-theme.ts) and says its native
 * notifications in the language; the web host has nothing to apply (null). Both choices are kept
 * in the data folder as appearance.json, so the window opens in the right colour next time, and a
 * notification after a restart is in the app's language before the window has loaded.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGE_CHOICES, type CatalogLanguage, type LanguageChoice } from '../../../shared/languages';
import { THEME_CHOICES, type ThemeChoice } from '../../../shared/theme';
import { writeFileAtomic } from '../lib/atomic-write';

/** Applies a theme or a language outside the page; each resolves whether the host did anything. */
export interface Appearance {
  setTheme(theme: ThemeChoice): Promise<boolean>;
  setLanguage(language: LanguageChoice): Promise<boolean>;
  /** The language the host speaks outside the page now (its notifications). */
  language(): CatalogLanguage;
}

/** What appearance.json keeps. */
export interface SavedAppearance {
  readonly theme: ThemeChoice;
  readonly language: LanguageChoice;
}

const FILE = 'appearance.json';
// The file holds two short fields; anything bigger is not ours.
const MAX_BYTES = 4_096;
const NOTHING_SAVED: SavedAppearance = { theme: 'system', language: 'system' };

/** The saved choices; 'system' for each not saved, and for both when the file is unreadable. Never throws. */
export async function readAppearance(dataDir: string): Promise<SavedAppearance> {
  try {
    const text = await readFile(join(dataDir, FILE), 'utf8');
    if (text.length > MAX_BYTES) return NOTHING_SAVED;
    const saved = JSON.parse(text) as { theme?: unknown; language?: unknown };
    return {
      theme: THEME_CHOICES.find((choice) => choice === saved.theme) ?? 'system',
      language: LANGUAGE_CHOICES.find((choice) => choice === saved.language) ?? 'system',
    };
  } catch {
    return NOTHING_SAVED;
  }
}

/** The saved theme; 'system' when none is saved or the file is unreadable. Never throws. */
export async function readThemeChoice(dataDir: string): Promise<ThemeChoice> {
  return (await readAppearance(dataDir)).theme;
}

/** Saves `theme`, keeping the language saved; a failure only means the next start uses the system's colours. */
export async function writeThemeChoice(dataDir: string, theme: ThemeChoice): Promise<void> {
  await writeAppearance(dataDir, { ...(await readAppearance(dataDir)), theme });
}

async function writeAppearance(dataDir: string, appearance: SavedAppearance): Promise<void> {
  const text = JSON.stringify({ theme: appearance.theme, language: appearance.language }) + '\n';
  await writeFileAtomic(join(dataDir, FILE), text, 0o600).catch(() => undefined);
}

/**
 * The choices of this session, starting from `saved`: each change is kept at once and written
 * after the one before it, so a theme and a language told together (as the page does at start)
 * both reach the file.
 */
export function appearanceChoices(dataDir: string, saved: SavedAppearance) {
  let current = saved;
  let written = Promise.resolve();
  return {
    current: (): SavedAppearance => current,
    /** Takes `change` and saves the whole; never rejects. */
    save(change: Partial<SavedAppearance>): Promise<void> {
      current = { ...current, ...change };
      const whole = current;
      written = written.then(() => writeAppearance(dataDir, whole));
      return written;
    },
  };
}

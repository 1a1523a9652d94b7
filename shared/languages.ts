// The languages the app speaks (the renderer, and main's notifications), each named in itself (as a picker lists them), and the
// pseudo-language the tests and screenshots use to find text left untranslated or cut: every
// message accented and longer (pseudo-catalog.ts). Pure data.

/** The languages with a catalog of their own; English is the source and the fallback. */
export const LANGUAGES = [
  { tag: 'en', name: 'English' },
  { tag: 'de', name: 'Deutsch' },
  { tag: 'fr', name: 'Français' },
  { tag: 'es', name: 'Español' },
  { tag: 'it', name: 'Italiano' },
  { tag: 'nl', name: 'Nederlands' },
  { tag: 'pl', name: 'Polski' },
] as const;

/** Chromium's own pseudo-locale tag for accented, longer English. */
export const PSEUDO = 'en-XA';

export type CatalogLanguage = (typeof LANGUAGES)[number]['tag'];
export type Language = CatalogLanguage | typeof PSEUDO;
/** What the user chose: the system's languages, or one language. */
export type LanguageChoice = 'system' | Language;

export const SOURCE_LANGUAGE: CatalogLanguage = 'en';

/** Every choice the store accepts when it reads a saved one. */
export const LANGUAGE_CHOICES: readonly LanguageChoice[] = ['system', ...LANGUAGES.map((l) => l.tag), PSEUDO];

/** The language's name in itself ("Deutsch"); the pseudo-language by its tag. */
export function languageName(language: Language): string {
  return LANGUAGES.find((l) => l.tag === language)?.name ?? `Pseudo (${PSEUDO})`;
}

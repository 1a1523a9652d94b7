// Which language a choice means: the user's choice, else the first of the system's languages (the
// browser's navigator.languages; in Electron the application locale, app.getLocale()) that has a
// catalog, matched by its primary subtag ("de-AT" → de), else English. The renderer shows it; main
// says its notifications in it. Pure.
import {
  LANGUAGES,
  PSEUDO,
  SOURCE_LANGUAGE,
  type CatalogLanguage,
  type Language,
  type LanguageChoice,
} from './languages';

/** The catalog for a BCP 47 tag such as "fr-CH", or null when none matches. */
export function catalogFor(tag: string): CatalogLanguage | null {
  const primary = tag.toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((l) => l.tag === primary)?.tag ?? null;
}

/** The language shown for `choice`, given the system's preferred languages, best first. */
export function resolveLanguage(choice: LanguageChoice, preferred: readonly string[]): Language {
  if (choice !== 'system') return choice;
  for (const tag of preferred) {
    const found = catalogFor(tag);
    if (found) return found;
  }
  return SOURCE_LANGUAGE;
}

/**
 * The catalog `choice` is said in where only catalogs are (main's notifications): the
 * pseudo-language, which only the renderer derives, is English there.
 */
export function catalogLanguageOf(choice: LanguageChoice, preferred: readonly string[]): CatalogLanguage {
  const language = resolveLanguage(choice, preferred);
  return language === PSEUDO ? SOURCE_LANGUAGE : language;
}

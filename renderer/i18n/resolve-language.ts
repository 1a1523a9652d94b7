// Which language to show: the user's choice, else the first of the system's languages (the
// browser's navigator.languages; in Electron the application locale, app.getLocale()) that has a
// catalog, matched by its primary subtag ("de-AT" → de), else English.
import {
  LANGUAGES,
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

/** The system's languages as the page sees them (navigator.languages, else navigator.language). */
export function systemLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

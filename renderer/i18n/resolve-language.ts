// Which language to show (shared/resolve-language.ts, which main uses for its notifications too),
// and the system's languages as the page sees them.
export { catalogFor, resolveLanguage } from '../../shared/resolve-language';

/** The system's languages as the page sees them (navigator.languages, else navigator.language). */
export function systemLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

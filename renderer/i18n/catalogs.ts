// The catalogs by language. English is the source and is bundled with the first screen (the app
// shows it before any other has loaded, and tests need no loading); every other catalog, and the
// pseudo-language, is its own chunk, fetched when that language is first shown.
import { en, type Catalog } from './messages/en';
import { SOURCE_LANGUAGE, type Language } from './languages';

const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<Catalog>>> = {
  de: async () => (await import('./messages/de')).default,
  fr: async () => (await import('./messages/fr')).default,
  es: async () => (await import('./messages/es')).default,
  it: async () => (await import('./messages/it')).default,
  nl: async () => (await import('./messages/nl')).default,
  pl: async () => (await import('./messages/pl')).default,
  'en-XA': async () => (await import('./pseudo-catalog')).pseudoCatalog(),
};

const loaded = new Map<Language, Catalog>([[SOURCE_LANGUAGE, en]]);

/** The catalog of `language` when it has loaded already, else null. */
export function loadedCatalog(language: Language): Catalog | null {
  return loaded.get(language) ?? null;
}

/** The catalog of `language`, loading its chunk once. */
export async function loadCatalog(language: Language): Promise<Catalog> {
  const known = loaded.get(language);
  if (known) return known;
  const catalog = await LOADERS[language as Exclude<Language, 'en'>]();
  loaded.set(language, catalog);
  return catalog;
}

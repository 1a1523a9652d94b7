// Every language's catalog of shared/'s words, for main, which formats notifications in the app's
// language. Not for the renderer: its catalogs include these one language a chunk.
import type { CatalogLanguage } from '../languages';
import { sharedDe } from './de';
import { sharedEn, type SharedCatalog } from './en';
import { sharedEs } from './es';
import { sharedFr } from './fr';
import { sharedIt } from './it';
import { sharedNl } from './nl';
import { sharedPl } from './pl';

export const SHARED_CATALOGS: Readonly<Record<CatalogLanguage, SharedCatalog>> = {
  en: sharedEn,
  de: sharedDe,
  fr: sharedFr,
  es: sharedEs,
  it: sharedIt,
  nl: sharedNl,
  pl: sharedPl,
};

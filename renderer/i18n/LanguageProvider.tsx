// Gives the app its language: the user's choice (the store's, remembered like the theme) or the
// system's languages, the catalog of that language (loaded on demand; the one shown before stays
// until it arrives), <html lang>, and react-intl's provider, whose locale every Intl format of the
// converted views reads (numbers, dates, currencies follow the language shown). Follows the
// system's languages while they change (the languagechange event). The choice is told to the host
// too, whose notifications (the desktop app's) follow it.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useAppStore } from '../store';
import { selectLanguageChoice } from '../store/selectors';
import { loadCatalog, loadedCatalog } from './catalogs';
import { PSEUDO, SOURCE_LANGUAGE, type Language } from './languages';
import { en, type Catalog } from './messages/en';
import { resolveLanguage, systemLanguages } from './resolve-language';
import './message-ids';

function useSystemLanguages(): readonly string[] {
  const [languages, setLanguages] = useState(systemLanguages);
  useEffect(() => {
    const changed = () => setLanguages(systemLanguages());
    window.addEventListener('languagechange', changed);
    return () => window.removeEventListener('languagechange', changed);
  }, []);
  return languages;
}

interface Shown {
  readonly language: Language;
  readonly catalog: Catalog;
}

export function LanguageProvider({ children }: { children: ReactNode }) {
  const choice = useAppStore(selectLanguageChoice);
  const announceLanguage = useAppStore((s) => s.announceLanguage);
  const wanted = resolveLanguage(choice, useSystemLanguages());
  const ready = loadedCatalog(wanted);
  // The language shown last, kept on screen while the next one's catalog loads.
  const last = useRef<Shown | null>(null);
  const [, setArrived] = useState(0);
  const shown: Shown | null = ready ? { language: wanted, catalog: ready } : last.current;
  last.current = shown;

  useEffect(() => {
    if (ready) return;
    let current = true;
    loadCatalog(wanted).then(
      // Loaded now, so the next render finds it ready.
      () => current && setArrived((n) => n + 1),
      // A chunk that cannot load (an app file missing) leaves the page in English, not blank.
      () => {
        if (!current) return;
        last.current = { language: SOURCE_LANGUAGE, catalog: en };
        setArrived((n) => n + 1);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, ready]);

  // The host says its notifications in it too: told at start and on each choice.
  useEffect(() => announceLanguage(), [choice, announceLanguage]);

  const language = shown?.language ?? null;
  useEffect(() => {
    if (language) document.documentElement.lang = language;
  }, [language]);

  // Only at start, and only for a language other than English: nothing until its catalog is here.
  if (!shown) return null;
  // The pseudo-language formats numbers and dates as English does; Intl knows no en-XA.
  const locale = shown.language === PSEUDO ? SOURCE_LANGUAGE : shown.language;
  return (
    <IntlProvider locale={locale} defaultLocale={SOURCE_LANGUAGE} messages={shown.catalog}>
      {children}
    </IntlProvider>
  );
}

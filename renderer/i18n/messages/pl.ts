// Polish, in the words of a retail back-office: kategoria towarów for a product category, sklep for
// a shop, magazyn for a warehouse, konto sprzedaży for a sales account. Counts take four plural
// forms: one (1), few (2–4, 22–24 …), many (5–21, 25 …), other (fractions).
import type { Catalog } from './en';
import { sharedPl } from '../../../shared/messages/pl';
import { uiPl } from './ui/pl';
import { printPl } from './print/pl';
import { changesPl } from './changes/pl';
import { categoriesPl } from './categories/pl';
import { fleetPl } from './fleet/pl';
import { timelinePl } from './timeline/pl';
import { alertsPl } from './alerts/pl';
import { watchPl } from './watch/pl';
import { connectionsPl } from './connections/pl';
import { demoPl } from './demo/pl';
import { requestsPl } from './requests/pl';
import { diagnosticsPl } from './diagnostics/pl';

const pl: Catalog = {
  ...sharedPl,

  'app.skip.categorySearch': 'Przejdź do wyszukiwania kategorii',
  'app.skip.requests': 'Przejdź do żądań',
  'app.skip.fleetSearch': 'Przejdź do wyszukiwania sklepów',

  'views.label': 'Widoki',
  'views.data': 'Instalacja i kategorie towarów',
  'views.fleet': 'Sklepy',
  'views.changes': 'Zmiany',
  'views.diagnostics': 'Diagnostyka',
  'views.demo': 'Serwer demo',
  'views.requests': 'Żądania ({count, number})',

  'theme.label': 'Motyw',
  'theme.system': 'Systemowy',
  'theme.light': 'Jasny',
  'theme.dark': 'Ciemny',

  'language.label': 'Język',
  'language.system': 'Systemowy ({language})',

  'ui.cancel': 'Anuluj',
  'ui.dismiss': 'Ukryj',
  'ui.close': 'Zamknij',
  'ui.warning': 'Ostrzeżenie: {reason}',
  'ui.elapsed': 'Upłynęło: {elapsed}',
  'ui.retry': 'Ponów',
  'ui.lenient.title':
    '{what, select, settings {Ustawienia odczytano} categories {Kategorie odczytano} other {Przechwycone ustawienia i kategorie odczytano}} pobłażliwie: {count, plural, one {tolerowano # błąd} few {tolerowano # błędy} many {tolerowano # błędów} other {tolerowano # błędu}} odpowiedzi',
  'ui.lenient.strictFails': 'Ścisły odczyt zawodzi',
  'ui.stale.badge': 'Nieaktualne',
  'ui.stale.showing': '{what, select, settings {Pokazano ustawienia} other {Pokazano kategorie}}.',
  'ui.stale.showingSince':
    '{what, select, settings {Pokazano ustawienia} other {Pokazano kategorie}} z {time}.',
  'ui.stale.cancelled': 'Odświeżanie anulowano.',
  'ui.stale.failed': 'Odświeżanie nie powiodło się: <b>{title}</b>',

  'installation.heading': 'Instalacja',
  'installation.loading': 'Wczytywanie ustawień instalacji…',
  'installation.refreshing': 'Odświeżanie ustawień…',
  'installation.unnamedCompany': 'Firma bez nazwy',
  'installation.logo': 'Logo firmy {company}',
  'installation.logoUnavailable': 'Logo niedostępne',
  'installation.settings': 'Ustawienia',
  'installation.missing': 'brak',
  'installation.empty': '(puste)',
  'installation.decimalsNote':
    '{count, plural, one {miejsce po przecinku} few {miejsca po przecinku} many {miejsc po przecinku} other {miejsca po przecinku}}',
  'installation.faultSummary': '{summary}. Każde pokazano tak, jak je odebrano, z przyczyną.',
  'installation.technical': 'Szczegóły techniczne',
  'installation.technicalFaults':
    '{count, plural, one {# pole} few {# pola} many {# pól} other {# pola}} z ostrzeżeniem',
  'installation.breaksSpec': 'Narusza specyfikację: {rule}',
  'installation.doubt.currency': 'Waluta nieznana temu komputerowi',
  'installation.doubt.timeZone': 'Strefa czasowa nieznana temu komputerowi',
  'installation.doubt.separator': 'Litera ani cyfra nie może być separatorem dziesiętnym',
  'installation.doubt.decimals': 'Więcej niż {max, number} miejsc po przecinku to nietypowe; zapewne błąd',

  'categories.heading': 'Kategorie towarów',
  'categories.count':
    '{total, plural, one {# kategoria} few {# kategorie} many {# kategorii} other {# kategorii}}',
  'categories.countShown':
    '{shown, number} z {total, plural, one {# kategorii} few {# kategorii} many {# kategorii} other {# kategorii}}',
  'categories.countLoading':
    'Wczytano {arrived, number} z {total, plural, one {# kategorii} few {# kategorii} many {# kategorii} other {# kategorii}}…',
  'categories.loading': 'Wczytywanie kategorii…',
  'categories.refreshing': 'Odświeżanie kategorii…',
  'categories.none': 'Ta instalacja nie ma jeszcze kategorii.',
  'categories.noneAdvice': 'Kategorie dodane w back office pojawią się tu po odświeżeniu.',
  'categories.noMatch': 'Żadna kategoria nie pasuje do „{query}”.',
  'categories.noMatchAdvice':
    'Wyszukiwanie obejmuje nazwy, kody i slugi; wielkość liter i akcenty nie mają znaczenia.',
  'categories.clearSearch': 'Wyczyść wyszukiwanie',
  'categories.searchLabel': 'Szukaj kategorii po nazwie, kodzie lub slugu',
  'categories.searchPlaceholder': 'Szukaj nazwy, kodu lub slugu',
  'categories.sortBy': 'Sortuj według',
  'categories.sort.name': 'Nazwa',
  'categories.sort.code': 'Kod',
  'categories.sort.id': 'ID',
  'categories.showAs': 'Pokaż jako',
  'categories.grid': 'Siatka',
  'categories.list': 'Lista',
  'separator.comma': 'przecinek',
  'separator.fullStop': 'kropka',
  'separator.space': 'spacja',
  'separator.apostrophe': 'apostrof',
  'separator.noBreakSpace': 'spacja nierozdzielająca',

  'previews.heading': 'Podglądy',
  'previews.intro':
    'Obliczone z ustawień poniżej. Tysiące są oddzielone wąską spacją: ustawienia nie podają separatora tysięcy.',
  'previews.amount': 'Kwota',
  'previews.quantity': 'Ilość',
  'previews.currencyName': 'Nazwa waluty',
  'previews.timeThere': 'Czas tam teraz',
  'previews.decimals':
    '{count, plural, one {# miejsce po przecinku} few {# miejsca po przecinku} many {# miejsc po przecinku} other {# miejsca po przecinku}}',
  'previews.noPreview': 'Brak podglądu: {problem}',
  'previews.quoted': '„{text}”',
  'previews.missing': 'brak',
  'previews.problem.decimals':
    'liczby miejsc po przecinku dla {what, select, amounts {kwot} other {ilości}} ({value}) nie można użyć: to nie liczba całkowita',
  'previews.problem.tooManyDecimals':
    '{count, plural, one {# miejsce po przecinku to} few {# miejsca po przecinku to} many {# miejsc po przecinku to} other {# miejsca po przecinku to}} więcej, niż pokazuje podgląd ({max, number})',
  'previews.problem.separator': 'separatora dziesiętnego ({value}) nie można użyć: to nie pojedynczy znak',
  'previews.problem.currency': 'waluta {value} nie jest kodem waluty',
  'previews.problem.timeZone': 'strefa czasowa {value} jest tu nieznana',
  'previews.currencyUnused': 'Nie można było użyć waluty {value}',
  'previews.currencyUnknownNames': '(symbol ani nazwa nieznane)',
  ...uiPl,
  ...printPl,
  ...changesPl,
  ...categoriesPl,
  ...watchPl,
  ...fleetPl,
  ...timelinePl,
  ...alertsPl,
  ...connectionsPl,
  ...demoPl,
  ...requestsPl,
  ...diagnosticsPl,
};

export default pl;

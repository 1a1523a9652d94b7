// The Diagnostics view in pl: only the renderer's own words; the verdict and the checks come from shared/.
import type { diagnosticsEn } from './en';

export const diagnosticsPl: Readonly<Record<keyof typeof diagnosticsEn, string>> = {
  'diagnostics.heading': 'Diagnostyka',
  'diagnostics.intro': 'Sprawdza <strong>{name}</strong> pod kątem specyfikacji API v2.',
  'diagnostics.loadingConnections': 'Wczytywanie połączeń…',
  'diagnostics.run': 'Uruchom testy',
  'diagnostics.running': 'Trwają testy…',
  'diagnostics.what': 'Testy',
  'diagnostics.cancelled':
    '{before, select, yes {Testy anulowano; raport poniżej pochodzi z poprzedniego uruchomienia.} other {Testy anulowano.}}',
  'diagnostics.empty': 'Jeszcze nie uruchomiono testów.',
  'diagnostics.emptyAdvice':
    '„Uruchom testy” wywołuje obie operacje używanego połączenia i sprawdza każdą regułę specyfikacji, tak jak <code>retail-inspector check</code>. Raport można wyeksportować do zgłoszenia.',
  'diagnostics.announce':
    'Testy zakończone: {verdict}. Zaliczone: {pass, number}, {warn, plural, one {# ostrzeżenie} few {# ostrzeżenia} many {# ostrzeżeń} other {# ostrzeżenia}}, niezaliczone: {fail, number}.',
  'diagnostics.checks': 'Testy',
  'diagnostics.calls': 'Wywołania',
  'diagnostics.environment': 'Środowisko',
  'diagnostics.crashDumps': 'Zrzuty awarii',
  'diagnostics.evidence': 'Dowody: {title}',
  'diagnostics.fewerLines': 'Pokaż mniej wierszy',
  'diagnostics.allLines':
    '{count, plural, one {Pokaż # wiersz} few {Pokaż wszystkie # wiersze} many {Pokaż wszystkie # wierszy} other {Pokaż wszystkie # wiersza}}',
  'diagnostics.withWarnings': '{verdict}, z ostrzeżeniami',
  'diagnostics.stopped': 'Co to zatrzymało:',
  'diagnostics.answersAt': 'API odpowiada pod adresem <code>{url}</code>: użyj go jako adresu połączenia.',
  'diagnostics.counts':
    'zaliczone: {pass, number} · {warn, plural, one {# ostrzeżenie} few {# ostrzeżenia} many {# ostrzeżeń} other {# ostrzeżenia}} · niezaliczone: {fail, number}',
  'diagnostics.connection': 'Połączenie',
  'diagnostics.baseUrl': 'Bazowy URL',
  'diagnostics.notCallable': 'nie do wywołania',
  'diagnostics.checkedAt': 'Sprawdzono o',
  'diagnostics.call.notMade': 'Nie wykonano: pierwsze wywołanie nie dotarło do instalacji.',
  'diagnostics.call.http': 'HTTP',
  'diagnostics.call.noAnswer': 'brak odpowiedzi',
  'diagnostics.call.duration': 'Czas trwania',
  'diagnostics.call.firstByte': 'Pierwszy bajt',
  'diagnostics.call.size': 'Rozmiar',
  'diagnostics.call.info': 'wywołania info',
  'diagnostics.call.categories': 'wywołania kategorii',
  'diagnostics.call.copy': 'Kopiuj jako curl',
  'diagnostics.call.copied': 'Skopiowano',
  'diagnostics.call.tryAgain': 'Spróbuj ponownie',
  'diagnostics.call.copyFor': 'dla {what}',
  'diagnostics.call.tryAgainWhat': 'skopiować {what} jako curl',
  'diagnostics.call.asCurl': '{what} jako curl',
  'diagnostics.call.tolerated': 'Błędy tolerowane przy odczycie {what}',
  'diagnostics.call.tokenNote':
    'Polecenia odczytują token z <code>RETAIL_INSPECTOR_TOKEN</code>: najpierw ustaw go w swojej powłoce.',
  'diagnostics.env.os': 'System operacyjny',
  'diagnostics.env.notUsed': 'nieużywany (host WWW)',
  'diagnostics.env.browser': '{name} (przeglądarka)',
  'diagnostics.env.someBrowser': 'Przeglądarka',
  'diagnostics.env.unknown': 'nieznana',
  'diagnostics.export.har': 'HAR (dziennik żądań)',
};

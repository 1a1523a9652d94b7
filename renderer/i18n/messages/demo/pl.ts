// Widok Serwer demo po polsku.
import type { demoEn } from './en';

export const demoPl: Readonly<Record<keyof typeof demoEn, string>> = {
  'demo.server.heading': 'Serwer demo',
  'demo.server.running': 'Działa',
  'demo.server.stopped': 'Zatrzymany',
  'demo.server.checking': 'Sprawdzanie serwera demo…',
  'demo.server.address': 'Adres',
  'demo.server.file': 'Plik zbioru danych',
  'demo.server.company': 'Firma',
  'demo.server.categories': 'Kategorie',
  'demo.server.stop': 'Zatrzymaj serwer',
  'demo.server.start': 'Uruchom serwer',
  'demo.server.couldNotStart': 'Nie udało się uruchomić serwera demo: {failure}',
  'demo.server.damaged':
    'Otwórz poniżej plik zbioru danych, aby udostępnić go zamiast tego; jeśli dołączone dane demo są uszkodzone, ponowna instalacja Retail Inspector je przywróci.',
  'demo.server.startServes': 'Zatrzymany. Uruchomienie ponownie udostępni {file}.',
  'demo.server.bundled': 'dołączone dane demo',
  'demo.server.reset': 'Przywróć dołączone demo',
  'demo.server.dropHint':
    'Albo upuść plik zbioru danych (.ridataset lub .json) w dowolnym miejscu tego okna. Plik, który nie jest prawidłowym zbiorem danych, pozostawia działający serwer bez zmian.',
  'demo.server.open': 'Otwórz plik zbioru danych…',
  'demo.server.openInput': 'Plik zbioru danych do otwarcia',
  'demo.server.notDataset':
    'Na serwerze demo można otwierać tylko pliki zbiorów danych (.ridataset lub .json).',
  'demo.server.tooLarge':
    'Ma {mb, number} MB, więcej, niż otwiera aplikacja ({max, number} MB). Udostępnij go poleceniem „retail-inspector serve --data FILE --max-size {next}”.',
  'demo.server.unreadable': 'Nie udało się odczytać pliku.',

  'demo.action.open': 'Otwieranie zbioru danych…',
  'demo.action.start': 'Uruchamianie serwera demo…',
  'demo.action.stop': 'Zatrzymywanie serwera demo…',
  'demo.action.isStopped': 'Serwer demo jest zatrzymany.',
  'demo.action.unchanged':
    'Serwer demo nie został zmieniony: nadal udostępnia <strong>{company}</strong> pod adresem <code>{url}</code>.',

  'demo.drop.title': 'Upuść, aby otworzyć na serwerze demo',
  'demo.drop.body':
    'Plik zbioru danych Retail Inspector (.ridataset lub .json). Jeśli plik jest nieprawidłowy, działający serwer pozostaje bez zmian.',

  'demo.faults.heading': 'Wolna lub zawodna instalacja',
  'demo.faults.intro':
    'Każe serwerowi demo czekać przed każdą odpowiedzią albo odrzucać część żądań tak, jak robią to prawdziwe instalacje (JSON 500, HTML 502 z serwera proxy, 503, zerwane połączenie), aby pokazać, jak radzi sobie aplikacja.',
  'demo.faults.legend': 'Usterki serwera demo',
  'demo.faults.presets': 'Ustawienia wstępne',
  'demo.faults.normal': 'Normalnie',
  'demo.faults.slow': 'Wolno (2 s)',
  'demo.faults.flaky': 'Zawodnie (30 % błędów)',
  'demo.faults.latency': 'Opóźnienie (ms)',
  'demo.faults.rate': 'Odsetek błędów (%)',
  'demo.faults.apply': 'Zastosuj',
  'demo.faults.latencyRange': 'Wpisz całkowitą liczbę milisekund od 0 do {max, number}.',
  'demo.faults.rateRange': 'Wpisz wartość procentową od 0 do 100.',
  'demo.faults.notRunning': 'Uruchom serwer demo, aby go spowolnić lub wywołać błędy.',
  'demo.faults.notChanged': 'Nie udało się zmienić usterek: {error}',
  'demo.faults.now': 'Serwer demo {latency} i {failures}.',
  'demo.faults.waits': 'czeka {ms, number} ms przed każdą odpowiedzią',
  'demo.faults.atOnce': 'odpowiada od razu',
  'demo.faults.fails': 'odrzuca {rate, number} % żądań',
  'demo.faults.neverFails': 'nigdy nie zawodzi celowo',

  'demo.capture.heading': 'Zapisz jako zbiór danych offline',
  'demo.capture.intro':
    'Zapisuje aktywne połączenie — jego ustawienia, każdą kategorię i każdy obraz — jako jeden plik zbioru danych, który serwer demo może udostępniać bez sieci.',
  'demo.capture.connection': 'Połączenie',
  'demo.capture.noneChosen': 'Jeszcze nie wybrano',
  'demo.capture.fileName': 'Nazwa pliku',
  'demo.capture.savedIn': 'Zapisywany w <code>{folder}</code>',
  'demo.capture.defaultFolder': 'folderze zapisów aplikacji',
  'demo.capture.start':
    'Zapisz aktywne połączenie jako zbiór danych offline{dialog, select, yes {…} other {}}',
  'demo.capture.replaceTitle': 'Zastąpić istniejący plik?',
  'demo.capture.replace': 'Zastąp',
  'demo.capture.keep': 'Zachowaj',
  'demo.capture.exists':
    '<code>{file}</code> już istnieje. Zastąpienie ponownie zapisze {connection} i nadpisze plik.',
  'demo.capture.needName': 'Nadaj nazwę zapisywanemu plikowi.',
  'demo.capture.badExtension': 'Nazwa musi kończyć się na .ridataset lub .json.',
  'demo.capture.step':
    'Zapisywanie {connection}: {phase, select, categories {odczyt kategorii…} images {pobieranie obrazów…} writing {zapis pliku…} other {odczyt informacji o systemie…}}',
  'demo.capture.cancelling': 'Anulowanie zapisu…',
  'demo.capture.progress': 'Postęp zapisu',
  'demo.capture.counts':
    '{done, number} z {total, plural, one {# obrazu} few {# obrazów} many {# obrazów} other {# obrazu}}',
  'demo.capture.countsFailed':
    '{done, number} z {total, plural, one {# obrazu} few {# obrazów} many {# obrazów} other {# obrazu}}, nieudane: {failed, number}',
  'demo.capture.saved': 'Zapisano {connection}',
  'demo.capture.savedWithout':
    'Zapisano {connection}, bez {count, plural, one {# obrazu} few {# obrazów} many {# obrazów} other {# obrazu}}',
  'demo.capture.savedViolations':
    'Zapisano {connection} tak, jak odpowiedziało: {count, plural, one {# wartość narusza} few {# wartości naruszają} many {# wartości narusza} other {# wartości narusza}} specyfikację',
  'demo.capture.categories':
    '{count, plural, one {# kategoria} few {# kategorie} many {# kategorii} other {# kategorii}}',
  'demo.capture.embedded':
    '{count, plural, one {# obraz osadzony} few {# obrazy osadzone} many {# obrazów osadzonych} other {# obrazu osadzonego}}',
  'demo.capture.failed':
    '{count, plural, one {# obraz nieudany} few {# obrazy nieudane} many {# obrazów nieudanych} other {# obrazu nieudanego}}',
  'demo.capture.failedImages': 'Nie udało się zapisać tych obrazów; ich kategorie zachowują pierwotny adres:',
  'demo.capture.failedLabel': 'Niezapisane obrazy',
  'demo.capture.more': '… i {count, number} więcej.',
  'demo.capture.openInDemo': 'Otwórz na serwerze demo',
  'demo.capture.done': 'Gotowe',
  'demo.capture.cancelled': 'Zapis został anulowany. Nic nie zapisano.',
  'demo.capture.failedTitle': 'Zapis się nie powiódł: {title}',
  'demo.capture.nothingWritten': '{advice} Nic nie zapisano.',
  'demo.capture.violations':
    'Plik zachowuje to, co odpowiedziała instalacja, więc również narusza specyfikację. Serwer demo otwiera tylko pliki zgodne ze specyfikacją; odtwórz ten poleceniem <code>retail-inspector serve --allow-violations --data FILE</code>.',
  'demo.capture.violationsLabel': 'Wartości naruszające specyfikację',
  'demo.msg.notOpened': 'Nie udało się otworzyć: {name}',
  'demo.msg.theDataset': 'Zbiór danych',
  'demo.msg.theDatasetLower': 'zbioru danych',
  'demo.msg.nowServing':
    'Teraz udostępniane jest {company} ({count, plural, one {# kategoria} few {# kategorie} many {# kategorii} other {# kategorii}}) z {from}.',
  'demo.msg.running': 'Serwer demo działa pod adresem {url}.',
  'demo.msg.notStarted': 'Nie udało się uruchomić serwera demo',
  'demo.msg.notStopped': 'Nie udało się zatrzymać serwera demo',
  'demo.msg.bundledNotStarted': 'Nie udało się uruchomić dołączonego demo',
  'demo.msg.servingBundled': 'Teraz udostępniane jest dołączone demo, {company}.',
  'demo.capture.notWritten': 'Nie udało się zapisać pliku',
  'demo.capture.notStarted': 'Nie udało się rozpocząć zapisu',
  'demo.capture.fixCause': 'Usuń przyczynę podaną powyżej, a potem spróbuj ponownie.',
};

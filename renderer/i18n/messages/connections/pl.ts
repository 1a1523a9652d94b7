// Okno Połączenia po polsku: sklep dla punktu sprzedaży, kategoria dla grupy towarowej.
import type { connectionsEn } from './en';

export const connectionsPl: Readonly<Record<keyof typeof connectionsEn, string>> = {
  'connections.brand': 'Retail Inspector',
  'connections.select.label': 'Połączenie',
  'connections.select.unavailable': 'Niedostępne',
  'connections.select.loading': 'Wczytywanie…',
  'connections.button': 'Połączenia…',
  'connections.refresh': 'Odśwież',
  'connections.address.demo': 'Serwer demo',
  'connections.address.label': 'Adres',
  'connections.address.firstUse': 'uruchamia się przy pierwszym użyciu',
  'connections.insecure': 'niezabezpieczone (http)',
  'connections.dialog.title': 'Połączenia',

  'connections.list.summaryLocked': 'Brak zapisanych połączeń, a w tej sesji nie można żadnego dodać.',
  'connections.list.summaryNone':
    'Jeszcze brak zapisanych połączeń: dodaj adres instalacji i, jeśli go wymaga, jej token.',
  'connections.list.summary':
    '{count, plural, one {Wbudowane demo i # zapisane połączenie.} few {Wbudowane demo i # zapisane połączenia.} many {Wbudowane demo i # zapisanych połączeń.} other {Wbudowane demo i # zapisanego połączenia.}}',
  'connections.list.firstShown':
    'Pokazano pierwsze {shown, number} z {count, number}: wyszukaj, aby znaleźć pozostałe.',
  'connections.list.noMatch': 'Żadne zapisane połączenie nie pasuje do „{query}”.',
  'connections.list.shown':
    'Pokazano {shown, number} z {count, plural, one {# zapisanego połączenia} few {# zapisanych połączeń} many {# zapisanych połączeń} other {# zapisanego połączenia}}.',
  'connections.list.shownOfMatching':
    'Pokazano {shown, number} z {count, plural, one {# zapisanego połączenia} few {# zapisanych połączeń} many {# zapisanych połączeń} other {# zapisanego połączenia}}, spośród {matching, number} pasujących.',
  'connections.list.add': 'Dodaj połączenie',
  'connections.list.search': 'Szukaj połączeń po nazwie lub adresie',
  'connections.list.searchPlaceholder': 'Szukaj nazwy lub adresu',
  'connections.list.sortBy': 'Sortuj według',
  'connections.sort.name': 'Nazwa',
  'connections.sort.address': 'Adres',
  'connections.sort.watch': 'Najpierw obserwowane',

  'connections.item.inUse': 'W użyciu',
  'connections.item.edit': 'Edytuj',
  'connections.item.delete': 'Usuń',
  'connections.item.deleteTitle': 'Usunąć „{name}”?',
  'connections.item.deleteConfirm': 'Usuń połączenie',
  'connections.item.keep': 'Zachowaj',
  'connections.item.deleteBody':
    '{active, select, yes {Jego adres i token zostaną usunięte z tego komputera; tego nie można cofnąć. Zamiast niego zostanie użyte połączenie demo.} other {Jego adres i token zostaną usunięte z tego komputera; tego nie można cofnąć.}}',
  'connections.watch': 'Obserwuj',
  'connections.use': 'Użyj',

  'connections.demo.builtIn': 'Wbudowane',
  'connections.demo.name': 'Demo (offline)',
  'connections.demo.checking': 'Sprawdzanie serwera demo…',
  'connections.demo.stopped': 'Zatrzymany — uruchamia się, gdy używane jest połączenie demo.',
  'connections.demo.running': 'Działa',
  'connections.demo.what':
    '{company}, {count, plural, one {# kategoria} few {# kategorie} many {# kategorii} other {# kategorii}}',
  'connections.demo.noToken':
    'Token nie jest potrzebny: serwer na tym komputerze udostępnia dołączone dane przykładowe.',
  'connections.demo.stop': 'Zatrzymaj serwer',
  'connections.demo.start': 'Uruchom serwer',

  'connections.fleet.title': 'Plik sklepów',
  'connections.fleet.import': 'Importuj…',
  'connections.fleet.exportCsv': 'Eksportuj CSV',
  'connections.fleet.exportJson': 'Eksportuj JSON',
  'connections.fleet.hint':
    'Plik, który czyta <code>retail-inspector check --fleet</code>: CSV <code>name,base_url,token_env</code> (oraz <code>insecure</code>, <code>token</code>) lub JSON. Połączenia są dopasowywane po nazwie. Token wiersza to jego kolumna <code>token</code>, a w przeciwnym razie zmienna środowiskowa wskazana w <code>token_env</code> (zaczynająca się od <code>RETAIL_INSPECTOR_TOKEN</code>); nigdy nie jest pokazywany ani eksportowany.',

  'connections.storage.fileProblem': 'Wystąpił problem z zapisanymi połączeniami',
  'connections.storage.fileLocked':
    'Do ponownego uruchomienia inspektora nie można dodawać, zmieniać ani usuwać połączeń.',
  'connections.storage.weakTitle': 'Tokeny są zapisywane ze słabą ochroną',
  'connections.storage.weakBody':
    'Zezwolono na to. Każdy, kto może czytać Twoje pliki, może odzyskać zapisane tokeny.',
  'connections.storage.stop': 'Przestań zapisywać tokeny',
  'connections.storage.stopNote':
    'Zapisane tokeny zostaną wtedy usunięte z pliku i zachowane tylko na tę sesję.',
  'connections.storage.sessionTitle': 'Tokeny są zachowywane tylko na tę sesję',
  'connections.storage.sessionBody':
    '{why} Zostaną zapomniane po zamknięciu inspektora i następnym razem trzeba je wpisać ponownie.',
  'connections.storage.confirmTitle': 'Zapisywać tokeny ze słabą ochroną?',
  'connections.storage.confirm': 'Zapisuj tokeny ze słabą ochroną',
  'connections.storage.confirmCancel': 'Zachowaj je tylko na tę sesję',
  'connections.storage.confirmOnly':
    'Wybierz to tylko na komputerze, z którego korzystasz wyłącznie Ty. Możesz to w każdej chwili wycofać.',
  'connections.storage.allow': 'Zapisuj tokeny ze słabą ochroną…',
  'connections.storage.secure': 'Tokeny są zapisywane zaszyfrowane przez magazyn kluczy tego komputera.',
  'connections.storage.whyWeak':
    'Magazyn kluczy tego komputera zapewnia tylko słabą ochronę (żaden pęk kluczy nie jest odblokowany), dlatego tokeny nie są zapisywane na dysku.',
  'connections.storage.whyNone':
    'Inspektor nie ma na tym komputerze bezpiecznego magazynu kluczy, dlatego tokeny nie są zapisywane na dysku.',
  'connections.storage.askedAgain':
    'Zezwolono na zapisywanie tokenów zaszyfrowanych kluczem wbudowanym w aplikację. Tutaj nie dało się ich w ogóle zaszyfrować, więc inspektor pyta ponownie.',
  'connections.storage.riskWeak':
    'Tokeny zostaną zapisane w pliku połączeń, zaszyfrowane kluczem wbudowanym w aplikację. Każdy, kto może czytać Twoje pliki — inny administrator, kopia zapasowa, złośliwe oprogramowanie — może je odszyfrować i używać Twoich instalacji.',
  'connections.storage.riskNone':
    'Tokeny zostaną zapisane w pliku połączeń bez szyfrowania, jedynie zakodowane. Każdy, kto może czytać Twoje pliki — inny administrator, kopia zapasowa, złośliwe oprogramowanie — może je odczytać i używać Twoich instalacji.',

  'connections.token.kept.secure': 'zapisany bezpiecznie: zaszyfrowany przez magazyn kluczy tego komputera',
  'connections.token.kept.weak':
    'zapisany ze słabą ochroną: każdy, kto może czytać Twoje pliki, może go odzyskać',
  'connections.token.kept.session': 'tylko ta sesja: zapomniany po zamknięciu inspektora',
  'connections.token.set': 'Token ustawiony',
  'connections.token.setHint': 'Token ustawiony {hint}',
  'connections.token.none': 'Brak tokenu',
  'connections.token.label': 'Token',
  'connections.token.optional': '(opcjonalnie)',
  'connections.token.keepCurrent': 'Zachowaj obecny token',
  'connections.token.remove': 'Usuń token',
  'connections.token.hidden': 'ukryty',
  'connections.token.hintRemoved': 'Zapisany token zostanie usunięty przy zapisie.',
  'connections.token.hintShort':
    'Ten token jest krótszy niż {chars, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}: łatwo go odgadnąć, a jest maskowany tylko tam, gdzie jest wysyłany (et_auth_token=…), nigdy w danych instalacji, które też mogą go zawierać. Poproś administratora instalacji o dłuższy.',
  'connections.token.hintSet':
    'Token jest ustawiony ({hint}). Zostaw to pole puste, aby go zachować, lub wpisz nowy, aby go zastąpić.',
  'connections.token.hintNew':
    'Wysyłany jako et_auth_token przy wczytywaniu kategorii; po zapisaniu nigdy więcej nie jest pokazywany.',
  'connections.token.hintSession': '{hint} Nowy token jest zachowywany tylko na tę sesję.',

  'connections.form.fromLink':
    'Wypełnione z linku: sprawdź nazwę i adres, wpisz token, jeśli instalacja go wymaga, a potem zapisz. Do tego czasu nic nie jest zapisywane.',
  'connections.form.editTitle': 'Edytuj „{name}”',
  'connections.form.newTitle': 'Nowe połączenie',
  'connections.form.name': 'Nazwa',
  'connections.form.address': 'Adres',
  'connections.form.addressHint': 'Adres bazowy instalacji; inspektor sam dodaje /api/v2/….',
  'connections.form.timeout': 'Limit czasu (sekundy)',
  'connections.form.insecure':
    'Zezwól na zwykłe http (niezabezpieczone: token jest wysyłany bez szyfrowania)',
  'connections.form.insecureHint':
    'Tylko w zaufanej sieci. Adresy na tym komputerze (localhost) mogą używać http i bez tego.',
  'connections.form.useAfterSave': 'Użyj tego połączenia po zapisaniu',
  'connections.form.test': 'Testuj połączenie',
  'connections.form.notSaved': 'Połączenie nie zostało zapisane',
  'connections.form.savingOff':
    'Zapisywanie jest wyłączone w tej sesji: nie udało się odczytać zapisanych połączeń (zobacz komunikat na liście).',
  'connections.form.saving': 'Zapisywanie…',
  'connections.form.save': 'Zapisz',
  'connections.form.needName': 'Nadaj połączeniu nazwę.',
  'connections.form.needAddress': 'Wpisz adres instalacji, np. https://shop.example.com.',
  'connections.form.timeoutRange': 'Wpisz limit czasu od {min, number} do {max, number} sekund.',

  'connections.test.running': 'Testowanie połączenia…',
  'connections.test.cancel': 'Anuluj test',
  'connections.test.cancelled': 'Test został anulowany.',
  'connections.test.connected': 'Połączono: {company} — {ms} ms',
  'connections.test.accepted': 'Adres odpowiada, a token został zaakceptowany.',
  'connections.msg.failed': '{what}: {reason}',
  'connections.msg.demoNotStarted': 'Nie udało się uruchomić serwera demo',
  'connections.msg.demoNotStopped': 'Nie udało się zatrzymać serwera demo',
  'connections.msg.choiceNotSaved': 'Nie udało się zapisać wyboru',
  'connections.msg.weakOn': 'Tokeny są teraz zapisywane ze słabą ochroną.',
  'connections.msg.weakOff': 'Tokeny nie są już zapisywane; są zachowywane tylko na tę sesję.',
  'connections.msg.saved':
    '{changes, select, yes {Zapisano zmiany w „{name}”} other {Zapisano „{name}”}}{switched, select, yes { i przełączono na nie.} other {.}}',
  'connections.msg.theConnection': 'Połączenie',
  'connections.msg.notDeleted': 'Nie udało się usunąć „{name}”: {reason}',
  'connections.msg.deleted':
    '{fellBack, select, yes {Usunięto „{name}”. Teraz używane jest połączenie demo.} other {Usunięto „{name}”.}}',
  'connections.what': 'Połączenia',
  'connections.msg.notRemembered': 'Ten wybór nie zostanie zapamiętany: {reason}',
  'connections.msg.watchNotSaved': 'Nie zapisano ustawienia obserwacji: {reason}',
  'connections.fleet.imported':
    '{done, plural, one {Zaimportowano # połączenie} few {Zaimportowano # połączenia} many {Zaimportowano # połączeń} other {Zaimportowano # połączenia}}: {added, plural, one {# dodane} few {# dodane} many {# dodanych} other {# dodanego}}, {updated, plural, one {# zaktualizowane} few {# zaktualizowane} many {# zaktualizowanych} other {# zaktualizowanego}}{merged, plural, =0 {} one {; # wiersz scalony} few {; # wiersze scalone} many {; # wierszy scalonych} other {; # wiersza scalonego}}{skipped, plural, =0 {.} one {; # wiersz pominięty.} few {; # wiersze pominięte.} many {; # wierszy pominiętych.} other {; # wiersza pominiętego.}}',
  'connections.fleet.nothingImported':
    '{skipped, plural, =0 {Nic nie zaimportowano.} one {Nic nie zaimportowano: pominięto # wiersz.} few {Nic nie zaimportowano: pominięto # wiersze.} many {Nic nie zaimportowano: pominięto # wierszy.} other {Nic nie zaimportowano: pominięto # wiersza.}}',
  'connections.fleet.lineSkipped': 'Wiersz {line}: {reason}',
  'connections.fleet.lineMerged':
    'Wiersz {line}: scalony z wierszem {into} o tej samej nazwie „{name}” (używane są adres i ustawienia tego wiersza)',
  'connections.fleet.moreLines': '… i {count, number} więcej.',
  'connections.fleet.noTokens':
    'Tokeny nigdy nie są eksportowane: każdy wiersz wskazuje zmienną środowiskową, z której odczytać jego token.',
  'connections.fleet.saved': 'Zapisano połączenia jako {file}',
  'connections.fleet.downloaded': 'Przeglądarka zapisuje połączenia jako {file} w pobranych.',
  'connections.fleet.notImported': 'Nie zaimportowano pliku sklepów: {reason}',
  'connections.fleet.notExported': 'Nie wyeksportowano pliku sklepów: {reason}',
};

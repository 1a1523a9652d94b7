// The fleet board's words in Polish: Sklepy for the fleet, połączenie for a connection. Counts take
// one, few, many and other.
import type { fleetEn } from './en';

export const fleetPl: Readonly<Record<keyof typeof fleetEn, string>> = {
  'fleet.heading': 'Sklepy',
  'fleet.intro':
    'Każde połączenie z ostatnim wynikiem monitorowania. Jak często monitorować każde, wybierz w Połączeniach ({shortcut}); połączenie jest monitorowane, dopóki aplikacja jest otwarta.',
  'fleet.board': 'Tablica sklepów',
  'fleet.loading': 'Wczytywanie tablicy sklepów…',
  'fleet.gridHint':
    'Strzałki przechodzą między połączeniami, Enter otwiera oś czasu połączenia, Spacja zaznacza je do raportu dostępności.',
  'fleet.noMatch': 'Żadne połączenie nie pasuje do wyszukiwania i filtra.',
  'fleet.noMatchAdvice': 'Wyczyść wyszukiwanie lub pokaż wszystkie klasy.',

  'fleet.notify.native': 'Zdarzenia monitorowania pojawiają się jako powiadomienia systemu.',
  'fleet.notify.ask':
    'Zdarzenia monitorowania pojawiają się na tej stronie, dopóki nie zezwolisz na powiadomienia.',
  'fleet.notify.allow': 'Zezwól na powiadomienia',
  'fleet.notify.browser': 'Zdarzenia monitorowania pojawiają się jako powiadomienia przeglądarki.',
  'fleet.notify.denied':
    'Przeglądarka blokuje powiadomienia dla tej strony: zdarzenia monitorowania pojawiają się na stronie.',
  'fleet.notify.page': 'Zdarzenia monitorowania pojawiają się na stronie.',

  'fleet.search.label': 'Szukaj połączeń po nazwie lub adresie',
  'fleet.search.placeholder': 'Szukaj nazwy lub adresu',
  'fleet.filter.legend': 'Pokaż',
  'fleet.filter.all': 'Wszystkie',
  'fleet.filter.notChecked': 'Nie dało się sprawdzić',
  'fleet.filter.option': '{label} ({count, number})',
  'fleet.shown':
    '{count, plural, one {# wyświetlone połączenie} few {# wyświetlone połączenia} many {# wyświetlonych połączeń} other {# wyświetlonego połączenia}}',
  'fleet.selected':
    '{count, plural, one {# zaznaczone połączenie} few {# zaznaczone połączenia} many {# zaznaczonych połączeń} other {# zaznaczonego połączenia}}',
  'fleet.count.all':
    '{total, plural, one {# połączenie} few {# połączenia} many {# połączeń} other {# połączenia}}',
  'fleet.count.some':
    'Wyświetlono {shown, number} z {total, plural, one {# połączenia} few {# połączeń} many {# połączeń} other {# połączenia}}',
  'fleet.count.watched': '{connections}, monitorowane: {watched, number}',
  'fleet.count.maintenance':
    '{connections}, monitorowane: {watched, number}, w konserwacji: {maintenance, number}',
  'fleet.availabilityButton': 'Raport dostępności…',
  'fleet.maintenanceButton': 'Konserwacja…',
  'fleet.watchOptionsButton': 'Ustawienia monitorowania…',

  'fleet.column.name': 'Połączenie',
  'fleet.column.class': 'Klasa',
  'fleet.column.lastAt': 'Ostatnie sprawdzenie',
  'fleet.column.responseMs': 'Odpowiedź',
  'fleet.column.categories': 'Kategorie towarów',
  'fleet.column.availability30': '30 dni',
  'fleet.column.spark': 'Ostatnie 24 godziny',
  'fleet.column.every': 'Monitorowanie',
  'fleet.grid': 'Połączenia: wyświetlono {shown, number} z {total, number}',
  'fleet.selectAll': 'Zaznacz wszystkie wyświetlone ({count, number})',
  'fleet.select': 'Zaznacz {name}',
  'fleet.checking': 'sprawdzanie…',
  'fleet.noRunCounted': 'nie policzono przebiegu',
  'fleet.maintenance.badge': 'Konserwacja',
  'fleet.maintenance.badgeTitle': 'W oknie konserwacji {until}: bez powiadomień',

  'fleet.spark.none': 'Ostatnie 24 godziny: brak wyników',
  'fleet.spark.conforms': 'Ostatnie 24 godziny: cały czas zgodny',
  'fleet.spark.conformsSlowest':
    'Ostatnie 24 godziny: cały czas zgodny; najwolniejsza odpowiedź {ms, number} ms',
  'fleet.spark.parts': 'Ostatnie 24 godziny: {parts}',
  'fleet.spark.partsSlowest': 'Ostatnie 24 godziny: {parts}; najwolniejsza odpowiedź {ms, number} ms',
  'fleet.spark.first':
    '{class} w {count, number} z {unit, select, halfHours {{buckets, plural, one {# półgodziny} few {# półgodzin} many {# półgodzin} other {# półgodziny}}} other {{buckets, plural, one {# odcinka} few {# odcinków} many {# odcinków} other {# odcinka}}}}',
  'fleet.spark.next': '{class} w {count, number}',

  'fleet.maintenance.title': 'Okno konserwacji',
  'fleet.maintenance.intro':
    'W trakcie okna połączenia są sprawdzane i rejestrowane jak zawsze, ale nie wychodzi żadne powiadomienie. Gdy się kończy, to, co różni się od jego początku, jest jednym powiadomieniem.',
  'fleet.maintenance.for': 'Dla',
  'fleet.maintenance.forOne': 'Dla: <b>{label}</b>',
  'fleet.maintenance.start': 'Początek',
  'fleet.maintenance.startError': 'Wybierz datę i godzinę.',
  'fleet.maintenance.duration': 'Czas trwania',
  'fleet.maintenance.repeat': 'Powtarzanie',
  'fleet.maintenance.zone': 'Strefa czasowa',
  'fleet.maintenance.zoneError': 'Ten system nie zna takiej strefy czasowej.',
  'fleet.maintenance.zoneHint':
    'Początek i powtórzenia trzymają się zegara tej strefy, także przy zmianie czasu.',
  'fleet.maintenance.notSaved': 'Nie zapisano okna: {problem}',
  'fleet.maintenance.add': 'Dodaj okno',
  'fleet.maintenance.covering': 'Okna obejmujące: {label}',
  'fleet.maintenance.none': 'Jeszcze żadnych.',
  'fleet.maintenance.everyConnection': 'każde połączenie',
  'fleet.maintenance.remove': 'Usuń',
  'fleet.maintenance.removeWhich': 'okno {window}',

  'fleet.report.title': 'Raport dostępności',
  'fleet.report.intro':
    'Raport, który <code>retail-inspector report</code> pisze z historii monitorowania: dostępność = (dostępne + z usterkami) / policzone przebiegi, usterki osobno; przebiegi w oknie konserwacji, gdy ten komputer był offline lub nie miał tu tokenu, nie są liczone.',
  'fleet.report.for': 'Dla',
  'fleet.report.range': 'Zakres',
  'fleet.report.last':
    '{count, plural, one {Ostatni dzień} few {Ostatnie # dni} many {Ostatnie # dni} other {Ostatnie # dnia}}',
  'fleet.report.days': 'Od dnia do dnia',
  'fleet.report.firstDay': 'Pierwszy dzień',
  'fleet.report.lastDay': 'Ostatni dzień',
  'fleet.report.format': 'Format',
  'fleet.report.chooseFirst': 'Wybierz pierwszy dzień.',
  'fleet.report.chooseLast': 'Wybierz ostatni dzień.',
  'fleet.report.firstAfterLast': 'Pierwszy dzień jest po ostatnim.',
  'fleet.report.noConnection': 'Brak połączenia do raportu.',
  'fleet.report.notExported': 'Nie wyeksportowano: {problem}',
  'fleet.report.downloaded': 'Przeglądarka zapisuje raport jako {file} w pobranych plikach.',
  'fleet.report.saved': 'Zapisano jako {file}',
  'fleet.report.cancelled': 'Eksport anulowany; nic nie zapisano.',
  'fleet.report.notPrinted': 'Nie wydrukowano: {problem}',
  'fleet.report.pdf': 'Zapisz jako PDF…',
  'fleet.report.print': 'Drukuj…',
  'fleet.report.export': 'Eksportuj',

  'fleet.options.title': 'Ustawienia monitorowania',
  'fleet.options.loading': 'Wczytywanie ustawień monitorowania…',
  'fleet.options.intro': 'Dotyczą każdego monitorowanego połączenia, od następnego przebiegu.',
  'fleet.options.confirmRuns': 'Potwierdź zmianę po tylu przebiegach z rzędu',
  'fleet.options.confirmRunsHint':
    'Przy 2 (domyślnie) pojedyncza nietypowa odpowiedź przechodzi bez komunikatu; 1 zgłasza każdą zmianę od razu.',
  'fleet.options.grouping': 'Grupuj połączenia, które zawodzą razem',
  'fleet.options.groupingHint':
    'Jeden komunikat dla wszystkich, np. gdy pada serwer proxy przed wieloma sklepami.',
  'fleet.options.groupMin': 'Co najmniej (połączeń)',
  'fleet.options.groupShare': 'I co najmniej (% monitorowanych)',
  'fleet.options.groupWindowRuns': 'W ciągu (przebiegów)',
  'fleet.options.remind': 'Przypominaj, dopóki problem trwa',
  'fleet.options.remindHint':
    'Komunikat wraca, dopóki połączenie pozostaje zepsute; jego przywrócenie mówi, jak długo to trwało.',
  'fleet.options.range': 'Wpisz liczbę całkowitą od {min, number} do {max, number}.',
  'fleet.options.invalid': 'Niektóre ustawienia są poza zakresem; popraw je, aby zapisać.',
  'fleet.options.notSaved': 'Nie zapisano ustawień monitorowania: {problem}',
  'fleet.options.save': 'Zapisz',
  'fleet.remind.minutes':
    '{count, plural, one {Co minutę} few {Co # minuty} many {Co # minut} other {Co # minuty}}',
  'fleet.remind.hours':
    '{count, plural, one {Co godzinę} few {Co # godziny} many {Co # godzin} other {Co # godziny}}',

  'fleet.print.title': 'Dostępność',
  'fleet.print.intro':
    'Od {from} do {to}. Dostępność = (dostępne + z usterkami) / policzone przebiegi; przebiegi z usterkami odpowiedziały, ale naruszyły specyfikację. Nie liczone: przebiegi w oknie konserwacji, gdy ten komputer był offline, bez tokenu tutaj lub z błędem użycia.',
  'fleet.print.connection': 'Połączenie',
  'fleet.print.availability': 'Dostępność',
  'fleet.print.degraded': 'Z usterkami',
  'fleet.print.counted': 'Policzone przebiegi',
  'fleet.print.down': 'Przebiegi z awarią',
  'fleet.print.incidents': 'Incydenty',
  'fleet.print.longest': 'Najdłuższy incydent',
  'fleet.print.median': 'Mediana odpowiedzi',
};

// The timeline's words in Polish.
import type { timelineEn } from './en';

export const timelinePl: Readonly<Record<keyof typeof timelineEn, string>> = {
  'timeline.headingSuffix': ': oś czasu',
  'timeline.facts.watch': 'Monitorowanie: {every}',
  'timeline.facts.maintenance': 'W konserwacji {until}: bez powiadomień',
  'timeline.range.legend': 'Zakres',
  'timeline.range.24h': '24 godziny',
  'timeline.range.7d': '7 dni',
  'timeline.range.90d': '90 dni',
  'timeline.range.1y': '1 rok',
  'timeline.rangeIn':
    '{range, select, 24h {ostatnich 24 godzinach} 7d {ostatnich 7 dniach} 90d {ostatnich 90 dniach} other {ostatnim roku}}',
  'timeline.checkNow': 'Sprawdź teraz',
  'timeline.closeWhich': 'oś czasu',
  'timeline.history': 'Historia',
  'timeline.loading': 'Wczytywanie historii…',
  'timeline.chartLabel': 'Oś czasu: {summary}',
  'timeline.notWatched':
    'To połączenie nie jest monitorowane: wybierz, jak często, w Połączeniach ({shortcut}) albo sprawdź je raz przyciskiem Sprawdź teraz.',
  'timeline.watched':
    'Jest monitorowane {every}, dopóki aplikacja jest otwarta; wyniki pojawiają się tutaj na bieżąco.',
  'timeline.key': 'Legenda',
  'timeline.key.snapshot': 'Zapisano migawkę (kliknij, aby porównać)',
  'timeline.key.event': 'Zdarzenie',
  'timeline.summary.none': 'Brak wyników monitorowania w {range}.',
  'timeline.summary.part': '{class} {count, number}',
  'timeline.summary.runs':
    '{runs, plural, one {# wynik} few {# wyniki} many {# wyników} other {# wyniku}} w {range}: {parts}{slow, select, yes {; najwolniejsza odpowiedź {ms, number} ms} other {}}.',
  'timeline.summary.drawn':
    '{runs, plural, one {# wynik} few {# wyniki} many {# wyników} other {# wyniku}} w {range}, narysowane jako {buckets, number} odcinków po {stretch}, każdy w najgorszej klasie: {parts}{slow, select, yes {; najwolniejsza odpowiedź {ms, number} ms} other {}}.',
  'timeline.stretch.minutes':
    '{count, plural, one {około # minuty} few {około # minut} many {około # minut} other {około # minuty}}',
  'timeline.stretch.hours':
    '{count, plural, one {około # godziny} few {około # godzin} many {około # godzin} other {około # godziny}}',
  'timeline.stretch.days':
    '{count, plural, one {około # dnia} few {około # dni} many {około # dni} other {około # dnia}}',
  'timeline.series.slowest': 'Najwolniejsza odpowiedź',
  'timeline.series.fastest': 'Najszybsza odpowiedź',
  'timeline.series.categories': 'Kategorie towarów',
  'timeline.series.class': 'Klasa',
  'timeline.series.time': 'Czas',
  'timeline.run.running': 'Trwa sprawdzanie…',
  'timeline.run.done': 'Sprawdzono teraz: {summary}.',
  'timeline.run.failed': 'Nie udało się uruchomić sprawdzenia: {message}',
  'timeline.availability.none': 'Dostępność w {range}: <b>—</b> <muted>{reason}</muted>',
  'timeline.availability.title':
    'Dostępność = (dostępne + z usterkami) / policzone przebiegi; przebiegi z usterkami odpowiedziały, ale naruszyły specyfikację. Przebiegi w oknie konserwacji, gdy ten komputer był offline lub nie miał tu tokenu, nie są liczone.',
  'timeline.availability.figure': 'Dostępność <b>{percent}</b>',
  'timeline.availability.noneDegraded': 'bez usterek',
  'timeline.availability.incidents':
    '{count, plural, one {# incydent} few {# incydenty} many {# incydentów} other {# incydentu}}',
  'timeline.availability.inRange': 'w {range}',
  'timeline.more': 'Pokaż {count, number} więcej z {total, number}',
  'timeline.snapshots': 'Zapisane migawki ({count, number})',
  'timeline.noSnapshots': 'Żaden przebieg w tym zakresie nie zapisał migawki: nic się nie zmieniło.',
  'timeline.compare': 'Porównaj z poprzednią',
  'timeline.events': 'Zdarzenia ({count, number})',
  'timeline.noEvents': 'Brak zdarzeń w tym zakresie: brak potwierdzonej zmiany klasy lub zawartości.',
  'timeline.showChanges': 'Pokaż zmiany',
  'timeline.openDiagnostics': 'Otwórz diagnostykę',
  'timeline.maintenance.heading': 'W konserwacji ({count, number})',
  'timeline.maintenance.stretch':
    'do <time>{to}</time>: {runs, plural, one {# przebieg} few {# przebiegi} many {# przebiegów} other {# przebiegu}}, bez powiadomienia',
  'timeline.note.notListed': 'Nie udało się wyświetlić listy migawek: {reason}',
  'timeline.note.hostRefused': 'host odmówił',
  'timeline.note.notKept':
    'Ta migawka nie jest już przechowywana: każde połączenie zachowuje {keep, plural, one {ostatnią # migawkę} few {ostatnie # migawki} many {ostatnich # migawek} other {ostatnie # migawki}} i przypięte (zob. kartę Zmiany).',
  'timeline.note.oldest':
    'To najstarsza zachowana migawka tego połączenia: nie ma wcześniejszej do porównania.',
};

// The watch's words in Polish (sklep for a shop). Counts take one, few, many and other.
import type { watchEn } from './en';

export const watchPl: Readonly<Record<keyof typeof watchEn, string>> = {
  'watch.class.conforms': 'Zgodny',
  'watch.class.violates': 'Niezgodny',
  'watch.class.refused': 'Odrzucono',
  'watch.class.wrongAddress': 'Błędny adres',
  'watch.class.gatewayError': 'Błąd bramy',
  'watch.class.unreachable': 'Nieosiągalny',
  'watch.class.tls': 'Błąd TLS',
  'watch.class.timeout': 'Przekroczono czas',
  'watch.class.usage': 'Nie można wywołać',
  'watch.class.noToken': 'Brak tokenu tutaj',
  'watch.class.notOffered': 'Nieoferowane',
  'watch.class.none': 'Jeszcze nie sprawdzono',
  'watch.class.inline':
    '{class, select, conforms {zgodny} violates {niezgodny} refused {odrzucono} wrongAddress {błędny adres} gatewayError {błąd bramy} unreachable {nieosiągalny} tls {błąd TLS} timeout {przekroczono czas} usage {nie można wywołać} noToken {brak tokenu tutaj} notOffered {nieoferowane} other {jeszcze nie sprawdzono}}',
  'watch.readingHistory': 'Czytanie historii…',
  'watch.ms': '{ms, number} ms',

  'watch.every.off': 'Wyłączone',
  'watch.every.minutes': '{minutes, plural, one {Co minutę} few {Co # min} many {Co # min} other {Co # min}}',
  'watch.everyInline.off': 'wyłączone',
  'watch.everyInline.minutes':
    '{minutes, plural, one {co minutę} few {co # min} many {co # min} other {co # min}}',

  'watch.ago.never': 'nigdy',
  'watch.ago.now': 'przed chwilą',
  'watch.ago.minutes':
    '{count, plural, one {# min temu} few {# min temu} many {# min temu} other {# min temu}}',
  'watch.ago.hours':
    '{count, plural, one {# godz. temu} few {# godz. temu} many {# godz. temu} other {# godz. temu}}',
  'watch.ago.days':
    '{count, plural, one {# dzień temu} few {# dni temu} many {# dni temu} other {# dnia temu}}',

  'watch.availability.degraded': '{percent} z usterkami',
  'watch.availability.counted':
    '{count, plural, one {# przebieg policzony} few {# przebiegi policzone} many {# przebiegów policzonych} other {# przebiegu policzonego}}',
  'watch.availability.noFigure':
    'Nie policzono żadnego przebiegu: żadnego nie było albo każdy przypadał na okno konserwacji, gdy ten komputer był offline lub nie miał tu tokenu.',
  'watch.availability.reading': 'Czytanie historii…',
  'watch.availability.titleNone': 'Ostatnie 30 dni: {reason}',
  'watch.availability.title':
    'Ostatnie 30 dni: {percent} z odpowiedzią, bez usterek; {counted}. Dostępność = (dostępne + z usterkami) / policzone przebiegi.',
  'watch.availability.titleDegraded':
    'Ostatnie 30 dni: {percent} z odpowiedzią, w tym {degraded} z usterkami (odpowiedź niezgodna ze specyfikacją); {counted}. Dostępność = (dostępne + z usterkami) / policzone przebiegi.',

  'watch.duration.minutes': '{count, plural, one {# minuta} few {# minuty} many {# minut} other {# minuty}}',
  'watch.duration.hours':
    '{count, plural, one {# godzina} few {# godziny} many {# godzin} other {# godziny}}',
  'watch.duration.days': '{count, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}',
  'watch.repeat.once': 'Jednorazowo',
  'watch.repeat.day': 'Codziennie',
  'watch.repeat.week': 'Co tydzień',
  'watch.repeat.month': 'Co miesiąc',
  'watch.repeat.cron': 'Cron „{expression}”',
  'watch.window.once': 'Jednorazowo {when} ({zone}), przez {duration}',
  'watch.window.repeats': '{repeat} od {when} ({zone}), przez {duration}',
  'watch.until': 'do {time}',

  'watch.offline':
    '<b>Ten komputer nie ma dostępu do sieci</b> (od {since}: {why}). Dopóki go nie odzyska, dla żadnego połączenia nie powstaje zdarzenie; monitorowanie trwa i wznowi się tam, gdzie było.',
  'watch.tokenMissing.one':
    '<b>Token połączenia „{name}” nie jest dostępny na tym komputerze</b> (zachowany tylko dla zakończonej sesji albo magazyn kluczy nie może go teraz odczytać). Dopóki nie zostanie wpisany ponownie, aplikacja nie wywołuje tego połączenia, a jego monitorowanie nie zgłasza zdarzeń; z instalacją wszystko w porządku.',
  'watch.tokenMissing.many':
    '<b>{count, plural, one {# połączenie, którego token} few {# połączenia, których token} many {# połączeń, których token} other {# połączenia, którego token}} nie jest dostępny na tym komputerze</b> (zachowany tylko dla zakończonej sesji albo magazyn kluczy nie może go teraz odczytać). Dopóki każdy token nie zostanie wpisany ponownie, aplikacja nie wywołuje tych połączeń, a ich monitorowanie nie zgłasza zdarzeń; z instalacjami wszystko w porządku.',
  'watch.tokenMissing.enter': 'Wpisz token ponownie',
};

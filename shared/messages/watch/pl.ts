import type { watchEn } from './en';

export const watchPl: Record<keyof typeof watchEn, string> = {
  'watch.event.class':
    '{class, select, conforms {zgodny} violates {narusza specyfikację} refused {nie można sprawdzić (odrzucono)} wrongAddress {nie można sprawdzić (błędny adres)} gatewayError {nie można sprawdzić (błąd bramy)} unreachable {nie można sprawdzić (nieosiągalny)} tls {nie można sprawdzić (błąd TLS)} timeout {nie można sprawdzić (przekroczono czas)} usage {nie można sprawdzić (nie można wywołać)} noToken {nie można sprawdzić (brak tokenu tutaj)} notOffered {nie można sprawdzić (nieoferowane)} other {nie można sprawdzić}}',
  'watch.event.notCheckedBecause': 'nie można sprawdzić: {cause}',
  'watch.event.named': '{name}: {what}',

  'watch.event.headline.settings':
    '{count, plural, one {# ustawienie zmienione} few {# ustawienia zmienione} many {# ustawień zmienionych} other {# ustawienia zmienionego}}',
  'watch.event.headline.settingsUncounted': 'ustawienia zmienione',
  'watch.event.headline.categories':
    '{count, plural, one {# kategoria towarów zmieniona} few {# kategorie towarów zmienione} many {# kategorii towarów zmienionych} other {# kategorii towarów zmienionej}}',
  'watch.event.headline.categoriesUncounted': 'kategorie towarów zmienione',
  'watch.event.headline.both': '{settings} i {categories}',
  'watch.event.headline.none': 'zmieniono',
  'watch.event.detail.settings': 'Zmienione ustawienia: {fields}.',
  'watch.event.detail.settingsUncounted': 'Ustawienia się zmieniły.',
  'watch.event.detail.categories': 'Kategorie towarów: {counts}.',
  'watch.event.detail.categoriesUnknown': 'Kategorie towarów się zmieniły.',
  'watch.event.detail.categoriesReordered':
    'Kategorie towarów się zmieniły (ich kolejność lub wiersze o tym samym id).',
  'watch.event.count.added':
    '{count, plural, one {{count} dodana} few {{count} dodane} many {{count} dodanych} other {{count} dodanej}}',
  'watch.event.count.removed':
    '{count, plural, one {{count} usunięta} few {{count} usunięte} many {{count} usuniętych} other {{count} usuniętej}}',
  'watch.event.count.changed':
    '{count, plural, one {{count} zmieniona} few {{count} zmienione} many {{count} zmienionych} other {{count} zmienionej}}',
  'watch.event.join.comma': '{first}, {second}',
  'watch.event.join.semicolon': '{first}; {second}',
  'watch.event.join.sentences': '{first} {second}',
  'watch.event.body.changeRuns': '{detail} Widoczne w kolejnych przebiegach: {runs}.',
  'watch.event.body.transition': 'Teraz: {now}; wcześniej: {before}.',
  'watch.event.body.transitionRuns': 'Teraz: {now} (kolejne przebiegi: {runs}); wcześniej: {before}.',
  // In brackets, as the longest: an abbreviated unit ("3 godz.") must not end the sentence.
  'watch.event.lasted': '{class} (przez {duration})',
  'watch.event.lastedUpTo': '{class} (najdłużej {duration})',
  'watch.event.otherClasses': 'inne stany',

  'watch.event.fields.more': '{names} i jeszcze {count}',
  'watch.event.names.more': '{names} i jeszcze {count, number}',
  'watch.event.names.last': '{names} i {last}',
  'watch.event.names': '{names}.',
  'watch.event.namesJoined': 'Dołączyły do wcześniej zgłoszonego incydentu: {names}.',
  'watch.event.installations':
    '{count, plural, one {# instalacja} few {# instalacje} many {# instalacji} other {# instalacji}}',
  'watch.event.moreInstallations':
    '{count, plural, one {# kolejna instalacja} few {# kolejne instalacje} many {# kolejnych instalacji} other {# kolejnej instalacji}}',
  'watch.event.share': 'Wspólne: {parts}.',
  'watch.event.share.host': 'host {host}',
  'watch.event.share.proxy': 'proxy {proxy}',
  'watch.event.share.problem': 'problem „{problem}”',
  'watch.event.share.status': 'status HTTP {status}',
  'watch.event.reminder.title':
    '{lasting, select, for {Przypomnienie: {who}: nadal {class} (czas trwania: {duration})} upTo {Przypomnienie: {who}: nadal {class} (najdłuższy czas trwania: {duration})} other {Przypomnienie: {who}: nadal {class}}}',
  'watch.event.reminder.body':
    '{lasting, select, for {Nadal {class} (czas trwania: {duration}).} upTo {Nadal {class} (najdłuższy czas trwania: {duration}).} other {Nadal {class}.}}',
  'watch.event.windowEnd': 'Wykryte na końcu okna konserwacji; w jego trakcie nic nie zgłaszano.',

  'watch.event.duration.daysHours':
    '{days, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}} {hours} godz.',
  'watch.event.duration.days': '{days, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}',
  'watch.event.duration.hoursMinutes': '{hours} godz. {minutes} min',
  'watch.event.duration.hours': '{hours} godz.',
  'watch.event.duration.minutesSeconds': '{minutes} min {seconds} s',
  'watch.event.duration.minutes': '{minutes} min',
  'watch.event.duration.seconds': '{seconds} s',

  'watch.event.certificate.title': 'Certyfikat {name} wygasa za {left}',
  'watch.event.certificate.days': '{count, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}',
  'watch.event.certificate.lessThanDay': 'mniej niż dzień',
  'watch.event.certificate.expires': 'Certyfikat {name} wygasa za {left}, dnia {date}{issuer}{names}.',
  'watch.event.certificate.expiresShared':
    'Certyfikat, który wszystkie udostępniają, wygasa za {left}, dnia {date}{issuer}{names}.',
  'watch.event.certificate.issuer': ', wystawiony przez {issuer}',
  'watch.event.certificate.names': ', dla {names}',
  'watch.event.certificate.said':
    'Zgłaszane raz na każdym progu, gdy zostaje mniej niż {levels} dni; odnowienie to zadanie osoby, która zarządza serwerem instalacji.',
  'watch.event.certificate.saidShared':
    'Zgłaszane raz na każdym progu, gdy zostaje mniej niż {levels} dni; odnowienie to zadanie osoby, która zarządza ich serwerem.',
};

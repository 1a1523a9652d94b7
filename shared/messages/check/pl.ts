// Kontrole po polsku: reguła każdej kontroli, co wykazała, i nasze zdania wśród dowodów. Przyczyny
// niewczytania obrazu są równoważnikami zdań, bo łączą się z logo i z obrazem (różne rodzaje).
import type { checkEn } from './en';

export const checkPl: Record<keyof typeof checkEn, string> = {
  'check.reachable.title': '{operation} odpowiada w JSON',
  'check.reachable.answered': 'odpowiedź w {timing}',
  'check.reachable.failed': '{failure} ({timing})',
  'check.timing.noAnswer': 'po {ms} ms',
  'check.timing.answer': '{ms} ms, HTTP {status}, bajtów: {bytes}',
  'check.shape.title': '{operation} jest zgodne ze specyfikacją',
  'check.shape.conforms': 'każde pole ma określony typ i format',
  'check.shape.problems':
    '{count, plural, one {# problem} few {# problemy} many {# problemów} other {# problemu}}',
  'check.status.title': '{operation} odpowiada status: true',
  'check.status.false': 'status:false: {message}',
  'check.notOffered':
    'instalacja nie oferuje {operation, select, info {informacji systemowych} other {kategorii towarów}}: {message}',
  'check.notOffered.detail':
    '{answered} odpowiedziało pod tym adresem, więc adres jest właściwy; {operation} odpowiedziało błędem, który specyfikacja przewiduje dla operacji nieoferowanej przez instalację, więc nie można było tego sprawdzić.',

  'check.tolerated.title': '{operation}: {rule}',
  'check.tolerated.bom': 'Treść zaczyna się bez znacznika kolejności bajtów',
  'check.tolerated.latin1': 'Treść jest w UTF-8',
  'check.tolerated.invalid-utf8': 'Treść jest w UTF-8',
  'check.tolerated.content-type': 'Odpowiedź jest wysyłana jako application/json',
  'check.tolerated.redirect': 'Operacja odpowiada pod własnym adresem',
  'check.tolerated.token-echo': 'Odpowiedź nie zawiera tokenu',
  'check.tolerated.strictFails':
    'Ścisłe odczytanie specyfikacji (JSON według RFC 8259) tu zawodzi, więc kod wyjścia wynosi co najmniej 1.',
  'check.rule': 'Reguła: {clause}.',

  'check.currency.title': 'Waluta domyślna jest kodem waluty',
  'check.currency.known': '{currency} to znana waluta',
  'check.currency.unknown': 'default_currency: „{currency}” nie jest kodem waluty znanym Intl',
  'check.timezone.title': 'Strefa czasowa jest znaną nazwą w postaci region/miasto',
  'check.timezone.known': '{zone} to znana strefa czasowa',
  'check.timezone.unknown': 'timezone: „{zone}” nie jest strefą czasową znaną Intl',
  'check.decimals.title': 'Miejsca dziesiętne są liczbami cyfr',
  'check.decimals.both': 'miejsca dziesiętne {decimals}, miejsca dziesiętne ilości {quantities}',
  'check.decimals.amounts': 'miejsca dziesiętne {decimals}',
  'check.decimals.quantities': 'miejsca dziesiętne ilości {quantities}',
  'check.decimals.large': '{shown} (więcej niż 10 to rzadkość; specyfikacja nie ustala granicy)',
  'check.logo.title': 'Logo się wczytuje',
  'check.logo.broken': 'logo: {problem}',
  'check.logo.redirected': 'logo wczytuje się dopiero po przekierowaniu do {target}',
  'check.logo.loads': '{url} się wczytuje ({type}, bajtów: {bytes})',

  'check.image.status': 'odpowiedź HTTP {status}',
  'check.image.tooLarge': 'rozmiar ponad {megabytes} MB',
  'check.image.notImage': 'typ {type}, to nie obraz',
  'check.image.untyped': 'brak typu treści, to nie obraz',
  'check.image.timeout': 'nie wczytano w ciągu {seconds} s',
  'check.image.unfetched': 'nie udało się pobrać ({reason})',
  'check.image.broken': '{url}: {problem}',

  'check.ascii.title': 'Adresy są zapisane w ASCII',
  'check.ascii.found':
    '{count, plural, one {{count, number} adres zawiera} few {{count, number} adresy zawierają} many {{count, number} adresów zawiera} other {{count, number} adresu zawiera}} znaki spoza ASCII; przeglądarki i Retail Inspector je odczytują, ścisły klient według RFC 3986 może nie (zakoduj je procentowo jako UTF-8)',
  'check.moreProblems': '… i jeszcze problemów: {count}',

  'check.count.title': 'Kategorie towarów są wymienione',
  'check.count.empty': 'lista jest pusta: instalacja nie ma kategorii towarów',
  'check.count.listed':
    '{count, plural, one {# kategoria towarów} few {# kategorie towarów} many {# kategorii towarów} other {# kategorii towarów}}',
  'check.ids.title': 'Identyfikatory kategorii towarów są unikatowe',
  'check.ids.unique': 'każdy identyfikator jest unikatowy',
  'check.ids.repeated':
    '{count, plural, one {{count, number} wiersz powtarza wcześniejszy identyfikator} few {{count, number} wiersze powtarzają wcześniejszy identyfikator} many {{count, number} wierszy powtarza wcześniejszy identyfikator} other {{count, number} wiersza powtarza wcześniejszy identyfikator}}',
  'check.ids.repeats': 'rows[{row}].id: „{id}” powtarza rows[{first}].id',
  'check.placeholder.title': 'Obraz zastępczy się wczytuje',
  'check.placeholder.none': 'każda kategoria towarów ma własny obraz',
  'check.placeholder.loads':
    '{count, plural, one {{count, number} kategoria pokazuje {url}, który się wczytuje} few {{count, number} kategorie współdzielą {url}, który się wczytuje} many {{count, number} kategorii współdzieli {url}, który się wczytuje} other {{count, number} kategorii współdzieli {url}, który się wczytuje}}',
  'check.placeholder.redirected':
    '{count, plural, one {{count, number} kategoria pokazuje {url}, który wczytuje się dopiero po przekierowaniu do {target}} few {{count, number} kategorie współdzielą {url}, który wczytuje się dopiero po przekierowaniu do {target}} many {{count, number} kategorii współdzieli {url}, który wczytuje się dopiero po przekierowaniu do {target}} other {{count, number} kategorii współdzieli {url}, który wczytuje się dopiero po przekierowaniu do {target}}}',
  'check.placeholder.broken':
    '{count, plural, one {{count, number} kategoria pokazuje obraz: {problem}} few {{count, number} kategorie współdzielą obraz: {problem}} many {{count, number} kategorii współdzieli obraz: {problem}} other {{count, number} kategorii współdzieli obraz: {problem}}}',
  'check.images.title': 'Obrazy kategorii towarów się wczytują',
  'check.images.redirected': 'wypróbowane obrazy: {moved} z {tried} wczytuje się dopiero po przekierowaniu',
  'check.images.noCategory': 'brak kategorii towarów, więc brak obrazu do wypróbowania',
  'check.images.onlyShared': 'brak innego obrazu do wypróbowania: każda kategoria pokazuje wspólny',
  'check.images.load': 'wypróbowane różne obrazy: {tried} z {distinct}, wszystkie się wczytują',
  'check.images.broken': 'wypróbowane obrazy: {broken} z {tried} się nie wczytuje',

  'check.certificate.title':
    'Certyfikat TLS jest ważny jeszcze co najmniej {days, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}',
  'check.certificate.expires':
    'certyfikat wygasa za {days, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}',
  'check.certificate.renew': 'Odnów go wcześniej: gdy wygaśnie, każde wywołanie przez https zawiedzie.',
  'check.certificate.line':
    'ważny do {date} ({days, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}){issuer}{names}{fit}',
  'check.certificate.issuer': ', wystawiony przez {issuer}',
  'check.certificate.names': ', dla {names}',
  'check.certificate.otherHost': ' (nie dla wywołanego hosta)',
};

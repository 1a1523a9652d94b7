// Nieudane wywołanie po polsku: co się stało i co zrobić.
import type { failureEn } from './en';

export const failurePl: Record<keyof typeof failureEn, string> = {
  'failure.network.dns.title': 'Nie znaleziono nazwy serwera',
  'failure.network.dns.action': 'Sprawdź, czy w adresie nie ma literówek i czy ten komputer jest online.',
  'failure.network.refused.title': 'Serwer odrzucił połączenie',
  'failure.network.refused.action': 'Sprawdź adres i port oraz czy instalacja działa.',
  'failure.network.reset.title': 'Połączenie zostało przerwane',
  'failure.network.reset.action':
    'Spróbuj ponownie; jeśli to się powtarza, może przeszkadzać serwer proxy lub zapora.',
  'failure.network.tls.title': 'Bezpieczne połączenie nie powiodło się',
  'failure.network.tls.action':
    'Zapytaj administratora instalacji; jeśli instalacja jest udostępniana przez zwykły HTTP, użyj http://.',
  'failure.network.timeout.title': 'Instalacja nie odpowiedziała na czas',
  'failure.network.timeout.action':
    'Spróbuj ponownie albo zwiększ limit czasu połączenia, jeśli instalacja jest wolna.',
  'failure.network.unreachable.title': 'Sieć nie może dotrzeć do serwera',
  'failure.network.unreachable.action': 'Sprawdź połączenie sieciowe i VPN tego komputera.',
  'failure.network.blocked-port.title': 'Tego portu nie można wywołać z aplikacji desktopowej',
  'failure.network.blocked-port.action':
    'Użyj retail-inspector check lub hosta WWW (retail-inspector web), które wywołują dowolny port, albo udostępnij instalację na innym porcie.',
  'failure.network.proxy.title': 'Serwer proxy nie przekazał połączenia',
  'failure.network.proxy.action':
    'Sprawdź ustawienia proxy (systemowe dla aplikacji desktopowej; HTTPS_PROXY, HTTP_PROXY i NO_PROXY dla wiersza poleceń i hosta WWW) albo zapytaj osobę, która zarządza serwerem proxy.',
  'failure.network.other.title': 'Nie udało się połączyć z instalacją',
  'failure.network.other.action': 'Sprawdź adres i połączenie sieciowe tego komputera.',

  'failure.tls.plain-http.title': 'Ten serwer używa zwykłego HTTP: użyj http://',
  'failure.tls.plain-http.action': 'Zacznij adres od http:// zamiast https://.',
  'failure.tls.untrusted.title': 'Certyfikat serwera nie jest zaufany',
  'failure.tls.untrusted.action':
    'Poproś administratora instalacji o certyfikat zaufanego urzędu; prywatny urząd certyfikacji dodaj do magazynu certyfikatów tego komputera (wiersz poleceń: NODE_EXTRA_CA_CERTS).',
  'failure.tls.expired.title': 'Certyfikat serwera wygasł',
  'failure.tls.expired.action':
    'Poproś administratora instalacji o jego odnowienie i sprawdź zegar tego komputera.',
  'failure.tls.wrong-host.title': 'Certyfikat serwera jest wystawiony na inną nazwę',
  'failure.tls.wrong-host.action':
    'Użyj nazwy, na którą wystawiono certyfikat, albo zapytaj administratora instalacji.',

  'failure.api.title': 'Instalacja zgłosiła błąd',
  'failure.api.token': 'Instalacja odrzuciła token: sprawdź token połączenia.',
  'failure.api.failing':
    'Instalacja ma awarię lub jest w konserwacji: spróbuj ponownie później albo zapytaj jej administratora.',
  'failure.api.message':
    'Komunikat instalacji mówi, co poszło źle; jeśli jest niejasny, zapytaj jej administratora.',
  'failure.nothingHere': 'Nic tu nie odpowiada na tę operację: sprawdź adres (część przed /api/v2/).',

  'failure.status.title': 'Instalacja odpowiedziała {status}',
  'failure.status.refused':
    'Odmówiono dostępu: sprawdź token połączenia i zapytaj administratora instalacji, czy logowanie, zapora lub serwer proxy przed API nie odrzuca tego komputera.',
  'failure.status.proxyLogin':
    'Serwer proxy wymaga nazwy użytkownika i hasła: ustaw je w ustawieniach proxy.',
  'failure.status.tooMany': 'Zbyt wiele żądań: odczekaj chwilę, zanim spróbujesz ponownie.',
  'failure.status.serverFailed':
    'Serwer lub proxy przed instalacją uległ awarii: spróbuj ponownie później albo zapytaj jej administratora.',
  'failure.status.other': 'Sprawdź adres: może prowadzić do innej witryny lub usługi.',

  'failure.cancelled.title': 'Anulowano',
  'failure.cancelled.detail': 'Żądanie zostało anulowane.',
  'failure.cancelled.action': 'Spróbuj ponownie, gdy wszystko będzie gotowe.',

  'failure.notJson.title': 'To nie wygląda na API retail',
  'failure.notJson.detail': 'Odpowiedź miała typ {contentType}: {preview}',
  'failure.notJson.action': 'Sprawdź adres: może prowadzić do strony logowania lub innej witryny.',

  'failure.contract.title': 'Odpowiedź nie zgadza się ze specyfikacją API',
  'failure.contract.action':
    'Wyślij te szczegóły administratorowi instalacji: odpowiedź instalacji narusza specyfikację API.',

  'failure.tooLarge.title': 'Odpowiedź jest za duża',
  'failure.tooLarge.detail': 'Przekroczyła {megabytes} MB.',
  'failure.tooLarge.action': 'Adres może prowadzić do czegoś innego niż API.',

  'failure.tooDeep.title': 'Odpowiedź jest zbyt głęboko zagnieżdżona, by ją odczytać',
  'failure.tooDeep.action':
    'Sprawdź adres; jeśli jest poprawny, wyślij te szczegóły administratorowi instalacji.',
  'failure.nesting':
    '{path}: zagnieżdżenie głębsze niż {limit, plural, one {# poziom} few {# poziomy} many {# poziomów} other {# poziomu}}; tak głęboki JSON nie jest odczytywany (RFC 8259 §9 pozwala czytającemu ograniczyć zagnieżdżenie)',

  'failure.redirect.title': 'Instalacja przekierowała gdzie indziej',
  'failure.redirect.action': 'Wpisz adres, na który przekierowuje, jeśli mu ufasz.',

  'failure.invalidUrl.title': 'Tego adresu nie można użyć',
  'failure.invalidUrl.action': 'Popraw adres i spróbuj ponownie.',

  'failure.page.title': 'Serwer odpowiedział HTTP {status} stroną WWW zamiast danych',
  'failure.page.titleOk': 'To nie wygląda na API retail: zamiast danych odpowiedziała strona WWW',
  'failure.page.detail': '{page}. {meaning}',
  'failure.page.detailOnly': '{page}.',
  'failure.page.titled': '„{title}”',
  'failure.page.titledBy': '„{title}” ({server})',
  'failure.page.untitled': 'Strona nie ma tytułu',
  'failure.page.from': 'Strona z serwera {server}',
  'failure.page.means.notApi': 'To prawdopodobnie strona logowania lub inna witryna, a nie API.',
  'failure.page.means.502': 'Serwer proxy między tym komputerem a instalacją nie mógł się z nią połączyć.',
  'failure.page.means.503':
    'Serwer proxy między tym komputerem a instalacją zgłasza, że jest niedostępna: przeciążona, zatrzymana lub w konserwacji.',
  'failure.page.means.504':
    'Serwer proxy między tym komputerem a instalacją na próżno czekał na jej odpowiedź.',
  'failure.page.means.refused': 'Coś przed API (logowanie, zapora lub serwer proxy) odrzuciło wywołanie.',
  'failure.page.means.missing': 'Serwer WWW pod tym adresem nie ma takiej strony: to nie jest API.',
  'failure.page.means.failed': 'Podczas odpowiadania na serwerze wystąpił błąd.',
  'failure.page.action.502':
    'Spróbuj ponownie za kilka minut; jeśli nadal się nie udaje, zapytaj administratora instalacji, czy instalacja za serwerem proxy działa.',
  'failure.page.action.503':
    'Spróbuj ponownie później: instalacja może być w konserwacji. Jeśli to trwa, zapytaj jej administratora.',
  'failure.page.action.504':
    'Spróbuj ponownie za kilka minut; jeśli nadal się nie udaje, zapytaj administratora instalacji, dlaczego odpowiada tak wolno.',
};

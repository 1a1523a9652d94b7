// Co main mówi o połączeniu, po polsku: adres, uwagi, przekierowania, test połączenia.
import type { connectionEn } from './en';

export const connectionPl: Record<keyof typeof connectionEn, string> = {
  'connection.address.empty': 'Wpisz adres instalacji, np. https://shop.example.com',
  'connection.address.noScheme':
    'Adres nie ma schematu (http:// lub https://); wpisz go w całości, np. https://shop.example.com',
  'connection.address.noSchemeMeant':
    'Adres nie ma schematu (http:// lub https://): czy chodziło o {address}?',
  'connection.address.notWeb': 'To nie jest adres internetowy; wpisz adres taki jak https://shop.example.com',
  'connection.address.scheme': 'Obsługiwane są tylko adresy http i https, nie {scheme}',
  'connection.address.credentials': 'Usuń nazwę użytkownika i hasło z adresu; użyj pola tokenu',
  'connection.address.plainHttp':
    'Zwykłe http wysyła token bez szyfrowania. Użyj https albo oznacz połączenie jako niezabezpieczone, jeśli ta sieć jest zaufana.',

  'connection.note.token': 'Token usunięto z wklejonego adresu; wpisz go w polu tokenu.',
  'connection.note.query': 'Usunięto ciąg zapytania.',
  'connection.note.apiTail': 'Adres kończył się na {tail}; Retail Inspector sam dodaje ścieżki /api/v2/.',
  'connection.note.slashes':
    '{count, plural, one {Usunięto końcowy ukośnik.} few {Usunięto końcowe ukośniki.} many {Usunięto końcowe ukośniki.} other {Usunięto końcowe ukośniki.}}',
  'connection.note.sessionUnsealed':
    'Token jest przechowywany tylko w tej sesji: systemowy magazyn kluczy go nie zaszyfrował. Zapisz go ponownie później.',
  'connection.note.sessionOnly':
    'Token jest przechowywany tylko w tej sesji: ten komputer nie może go bezpiecznie zapisać.',

  'connection.redirect.otherHost':
    'Instalacja przekierowała do {origin}; nie zastosowano go, aby token pozostał na swoim hoście.',
  'connection.redirect.loop': 'Ponad {max} przekierowań; adres prawdopodobnie się zapętla.',

  'connection.test.infoFaults':
    '{faults}. Panel Instalacja pokazuje każde tak, jak je odebrano, wraz z przyczyną.',
  'connection.test.categoryFaults':
    '{faulty, plural, one {#} few {#} many {#} other {#}} z {total, plural, one {# kategorii towarów} few {# kategorii towarów} many {# kategorii towarów} other {# kategorii towarów}} narusza specyfikację. Panel Kategorie towarów pokazuje każdy wiersz tak, jak go odebrano, z zaznaczonymi błędnymi wartościami.',
};

import type { leniencyEn } from './en';

export const leniencyPl: Record<keyof typeof leniencyEn, string> = {
  'leniency.bom':
    'Treść zaczyna się od znacznika kolejności bajtów UTF-8 (BOM), którego JSON nie dopuszcza; usunięto go przed odczytem.',
  'leniency.latin1':
    'Treść nie jest poprawnym UTF-8 ({count, plural, one {{count, number, ::group-off} nieprawidłowa sekwencja bajtów} few {{count, number, ::group-off} nieprawidłowe sekwencje bajtów} many {{count, number, ::group-off} nieprawidłowych sekwencji bajtów} other {{count, number, ::group-off} nieprawidłowej sekwencji bajtów}}); zgodnie z deklaracją charset={charset} odczytano ją jako Latin-1 (windows-1252). JSON musi być w UTF-8.',
  'leniency.invalidUtf8':
    'Treść nie jest poprawnym UTF-8: {count, plural, one {{count, number, ::group-off} nieprawidłową sekwencję bajtów zastąpiono} few {{count, number, ::group-off} nieprawidłowe sekwencje bajtów zastąpiono} many {{count, number, ::group-off} nieprawidłowych sekwencji bajtów zastąpiono} other {{count, number, ::group-off} nieprawidłowej sekwencji bajtów zastąpiono}} znakiem U+FFFD (wyświetlanym jako \uFFFD).',
  'leniency.invalidUtf8.noCharset':
    'Treść nie jest poprawnym UTF-8 (nie zadeklarowano charset): {count, plural, one {{count, number, ::group-off} nieprawidłową sekwencję bajtów zastąpiono} few {{count, number, ::group-off} nieprawidłowe sekwencje bajtów zastąpiono} many {{count, number, ::group-off} nieprawidłowych sekwencji bajtów zastąpiono} other {{count, number, ::group-off} nieprawidłowej sekwencji bajtów zastąpiono}} znakiem U+FFFD (wyświetlanym jako \uFFFD).',
  'leniency.invalidUtf8.unreadCharset':
    'Treść nie jest poprawnym UTF-8 (zadeklarowanego charset={charset} Retail Inspector nie odczytuje): {count, plural, one {{count, number, ::group-off} nieprawidłową sekwencję bajtów zastąpiono} few {{count, number, ::group-off} nieprawidłowe sekwencje bajtów zastąpiono} many {{count, number, ::group-off} nieprawidłowych sekwencji bajtów zastąpiono} other {{count, number, ::group-off} nieprawidłowej sekwencji bajtów zastąpiono}} znakiem U+FFFD (wyświetlanym jako \uFFFD).',
  'leniency.contentType': 'Odpowiedź to JSON, ale wysłano ją jako {type}, a nie jako application/json.',
  'leniency.contentType.none':
    'Odpowiedź to JSON, ale wysłano ją bez typu zawartości, a nie jako application/json.',
  'leniency.redirect':
    '{path} przekierowano (HTTP {status}) do {target}; odpowiedź odczytano tam. Użyj tego adresu w połączeniu.',
  'leniency.redirect.notTheApi':
    '{path} przekierowano (HTTP {status}) do {target}; to, co tam odpowiada, nie jest API (zobacz nieudane wywołanie), więc nie jest to adres do użycia.',
  'leniency.tokenEcho':
    'Odpowiedź zawiera sam token w adresie (np. w adresie URL obrazu); jest on maskowany wszędzie, gdzie jest wyświetlany, więc takie linki nie działają w aplikacji.',
};

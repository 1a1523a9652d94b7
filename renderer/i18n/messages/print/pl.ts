// Printing’s words in Polish.
import type { printEn } from './en';

export const printPl: Readonly<Record<keyof typeof printEn, string>> = {
  'print.print': 'Drukuj…',
  'print.pdf': 'Zapisz jako PDF…',
  'print.preparing': 'Przygotowywanie wydruku…',
  'print.preparingImages':
    'Przygotowywanie wydruku: wczytano {loaded, number} z {images, plural, one {# obrazu} few {# obrazów} many {# obrazów} other {# obrazu}}…',
  'print.saving': 'Zapisywanie PDF…',
  'print.saved': 'Zapisano jako {file}',
  'print.cancelled': 'Zapisywanie jako PDF anulowano; nic nie zapisano.',
  'print.failed': 'Nie udało się zapisać PDF: {message}',
  'print.title.fleet': 'Raport dostępności',
  'print.limit.categories':
    'Drukowane jest pierwszych {rows, number} z {shown, plural, one {# kategorii} few {# kategorii} many {# kategorii} other {# kategorii}}, bez obrazów: Eksportuj… zapisuje wszystkie.',
  'print.limit.changes':
    'Drukowane jest pierwszych {rows, number} z {shown, plural, one {# zmiany} few {# zmian} many {# zmian} other {# zmiany}}, bez obrazów: eksporty zawierają wszystkie.',
  'print.noImages.categories':
    '{shown, plural, one {# kategoria jest drukowana} few {# kategorie są drukowane} many {# kategorii jest drukowanych} other {# kategorii jest drukowane}} bez obrazów (wydruk pokazuje je do {max, number}).',
  'print.noImages.changes':
    '{shown, plural, one {# zmiana jest drukowana} few {# zmiany są drukowane} many {# zmian jest drukowanych} other {# zmiany jest drukowane}} bez obrazów (wydruk pokazuje je do {max, number}).',
};

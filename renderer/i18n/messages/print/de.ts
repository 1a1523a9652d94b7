// Printing’s words in German.
import type { printEn } from './en';

export const printDe: Readonly<Record<keyof typeof printEn, string>> = {
  'print.print': 'Drucken…',
  'print.pdf': 'Als PDF speichern…',
  'print.preparing': 'Der Druck wird vorbereitet…',
  'print.preparingImages':
    'Der Druck wird vorbereitet: {loaded, number} von {images, plural, one {# Bild} other {# Bildern}} geladen…',
  'print.saving': 'Das PDF wird gespeichert…',
  'print.saved': 'Gespeichert als {file}',
  'print.cancelled': 'Als PDF speichern abgebrochen; nichts wurde gespeichert.',
  'print.failed': 'Das PDF konnte nicht gespeichert werden: {message}',
  'print.title.fleet': 'Verfügbarkeitsbericht',
  'print.limit.categories':
    'Die ersten {rows, number} von {shown, plural, one {# Warengruppe} other {# Warengruppen}} werden gedruckt, ohne Bilder: Exportieren… schreibt sie alle.',
  'print.limit.changes':
    'Die ersten {rows, number} von {shown, plural, one {# Änderung} other {# Änderungen}} werden gedruckt, ohne Bilder: Die Exporte enthalten sie alle.',
  'print.noImages.categories':
    '{shown, plural, one {Die # Warengruppe wird} other {Die # Warengruppen werden}} ohne Bilder gedruckt (ein Druck zeigt sie bis {max, number}).',
  'print.noImages.changes':
    '{shown, plural, one {Die # Änderung wird} other {Die # Änderungen werden}} ohne Bilder gedruckt (ein Druck zeigt sie bis {max, number}).',
};

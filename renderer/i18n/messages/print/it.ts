// Printing’s words in Italian.
import type { printEn } from './en';

export const printIt: Readonly<Record<keyof typeof printEn, string>> = {
  'print.print': 'Stampa…',
  'print.pdf': 'Salva come PDF…',
  'print.preparing': 'Preparazione della stampa…',
  'print.preparingImages':
    'Preparazione della stampa: {loaded, number} di {images, plural, one {# immagine caricata} many {# immagini caricate} other {# immagini caricate}}…',
  'print.saving': 'Salvataggio del PDF…',
  'print.saved': 'Salvato come {file}',
  'print.cancelled': 'Salvataggio come PDF annullato; non è stato salvato nulla.',
  'print.failed': 'Impossibile salvare il PDF: {message}',
  'print.title.fleet': 'Rapporto di disponibilità',
  'print.limit.categories':
    'Sono stampate le prime {rows, number} di {shown, plural, one {# categoria} many {# categorie} other {# categorie}}, senza immagini: Esporta… le scrive tutte.',
  'print.limit.changes':
    'Sono stampate le prime {rows, number} di {shown, plural, one {# modifica} many {# modifiche} other {# modifiche}}, senza immagini: le esportazioni le contengono tutte.',
  'print.noImages.categories':
    '{shown, plural, one {La # categoria è stampata} many {Le # categorie sono stampate} other {Le # categorie sono stampate}} senza immagini (una stampa le mostra fino a {max, number}).',
  'print.noImages.changes':
    '{shown, plural, one {La # modifica è stampata} many {Le # modifiche sono stampate} other {Le # modifiche sono stampate}} senza immagini (una stampa le mostra fino a {max, number}).',
};

// Printing’s words in Dutch.
import type { printEn } from './en';

export const printNl: Readonly<Record<keyof typeof printEn, string>> = {
  'print.print': 'Afdrukken…',
  'print.pdf': 'Opslaan als pdf…',
  'print.preparing': 'De afdruk wordt voorbereid…',
  'print.preparingImages':
    'De afdruk wordt voorbereid: {loaded, number} van {images, plural, one {# afbeelding} other {# afbeeldingen}} geladen…',
  'print.saving': 'De pdf wordt opgeslagen…',
  'print.saved': 'Opgeslagen als {file}',
  'print.cancelled': 'Opslaan als pdf geannuleerd; er is niets opgeslagen.',
  'print.failed': 'De pdf kon niet worden opgeslagen: {message}',
  'print.title.fleet': 'Beschikbaarheidsrapport',
  'print.limit.categories':
    'De eerste {rows, number} van {shown, plural, one {# artikelgroep} other {# artikelgroepen}} worden afgedrukt, zonder afbeeldingen: Exporteren… schrijft ze allemaal.',
  'print.limit.changes':
    'De eerste {rows, number} van {shown, plural, one {# wijziging} other {# wijzigingen}} worden afgedrukt, zonder afbeeldingen: de exports bevatten ze allemaal.',
  'print.noImages.categories':
    '{shown, plural, one {De # artikelgroep wordt} other {De # artikelgroepen worden}} zonder afbeeldingen afgedrukt (een afdruk toont ze tot {max, number}).',
  'print.noImages.changes':
    '{shown, plural, one {De # wijziging wordt} other {De # wijzigingen worden}} zonder afbeeldingen afgedrukt (een afdruk toont ze tot {max, number}).',
};

// Printing’s words in French.
import type { printEn } from './en';

export const printFr: Readonly<Record<keyof typeof printEn, string>> = {
  'print.print': 'Imprimer…',
  'print.pdf': 'Enregistrer en PDF…',
  'print.preparing': 'Préparation de l’impression…',
  'print.preparingImages':
    'Préparation de l’impression\u00a0: {loaded, number} sur {images, plural, one {# image chargée} many {# images chargées} other {# images chargées}}…',
  'print.saving': 'Enregistrement du PDF…',
  'print.saved': 'Enregistré sous {file}',
  'print.cancelled': 'Enregistrement en PDF annulé\u00a0; rien n’a été enregistré.',
  'print.failed': 'Le PDF n’a pas pu être enregistré\u00a0: {message}',
  'print.title.fleet': 'Rapport de disponibilité',
  'print.limit.categories':
    'Les {rows, number} premières sur {shown, plural, one {# catégorie} many {# catégories} other {# catégories}} sont imprimées, sans images\u00a0: Exporter… les écrit toutes.',
  'print.limit.changes':
    'Les {rows, number} premières sur {shown, plural, one {# modification} many {# modifications} other {# modifications}} sont imprimées, sans images\u00a0: les exports les contiennent toutes.',
  'print.noImages.categories':
    '{shown, plural, one {La # catégorie est imprimée} many {Les # catégories sont imprimées} other {Les # catégories sont imprimées}} sans images (une impression les montre jusqu’à {max, number}).',
  'print.noImages.changes':
    '{shown, plural, one {La # modification est imprimée} many {Les # modifications sont imprimées} other {Les # modifications sont imprimées}} sans images (une impression les montre jusqu’à {max, number}).',
};

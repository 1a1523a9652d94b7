// Printing’s words in Spanish.
import type { printEn } from './en';

export const printEs: Readonly<Record<keyof typeof printEn, string>> = {
  'print.print': 'Imprimir…',
  'print.pdf': 'Guardar como PDF…',
  'print.preparing': 'Preparando la impresión…',
  'print.preparingImages':
    'Preparando la impresión: {loaded, number} de {images, plural, one {# imagen cargada} many {# imágenes cargadas} other {# imágenes cargadas}}…',
  'print.saving': 'Guardando el PDF…',
  'print.saved': 'Guardado como {file}',
  'print.cancelled': 'Guardar como PDF cancelado; no se guardó nada.',
  'print.failed': 'No se pudo guardar el PDF: {message}',
  'print.title.fleet': 'Informe de disponibilidad',
  'print.limit.categories':
    'Se imprimen las primeras {rows, number} de {shown, plural, one {# categoría} many {# categorías} other {# categorías}}, sin imágenes: Exportar… las escribe todas.',
  'print.limit.changes':
    'Se imprimen los primeros {rows, number} de {shown, plural, one {# cambio} many {# cambios} other {# cambios}}, sin imágenes: las exportaciones los contienen todos.',
  'print.noImages.categories':
    '{shown, plural, one {La # categoría se imprime} many {Las # categorías se imprimen} other {Las # categorías se imprimen}} sin imágenes (una impresión las muestra hasta {max, number}).',
  'print.noImages.changes':
    '{shown, plural, one {El # cambio se imprime} many {Los # cambios se imprimen} other {Los # cambios se imprimen}} sin imágenes (una impresión los muestra hasta {max, number}).',
};

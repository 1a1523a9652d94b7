// The categories’ words in Spanish.
import type { categoriesEn } from './en';

export const categoriesEs: Readonly<Record<keyof typeof categoriesEn, string>> = {
  'categories.field.id': 'ID',
  'categories.field.code': 'Código',
  'categories.field.name': 'Nombre',
  'categories.field.slug': 'Slug',
  'categories.field.image': 'URL de la imagen',
  'categories.faultTitle': '{field}: {rule}',
  'categories.faultsSentence': 'Incumple la especificación de la API. {faults}.',
  'categories.slugMissing': 'falta el slug',
  'categories.noSlug': 'sin slug',
  'categories.noImage': 'sin imagen',
  'categories.noValue': 'ninguno',
  'categories.emptyValue': 'vacío',
  'categories.imageUnavailable': 'Imagen no disponible',
  'categories.browserHint': 'Las flechas pasan de una categoría a otra; Intro abre los detalles.',
  'categories.detail.eyebrow': 'Categoría',
  'categories.detail.unnamed': 'Categoría sin nombre',
  'categories.detail.fields': 'Campos',
  'categories.detail.added': 'Añadidos por la instalación',
  'categories.detail.rawJson': 'JSON sin procesar',
  'categories.what.rawJson': 'el JSON sin procesar',
  'categories.what.id': 'el ID',
  'categories.what.code': 'el código',
  'categories.what.name': 'el nombre',
  'categories.what.slug': 'el slug',
  'categories.what.image': 'la URL de la imagen',
  'categories.what.added': 'el campo «{name}»',
  'categories.faults.label': 'Categorías que incumplen la especificación',
  'categories.faults.count':
    '{faulty, number} de {received, plural, one {# categoría} many {# categorías} other {# categorías}} {faulty, plural, one {incumple} many {incumplen} other {incumplen}} la especificación',
  'categories.faults.banner': '{count} — <link>ver Diagnóstico</link>',
  'categories.faults.bannerMore': '{count} — <link>ver Diagnóstico</link>. {more}',
  'categories.faults.unreadable':
    '{rows, plural, one {# fila no es un registro de categoría y no se muestra.} many {# filas no son registros de categoría y no se muestran.} other {# filas no son registros de categoría y no se muestran.}}',
  'categories.faults.listed': 'Las primeras {listed, number} están marcadas; las demás solo se cuentan.',
  'categories.faults.printed': '{count}; un valor marcado la incumple.',
  'categories.export.button': 'Exportar…',
  'categories.export.choices': 'Exportar las {rows} mostradas',
  'categories.export.hint': 'Las {rows} mostradas, en este orden:',
  'categories.export.hintLoading': 'Las {rows} mostradas, en este orden (el resto aún se está cargando):',
  'categories.export.forSpreadsheets': 'para hojas de cálculo',
  'categories.export.forPrograms': 'para programas',
  'categories.export.busy': 'Exportando {rows} como {format}…',
  'categories.export.saved': '{rows} guardadas como {format}: {file}',
  'categories.export.savedFaulty': '{rows} guardadas como {format}: {file}. {faulty}',
  'categories.export.downloaded':
    '{rows} exportadas como {format}; su navegador lo guarda como {file}, en sus descargas.',
  'categories.export.faultyAll':
    '{faulty, plural, one {Incumple} many {Todas incumplen} other {Todas incumplen}} la especificación; se escribieron tal como se recibieron.',
  'categories.export.faultySome':
    '{faulty, plural, one {# de ellas incumple} many {# de ellas incumplen} other {# de ellas incumplen}} la especificación; se escribieron tal como se recibieron.',
  'categories.print.sorted': 'Ordenadas por {sort, select, name {nombre} code {código} other {ID}}.',
  'categories.print.sortedMatching':
    'Ordenadas por {sort, select, name {nombre} code {código} other {ID}}; solo las que coinciden con «{query}».',
  'categories.print.label': 'Categorías impresas',
  'categories.print.image': 'Imagen',
  'categories.damaged': 'Las categorías llegaron dañadas desde el host del inspector.',
  'categories.partial':
    'Solo llegaron las primeras {shown, number} de {count, plural, one {# categoría} many {# categorías} other {# categorías}}. Vuelva a intentarlo para cargarlas todas.',
};

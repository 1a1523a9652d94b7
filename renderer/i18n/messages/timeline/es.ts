// The timeline's words in Spanish.
import type { timelineEn } from './en';

export const timelineEs: Readonly<Record<keyof typeof timelineEn, string>> = {
  'timeline.headingSuffix': ': cronología',
  'timeline.facts.watch': 'Vigilancia: {every}',
  'timeline.facts.maintenance': 'En mantenimiento {until}: sin notificaciones',
  'timeline.range.legend': 'Periodo',
  'timeline.range.24h': '24 horas',
  'timeline.range.7d': '7 días',
  'timeline.range.90d': '90 días',
  'timeline.range.1y': '1 año',
  'timeline.rangeIn':
    '{range, select, 24h {las últimas 24 horas} 7d {los últimos 7 días} 90d {los últimos 90 días} other {el último año}}',
  'timeline.checkNow': 'Comprobar ahora',
  'timeline.closeWhich': 'la cronología',
  'timeline.history': 'El historial',
  'timeline.loading': 'Cargando el historial…',
  'timeline.chartLabel': 'Cronología: {summary}',
  'timeline.notWatched':
    'Esta conexión no se vigila: elija con qué frecuencia en Conexiones ({shortcut}), o compruébela una vez con Comprobar ahora.',
  'timeline.watched':
    'Se vigila {every} mientras la aplicación está abierta; sus resultados aparecen aquí a medida que llegan.',
  'timeline.key': 'Leyenda',
  'timeline.key.snapshot': 'Instantánea guardada (clic para comparar)',
  'timeline.key.event': 'Evento',
  'timeline.summary.none': 'Sin resultados de vigilancia en {range}.',
  'timeline.summary.part': '{class} {count, number}',
  'timeline.summary.runs':
    '{runs, plural, one {# resultado} many {# resultados} other {# resultados}} en {range}: {parts}{slow, select, yes {; respuesta más lenta {ms, number} ms} other {}}.',
  'timeline.summary.drawn':
    '{runs, plural, one {# resultado} many {# resultados} other {# resultados}} en {range}, dibujados como {buckets, number} tramos de {stretch}, cada uno en su peor clase: {parts}{slow, select, yes {; respuesta más lenta {ms, number} ms} other {}}.',
  'timeline.stretch.minutes':
    '{count, plural, one {aprox. # minuto} many {aprox. # minutos} other {aprox. # minutos}}',
  'timeline.stretch.hours':
    '{count, plural, one {aprox. # hora} many {aprox. # horas} other {aprox. # horas}}',
  'timeline.stretch.days': '{count, plural, one {aprox. # día} many {aprox. # días} other {aprox. # días}}',
  'timeline.series.slowest': 'Respuesta más lenta',
  'timeline.series.fastest': 'Respuesta más rápida',
  'timeline.series.categories': 'Categorías',
  'timeline.series.class': 'Clase',
  'timeline.series.time': 'Hora',
  'timeline.run.running': 'Comprobando ahora…',
  'timeline.run.done': 'Comprobado ahora: {summary}.',
  'timeline.run.failed': 'La comprobación no pudo ejecutarse: {message}',
  'timeline.availability.none': 'Disponibilidad en {range}: <b>—</b> <muted>{reason}</muted>',
  'timeline.availability.title':
    'Disponibilidad = (disponible + degradado) / ejecuciones contadas; las ejecuciones degradadas respondieron incumpliendo la especificación. No se cuentan las ejecuciones en una ventana de mantenimiento, mientras este equipo estaba sin conexión o sin token aquí.',
  'timeline.availability.figure': 'Disponibilidad <b>{percent}</b>',
  'timeline.availability.noneDegraded': 'nada degradado',
  'timeline.availability.incidents':
    '{count, plural, one {# incidencia} many {# incidencias} other {# incidencias}}',
  'timeline.availability.inRange': 'en {range}',
  'timeline.more': 'Mostrar {count, number} más de {total, number}',
  'timeline.snapshots': 'Instantáneas guardadas ({count, number})',
  'timeline.noSnapshots': 'Ninguna ejecución de este periodo guardó una instantánea: nada cambió.',
  'timeline.compare': 'Comparar con la anterior',
  'timeline.events': 'Eventos ({count, number})',
  'timeline.noEvents': 'Ningún evento en este periodo: ningún cambio confirmado de clase o contenido.',
  'timeline.showChanges': 'Mostrar los cambios',
  'timeline.openDiagnostics': 'Abrir Diagnóstico',
  'timeline.maintenance.heading': 'En mantenimiento ({count, number})',
  'timeline.maintenance.stretch':
    'hasta <time>{to}</time>: {runs, plural, one {# ejecución} many {# ejecuciones} other {# ejecuciones}}, sin notificación',
  'timeline.note.notListed': 'No se pudieron listar las instantáneas: {reason}',
  'timeline.note.hostRefused': 'el host se negó',
  'timeline.note.notKept':
    'Esa instantánea ya no se conserva: cada conexión guarda {keep, plural, one {su última instantánea} many {sus últimas # instantáneas} other {sus últimas # instantáneas}} y las fijadas (vea la pestaña Cambios).',
  'timeline.note.oldest':
    'Es la instantánea más antigua que se conserva de esta conexión: no hay ninguna anterior con la que comparar.',
};

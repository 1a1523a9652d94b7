// The fleet board's words in Spanish: Tiendas for the fleet, conexión for a connection. Counts take
// one, many (a million) and other.
import type { fleetEn } from './en';

export const fleetEs: Readonly<Record<keyof typeof fleetEn, string>> = {
  'fleet.heading': 'Tiendas',
  'fleet.intro':
    'Cada conexión con su último resultado de vigilancia. Elija con qué frecuencia se vigila cada una en Conexiones ({shortcut}); una conexión se vigila mientras la aplicación está abierta.',
  'fleet.board': 'El panel de tiendas',
  'fleet.loading': 'Cargando el panel de tiendas…',
  'fleet.gridHint':
    'Las flechas pasan de una conexión a otra, Intro abre su cronología, Espacio la selecciona para el informe de disponibilidad.',
  'fleet.noMatch': 'Ninguna conexión coincide con la búsqueda y el filtro.',
  'fleet.noMatchAdvice': 'Borre la búsqueda o muestre todas las clases.',

  'fleet.notify.native': 'Los eventos de vigilancia se muestran como notificaciones de su sistema.',
  'fleet.notify.ask':
    'Los eventos de vigilancia se muestran en esta página hasta que permita las notificaciones.',
  'fleet.notify.allow': 'Permitir notificaciones',
  'fleet.notify.browser': 'Los eventos de vigilancia se muestran como notificaciones de su navegador.',
  'fleet.notify.denied':
    'El navegador bloquea las notificaciones de esta página: los eventos de vigilancia se muestran en la página.',
  'fleet.notify.page': 'Los eventos de vigilancia se muestran en la página.',

  'fleet.search.label': 'Buscar conexiones por nombre o dirección',
  'fleet.search.placeholder': 'Buscar nombre o dirección',
  'fleet.filter.legend': 'Mostrar',
  'fleet.filter.all': 'Todas',
  'fleet.filter.notChecked': 'No se pudo comprobar',
  'fleet.filter.option': '{label} ({count, number})',
  'fleet.shown':
    '{count, plural, one {la # conexión mostrada} many {las # conexiones mostradas} other {las # conexiones mostradas}}',
  'fleet.selected':
    '{count, plural, one {la # conexión seleccionada} many {las # conexiones seleccionadas} other {las # conexiones seleccionadas}}',
  'fleet.count.all': '{total, plural, one {# conexión} many {# conexiones} other {# conexiones}}',
  'fleet.count.some':
    '{shown, number} de {total, plural, one {# conexión mostrada} many {# conexiones mostradas} other {# conexiones mostradas}}',
  'fleet.count.watched': '{connections}, {watched, number} vigiladas',
  'fleet.count.maintenance':
    '{connections}, {watched, number} vigiladas, {maintenance, number} en mantenimiento',
  'fleet.availabilityButton': 'Informe de disponibilidad…',
  'fleet.maintenanceButton': 'Mantenimiento…',
  'fleet.watchOptionsButton': 'Ajustes de vigilancia…',

  'fleet.column.name': 'Conexión',
  'fleet.column.class': 'Clase',
  'fleet.column.lastAt': 'Última comprobación',
  'fleet.column.responseMs': 'Respuesta',
  'fleet.column.categories': 'Categorías',
  'fleet.column.availability30': '30 días',
  'fleet.column.spark': 'Últimas 24 horas',
  'fleet.column.every': 'Vigilancia',
  'fleet.grid': 'Conexiones: {shown, number} de {total, number} mostradas',
  'fleet.selectAll': 'Seleccionar las {count, number} mostradas',
  'fleet.select': 'Seleccionar {name}',
  'fleet.checking': 'comprobando…',
  'fleet.noRunCounted': 'ninguna ejecución contada',
  'fleet.maintenance.badge': 'Mantenimiento',
  'fleet.maintenance.badgeTitle': 'En una ventana de mantenimiento {until}: sin notificaciones',

  'fleet.spark.none': 'Últimas 24 horas: sin resultados',
  'fleet.spark.conforms': 'Últimas 24 horas: conforme en todo momento',
  'fleet.spark.conformsSlowest':
    'Últimas 24 horas: conforme en todo momento; respuesta más lenta {ms, number} ms',
  'fleet.spark.parts': 'Últimas 24 horas: {parts}',
  'fleet.spark.partsSlowest': 'Últimas 24 horas: {parts}; respuesta más lenta {ms, number} ms',
  'fleet.spark.first':
    '{class} en {count, number} de {unit, select, halfHours {{buckets, plural, one {# media hora} many {# medias horas} other {# medias horas}}} other {{buckets, plural, one {# tramo} many {# tramos} other {# tramos}}}}',
  'fleet.spark.next': '{class} en {count, number}',

  'fleet.maintenance.title': 'Ventana de mantenimiento',
  'fleet.maintenance.intro':
    'Durante una ventana las conexiones se comprueban y registran como siempre, pero no sale ninguna notificación. Al terminar, lo que difiere de su inicio es una notificación.',
  'fleet.maintenance.for': 'Para',
  'fleet.maintenance.forOne': 'Para <b>{label}</b>',
  'fleet.maintenance.start': 'Inicio',
  'fleet.maintenance.startError': 'Elija una fecha y una hora.',
  'fleet.maintenance.duration': 'Duración',
  'fleet.maintenance.repeat': 'Repetición',
  'fleet.maintenance.zone': 'Zona horaria',
  'fleet.maintenance.zoneError': 'Este sistema no conoce esa zona horaria.',
  'fleet.maintenance.zoneHint':
    'El inicio y las repeticiones siguen el reloj de esta zona, también con el cambio de horario.',
  'fleet.maintenance.notSaved': 'La ventana no se guardó: {problem}',
  'fleet.maintenance.add': 'Añadir ventana',
  'fleet.maintenance.covering': 'Ventanas que cubren {label}',
  'fleet.maintenance.none': 'Ninguna todavía.',
  'fleet.maintenance.everyConnection': 'todas las conexiones',
  'fleet.maintenance.remove': 'Quitar',
  'fleet.maintenance.removeWhich': 'la ventana {window}',

  'fleet.report.title': 'Informe de disponibilidad',
  'fleet.report.intro':
    'El informe que escribe <code>retail-inspector report</code> a partir del historial de vigilancia: disponibilidad = (disponible + degradado) / ejecuciones contadas, lo degradado aparte; no se cuentan las ejecuciones en una ventana de mantenimiento, mientras este equipo estaba sin conexión o sin token aquí.',
  'fleet.report.for': 'Para',
  'fleet.report.range': 'Periodo',
  'fleet.report.last': '{count, plural, one {Último día} many {Últimos # días} other {Últimos # días}}',
  'fleet.report.days': 'De un día a otro',
  'fleet.report.firstDay': 'Primer día',
  'fleet.report.lastDay': 'Último día',
  'fleet.report.format': 'Formato',
  'fleet.report.chooseFirst': 'Elija el primer día.',
  'fleet.report.chooseLast': 'Elija el último día.',
  'fleet.report.firstAfterLast': 'El primer día es posterior al último.',
  'fleet.report.noConnection': 'No hay ninguna conexión para el informe.',
  'fleet.report.notExported': 'No exportado: {problem}',
  'fleet.report.downloaded': 'Su navegador guarda el informe como {file}, en sus descargas.',
  'fleet.report.saved': 'Guardado como {file}',
  'fleet.report.cancelled': 'Exportación cancelada; no se guardó nada.',
  'fleet.report.notPrinted': 'No impreso: {problem}',
  'fleet.report.pdf': 'Guardar como PDF…',
  'fleet.report.print': 'Imprimir…',
  'fleet.report.export': 'Exportar',

  'fleet.options.title': 'Ajustes de vigilancia',
  'fleet.options.loading': 'Cargando los ajustes de vigilancia…',
  'fleet.options.intro': 'Se aplican a cada conexión vigilada, desde la próxima ejecución.',
  'fleet.options.confirmRuns': 'Confirmar un cambio tras este número de ejecuciones seguidas',
  'fleet.options.confirmRunsHint':
    'Con 2 (predeterminado), una respuesta aislada pasa sin aviso; 1 avisa de cada cambio al momento.',
  'fleet.options.grouping': 'Agrupar las conexiones que fallan a la vez',
  'fleet.options.groupingHint':
    'Un solo aviso para todas, como cuando cae un proxy delante de muchas tiendas.',
  'fleet.options.groupMin': 'Al menos (conexiones)',
  'fleet.options.groupShare': 'Y al menos (% de las vigiladas)',
  'fleet.options.groupWindowRuns': 'En (ejecuciones)',
  'fleet.options.remind': 'Recordármelo mientras dure un problema',
  'fleet.options.remindHint':
    'El aviso vuelve mientras una conexión siga fallando; su recuperación dice durante cuánto tiempo.',
  'fleet.options.range': 'Introduzca un número entero de {min, number} a {max, number}.',
  'fleet.options.invalid': 'Algunos ajustes están fuera de rango; corríjalos para guardar.',
  'fleet.options.notSaved': 'Los ajustes de vigilancia no se guardaron: {problem}',
  'fleet.options.save': 'Guardar',
  'fleet.remind.minutes': '{count, plural, one {Cada minuto} many {Cada # minutos} other {Cada # minutos}}',
  'fleet.remind.hours': '{count, plural, one {Cada hora} many {Cada # horas} other {Cada # horas}}',

  'fleet.print.title': 'Disponibilidad',
  'fleet.print.intro':
    'Del {from} al {to}. Disponibilidad = (disponible + degradado) / ejecuciones contadas; las ejecuciones degradadas respondieron incumpliendo la especificación. No se cuentan: las ejecuciones en una ventana de mantenimiento, mientras este equipo estaba sin conexión, sin token aquí o con un error de uso.',
  'fleet.print.connection': 'Conexión',
  'fleet.print.availability': 'Disponibilidad',
  'fleet.print.degraded': 'Degradado',
  'fleet.print.counted': 'Ejecuciones contadas',
  'fleet.print.down': 'Ejecuciones caídas',
  'fleet.print.incidents': 'Incidencias',
  'fleet.print.longest': 'Incidencia más larga',
  'fleet.print.median': 'Respuesta mediana',
};

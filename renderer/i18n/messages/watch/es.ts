// The watch's words in Spanish (tienda for a shop). Counts take one, many (a million) and other.
import type { watchEn } from './en';

export const watchEs: Readonly<Record<keyof typeof watchEn, string>> = {
  'watch.class.conforms': 'Conforme',
  'watch.class.violates': 'Incumple',
  'watch.class.refused': 'Rechazado',
  'watch.class.wrongAddress': 'Dirección errónea',
  'watch.class.gatewayError': 'Error de pasarela',
  'watch.class.unreachable': 'Inaccesible',
  'watch.class.tls': 'Fallo de TLS',
  'watch.class.timeout': 'Tiempo agotado',
  'watch.class.usage': 'No se puede llamar',
  'watch.class.noToken': 'Sin token aquí',
  'watch.class.notOffered': 'No ofrecido',
  'watch.class.none': 'Aún sin comprobar',
  'watch.class.inline':
    '{class, select, conforms {conforme} violates {incumple} refused {rechazado} wrongAddress {dirección errónea} gatewayError {error de pasarela} unreachable {inaccesible} tls {fallo de TLS} timeout {tiempo agotado} usage {no se puede llamar} noToken {sin token aquí} notOffered {no ofrecido} other {aún sin comprobar}}',
  'watch.readingHistory': 'Leyendo el historial…',
  'watch.ms': '{ms, number} ms',

  'watch.every.off': 'Desactivado',
  'watch.every.minutes': '{minutes, plural, one {Cada minuto} many {Cada # min} other {Cada # min}}',
  'watch.everyInline.off': 'desactivada',
  'watch.everyInline.minutes': '{minutes, plural, one {cada minuto} many {cada # min} other {cada # min}}',

  'watch.ago.never': 'nunca',
  'watch.ago.now': 'ahora mismo',
  'watch.ago.minutes': '{count, plural, one {hace # min} many {hace # min} other {hace # min}}',
  'watch.ago.hours': '{count, plural, one {hace # h} many {hace # h} other {hace # h}}',
  'watch.ago.days': '{count, plural, one {hace # día} many {hace # días} other {hace # días}}',

  'watch.availability.degraded': '{percent} degradado',
  'watch.availability.counted':
    '{count, plural, one {# ejecución contada} many {# ejecuciones contadas} other {# ejecuciones contadas}}',
  'watch.availability.noFigure':
    'Ninguna ejecución contada: no se hizo ninguna, o cada una cayó en una ventana de mantenimiento, mientras este equipo estaba sin conexión o sin token aquí.',
  'watch.availability.reading': 'Leyendo el historial…',
  'watch.availability.titleNone': 'Últimos 30 días: {reason}',
  'watch.availability.title':
    'Últimos 30 días: {percent} respondido, nada degradado; {counted}. Disponibilidad = (disponible + degradado) / ejecuciones contadas.',
  'watch.availability.titleDegraded':
    'Últimos 30 días: {percent} respondido, del cual {degraded} degradado (respondió incumpliendo la especificación); {counted}. Disponibilidad = (disponible + degradado) / ejecuciones contadas.',

  'watch.duration.minutes': '{count, plural, one {# minuto} many {# minutos} other {# minutos}}',
  'watch.duration.hours': '{count, plural, one {# hora} many {# horas} other {# horas}}',
  'watch.duration.days': '{count, plural, one {# día} many {# días} other {# días}}',
  'watch.repeat.once': 'Una vez',
  'watch.repeat.day': 'Cada día',
  'watch.repeat.week': 'Cada semana',
  'watch.repeat.month': 'Cada mes',
  'watch.repeat.cron': 'Cron «{expression}»',
  'watch.window.once': 'Una vez el {when} ({zone}), durante {duration}',
  'watch.window.repeats': '{repeat} desde el {when} ({zone}), durante {duration}',
  'watch.until': 'hasta las {time}',

  'watch.offline':
    '<b>Este equipo no llega a la red</b> (desde las {since}: {why}). No se genera ningún evento para ninguna conexión hasta que llegue; la vigilancia sigue y continúa donde estaba.',
  'watch.tokenMissing.one':
    '<b>El token de «{name}» no está disponible en este equipo</b> (guardado solo para una sesión ya terminada, o el almacén de claves no puede leerlo ahora). Hasta que se vuelva a introducir, la aplicación no llama a esta conexión y su vigilancia no genera eventos para ella; la instalación no tiene ningún problema.',
  'watch.tokenMissing.many':
    '<b>{count, plural, one {# conexión cuyo token no está disponible} many {# conexiones cuyo token no está disponible} other {# conexiones cuyo token no está disponible}} en este equipo</b> (guardado solo para una sesión ya terminada, o el almacén de claves no puede leerlo ahora). Hasta que se vuelva a introducir cada token, la aplicación no llama a estas conexiones y su vigilancia no genera eventos para ellas; las instalaciones no tienen ningún problema.',
  'watch.tokenMissing.enter': 'Volver a introducir el token',
};

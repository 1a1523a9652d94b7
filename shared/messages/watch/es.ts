import type { watchEn } from './en';

export const watchEs: Record<keyof typeof watchEn, string> = {
  'watch.event.class':
    '{class, select, conforms {conforme} violates {incumple la especificación} refused {no se pudo comprobar (rechazado)} wrongAddress {no se pudo comprobar (dirección errónea)} gatewayError {no se pudo comprobar (error de pasarela)} unreachable {no se pudo comprobar (inaccesible)} tls {no se pudo comprobar (fallo de TLS)} timeout {no se pudo comprobar (tiempo agotado)} usage {no se pudo comprobar (no se puede llamar)} noToken {no se pudo comprobar (sin token aquí)} notOffered {no se pudo comprobar (no ofrecido)} other {no se pudo comprobar}}',
  'watch.event.notCheckedBecause': 'no se pudo comprobar: {cause}',
  'watch.event.named': '{name}: {what}',

  'watch.event.headline.settings':
    '{count, plural, one {# ajuste cambiado} many {# ajustes cambiados} other {# ajustes cambiados}}',
  'watch.event.headline.settingsUncounted': 'ajustes cambiados',
  'watch.event.headline.categories':
    '{count, plural, one {# categoría cambiada} many {# categorías cambiadas} other {# categorías cambiadas}}',
  'watch.event.headline.categoriesUncounted': 'categorías cambiadas',
  'watch.event.headline.both': '{settings} y {categories}',
  'watch.event.headline.none': 'cambiado',
  'watch.event.detail.settings': 'Ajustes cambiados: {fields}.',
  'watch.event.detail.settingsUncounted': 'Los ajustes cambiaron.',
  'watch.event.detail.categories': 'Categorías: {counts}.',
  'watch.event.detail.categoriesUnknown': 'Las categorías cambiaron.',
  'watch.event.detail.categoriesReordered': 'Las categorías cambiaron (su orden, o filas con el mismo id).',
  'watch.event.count.added':
    '{count, plural, one {{count} añadida} many {{count} añadidas} other {{count} añadidas}}',
  'watch.event.count.removed':
    '{count, plural, one {{count} eliminada} many {{count} eliminadas} other {{count} eliminadas}}',
  'watch.event.count.changed':
    '{count, plural, one {{count} cambiada} many {{count} cambiadas} other {{count} cambiadas}}',
  'watch.event.join.comma': '{first}, {second}',
  'watch.event.join.semicolon': '{first}; {second}',
  'watch.event.join.sentences': '{first} {second}',
  'watch.event.body.changeRuns': '{detail} Visto en {runs} ejecuciones seguidas.',
  'watch.event.body.transition': 'Ahora: {now}; antes: {before}.',
  'watch.event.body.transitionRuns': 'Ahora: {now} ({runs} ejecuciones seguidas); antes: {before}.',
  'watch.event.lasted': '{class} durante {duration}',
  'watch.event.lastedUpTo': '{class} durante como máximo {duration}',
  'watch.event.otherClasses': 'otros estados',

  'watch.event.fields.more': '{names} y {count} más',
  'watch.event.names.more': '{names} y {count, number} más',
  'watch.event.names.last': '{names} y {last}',
  'watch.event.names': '{names}.',
  'watch.event.namesJoined': 'Se suman a la incidencia ya avisada: {names}.',
  'watch.event.installations':
    '{count, plural, one {# instalación} many {# instalaciones} other {# instalaciones}}',
  'watch.event.moreInstallations':
    '{count, plural, one {# instalación más} many {# instalaciones más} other {# instalaciones más}}',
  'watch.event.share': 'En común: {parts}.',
  'watch.event.share.host': 'el host {host}',
  'watch.event.share.proxy': 'el proxy {proxy}',
  'watch.event.share.problem': 'el problema «{problem}»',
  'watch.event.share.status': 'el estado HTTP {status}',
  'watch.event.reminder.title':
    '{lasting, select, for {Recordatorio: {who}: todavía {class}, desde hace {duration}} upTo {Recordatorio: {who}: todavía {class}, desde hace como máximo {duration}} other {Recordatorio: {who}: todavía {class}}}',
  'watch.event.reminder.body':
    '{lasting, select, for {Todavía {class}, desde hace {duration}.} upTo {Todavía {class}, desde hace como máximo {duration}.} other {Todavía {class}.}}',
  'watch.event.windowEnd':
    'Detectado al final de una ventana de mantenimiento; durante ella no se avisó de nada.',

  'watch.event.duration.daysHours': '{days, plural, one {# día} many {# días} other {# días}} {hours} h',
  'watch.event.duration.days': '{days, plural, one {# día} many {# días} other {# días}}',
  'watch.event.duration.hoursMinutes': '{hours} h {minutes} min',
  'watch.event.duration.hours': '{hours} h',
  'watch.event.duration.minutesSeconds': '{minutes} min {seconds} s',
  'watch.event.duration.minutes': '{minutes} min',
  'watch.event.duration.seconds': '{seconds} s',

  'watch.event.certificate.title': 'El certificado de {name} caduca en {left}',
  'watch.event.certificate.days': '{count, plural, one {# día} many {# días} other {# días}}',
  'watch.event.certificate.lessThanDay': 'menos de un día',
  'watch.event.certificate.expires': 'El certificado de {name} caduca en {left}, el {date}{issuer}{names}.',
  'watch.event.certificate.expiresShared':
    'El certificado que sirven todas caduca en {left}, el {date}{issuer}{names}.',
  'watch.event.certificate.issuer': ', emitido por {issuer}',
  'watch.event.certificate.names': ', para {names}',
  'watch.event.certificate.said':
    'Se avisa una vez en cada umbral, cuando quedan menos de {levels} días; renovarlo corresponde a quien gestiona el servidor de la instalación.',
  'watch.event.certificate.saidShared':
    'Se avisa una vez en cada umbral, cuando quedan menos de {levels} días; renovarlo corresponde a quien gestiona su servidor.',
};

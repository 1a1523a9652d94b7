// The watch's words in German (Filiale for a shop).
import type { watchEn } from './en';

export const watchDe: Readonly<Record<keyof typeof watchEn, string>> = {
  'watch.class.conforms': 'Konform',
  'watch.class.violates': 'Verstößt',
  'watch.class.refused': 'Abgewiesen',
  'watch.class.wrongAddress': 'Falsche Adresse',
  'watch.class.gatewayError': 'Gateway-Fehler',
  'watch.class.unreachable': 'Nicht erreichbar',
  'watch.class.tls': 'TLS fehlgeschlagen',
  'watch.class.timeout': 'Zeitüberschreitung',
  'watch.class.usage': 'Nicht aufrufbar',
  'watch.class.noToken': 'Kein Token hier',
  'watch.class.notOffered': 'Nicht angeboten',
  'watch.class.none': 'Noch nicht geprüft',
  'watch.class.inline':
    '{class, select, conforms {konform} violates {verstößt} refused {abgewiesen} wrongAddress {falsche Adresse} gatewayError {Gateway-Fehler} unreachable {nicht erreichbar} tls {TLS fehlgeschlagen} timeout {Zeitüberschreitung} usage {nicht aufrufbar} noToken {kein Token hier} notOffered {nicht angeboten} other {noch nicht geprüft}}',
  'watch.readingHistory': 'Verlauf wird gelesen…',
  'watch.ms': '{ms, number} ms',

  'watch.every.off': 'Aus',
  'watch.every.minutes': '{minutes, plural, one {Jede Minute} other {Alle # Min.}}',
  'watch.everyInline.off': 'aus',
  'watch.everyInline.minutes': '{minutes, plural, one {jede Minute} other {alle # Min.}}',

  'watch.ago.never': 'nie',
  'watch.ago.now': 'gerade eben',
  'watch.ago.minutes': '{count, plural, one {vor # Min.} other {vor # Min.}}',
  'watch.ago.hours': '{count, plural, one {vor # Std.} other {vor # Std.}}',
  'watch.ago.days': '{count, plural, one {vor # Tag} other {vor # Tagen}}',

  'watch.availability.degraded': '{percent} eingeschränkt',
  'watch.availability.counted': '{count, plural, one {# Lauf gezählt} other {# Läufe gezählt}}',
  'watch.availability.noFigure':
    'Kein Lauf gezählt: Es gab keinen, oder jeder lag in einem Wartungsfenster, während dieser Computer offline war oder hier kein Token hatte.',
  'watch.availability.reading': 'Der Verlauf wird gelesen…',
  'watch.availability.titleNone': 'Letzte 30 Tage: {reason}',
  'watch.availability.title':
    'Letzte 30 Tage: {percent} beantwortet, nichts eingeschränkt; {counted}. Verfügbarkeit = (verfügbar + eingeschränkt) / gezählte Läufe.',
  'watch.availability.titleDegraded':
    'Letzte 30 Tage: {percent} beantwortet, davon {degraded} eingeschränkt (beantwortet, aber gegen die Spezifikation); {counted}. Verfügbarkeit = (verfügbar + eingeschränkt) / gezählte Läufe.',

  'watch.duration.minutes': '{count, plural, one {# Minute} other {# Minuten}}',
  'watch.duration.hours': '{count, plural, one {# Stunde} other {# Stunden}}',
  'watch.duration.days': '{count, plural, one {# Tag} other {# Tage}}',
  'watch.repeat.once': 'Einmalig',
  'watch.repeat.day': 'Täglich',
  'watch.repeat.week': 'Wöchentlich',
  'watch.repeat.month': 'Monatlich',
  'watch.repeat.cron': 'Cron „{expression}“',
  'watch.window.once': 'Einmalig am {when} ({zone}), für {duration}',
  'watch.window.repeats': '{repeat} ab {when} ({zone}), für {duration}',
  'watch.until': 'bis {time}',

  'watch.offline':
    '<b>Dieser Computer erreicht das Netzwerk nicht</b> (seit {since}: {why}). Bis er es wieder erreicht, wird für keine Verbindung ein Ereignis ausgelöst; die Überwachung läuft weiter und macht dort weiter, wo sie war.',
  'watch.tokenMissing.one':
    '<b>Das Token von „{name}“ ist auf diesem Computer nicht verfügbar</b> (nur für eine beendete Sitzung aufbewahrt, oder der Schlüsselspeicher kann es gerade nicht lesen). Bis es erneut eingegeben wird, ruft die App diese Verbindung nicht auf und ihre Überwachung löst kein Ereignis für sie aus; mit der Installation ist alles in Ordnung.',
  'watch.tokenMissing.many':
    '<b>{count, plural, one {# Verbindung, deren Token} other {# Verbindungen, deren Token}} auf diesem Computer nicht verfügbar ist</b> (nur für eine beendete Sitzung aufbewahrt, oder der Schlüsselspeicher kann es gerade nicht lesen). Bis jedes Token erneut eingegeben wird, ruft die App diese Verbindungen nicht auf und ihre Überwachung löst kein Ereignis für sie aus; mit den Installationen ist alles in Ordnung.',
  'watch.tokenMissing.enter': 'Token erneut eingeben',
};

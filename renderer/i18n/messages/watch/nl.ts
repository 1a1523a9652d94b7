// The watch's words in Dutch (filiaal for a shop).
import type { watchEn } from './en';

export const watchNl: Readonly<Record<keyof typeof watchEn, string>> = {
  'watch.class.conforms': 'Conform',
  'watch.class.violates': 'Overtreedt',
  'watch.class.refused': 'Geweigerd',
  'watch.class.wrongAddress': 'Verkeerd adres',
  'watch.class.gatewayError': 'Gatewayfout',
  'watch.class.unreachable': 'Onbereikbaar',
  'watch.class.tls': 'TLS mislukt',
  'watch.class.timeout': 'Time-out',
  'watch.class.usage': 'Niet aan te roepen',
  'watch.class.noToken': 'Geen token hier',
  'watch.class.notOffered': 'Niet aangeboden',
  'watch.class.none': 'Nog niet gecontroleerd',
  'watch.class.inline':
    '{class, select, conforms {conform} violates {overtreedt} refused {geweigerd} wrongAddress {verkeerd adres} gatewayError {gatewayfout} unreachable {onbereikbaar} tls {TLS mislukt} timeout {time-out} usage {niet aan te roepen} noToken {geen token hier} notOffered {niet aangeboden} other {nog niet gecontroleerd}}',
  'watch.readingHistory': 'Geschiedenis lezen…',
  'watch.ms': '{ms, number} ms',

  'watch.every.off': 'Uit',
  'watch.every.minutes': '{minutes, plural, one {Elke minuut} other {Elke # min}}',
  'watch.everyInline.off': 'uit',
  'watch.everyInline.minutes': '{minutes, plural, one {elke minuut} other {elke # min}}',

  'watch.ago.never': 'nooit',
  'watch.ago.now': 'zojuist',
  'watch.ago.minutes': '{count, plural, one {# min. geleden} other {# min. geleden}}',
  'watch.ago.hours': '{count, plural, one {# uur geleden} other {# uur geleden}}',
  'watch.ago.days': '{count, plural, one {# dag geleden} other {# dagen geleden}}',

  'watch.availability.degraded': '{percent} verminderd',
  'watch.availability.counted': '{count, plural, one {# run geteld} other {# runs geteld}}',
  'watch.availability.noFigure':
    'Geen run geteld: er was er geen, of elke viel in een onderhoudsvenster, terwijl deze computer offline was of hier geen token had.',
  'watch.availability.reading': 'De geschiedenis wordt gelezen…',
  'watch.availability.titleNone': 'Laatste 30 dagen: {reason}',
  'watch.availability.title':
    'Laatste 30 dagen: {percent} beantwoord, niets verminderd; {counted}. Beschikbaarheid = (beschikbaar + verminderd) / getelde runs.',
  'watch.availability.titleDegraded':
    'Laatste 30 dagen: {percent} beantwoord, waarvan {degraded} verminderd (beantwoord, maar tegen de specificatie); {counted}. Beschikbaarheid = (beschikbaar + verminderd) / getelde runs.',

  'watch.duration.minutes': '{count, plural, one {# minuut} other {# minuten}}',
  'watch.duration.hours': '{count, plural, one {# uur} other {# uur}}',
  'watch.duration.days': '{count, plural, one {# dag} other {# dagen}}',
  'watch.repeat.once': 'Eenmalig',
  'watch.repeat.day': 'Elke dag',
  'watch.repeat.week': 'Elke week',
  'watch.repeat.month': 'Elke maand',
  'watch.repeat.cron': 'Cron ‘{expression}’',
  'watch.window.once': 'Eenmalig op {when} ({zone}), gedurende {duration}',
  'watch.window.repeats': '{repeat} vanaf {when} ({zone}), gedurende {duration}',
  'watch.until': 'tot {time}',

  'watch.offline':
    '<b>Deze computer bereikt het netwerk niet</b> (sinds {since}: {why}). Tot hij het weer bereikt, ontstaat er voor geen enkele verbinding een gebeurtenis; de bewaking gaat door en gaat verder waar ze was.',
  'watch.tokenMissing.one':
    '<b>Het token van ‘{name}’ is niet beschikbaar op deze computer</b> (alleen bewaard voor een sessie die is beëindigd, of de sleutelopslag kan het nu niet lezen). Tot het opnieuw is ingevoerd, roept de app deze verbinding niet aan en geeft haar bewaking geen gebeurtenis; met de installatie is niets mis.',
  'watch.tokenMissing.many':
    '<b>{count, plural, one {# verbinding waarvan het token} other {# verbindingen waarvan het token}} niet beschikbaar is op deze computer</b> (alleen bewaard voor een sessie die is beëindigd, of de sleutelopslag kan het nu niet lezen). Tot elk token opnieuw is ingevoerd, roept de app deze verbindingen niet aan en geeft hun bewaking geen gebeurtenis; met de installaties is niets mis.',
  'watch.tokenMissing.enter': 'Token opnieuw invoeren',
};

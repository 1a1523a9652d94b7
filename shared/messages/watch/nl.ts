import type { watchEn } from './en';

export const watchNl: Record<keyof typeof watchEn, string> = {
  'watch.event.class':
    '{class, select, conforms {conform} violates {overtreedt de specificatie} refused {niet te controleren (geweigerd)} wrongAddress {niet te controleren (verkeerd adres)} gatewayError {niet te controleren (gatewayfout)} unreachable {niet te controleren (onbereikbaar)} tls {niet te controleren (TLS mislukt)} timeout {niet te controleren (time-out)} usage {niet te controleren (niet aan te roepen)} noToken {niet te controleren (geen token hier)} notOffered {niet te controleren (niet aangeboden)} other {niet te controleren}}',
  'watch.event.notCheckedBecause': 'niet te controleren: {cause}',
  'watch.event.named': '{name}: {what}',

  'watch.event.headline.settings':
    '{count, plural, one {# instelling gewijzigd} other {# instellingen gewijzigd}}',
  'watch.event.headline.settingsUncounted': 'instellingen gewijzigd',
  'watch.event.headline.categories':
    '{count, plural, one {# artikelgroep gewijzigd} other {# artikelgroepen gewijzigd}}',
  'watch.event.headline.categoriesUncounted': 'artikelgroepen gewijzigd',
  'watch.event.headline.both': '{settings} en {categories}',
  'watch.event.headline.none': 'gewijzigd',
  'watch.event.detail.settings': 'Instellingen gewijzigd: {fields}.',
  'watch.event.detail.settingsUncounted': 'De instellingen zijn gewijzigd.',
  'watch.event.detail.categories': 'Artikelgroepen: {counts}.',
  'watch.event.detail.categoriesUnknown': 'De artikelgroepen zijn gewijzigd.',
  'watch.event.detail.categoriesReordered':
    'De artikelgroepen zijn gewijzigd (hun volgorde, of rijen met dezelfde id).',
  'watch.event.count.added': '{count, plural, one {{count} toegevoegd} other {{count} toegevoegd}}',
  'watch.event.count.removed': '{count, plural, one {{count} verwijderd} other {{count} verwijderd}}',
  'watch.event.count.changed': '{count, plural, one {{count} gewijzigd} other {{count} gewijzigd}}',
  'watch.event.join.comma': '{first}, {second}',
  'watch.event.join.semicolon': '{first}; {second}',
  'watch.event.join.sentences': '{first} {second}',
  'watch.event.body.changeRuns': '{detail} Gezien in {runs} runs op rij.',
  'watch.event.body.transition': 'Nu {now}; eerder: {before}.',
  'watch.event.body.transitionRuns': 'Nu {now} ({runs} runs op rij); eerder: {before}.',
  'watch.event.lasted': '{class} gedurende {duration}',
  'watch.event.lastedUpTo': '{class} gedurende maximaal {duration}',
  'watch.event.otherClasses': 'andere toestanden',

  'watch.event.fields.more': '{names} en nog {count}',
  'watch.event.names.more': '{names} en nog {count, number}',
  'watch.event.names.last': '{names} en {last}',
  'watch.event.names': '{names}.',
  'watch.event.namesJoined': 'Toegevoegd aan het eerder gemelde incident: {names}.',
  'watch.event.installations': '{count, plural, one {# installatie} other {# installaties}}',
  'watch.event.moreInstallations': '{count, plural, one {nog # installatie} other {nog # installaties}}',
  'watch.event.share': 'Gemeenschappelijk: {parts}.',
  'watch.event.share.host': 'de host {host}',
  'watch.event.share.proxy': 'de proxy {proxy}',
  'watch.event.share.problem': 'het probleem ‘{problem}’',
  'watch.event.share.status': 'HTTP-status {status}',
  'watch.event.reminder.title':
    '{lasting, select, for {Herinnering: {who}: nog steeds {class}, al {duration}} upTo {Herinnering: {who}: nog steeds {class}, al maximaal {duration}} other {Herinnering: {who}: nog steeds {class}}}',
  'watch.event.reminder.body':
    '{lasting, select, for {Nog steeds {class}, al {duration}.} upTo {Nog steeds {class}, al maximaal {duration}.} other {Nog steeds {class}.}}',
  'watch.event.windowEnd':
    'Gevonden aan het eind van een onderhoudsvenster; tijdens het venster is niets gemeld.',

  'watch.event.duration.daysHours': '{days, plural, one {# dag} other {# dagen}} {hours} u',
  'watch.event.duration.days': '{days, plural, one {# dag} other {# dagen}}',
  'watch.event.duration.hoursMinutes': '{hours} u {minutes} min',
  'watch.event.duration.hours': '{hours} u',
  'watch.event.duration.minutesSeconds': '{minutes} min {seconds} s',
  'watch.event.duration.minutes': '{minutes} min',
  'watch.event.duration.seconds': '{seconds} s',

  'watch.event.certificate.title': 'Certificaat van {name} verloopt over {left}',
  'watch.event.certificate.days': '{count, plural, one {# dag} other {# dagen}}',
  'watch.event.certificate.lessThanDay': 'minder dan een dag',
  'watch.event.certificate.expires':
    'Het certificaat van {name} verloopt over {left}, op {date}{issuer}{names}.',
  'watch.event.certificate.expiresShared':
    'Het certificaat dat ze allemaal serveren, verloopt over {left}, op {date}{issuer}{names}.',
  'watch.event.certificate.issuer': ', uitgegeven door {issuer}',
  'watch.event.certificate.names': ', voor {names}',
  'watch.event.certificate.said':
    'Eén keer per drempel gemeld, zodra er minder dan {levels} dagen over zijn; vernieuwen is de taak van wie de server van de installatie beheert.',
  'watch.event.certificate.saidShared':
    'Eén keer per drempel gemeld, zodra er minder dan {levels} dagen over zijn; vernieuwen is de taak van wie hun server beheert.',
};

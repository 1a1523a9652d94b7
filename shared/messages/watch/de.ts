import type { watchEn } from './en';

export const watchDe: Record<keyof typeof watchEn, string> = {
  'watch.event.class':
    '{class, select, conforms {konform} violates {verstößt gegen die Spezifikation} refused {nicht prüfbar (abgewiesen)} wrongAddress {nicht prüfbar (falsche Adresse)} gatewayError {nicht prüfbar (Gateway-Fehler)} unreachable {nicht prüfbar (nicht erreichbar)} tls {nicht prüfbar (TLS fehlgeschlagen)} timeout {nicht prüfbar (Zeitüberschreitung)} usage {nicht prüfbar (nicht aufrufbar)} noToken {nicht prüfbar (kein Token hier)} notOffered {nicht prüfbar (nicht angeboten)} other {nicht prüfbar}}',
  'watch.event.notCheckedBecause': 'nicht prüfbar: {cause}',
  'watch.event.named': '{name}: {what}',

  'watch.event.headline.settings':
    '{count, plural, one {# Einstellung geändert} other {# Einstellungen geändert}}',
  'watch.event.headline.settingsUncounted': 'Einstellungen geändert',
  'watch.event.headline.categories':
    '{count, plural, one {# Warengruppe geändert} other {# Warengruppen geändert}}',
  'watch.event.headline.categoriesUncounted': 'Warengruppen geändert',
  'watch.event.headline.both': '{settings} und {categories}',
  'watch.event.headline.none': 'geändert',
  'watch.event.detail.settings': 'Geänderte Einstellungen: {fields}.',
  'watch.event.detail.settingsUncounted': 'Die Einstellungen haben sich geändert.',
  'watch.event.detail.categories': 'Warengruppen: {counts}.',
  'watch.event.detail.categoriesUnknown': 'Die Warengruppen haben sich geändert.',
  'watch.event.detail.categoriesReordered':
    'Die Warengruppen haben sich geändert (ihre Reihenfolge oder Zeilen mit derselben ID).',
  'watch.event.count.added': '{count, plural, one {{count} hinzugefügt} other {{count} hinzugefügt}}',
  'watch.event.count.removed': '{count, plural, one {{count} entfernt} other {{count} entfernt}}',
  'watch.event.count.changed': '{count, plural, one {{count} geändert} other {{count} geändert}}',
  'watch.event.join.comma': '{first}, {second}',
  'watch.event.join.semicolon': '{first}; {second}',
  'watch.event.join.sentences': '{first} {second}',
  'watch.event.body.changeRuns': '{detail} In {runs} Läufen in Folge festgestellt.',
  'watch.event.body.transition': 'Jetzt {now}; vorher: {before}.',
  'watch.event.body.transitionRuns': 'Jetzt {now} ({runs} Läufe in Folge); vorher: {before}.',
  'watch.event.lasted': '{class}, {duration} lang',
  'watch.event.lastedUpTo': '{class}, bis zu {duration} lang',
  'watch.event.otherClasses': 'andere Zustände',

  'watch.event.fields.more': '{names} und {count} weitere',
  'watch.event.names.more': '{names} und {count, number} weitere',
  'watch.event.names.last': '{names} und {last}',
  'watch.event.names': '{names}.',
  'watch.event.namesJoined': 'Zum zuvor gemeldeten Vorfall hinzugekommen: {names}.',
  'watch.event.installations': '{count, plural, one {# Installation} other {# Installationen}}',
  'watch.event.moreInstallations':
    '{count, plural, one {# weitere Installation} other {# weitere Installationen}}',
  'watch.event.share': 'Gemeinsam ist ihnen: {parts}.',
  'watch.event.share.host': 'der Host {host}',
  'watch.event.share.proxy': 'der Proxy {proxy}',
  'watch.event.share.problem': 'das Problem „{problem}“',
  'watch.event.share.status': 'HTTP-Status {status}',
  'watch.event.reminder.title':
    '{lasting, select, for {Erinnerung: {who}: weiterhin {class}, bereits {duration}} upTo {Erinnerung: {who}: weiterhin {class}, bereits bis zu {duration}} other {Erinnerung: {who}: weiterhin {class}}}',
  'watch.event.reminder.body':
    // In brackets: an abbreviated unit ("3 Std.") must not end the sentence.
    '{lasting, select, for {Weiterhin {class} (bereits {duration}).} upTo {Weiterhin {class} (bereits bis zu {duration}).} other {Weiterhin {class}.}}',
  'watch.event.windowEnd':
    'Am Ende eines Wartungsfensters festgestellt; währenddessen wurde nichts gemeldet.',

  'watch.event.duration.daysHours': '{days, plural, one {# Tag} other {# Tage}} {hours} Std.',
  'watch.event.duration.days': '{days, plural, one {# Tag} other {# Tage}}',
  'watch.event.duration.hoursMinutes': '{hours} Std. {minutes} Min.',
  'watch.event.duration.hours': '{hours} Std.',
  'watch.event.duration.minutesSeconds': '{minutes} Min. {seconds} Sek.',
  'watch.event.duration.minutes': '{minutes} Min.',
  'watch.event.duration.seconds': '{seconds} Sek.',

  'watch.event.certificate.title': 'Zertifikat von {name} läuft in {left} ab',
  // Dative: "in 10 Tagen".
  'watch.event.certificate.days': '{count, plural, one {# Tag} other {# Tagen}}',
  'watch.event.certificate.lessThanDay': 'weniger als einem Tag',
  'watch.event.certificate.expires':
    'Das Zertifikat von {name} läuft in {left} ab, am {date}{issuer}{names}.',
  'watch.event.certificate.expiresShared':
    'Das Zertifikat, das sie alle ausliefern, läuft in {left} ab, am {date}{issuer}{names}.',
  'watch.event.certificate.issuer': ', ausgestellt von {issuer}',
  'watch.event.certificate.names': ', für {names}',
  'watch.event.certificate.said':
    'Einmal je Stufe gemeldet, sobald weniger als {levels} Tage übrig sind; das Zertifikat zu erneuern ist Sache dessen, der den Server der Installation betreibt.',
  'watch.event.certificate.saidShared':
    'Einmal je Stufe gemeldet, sobald weniger als {levels} Tage übrig sind; das Zertifikat zu erneuern ist Sache dessen, der ihren Server betreibt.',
};

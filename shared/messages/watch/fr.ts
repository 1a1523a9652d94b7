import type { watchEn } from './en';

export const watchFr: Record<keyof typeof watchEn, string> = {
  'watch.event.class':
    '{class, select, conforms {conforme} violates {enfreint la spécification} refused {vérification impossible (refusé)} wrongAddress {vérification impossible (mauvaise adresse)} gatewayError {vérification impossible (erreur de passerelle)} unreachable {vérification impossible (injoignable)} tls {vérification impossible (échec TLS)} timeout {vérification impossible (délai dépassé)} usage {vérification impossible (appel impossible)} noToken {vérification impossible (aucun jeton ici)} notOffered {vérification impossible (non proposé)} other {vérification impossible}}',
  'watch.event.notCheckedBecause': 'vérification impossible : {cause}',
  'watch.event.named': '{name} : {what}',

  'watch.event.headline.settings':
    '{count, plural, one {# paramètre modifié} many {# paramètres modifiés} other {# paramètres modifiés}}',
  'watch.event.headline.settingsUncounted': 'paramètres modifiés',
  'watch.event.headline.categories':
    '{count, plural, one {# catégorie modifiée} many {# catégories modifiées} other {# catégories modifiées}}',
  'watch.event.headline.categoriesUncounted': 'catégories modifiées',
  'watch.event.headline.both': '{settings} et {categories}',
  'watch.event.headline.none': 'modifié',
  'watch.event.detail.settings': 'Paramètres modifiés : {fields}.',
  'watch.event.detail.settingsUncounted': 'Les paramètres ont changé.',
  'watch.event.detail.categories': 'Catégories : {counts}.',
  'watch.event.detail.categoriesUnknown': 'Les catégories ont changé.',
  'watch.event.detail.categoriesReordered':
    'Les catégories ont changé (leur ordre, ou des lignes de même identifiant).',
  'watch.event.count.added':
    '{count, plural, one {{count} ajoutée} many {{count} ajoutées} other {{count} ajoutées}}',
  'watch.event.count.removed':
    '{count, plural, one {{count} supprimée} many {{count} supprimées} other {{count} supprimées}}',
  'watch.event.count.changed':
    '{count, plural, one {{count} modifiée} many {{count} modifiées} other {{count} modifiées}}',
  'watch.event.join.comma': '{first}, {second}',
  'watch.event.join.semicolon': '{first} ; {second}',
  'watch.event.join.sentences': '{first} {second}',
  'watch.event.body.changeRuns': '{detail} Constaté sur {runs} exécutions consécutives.',
  'watch.event.body.transition': 'Maintenant : {now} ; avant : {before}.',
  'watch.event.body.transitionRuns':
    'Maintenant : {now} ({runs} exécutions consécutives) ; avant : {before}.',
  'watch.event.lasted': '{class} pendant {duration}',
  'watch.event.lastedUpTo': '{class} pendant au plus {duration}',
  'watch.event.otherClasses': 'autres états',

  'watch.event.fields.more': '{names} et {count} autres',
  'watch.event.names.more': '{names} et {count, number} autres',
  'watch.event.names.last': '{names} et {last}',
  'watch.event.names': '{names}.',
  'watch.event.namesJoined': 'Rejoignent l’incident signalé plus tôt : {names}.',
  'watch.event.installations':
    '{count, plural, one {# installation} many {# installations} other {# installations}}',
  'watch.event.moreInstallations':
    '{count, plural, one {# installation de plus} many {# installations de plus} other {# installations de plus}}',
  'watch.event.share': 'Point commun : {parts}.',
  'watch.event.share.host': 'l’hôte {host}',
  'watch.event.share.proxy': 'le proxy {proxy}',
  'watch.event.share.problem': 'le problème « {problem} »',
  'watch.event.share.status': 'le statut HTTP {status}',
  'watch.event.reminder.title':
    '{lasting, select, for {Rappel : {who} : toujours {class}, depuis {duration}} upTo {Rappel : {who} : toujours {class}, depuis au plus {duration}} other {Rappel : {who} : toujours {class}}}',
  'watch.event.reminder.body':
    '{lasting, select, for {Toujours {class}, depuis {duration}.} upTo {Toujours {class}, depuis au plus {duration}.} other {Toujours {class}.}}',
  'watch.event.windowEnd':
    'Constaté à la fin d’une fenêtre de maintenance ; pendant celle-ci, rien n’a été signalé.',

  'watch.event.duration.daysHours': '{days, plural, one {# jour} many {# jours} other {# jours}} {hours} h',
  'watch.event.duration.days': '{days, plural, one {# jour} many {# jours} other {# jours}}',
  'watch.event.duration.hoursMinutes': '{hours} h {minutes} min',
  'watch.event.duration.hours': '{hours} h',
  'watch.event.duration.minutesSeconds': '{minutes} min {seconds} s',
  'watch.event.duration.minutes': '{minutes} min',
  'watch.event.duration.seconds': '{seconds} s',

  'watch.event.certificate.title': 'Le certificat de {name} expire dans {left}',
  'watch.event.certificate.days': '{count, plural, one {# jour} many {# jours} other {# jours}}',
  'watch.event.certificate.lessThanDay': 'moins d’un jour',
  'watch.event.certificate.expires': 'Le certificat de {name} expire dans {left}, le {date}{issuer}{names}.',
  'watch.event.certificate.expiresShared':
    'Le certificat qu’elles servent toutes expire dans {left}, le {date}{issuer}{names}.',
  'watch.event.certificate.issuer': ', émis par {issuer}',
  'watch.event.certificate.names': ', pour {names}',
  'watch.event.certificate.said':
    'Signalé une fois à chaque seuil, quand il reste moins de {levels} jours ; le renouveler revient à qui gère le serveur de l’installation.',
  'watch.event.certificate.saidShared':
    'Signalé une fois à chaque seuil, quand il reste moins de {levels} jours ; le renouveler revient à qui gère leur serveur.',
};

// The watch's words in French (magasin for a shop). Counts take one, many (a million) and other.
import type { watchEn } from './en';

export const watchFr: Readonly<Record<keyof typeof watchEn, string>> = {
  'watch.class.conforms': 'Conforme',
  'watch.class.violates': 'Non conforme',
  'watch.class.refused': 'Refusé',
  'watch.class.wrongAddress': 'Mauvaise adresse',
  'watch.class.gatewayError': 'Erreur de passerelle',
  'watch.class.unreachable': 'Injoignable',
  'watch.class.tls': 'Échec TLS',
  'watch.class.timeout': 'Délai dépassé',
  'watch.class.usage': 'Appel impossible',
  'watch.class.noToken': 'Aucun jeton ici',
  'watch.class.notOffered': 'Non proposé',
  'watch.class.none': 'Pas encore vérifié',
  'watch.class.inline':
    '{class, select, conforms {conforme} violates {non conforme} refused {refusé} wrongAddress {mauvaise adresse} gatewayError {erreur de passerelle} unreachable {injoignable} tls {échec TLS} timeout {délai dépassé} usage {appel impossible} noToken {aucun jeton ici} notOffered {non proposé} other {pas encore vérifié}}',
  'watch.readingHistory': 'Lecture de l’historique…',
  'watch.ms': '{ms, number} ms',

  'watch.every.off': 'Désactivé',
  'watch.every.minutes':
    '{minutes, plural, one {Chaque minute} many {Toutes les # min} other {Toutes les # min}}',
  'watch.everyInline.off': 'désactivée',
  'watch.everyInline.minutes':
    '{minutes, plural, one {chaque minute} many {toutes les # min} other {toutes les # min}}',

  'watch.ago.never': 'jamais',
  'watch.ago.now': 'à l’instant',
  'watch.ago.minutes': '{count, plural, one {il y a # min} many {il y a # min} other {il y a # min}}',
  'watch.ago.hours': '{count, plural, one {il y a # h} many {il y a # h} other {il y a # h}}',
  'watch.ago.days': '{count, plural, one {il y a # jour} many {il y a # jours} other {il y a # jours}}',

  'watch.availability.degraded': '{percent} dégradé',
  'watch.availability.counted':
    '{count, plural, one {# exécution comptée} many {# exécutions comptées} other {# exécutions comptées}}',
  'watch.availability.noFigure':
    'Aucune exécution comptée : aucune n’a eu lieu, ou chacune tombait dans une fenêtre de maintenance, pendant que cet ordinateur était hors ligne ou sans jeton ici.',
  'watch.availability.reading': 'Lecture de l’historique…',
  'watch.availability.titleNone': '30 derniers jours : {reason}',
  'watch.availability.title':
    '30 derniers jours : {percent} de réponses, rien de dégradé ; {counted}. Disponibilité = (disponible + dégradé) / exécutions comptées.',
  'watch.availability.titleDegraded':
    '30 derniers jours : {percent} de réponses, dont {degraded} dégradées (réponse hors spécification) ; {counted}. Disponibilité = (disponible + dégradé) / exécutions comptées.',

  'watch.duration.minutes': '{count, plural, one {# minute} many {# minutes} other {# minutes}}',
  'watch.duration.hours': '{count, plural, one {# heure} many {# heures} other {# heures}}',
  'watch.duration.days': '{count, plural, one {# jour} many {# jours} other {# jours}}',
  'watch.repeat.once': 'Une fois',
  'watch.repeat.day': 'Chaque jour',
  'watch.repeat.week': 'Chaque semaine',
  'watch.repeat.month': 'Chaque mois',
  'watch.repeat.cron': 'Cron « {expression} »',
  'watch.window.once': 'Une fois le {when} ({zone}), pendant {duration}',
  'watch.window.repeats': '{repeat} à partir du {when} ({zone}), pendant {duration}',
  'watch.until': 'jusqu’à {time}',

  'watch.offline':
    '<b>Cet ordinateur n’atteint pas le réseau</b> (depuis {since} : {why}). Aucun événement n’est émis pour une connexion tant qu’il ne l’atteint pas ; la surveillance continue et reprend là où elle en était.',
  'watch.tokenMissing.one':
    '<b>Le jeton de « {name} » n’est pas disponible sur cet ordinateur</b> (gardé seulement pour une session terminée, ou le trousseau ne peut pas le lire pour l’instant). Tant qu’il n’est pas saisi à nouveau, l’application n’appelle pas cette connexion et sa surveillance n’émet aucun événement pour elle ; l’installation n’a aucun problème.',
  'watch.tokenMissing.many':
    '<b>{count, plural, one {# connexion dont le jeton n’est pas disponible} many {# connexions dont le jeton n’est pas disponible} other {# connexions dont le jeton n’est pas disponible}} sur cet ordinateur</b> (gardé seulement pour une session terminée, ou le trousseau ne peut pas le lire pour l’instant). Tant que chaque jeton n’est pas saisi à nouveau, l’application n’appelle pas ces connexions et leur surveillance n’émet aucun événement pour elles ; les installations n’ont aucun problème.',
  'watch.tokenMissing.enter': 'Saisir à nouveau le jeton',
};

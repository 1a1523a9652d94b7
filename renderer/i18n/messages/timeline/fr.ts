// The timeline's words in French.
import type { timelineEn } from './en';

export const timelineFr: Readonly<Record<keyof typeof timelineEn, string>> = {
  'timeline.headingSuffix': ' : chronologie',
  'timeline.facts.watch': 'Surveillance : {every}',
  'timeline.facts.maintenance': 'En maintenance {until} : aucune notification',
  'timeline.range.legend': 'Période',
  'timeline.range.24h': '24 heures',
  'timeline.range.7d': '7 jours',
  'timeline.range.90d': '90 jours',
  'timeline.range.1y': '1 an',
  'timeline.rangeIn':
    '{range, select, 24h {les dernières 24 heures} 7d {les 7 derniers jours} 90d {les 90 derniers jours} other {la dernière année}}',
  'timeline.checkNow': 'Vérifier maintenant',
  'timeline.closeWhich': 'la chronologie',
  'timeline.history': 'L’historique',
  'timeline.loading': 'Chargement de l’historique…',
  'timeline.chartLabel': 'Chronologie : {summary}',
  'timeline.notWatched':
    'Cette connexion n’est pas surveillée : choisissez la fréquence dans Connexions ({shortcut}), ou vérifiez-la une fois avec Vérifier maintenant.',
  'timeline.watched':
    'Elle est surveillée {every} tant que l’application est ouverte ; ses résultats s’affichent ici au fur et à mesure.',
  'timeline.key': 'Légende',
  'timeline.key.snapshot': 'Instantané enregistré (cliquer pour comparer)',
  'timeline.key.event': 'Événement',
  'timeline.summary.none': 'Aucun résultat de surveillance sur {range}.',
  'timeline.summary.part': '{class} {count, number}',
  'timeline.summary.runs':
    '{runs, plural, one {# résultat} many {# résultats} other {# résultats}} sur {range} : {parts}{slow, select, yes { ; réponse la plus lente {ms, number} ms} other {}}.',
  'timeline.summary.drawn':
    '{runs, plural, one {# résultat} many {# résultats} other {# résultats}} sur {range}, dessinés en {buckets, number} tranches de {stretch}, chacune dans sa pire classe : {parts}{slow, select, yes { ; réponse la plus lente {ms, number} ms} other {}}.',
  'timeline.stretch.minutes':
    '{count, plural, one {environ # minute} many {environ # minutes} other {environ # minutes}}',
  'timeline.stretch.hours':
    '{count, plural, one {environ # heure} many {environ # heures} other {environ # heures}}',
  'timeline.stretch.days':
    '{count, plural, one {environ # jour} many {environ # jours} other {environ # jours}}',
  'timeline.series.slowest': 'Réponse la plus lente',
  'timeline.series.fastest': 'Réponse la plus rapide',
  'timeline.series.categories': 'Catégories',
  'timeline.series.class': 'Classe',
  'timeline.series.time': 'Heure',
  'timeline.run.running': 'Vérification en cours…',
  'timeline.run.done': 'Vérifié à l’instant : {summary}.',
  'timeline.run.failed': 'La vérification n’a pas pu s’exécuter : {message}',
  'timeline.availability.none': 'Disponibilité sur {range} : <b>—</b> <muted>{reason}</muted>',
  'timeline.availability.title':
    'Disponibilité = (disponible + dégradé) / exécutions comptées ; les exécutions dégradées ont répondu en enfreignant la spécification. Les exécutions dans une fenêtre de maintenance, pendant que cet ordinateur était hors ligne ou sans jeton ici, ne sont pas comptées.',
  'timeline.availability.figure': 'Disponibilité <b>{percent}</b>',
  'timeline.availability.noneDegraded': 'rien de dégradé',
  'timeline.availability.incidents':
    '{count, plural, one {# incident} many {# incidents} other {# incidents}}',
  'timeline.availability.inRange': 'sur {range}',
  'timeline.more': 'Afficher {count, number} de plus sur {total, number}',
  'timeline.snapshots': 'Instantanés enregistrés ({count, number})',
  'timeline.noSnapshots': 'Aucune exécution de cette période n’a enregistré d’instantané : rien n’a changé.',
  'timeline.compare': 'Comparer avec le précédent',
  'timeline.events': 'Événements ({count, number})',
  'timeline.noEvents':
    'Aucun événement sur cette période : aucun changement confirmé de classe ou de contenu.',
  'timeline.showChanges': 'Afficher les changements',
  'timeline.openDiagnostics': 'Ouvrir les diagnostics',
  'timeline.maintenance.heading': 'En maintenance ({count, number})',
  'timeline.maintenance.stretch':
    'au <time>{to}</time> : {runs, plural, one {# exécution} many {# exécutions} other {# exécutions}}, aucune notification',
  'timeline.note.notListed': 'Les instantanés n’ont pas pu être listés : {reason}',
  'timeline.note.hostRefused': 'l’hôte a refusé',
  'timeline.note.notKept':
    'Cet instantané n’est plus conservé : chaque connexion garde {keep, plural, one {son dernier instantané} many {ses # derniers instantanés} other {ses # derniers instantanés}} et ceux épinglés (voir l’onglet Changements).',
  'timeline.note.oldest':
    'C’est le plus ancien instantané conservé de cette connexion : il n’y en a aucun avant lui pour comparer.',
};

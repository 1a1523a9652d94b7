// The fleet board's words in French: Magasins for the fleet, connexion for a connection. Counts
// take one, many (a million) and other.
import type { fleetEn } from './en';

export const fleetFr: Readonly<Record<keyof typeof fleetEn, string>> = {
  'fleet.heading': 'Magasins',
  'fleet.intro':
    'Chaque connexion avec son dernier résultat de surveillance. Choisissez la fréquence de surveillance de chacune dans Connexions ({shortcut}) ; une connexion est surveillée tant que l’application est ouverte.',
  'fleet.board': 'Le tableau des magasins',
  'fleet.loading': 'Chargement du tableau des magasins…',
  'fleet.gridHint':
    'Les flèches passent d’une connexion à l’autre, Entrée ouvre sa chronologie, Espace la sélectionne pour le rapport de disponibilité.',
  'fleet.noMatch': 'Aucune connexion ne correspond à la recherche et au filtre.',
  'fleet.noMatchAdvice': 'Effacez la recherche ou affichez toutes les classes.',

  'fleet.notify.native': 'Les événements de surveillance s’affichent comme notifications de votre système.',
  'fleet.notify.ask':
    'Les événements de surveillance s’affichent dans cette page tant que vous n’autorisez pas les notifications.',
  'fleet.notify.allow': 'Autoriser les notifications',
  'fleet.notify.browser':
    'Les événements de surveillance s’affichent comme notifications de votre navigateur.',
  'fleet.notify.denied':
    'Le navigateur bloque les notifications pour cette page : les événements de surveillance s’affichent dans la page.',
  'fleet.notify.page': 'Les événements de surveillance s’affichent dans la page.',

  'fleet.search.label': 'Rechercher des connexions par nom ou adresse',
  'fleet.search.placeholder': 'Rechercher un nom ou une adresse',
  'fleet.filter.legend': 'Afficher',
  'fleet.filter.all': 'Toutes',
  'fleet.filter.notChecked': 'Vérification impossible',
  'fleet.filter.option': '{label} ({count, number})',
  'fleet.shown':
    '{count, plural, one {la # connexion affichée} many {les # connexions affichées} other {les # connexions affichées}}',
  'fleet.selected':
    '{count, plural, one {la # connexion sélectionnée} many {les # connexions sélectionnées} other {les # connexions sélectionnées}}',
  'fleet.count.all': '{total, plural, one {# connexion} many {# connexions} other {# connexions}}',
  'fleet.count.some':
    '{shown, number} sur {total, plural, one {# connexion affichée} many {# connexions affichées} other {# connexions affichées}}',
  'fleet.count.watched': '{connections}, {watched, number} surveillées',
  'fleet.count.maintenance':
    '{connections}, {watched, number} surveillées, {maintenance, number} en maintenance',
  'fleet.availabilityButton': 'Rapport de disponibilité…',
  'fleet.maintenanceButton': 'Maintenance…',
  'fleet.watchOptionsButton': 'Paramètres de surveillance…',

  'fleet.column.name': 'Connexion',
  'fleet.column.class': 'Classe',
  'fleet.column.lastAt': 'Dernière vérification',
  'fleet.column.responseMs': 'Réponse',
  'fleet.column.categories': 'Catégories',
  'fleet.column.availability30': '30 jours',
  'fleet.column.spark': 'Dernières 24 heures',
  'fleet.column.every': 'Surveillance',
  'fleet.grid': 'Connexions : {shown, number} sur {total, number} affichées',
  'fleet.selectAll': 'Sélectionner les {count, number} affichées',
  'fleet.select': 'Sélectionner {name}',
  'fleet.checking': 'vérification…',
  'fleet.noRunCounted': 'aucune exécution comptée',
  'fleet.maintenance.badge': 'Maintenance',
  'fleet.maintenance.badgeTitle': 'Dans une fenêtre de maintenance {until} : aucune notification',

  'fleet.spark.none': 'Dernières 24 heures : aucun résultat',
  'fleet.spark.conforms': 'Dernières 24 heures : conforme sans interruption',
  'fleet.spark.conformsSlowest':
    'Dernières 24 heures : conforme sans interruption ; réponse la plus lente {ms, number} ms',
  'fleet.spark.parts': 'Dernières 24 heures : {parts}',
  'fleet.spark.partsSlowest': 'Dernières 24 heures : {parts} ; réponse la plus lente {ms, number} ms',
  'fleet.spark.first':
    '{class} dans {count, number} sur {unit, select, halfHours {{buckets, plural, one {# demi-heure} many {# demi-heures} other {# demi-heures}}} other {{buckets, plural, one {# tranche} many {# tranches} other {# tranches}}}}',
  'fleet.spark.next': '{class} dans {count, number}',

  'fleet.maintenance.title': 'Fenêtre de maintenance',
  'fleet.maintenance.intro':
    'Pendant une fenêtre, les connexions sont vérifiées et enregistrées comme toujours, mais aucune notification n’est envoyée. À sa fin, ce qui diffère de son début fait l’objet d’une notification.',
  'fleet.maintenance.for': 'Pour',
  'fleet.maintenance.forOne': 'Pour <b>{label}</b>',
  'fleet.maintenance.start': 'Début',
  'fleet.maintenance.startError': 'Choisissez une date et une heure.',
  'fleet.maintenance.duration': 'Durée',
  'fleet.maintenance.repeat': 'Répétition',
  'fleet.maintenance.zone': 'Fuseau horaire',
  'fleet.maintenance.zoneError': 'Ce système ne connaît pas ce fuseau horaire.',
  'fleet.maintenance.zoneHint':
    'Le début et les répétitions suivent l’heure de ce fuseau, y compris lors du changement d’heure.',
  'fleet.maintenance.notSaved': 'La fenêtre n’a pas été enregistrée : {problem}',
  'fleet.maintenance.add': 'Ajouter la fenêtre',
  'fleet.maintenance.covering': 'Fenêtres qui couvrent {label}',
  'fleet.maintenance.none': 'Aucune pour l’instant.',
  'fleet.maintenance.everyConnection': 'toutes les connexions',
  'fleet.maintenance.remove': 'Supprimer',
  'fleet.maintenance.removeWhich': 'la fenêtre {window}',

  'fleet.report.title': 'Rapport de disponibilité',
  'fleet.report.intro':
    'Le rapport que <code>retail-inspector report</code> écrit à partir de l’historique de surveillance : disponibilité = (disponible + dégradé) / exécutions comptées, dégradé à part ; les exécutions dans une fenêtre de maintenance, pendant que cet ordinateur était hors ligne ou sans jeton ici, ne sont pas comptées.',
  'fleet.report.for': 'Pour',
  'fleet.report.range': 'Période',
  'fleet.report.last': '{count, plural, one {Dernier jour} many {# derniers jours} other {# derniers jours}}',
  'fleet.report.days': 'D’un jour à un autre',
  'fleet.report.firstDay': 'Premier jour',
  'fleet.report.lastDay': 'Dernier jour',
  'fleet.report.format': 'Format',
  'fleet.report.chooseFirst': 'Choisissez le premier jour.',
  'fleet.report.chooseLast': 'Choisissez le dernier jour.',
  'fleet.report.firstAfterLast': 'Le premier jour est après le dernier.',
  'fleet.report.noConnection': 'Aucune connexion pour le rapport.',
  'fleet.report.notExported': 'Non exporté : {problem}',
  'fleet.report.downloaded': 'Votre navigateur enregistre le rapport sous {file}, dans ses téléchargements.',
  'fleet.report.saved': 'Enregistré sous {file}',
  'fleet.report.cancelled': 'Export annulé ; rien n’a été enregistré.',
  'fleet.report.notPrinted': 'Non imprimé : {problem}',
  'fleet.report.pdf': 'Enregistrer en PDF…',
  'fleet.report.print': 'Imprimer…',
  'fleet.report.export': 'Exporter',

  'fleet.options.title': 'Paramètres de surveillance',
  'fleet.options.loading': 'Chargement des paramètres de surveillance…',
  'fleet.options.intro': 'Ils s’appliquent à chaque connexion surveillée, dès la prochaine exécution.',
  'fleet.options.confirmRuns': 'Confirmer un changement après ce nombre d’exécutions consécutives',
  'fleet.options.confirmRunsHint':
    'Avec 2 (par défaut), une réponse isolée passe sans avis ; 1 signale chaque changement aussitôt.',
  'fleet.options.grouping': 'Regrouper les connexions qui tombent en panne ensemble',
  'fleet.options.groupingHint':
    'Un seul avis pour toutes, par exemple quand un proxy devant de nombreux magasins tombe en panne.',
  'fleet.options.groupMin': 'Au moins (connexions)',
  'fleet.options.groupShare': 'Et au moins (% des surveillées)',
  'fleet.options.groupWindowRuns': 'En (exécutions)',
  'fleet.options.remind': 'Me le rappeler tant qu’un problème dure',
  'fleet.options.remindHint':
    'L’avis revient tant qu’une connexion reste en panne ; son rétablissement indique pendant combien de temps.',
  'fleet.options.range': 'Saisissez un nombre entier de {min, number} à {max, number}.',
  'fleet.options.invalid': 'Certains paramètres sont hors limites ; corrigez-les pour enregistrer.',
  'fleet.options.notSaved': 'Les paramètres de surveillance n’ont pas été enregistrés : {problem}',
  'fleet.options.save': 'Enregistrer',
  'fleet.remind.minutes':
    '{count, plural, one {Chaque minute} many {Toutes les # minutes} other {Toutes les # minutes}}',
  'fleet.remind.hours':
    '{count, plural, one {Chaque heure} many {Toutes les # heures} other {Toutes les # heures}}',

  'fleet.print.title': 'Disponibilité',
  'fleet.print.intro':
    'Du {from} au {to}. Disponibilité = (disponible + dégradé) / exécutions comptées ; les exécutions dégradées ont répondu en enfreignant la spécification. Non comptées : les exécutions dans une fenêtre de maintenance, pendant que cet ordinateur était hors ligne, sans jeton ici ou avec une erreur d’appel.',
  'fleet.print.connection': 'Connexion',
  'fleet.print.availability': 'Disponibilité',
  'fleet.print.degraded': 'Dégradé',
  'fleet.print.counted': 'Exécutions comptées',
  'fleet.print.down': 'Exécutions en panne',
  'fleet.print.incidents': 'Incidents',
  'fleet.print.longest': 'Incident le plus long',
  'fleet.print.median': 'Réponse médiane',
};

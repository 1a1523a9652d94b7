// The watch alerts' words in French.
import type { alertsEn } from './en';

export const alertsFr: Readonly<Record<keyof typeof alertsEn, string>> = {
  'alerts.region': 'Notifications de surveillance',
  'alerts.showChanges': 'Afficher les changements',
  'alerts.showFleet': 'Afficher les magasins',
  'alerts.openDiagnostics': 'Ouvrir les diagnostics',
  'alerts.dismissWhich': '« {title} »',
  'alerts.nothing': 'Rien à ouvrir',
  'alerts.notHere':
    'La connexion de cet événement n’est pas dans cette application (elle a peut-être été supprimée) : il n’y a pas de diagnostics à ouvrir.',
  'alerts.count.all': '{count, plural, one {# avis} many {# avis} other {# avis}}',
  'alerts.count.more': '{count, plural, one {# autre avis} many {# autres avis} other {# autres avis}}',
  'alerts.newestOnly': 'Afficher le plus récent seulement',
  'alerts.showAll': 'Tout afficher ({count, number})',
  'alerts.dismissAll': 'Tout masquer',
};

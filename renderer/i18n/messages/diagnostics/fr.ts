// The Diagnostics view in fr: only the renderer's own words; the verdict and the checks come from shared/.
import type { diagnosticsEn } from './en';

export const diagnosticsFr: Readonly<Record<keyof typeof diagnosticsEn, string>> = {
  'diagnostics.heading': 'Diagnostic',
  'diagnostics.intro': 'Vérifie <strong>{name}</strong> par rapport à la spécification de l’API v2.',
  'diagnostics.loadingConnections': 'Chargement des connexions…',
  'diagnostics.run': 'Lancer les vérifications',
  'diagnostics.running': 'Vérifications en cours…',
  'diagnostics.what': 'Les vérifications',
  'diagnostics.cancelled':
    '{before, select, yes {Les vérifications ont été annulées ; le rapport ci-dessous vient de l’exécution précédente.} other {Les vérifications ont été annulées.}}',
  'diagnostics.empty': 'Aucune vérification lancée pour l’instant.',
  'diagnostics.emptyAdvice':
    '« Lancer les vérifications » appelle les deux opérations de la connexion utilisée et vérifie chaque règle de la spécification, comme le fait <code>retail-inspector check</code>. Le rapport peut être exporté pour un ticket.',
  'diagnostics.announce':
    'Vérifications terminées : {verdict}. {pass, number} réussies, {warn, plural, one {# avertissement} many {# avertissements} other {# avertissements}}, {fail, number} en échec.',
  'diagnostics.checks': 'Vérifications',
  'diagnostics.calls': 'Appels',
  'diagnostics.environment': 'Environnement',
  'diagnostics.crashDumps': 'Rapports de plantage',
  'diagnostics.evidence': 'Éléments : {title}',
  'diagnostics.fewerLines': 'Afficher moins de lignes',
  'diagnostics.allLines':
    '{count, plural, one {Afficher # ligne} many {Afficher les # lignes} other {Afficher les # lignes}}',
  'diagnostics.withWarnings': '{verdict}, avec avertissements',
  'diagnostics.stopped': 'Ce qui l’a arrêté :',
  'diagnostics.answersAt': 'L’API répond à <code>{url}</code> : utilisez-la comme adresse de la connexion.',
  'diagnostics.counts':
    '{pass, number} réussies · {warn, plural, one {# avertissement} many {# avertissements} other {# avertissements}} · {fail, number} en échec',
  'diagnostics.connection': 'Connexion',
  'diagnostics.baseUrl': 'URL de base',
  'diagnostics.notCallable': 'non appelable',
  'diagnostics.checkedAt': 'Vérifié à',
  'diagnostics.call.notMade': 'Non effectué : le premier appel n’a pas atteint l’installation.',
  'diagnostics.call.http': 'HTTP',
  'diagnostics.call.noAnswer': 'pas de réponse',
  'diagnostics.call.duration': 'Durée',
  'diagnostics.call.firstByte': 'Premier octet',
  'diagnostics.call.size': 'Taille',
  'diagnostics.call.info': 'l’appel info',
  'diagnostics.call.categories': 'l’appel des catégories',
  'diagnostics.call.copy': 'Copier en curl',
  'diagnostics.call.copied': 'Copié',
  'diagnostics.call.tryAgain': 'Réessayer',
  'diagnostics.call.copyFor': 'pour {what}',
  'diagnostics.call.tryAgainWhat': 'de copier {what} en curl',
  'diagnostics.call.asCurl': '{what} en curl',
  'diagnostics.call.tolerated': 'Défauts tolérés pour lire {what}',
  'diagnostics.call.tokenNote':
    'Les commandes lisent le jeton dans <code>RETAIL_INSPECTOR_TOKEN</code> : définissez-le d’abord dans votre shell.',
  'diagnostics.env.os': 'Système d’exploitation',
  'diagnostics.env.notUsed': 'non utilisé (hôte web)',
  'diagnostics.env.browser': '{name} (navigateur)',
  'diagnostics.env.someBrowser': 'Navigateur',
  'diagnostics.env.unknown': 'inconnue',
  'diagnostics.export.har': 'HAR (journal des requêtes)',
};

// French, in the words of a retail back-office: magasin for a shop, entrepôt for a warehouse,
// compte de ventes for a sales account; a no-break space before a colon, « » around a quotation.
import type { Catalog } from './en';
import { sharedFr } from '../../../shared/messages/fr';
import { uiFr } from './ui/fr';
import { printFr } from './print/fr';
import { changesFr } from './changes/fr';
import { categoriesFr } from './categories/fr';
import { fleetFr } from './fleet/fr';
import { timelineFr } from './timeline/fr';
import { alertsFr } from './alerts/fr';
import { watchFr } from './watch/fr';
import { connectionsFr } from './connections/fr';
import { demoFr } from './demo/fr';
import { requestsFr } from './requests/fr';
import { diagnosticsFr } from './diagnostics/fr';

const fr: Catalog = {
  ...sharedFr,

  'app.skip.categorySearch': 'Aller à la recherche de catégories',
  'app.skip.requests': 'Aller aux requêtes',
  'app.skip.fleetSearch': 'Aller à la recherche de magasins',

  'views.label': 'Vues',
  'views.data': 'Installation et catégories',
  'views.fleet': 'Magasins',
  'views.changes': 'Modifications',
  'views.diagnostics': 'Diagnostic',
  'views.demo': 'Serveur de démo',
  'views.requests': 'Requêtes ({count, number})',

  'theme.label': 'Thème',
  'theme.system': 'Système',
  'theme.light': 'Clair',
  'theme.dark': 'Sombre',

  'language.label': 'Langue',
  'language.system': 'Système ({language})',

  'ui.cancel': 'Annuler',
  'ui.dismiss': 'Masquer',
  'ui.close': 'Fermer',
  'ui.warning': 'Avertissement\u00a0: {reason}',
  'ui.elapsed': 'Temps écoulé\u00a0: {elapsed}',
  'ui.retry': 'Réessayer',
  'ui.lenient.title':
    '{what, select, settings {Les paramètres ont été lus} categories {Les catégories ont été lues} other {Les paramètres et catégories capturés ont été lus}} avec tolérance\u00a0: {count, plural, one {# défaut de la réponse toléré} many {# défauts de la réponse tolérés} other {# défauts de la réponse tolérés}}',
  'ui.lenient.strictFails': 'Échoue en lecture stricte',
  'ui.stale.badge': 'Périmé',
  'ui.stale.showing': '{what, select, settings {Paramètres affichés} other {Catégories affichées}}.',
  'ui.stale.showingSince':
    '{what, select, settings {Paramètres affichés} other {Catégories affichées}}, de {time}.',
  'ui.stale.cancelled': 'L’actualisation a été annulée.',
  'ui.stale.failed': 'L’actualisation a échoué\u00a0: <b>{title}</b>',

  'installation.heading': 'Installation',
  'installation.loading': 'Chargement des paramètres de l’installation…',
  'installation.refreshing': 'Actualisation des paramètres…',
  'installation.unnamedCompany': 'Société sans nom',
  'installation.logo': 'Logo de {company}',
  'installation.logoUnavailable': 'Logo indisponible',
  'installation.settings': 'Paramètres',
  'installation.missing': 'absent',
  'installation.empty': '(vide)',
  'installation.decimalsNote': '{count, plural, one {décimale} many {décimales} other {décimales}}',
  'installation.faultSummary': '{summary}. Chacun est montré tel que reçu, avec la raison.',
  'installation.technical': 'Détails techniques',
  'installation.technicalFaults':
    '{count, plural, one {# champ} many {# champs} other {# champs}} avec un avertissement',
  'installation.breaksSpec': 'Contraire à la spécification\u00a0: {rule}',
  'installation.doubt.currency': 'Devise inconnue de cet ordinateur',
  'installation.doubt.timeZone': 'Fuseau horaire inconnu de cet ordinateur',
  'installation.doubt.separator': 'Une lettre ou un chiffre ne peut pas servir de séparateur décimal',
  'installation.doubt.decimals':
    'Plus de {max, number} décimales, c’est inhabituel\u00a0: sans doute une erreur',

  'categories.heading': 'Catégories',
  'categories.count': '{total, plural, one {# catégorie} many {# catégories} other {# catégories}}',
  'categories.countShown':
    '{shown, number} sur {total, plural, one {# catégorie} many {# catégories} other {# catégories}}',
  'categories.countLoading':
    '{arrived, number} sur {total, plural, one {# catégorie chargée} many {# catégories chargées} other {# catégories chargées}}…',
  'categories.loading': 'Chargement des catégories…',
  'categories.refreshing': 'Actualisation des catégories…',
  'categories.none': 'Cette installation n’a pas encore de catégories.',
  'categories.noneAdvice': 'Les catégories ajoutées dans le back-office apparaissent ici après Actualiser.',
  'categories.noMatch': 'Aucune catégorie ne correspond à «\u00a0{query}\u00a0».',
  'categories.noMatchAdvice':
    'La recherche porte sur les noms, codes et slugs, sans tenir compte de la casse ni des accents.',
  'categories.clearSearch': 'Effacer la recherche',
  'categories.searchLabel': 'Rechercher des catégories par nom, code ou slug',
  'categories.searchPlaceholder': 'Rechercher un nom, un code ou un slug',
  'categories.sortBy': 'Trier par',
  'categories.sort.name': 'Nom',
  'categories.sort.code': 'Code',
  'categories.sort.id': 'ID',
  'categories.showAs': 'Afficher en',
  'categories.grid': 'Grille',
  'categories.list': 'Liste',
  'separator.comma': 'virgule',
  'separator.fullStop': 'point',
  'separator.space': 'espace',
  'separator.apostrophe': 'apostrophe',
  'separator.noBreakSpace': 'espace insécable',

  'previews.heading': 'Aperçus',
  'previews.intro':
    'Calculés à partir des paramètres ci-dessous. Les milliers sont séparés par une espace fine\u00a0: les paramètres ne donnent aucun séparateur de milliers.',
  'previews.amount': 'Montant',
  'previews.quantity': 'Quantité',
  'previews.currencyName': 'Nom de la devise',
  'previews.timeThere': 'Heure sur place',
  'previews.decimals': '{count, plural, one {# décimale} many {# décimales} other {# décimales}}',
  'previews.noPreview': 'Pas d’aperçu\u00a0: {problem}',
  'previews.quoted': '«\u00a0{text}\u00a0»',
  'previews.missing': 'absent',
  'previews.problem.decimals':
    'les décimales des {what, select, amounts {montants} other {quantités}} ({value}) sont inutilisables\u00a0: ce n’est pas un nombre entier',
  'previews.problem.tooManyDecimals':
    '{count, plural, one {# décimale, c’est} many {# décimales, c’est} other {# décimales, c’est}} plus qu’un aperçu n’en montre ({max, number})',
  'previews.problem.separator':
    'le séparateur décimal ({value}) est inutilisable\u00a0: ce n’est pas un caractère unique',
  'previews.problem.currency': 'la devise {value} n’est pas un code de devise',
  'previews.problem.timeZone': 'le fuseau horaire {value} est inconnu ici',
  'previews.currencyUnused': 'La devise {value} n’a pas pu être utilisée',
  'previews.currencyUnknownNames': '(symbole et nom inconnus)',
  ...uiFr,
  ...printFr,
  ...changesFr,
  ...categoriesFr,
  ...watchFr,
  ...fleetFr,
  ...timelineFr,
  ...alertsFr,
  ...connectionsFr,
  ...demoFr,
  ...requestsFr,
  ...diagnosticsFr,
};

export default fr;

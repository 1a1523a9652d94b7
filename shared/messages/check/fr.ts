// Les vérifications en français : la règle de chaque vérification, ce qu’elle a trouvé, et nos phrases
// parmi les preuves.
import type { checkEn } from './en';

export const checkFr: Record<keyof typeof checkEn, string> = {
  'check.reachable.title': '{operation} répond en JSON',
  'check.reachable.answered': 'a répondu en {timing}',
  'check.reachable.failed': '{failure} ({timing})',
  'check.timing.noAnswer': 'après {ms} ms',
  'check.timing.answer': '{ms} ms, HTTP {status}, {bytes} octets',
  'check.shape.title': '{operation} est conforme à la spécification',
  'check.shape.conforms': 'chaque champ a le type et le format spécifiés',
  'check.shape.problems': '{count, plural, one {# problème} many {# problèmes} other {# problèmes}}',
  'check.status.title': '{operation} répond status: true',
  'check.status.false': 'status:false\u00a0: {message}',
  'check.notOffered':
    'l’installation ne propose pas {operation, select, info {les informations système} other {les catégories}}\u00a0: {message}',
  'check.notOffered.detail':
    '{answered} a répondu à cette adresse, l’adresse est donc la bonne\u00a0; {operation} a répondu l’échec que la spécification prévoit pour une opération que l’installation ne propose pas, elle n’a donc pas pu être vérifiée.',

  'check.tolerated.title': '{operation}\u00a0: {rule}',
  'check.tolerated.bom': 'Le corps commence sans marque d’ordre des octets',
  'check.tolerated.latin1': 'Le corps est en UTF-8',
  'check.tolerated.invalid-utf8': 'Le corps est en UTF-8',
  'check.tolerated.content-type': 'La réponse est envoyée en application/json',
  'check.tolerated.redirect': 'L’opération répond à sa propre adresse',
  'check.tolerated.token-echo': 'La réponse ne contient pas le jeton',
  'check.tolerated.strictFails':
    'Une lecture stricte de la spécification (JSON selon la RFC 8259) échoue ici, le code de sortie est donc au moins 1.',
  'check.rule': 'Règle\u00a0: {clause}.',

  'check.currency.title': 'La devise par défaut est un code de devise',
  'check.currency.known': '{currency} est une devise connue',
  'check.currency.unknown':
    'default_currency\u00a0: «\u00a0{currency}\u00a0» n’est pas un code de devise connu d’Intl',
  'check.timezone.title': 'Le fuseau horaire est un nom région/ville connu',
  'check.timezone.known': '{zone} est un fuseau horaire connu',
  'check.timezone.unknown': 'timezone\u00a0: «\u00a0{zone}\u00a0» n’est pas un fuseau horaire connu d’Intl',
  'check.decimals.title': 'Les décimales sont des nombres de chiffres',
  'check.decimals.both': 'décimales {decimals}, décimales des quantités {quantities}',
  'check.decimals.amounts': 'décimales {decimals}',
  'check.decimals.quantities': 'décimales des quantités {quantities}',
  'check.decimals.large': '{shown} (plus de 10 est inhabituel\u00a0; la spécification ne fixe aucune limite)',
  'check.logo.title': 'Le logo se charge',
  'check.logo.broken': 'le logo {problem}',
  'check.logo.redirected': 'le logo ne se charge qu’après une redirection vers {target}',
  'check.logo.loads': '{url} se charge ({type}, {bytes} octets)',

  'check.image.status': 'a répondu HTTP {status}',
  'check.image.tooLarge': 'dépasse {megabytes} Mo',
  'check.image.notImage': 'est de type {type}, pas une image',
  'check.image.untyped': 'n’a pas de type de contenu, ce n’est pas une image',
  'check.image.timeout': 'ne se charge pas en moins de {seconds}\u00a0s',
  'check.image.unfetched': 'reste inaccessible ({reason})',
  'check.image.broken': '{url} {problem}',

  'check.ascii.title': 'Les adresses sont écrites en ASCII',
  'check.ascii.found':
    '{count, plural, one {{count, number} adresse contient} many {{count, number} adresses contiennent} other {{count, number} adresses contiennent}} des caractères hors ASCII\u00a0; les navigateurs et Retail Inspector les lisent, un client strict selon la RFC 3986 peut-être pas (encodez-les en UTF-8 avec des pourcentages)',
  'check.moreProblems': '… et {count} autres problèmes',

  'check.count.title': 'Les catégories sont listées',
  'check.count.empty': 'la liste est vide\u00a0: l’installation n’a aucune catégorie',
  'check.count.listed': '{count, plural, one {# catégorie} many {# catégories} other {# catégories}}',
  'check.ids.title': 'Les identifiants des catégories sont uniques',
  'check.ids.unique': 'chaque identifiant est unique',
  'check.ids.repeated':
    '{count, plural, one {{count, number} ligne répète un identifiant précédent} many {{count, number} lignes répètent un identifiant précédent} other {{count, number} lignes répètent un identifiant précédent}}',
  'check.ids.repeats': 'rows[{row}].id\u00a0: «\u00a0{id}\u00a0» répète rows[{first}].id',
  'check.placeholder.title': 'L’image par défaut se charge',
  'check.placeholder.none': 'chaque catégorie a sa propre image',
  'check.placeholder.loads':
    '{count, plural, one {{count, number} catégorie affiche {url}, qui se charge} many {{count, number} catégories partagent {url}, qui se charge} other {{count, number} catégories partagent {url}, qui se charge}}',
  'check.placeholder.redirected':
    '{count, plural, one {{count, number} catégorie affiche {url}, qui ne se charge qu’après une redirection vers {target}} many {{count, number} catégories partagent {url}, qui ne se charge qu’après une redirection vers {target}} other {{count, number} catégories partagent {url}, qui ne se charge qu’après une redirection vers {target}}}',
  'check.placeholder.broken':
    '{count, plural, one {{count, number} catégorie affiche une image qui {problem}} many {{count, number} catégories partagent une image qui {problem}} other {{count, number} catégories partagent une image qui {problem}}}',
  'check.images.title': 'Les images des catégories se chargent',
  'check.images.redirected':
    'images essayées\u00a0: {moved} sur {tried} ne se chargent qu’après une redirection',
  'check.images.noCategory': 'aucune catégorie, donc aucune image à essayer',
  'check.images.onlyShared': 'aucune autre image à essayer\u00a0: chaque catégorie affiche l’image partagée',
  'check.images.load': 'images distinctes essayées\u00a0: {tried} sur {distinct}, toutes se chargent',
  'check.images.broken': 'images essayées\u00a0: {broken} sur {tried} ne se chargent pas',

  'check.certificate.title':
    'Le certificat TLS est valide encore au moins {days, plural, one {# jour} many {# jours} other {# jours}}',
  'check.certificate.expires':
    'le certificat expire dans {days, plural, one {# jour} many {# jours} other {# jours}}',
  'check.certificate.renew': 'Renouvelez-le avant\u00a0: une fois expiré, chaque appel en https échoue.',
  'check.certificate.line':
    'valide jusqu’au {date} ({days, plural, one {# jour} many {# jours} other {# jours}}){issuer}{names}{fit}',
  'check.certificate.issuer': ', émis par {issuer}',
  'check.certificate.names': ', pour {names}',
  'check.certificate.otherHost': ' (pas l’hôte appelé)',
};

// Un appel qui a échoué, en français : ce qui s’est passé et que faire.
import type { failureEn } from './en';

export const failureFr: Record<keyof typeof failureEn, string> = {
  'failure.network.dns.title': 'Le nom du serveur est introuvable',
  'failure.network.dns.action':
    'Vérifiez que l’adresse ne contient pas de faute de frappe et que cet ordinateur est en ligne.',
  'failure.network.refused.title': 'Le serveur a refusé la connexion',
  'failure.network.refused.action': 'Vérifiez l’adresse et le port, et que l’installation est en marche.',
  'failure.network.reset.title': 'La connexion a été coupée',
  'failure.network.reset.action':
    'Réessayez\u00a0; si cela se reproduit, un proxy ou un pare-feu est peut-être en cause.',
  'failure.network.tls.title': 'La connexion sécurisée a échoué',
  'failure.network.tls.action':
    'Demandez à l’administrateur de l’installation\u00a0; si l’installation est servie en HTTP simple, utilisez http://.',
  'failure.network.timeout.title': 'L’installation n’a pas répondu à temps',
  'failure.network.timeout.action':
    'Réessayez, ou augmentez le délai d’attente de la connexion si l’installation est lente.',
  'failure.network.unreachable.title': 'Le réseau ne peut pas atteindre le serveur',
  'failure.network.unreachable.action': 'Vérifiez la connexion réseau et le VPN de cet ordinateur.',
  'failure.network.blocked-port.title': 'Ce port ne peut pas être appelé depuis l’application de bureau',
  'failure.network.blocked-port.action':
    'Utilisez retail-inspector check ou l’hôte web (retail-inspector web), qui appellent n’importe quel port, ou servez l’installation sur un autre port.',
  'failure.network.proxy.title': 'Le proxy n’a pas transmis la connexion',
  'failure.network.proxy.action':
    'Vérifiez les paramètres du proxy (ceux du système pour l’application de bureau\u00a0; HTTPS_PROXY, HTTP_PROXY et NO_PROXY pour la ligne de commande et l’hôte web), ou demandez à qui gère le proxy.',
  'failure.network.other.title': 'L’installation n’a pas pu être jointe',
  'failure.network.other.action': 'Vérifiez l’adresse et la connexion réseau de cet ordinateur.',

  'failure.tls.plain-http.title': 'Ce serveur parle HTTP simple\u00a0: utilisez http://',
  'failure.tls.plain-http.action': 'Commencez l’adresse par http:// au lieu de https://.',
  'failure.tls.untrusted.title': 'Le certificat du serveur n’est pas reconnu comme fiable',
  'failure.tls.untrusted.action':
    'Demandez à l’administrateur de l’installation un certificat d’une autorité de confiance\u00a0; pour une autorité privée, ajoutez-la au magasin de certificats de cet ordinateur (ligne de commande\u00a0: NODE_EXTRA_CA_CERTS).',
  'failure.tls.expired.title': 'Le certificat du serveur a expiré',
  'failure.tls.expired.action':
    'Demandez à l’administrateur de l’installation de le renouveler, et vérifiez l’horloge de cet ordinateur.',
  'failure.tls.wrong-host.title': 'Le certificat du serveur est établi pour un autre nom',
  'failure.tls.wrong-host.action':
    'Utilisez le nom pour lequel le certificat a été émis, ou demandez à l’administrateur de l’installation.',

  'failure.api.title': 'L’installation a signalé une erreur',
  'failure.api.token': 'L’installation a refusé le jeton\u00a0: vérifiez le jeton de la connexion.',
  'failure.api.failing':
    'L’installation est en panne ou en maintenance\u00a0: réessayez plus tard, ou demandez à son administrateur.',
  'failure.api.message':
    'Son message dit ce qui n’a pas fonctionné\u00a0; demandez à l’administrateur de l’installation s’il n’est pas clair.',
  'failure.nothingHere':
    'Rien ne répond à cette opération ici\u00a0: vérifiez l’adresse (la partie avant /api/v2/).',

  'failure.status.title': 'L’installation a répondu {status}',
  'failure.status.refused':
    'L’accès a été refusé\u00a0: vérifiez le jeton de la connexion, et demandez à l’administrateur de l’installation si une authentification, un pare-feu ou un proxy devant l’API refuse cet ordinateur.',
  'failure.status.proxyLogin':
    'Le proxy demande un nom d’utilisateur et un mot de passe\u00a0: renseignez-les dans les paramètres du proxy.',
  'failure.status.tooMany': 'Trop de requêtes\u00a0: attendez un moment avant de réessayer.',
  'failure.status.serverFailed':
    'Un serveur ou un proxy devant l’installation a échoué\u00a0: réessayez plus tard, ou demandez à son administrateur.',
  'failure.status.other':
    'Vérifiez l’adresse\u00a0: elle mène peut-être à un autre site web ou à un autre service.',

  'failure.cancelled.title': 'Annulé',
  'failure.cancelled.detail': 'La requête a été annulée.',
  'failure.cancelled.action': 'Réessayez quand vous êtes prêt.',

  'failure.notJson.title': 'Cela ne ressemble pas à l’API retail',
  'failure.notJson.detail': 'La réponse était {contentType}\u00a0: {preview}',
  'failure.notJson.action':
    'Vérifiez l’adresse\u00a0: elle mène peut-être à une page de connexion ou à un autre site web.',

  'failure.contract.title': 'La réponse ne correspond pas à la spécification de l’API',
  'failure.contract.action':
    'Envoyez ces détails à l’administrateur de l’installation\u00a0: sa réponse enfreint la spécification de l’API.',

  'failure.tooLarge.title': 'La réponse est trop volumineuse',
  'failure.tooLarge.detail': 'Elle a dépassé {megabytes}\u00a0Mo.',
  'failure.tooLarge.action': 'L’adresse mène peut-être à autre chose que l’API.',

  'failure.tooDeep.title': 'La réponse est trop profondément imbriquée pour être lue',
  'failure.tooDeep.action':
    'Vérifiez l’adresse\u00a0; si elle est correcte, envoyez ces détails à l’administrateur de l’installation.',
  'failure.nesting':
    '{path}\u00a0: imbriqué sur plus de {limit, plural, one {# niveau} many {# niveaux} other {# niveaux}}\u00a0; un JSON aussi profond n’est pas lu (la RFC 8259 §9 permet à un lecteur de limiter l’imbrication)',

  'failure.redirect.title': 'L’installation a redirigé ailleurs',
  'failure.redirect.action': 'Saisissez l’adresse vers laquelle elle redirige, si vous lui faites confiance.',

  'failure.invalidUrl.title': 'L’adresse ne peut pas être utilisée',
  'failure.invalidUrl.action': 'Corrigez l’adresse et réessayez.',

  'failure.page.title': 'Le serveur a répondu HTTP {status} avec une page web au lieu de données',
  'failure.page.titleOk':
    'Cela ne ressemble pas à l’API retail\u00a0: une page web est arrivée au lieu de données',
  'failure.page.detail': '{page}. {meaning}',
  'failure.page.detailOnly': '{page}.',
  'failure.page.titled': '«\u00a0{title}\u00a0»',
  'failure.page.titledBy': '«\u00a0{title}\u00a0» ({server})',
  'failure.page.untitled': 'La page n’a pas de titre',
  'failure.page.from': 'Une page de {server}',
  'failure.page.means.notApi': 'C’est probablement une page de connexion ou un autre site web, pas l’API.',
  'failure.page.means.502': 'Un proxy entre cet ordinateur et l’installation n’a pas pu la joindre.',
  'failure.page.means.503':
    'Un proxy entre cet ordinateur et l’installation la dit indisponible\u00a0: surchargée, arrêtée ou en maintenance.',
  'failure.page.means.504': 'Un proxy entre cet ordinateur et l’installation a attendu sa réponse en vain.',
  'failure.page.means.refused':
    'Quelque chose devant l’API (une authentification, un pare-feu ou un proxy) a refusé l’appel.',
  'failure.page.means.missing':
    'Le serveur web à cette adresse n’a pas cette page\u00a0: ce n’est pas l’API.',
  'failure.page.means.failed': 'Le serveur a rencontré une erreur en répondant.',
  'failure.page.action.502':
    'Réessayez dans quelques minutes\u00a0; si cela échoue encore, demandez à l’administrateur de l’installation si l’installation derrière le proxy est en marche.',
  'failure.page.action.503':
    'Réessayez plus tard\u00a0: l’installation est peut-être en maintenance. Demandez à son administrateur si cela dure.',
  'failure.page.action.504':
    'Réessayez dans quelques minutes\u00a0; si cela échoue encore, demandez à l’administrateur de l’installation pourquoi elle répond si lentement.',
};

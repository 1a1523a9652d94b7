// Le verdict en français : conforme, enfreint, ou n’a pas pu être vérifiée, et pourquoi.
import type { outcomeEn } from './en';

export const outcomeFr: Record<keyof typeof outcomeEn, string> = {
  'outcome.conforms': 'est conforme',
  'outcome.violates': 'enfreint la spécification',
  'outcome.notChecked': 'n’a pas pu être vérifiée',
  'outcome.notCheckedBecause': 'n’a pas pu être vérifiée\u00a0: {cause}',

  'outcome.cause.refused': 'l’installation a refusé l’appel',
  'outcome.cause.wrong-address': 'ce qui répond à cette adresse ne peut pas être lu comme l’API v2',
  'outcome.cause.gateway-error': 'un serveur ou un proxy devant l’installation a échoué',
  'outcome.cause.unreachable': 'l’installation n’a pas pu être jointe',
  'outcome.cause.tls': 'la connexion sécurisée a échoué',
  'outcome.cause.timeout': 'l’installation n’a pas répondu à temps',
  'outcome.cause.usage': 'l’adresse ou les paramètres ne peuvent pas être utilisés',
  'outcome.cause.no-token': 'son jeton n’est pas disponible sur cet ordinateur',
  'outcome.cause.not-offered': 'l’installation ne propose pas l’une des opérations',

  'outcome.advice.refused':
    'L’installation a répondu, mais a refusé l’appel, donc ses données n’ont pas pu être vérifiées. Ce n’est pas une infraction à la spécification.',
  'outcome.advice.wrong-address':
    'Ce qui répond à cette adresse ne peut pas être lu comme l’API v2 (une page web, rien à ce chemin, une redirection ailleurs, une réponse trop volumineuse ou trop imbriquée pour être lue)\u00a0: l’appel qui a échoué dit laquelle. L’URL de base est la partie de l’adresse avant /api/v2/.',
  'outcome.advice.gateway-error':
    'Un serveur ou un proxy devant l’installation a répondu par une erreur au lieu de l’API\u00a0: réessayez plus tard, ou demandez à son administrateur.',
  'outcome.advice.unreachable':
    'Aucune réponse n’est venue\u00a0: vérifiez l’adresse, le réseau de cet ordinateur et que l’installation est en marche.',
  'outcome.advice.tls':
    'La connexion sécurisée a échoué\u00a0: l’appel qui a échoué dit pourquoi et que faire.',
  'outcome.advice.timeout':
    'L’installation n’a pas répondu dans le délai d’attente\u00a0: réessayez, ou augmentez le délai d’attente de la connexion.',
  'outcome.advice.usage':
    'L’adresse ou les paramètres ne peuvent pas être utilisés tels quels\u00a0: la vérification qui a échoué dit pourquoi.',
  'outcome.advice.no-token':
    'La connexion a un jeton, mais il n’est pas disponible ici, donc l’installation n’a pas été appelée\u00a0: saisissez de nouveau le jeton (ou définissez la variable d’environnement que nomme le fichier des magasins).',
  'outcome.advice.not-offered':
    'L’installation a répondu à cette adresse, donc l’adresse est bonne, mais elle ne propose pas l’une des opérations (elle a répondu «\u00a0Unknown method\u00a0» de la spécification), donc elle n’a pas pu être vérifiée entièrement. Ce n’est pas une infraction à la spécification.',
};

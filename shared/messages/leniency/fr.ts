import type { leniencyEn } from './en';

export const leniencyFr: Record<keyof typeof leniencyEn, string> = {
  'leniency.bom':
    'Le corps commence par une marque d’ordre des octets UTF-8 (BOM), que JSON n’autorise pas\u00a0; elle a été retirée avant la lecture.',
  'leniency.latin1':
    'Le corps n’est pas de l’UTF-8 valide ({count, plural, one {{count, number, ::group-off} séquence d’octets invalide} many {{count, number, ::group-off} séquences d’octets invalides} other {{count, number, ::group-off} séquences d’octets invalides}})\u00a0; comme le déclare son charset={charset}, il a été lu en Latin-1 (windows-1252). JSON doit être en UTF-8.',
  'leniency.invalidUtf8':
    'Le corps n’est pas de l’UTF-8 valide\u00a0: {count, plural, one {{count, number, ::group-off} séquence d’octets invalide a été remplacée} many {{count, number, ::group-off} séquences d’octets invalides ont été remplacées} other {{count, number, ::group-off} séquences d’octets invalides ont été remplacées}} par U+FFFD (affiché \uFFFD).',
  'leniency.invalidUtf8.noCharset':
    'Le corps n’est pas de l’UTF-8 valide (aucun charset déclaré)\u00a0: {count, plural, one {{count, number, ::group-off} séquence d’octets invalide a été remplacée} many {{count, number, ::group-off} séquences d’octets invalides ont été remplacées} other {{count, number, ::group-off} séquences d’octets invalides ont été remplacées}} par U+FFFD (affiché \uFFFD).',
  'leniency.invalidUtf8.unreadCharset':
    'Le corps n’est pas de l’UTF-8 valide (le charset={charset} déclaré n’est pas un de ceux que lit Retail Inspector)\u00a0: {count, plural, one {{count, number, ::group-off} séquence d’octets invalide a été remplacée} many {{count, number, ::group-off} séquences d’octets invalides ont été remplacées} other {{count, number, ::group-off} séquences d’octets invalides ont été remplacées}} par U+FFFD (affiché \uFFFD).',
  'leniency.contentType': 'La réponse est du JSON mais a été envoyée en {type}, et non en application/json.',
  'leniency.contentType.none':
    'La réponse est du JSON mais a été envoyée sans type de contenu, et non en application/json.',
  'leniency.redirect':
    '{path} a été redirigé (HTTP {status}) vers {target}\u00a0; la réponse y a été lue. Utilisez cette adresse pour la connexion.',
  'leniency.redirect.notTheApi':
    '{path} a été redirigé (HTTP {status}) vers {target}\u00a0; ce qui y répond n’est pas l’API (voir l’appel en échec), ce n’est donc pas une adresse à utiliser.',
  'leniency.tokenEcho':
    'La réponse contient le jeton lui-même dans une adresse (par ex. l’URL d’une image)\u00a0; il est masqué partout où il est affiché, donc ces liens ne fonctionnent pas dans l’app.',
};

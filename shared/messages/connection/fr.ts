// Ce que main dit d’une connexion, en français : adresse, remarques, redirections, test de connexion.
import type { connectionEn } from './en';

export const connectionFr: Record<keyof typeof connectionEn, string> = {
  'connection.address.empty': 'Saisissez l’adresse de l’installation, par ex. https://shop.example.com',
  'connection.address.noScheme':
    'L’adresse n’a pas de schéma (http:// ou https://)\u00a0; saisissez-la en entier, par ex. https://shop.example.com',
  'connection.address.noSchemeMeant':
    'L’adresse n’a pas de schéma (http:// ou https://)\u00a0: vouliez-vous dire {address}\u00a0?',
  'connection.address.notWeb':
    'Ce n’est pas une adresse web\u00a0; saisissez-en une comme https://shop.example.com',
  'connection.address.scheme': 'Seules les adresses http et https sont prises en charge, pas {scheme}',
  'connection.address.credentials':
    'Retirez le nom d’utilisateur et le mot de passe de l’adresse\u00a0; utilisez le champ du jeton',
  'connection.address.plainHttp':
    'Le http simple envoie le jeton en clair. Utilisez https, ou marquez la connexion comme non sécurisée si ce réseau est de confiance.',

  'connection.note.token':
    'Le jeton a été retiré de l’adresse collée\u00a0; saisissez-le dans le champ du jeton.',
  'connection.note.query': 'La chaîne de requête a été retirée.',
  'connection.note.apiTail':
    'L’adresse se terminait par {tail}\u00a0; Retail Inspector ajoute lui-même les chemins /api/v2/.',
  'connection.note.slashes':
    '{count, plural, one {La barre oblique finale a été retirée.} many {Les barres obliques finales ont été retirées.} other {Les barres obliques finales ont été retirées.}}',
  'connection.note.sessionUnsealed':
    'Le jeton n’est conservé que pour cette session\u00a0: le trousseau du système ne l’a pas chiffré. Enregistrez-le de nouveau plus tard.',
  'connection.note.sessionOnly':
    'Le jeton n’est conservé que pour cette session\u00a0: cet ordinateur ne peut pas le stocker de façon sûre.',

  'connection.redirect.otherHost':
    'L’installation a redirigé vers {origin}\u00a0; redirection non suivie, pour garder le jeton sur l’hôte auquel il appartient.',
  'connection.redirect.loop': 'Plus de {max} redirections\u00a0; l’adresse tourne probablement en boucle.',

  'connection.test.infoFaults':
    '{faults}. Le panneau Installation affiche chacun tel que reçu, avec la raison.',
  'connection.test.categoryFaults':
    '{faulty, plural, one {# catégorie sur {total, plural, one {#} many {#} other {#}} enfreint} many {# catégories sur {total, plural, one {#} many {#} other {#}} enfreignent} other {# catégories sur {total, plural, one {#} many {#} other {#}} enfreignent}} la spécification. Le panneau Catégories affiche chaque ligne telle que reçue, ses valeurs fautives marquées.',
};

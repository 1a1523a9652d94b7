// The shared parts' words in French.
import type { uiEn } from './en';

export const uiFr: Readonly<Record<keyof typeof uiEn, string>> = {
  'ui.copy': 'Copier',
  'ui.copy.copied': 'Copié',
  'ui.copy.tryAgain': 'Réessayer',
  'ui.copy.tryAgainWhat': 'de copier {what}',
  'ui.copy.done': '{what} copié.',
  'ui.copy.failed':
    'Impossible de copier {what}\u00a0: le presse-papiers n’est pas disponible ici. Sélectionnez le texte et copiez-le avec Ctrl+C (⌘C sur Mac).',
  'ui.export': 'Exporter en {format}',
  'ui.export.busy': 'Export {format} en cours…',
  'ui.export.saved': 'Enregistré sous {file}',
  'ui.export.downloaded': 'Votre navigateur l’enregistre sous {file}, dans ses téléchargements.',
  'ui.export.cancelled': 'Export annulé\u00a0; rien n’a été enregistré.',
  'ui.export.failed': 'L’export {format} a échoué\u00a0: {message}',
  'ui.failure.notLoaded': '{what}\u00a0: échec du chargement',
  'ui.failure.notLoadedBecause': '{what}\u00a0: échec du chargement – {verdict}',
  'ui.failure.violates': 'la réponse enfreint la spécification',
  'ui.failure.notOffered': 'L’installation ne propose pas ceci\u00a0: {message}',
  'ui.failure.notOfferedAdvice':
    '{answered} répondent à cette adresse, l’adresse est donc correcte. Demandez à l’administrateur de l’installation si cette partie de son API peut être activée.',
  'ui.host.noProfile': 'Cette connexion n’existe plus',
  'ui.host.noProfileAdvice': 'Choisissez une autre connexion.',
  'ui.host.profileStore': 'Les connexions enregistrées n’ont pas pu être lues',
  'ui.host.profileStoreAdvice':
    'Vérifiez que le dossier de données de l’application est lisible, puis réessayez.',
  'ui.host.noToken': 'Le jeton de cette connexion n’est pas sur cet ordinateur',
  'ui.host.noTokenAdvice':
    'Saisissez de nouveau le jeton\u00a0: Connexions, puis Modifier cette connexion. L’installation n’a pas été appelée\u00a0; elle n’est pas en cause.',
  'ui.host.demo': 'Le serveur de démonstration n’a pas pu démarrer',
  'ui.host.demoAdvice': 'Corrigez la cause ci-dessus, puis réessayez.',
  'ui.host.invalid': 'L’inspecteur n’a pas pu utiliser ces paramètres',
  'ui.host.invalidAdvice': 'Corrigez les paramètres nommés ci-dessus, puis réessayez.',
  'ui.host.other': 'L’inspecteur n’a pas pu faire ceci',
  'ui.host.otherAdvice': 'Réessayez\u00a0; si cela se reproduit, redémarrez l’application.',
  'ui.host.noHost': 'L’inspecteur n’est pas connecté à son hôte',
  'ui.host.noHostAdvice':
    'Lancez-le avec «\u00a0npm start\u00a0», ou ouvrez l’adresse qu’a affichée «\u00a0retail-inspector web\u00a0».',
  'ui.page.show': 'Afficher la page',
  'ui.page.hide': 'Masquer la page',
  'ui.page.text': 'Le texte de la page',
  'ui.page.empty': 'La page n’a pas de texte.',
  'ui.fault.breaks': '{label} enfreint la spécification de l’API',
  'ui.status.pass': 'Réussi',
  'ui.status.warn': 'Avertissement',
  'ui.status.fail': 'Échec',
  'ui.status.notChecked': 'Non vérifié',
  'ui.what.settings': 'Les paramètres',
  'ui.what.categories': 'Les catégories',
};

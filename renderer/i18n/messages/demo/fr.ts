// La vue Serveur de démo en français.
import type { demoEn } from './en';

export const demoFr: Readonly<Record<keyof typeof demoEn, string>> = {
  'demo.server.heading': 'Serveur de démo',
  'demo.server.running': 'En marche',
  'demo.server.stopped': 'Arrêté',
  'demo.server.checking': 'Vérification du serveur de démo…',
  'demo.server.address': 'Adresse',
  'demo.server.file': 'Fichier de jeu de données',
  'demo.server.company': 'Société',
  'demo.server.categories': 'Catégories',
  'demo.server.stop': 'Arrêter le serveur',
  'demo.server.start': 'Démarrer le serveur',
  'demo.server.couldNotStart': 'Le serveur de démo n’a pas pu démarrer : {failure}',
  'demo.server.damaged':
    'Ouvrez ci-dessous un fichier de jeu de données pour le servir à la place ; si les données de démo livrées sont endommagées, réinstaller Retail Inspector les rétablit.',
  'demo.server.startServes': 'Arrêté. Démarrer sert de nouveau {file}.',
  'demo.server.bundled': 'les données de démo livrées',
  'demo.server.reset': 'Revenir à la démo livrée',
  'demo.server.dropHint':
    'Ou déposez un fichier de jeu de données (.ridataset ou .json) n’importe où dans cette fenêtre. Un fichier qui n’est pas un jeu de données valide laisse le serveur en marche tel quel.',
  'demo.server.open': 'Ouvrir un fichier de jeu de données…',
  'demo.server.openInput': 'Fichier de jeu de données à ouvrir',
  'demo.server.notDataset':
    'Seuls les fichiers de jeu de données (.ridataset ou .json) peuvent être ouverts sur le serveur de démo.',
  'demo.server.tooLarge':
    'Il fait {mb, number} Mo, plus que ce que l’application ouvre ({max, number} Mo). Servez-le avec « retail-inspector serve --data FILE --max-size {next} ».',
  'demo.server.unreadable': 'Le fichier n’a pas pu être lu.',

  'demo.action.open': 'Ouverture du jeu de données…',
  'demo.action.start': 'Démarrage du serveur de démo…',
  'demo.action.stop': 'Arrêt du serveur de démo…',
  'demo.action.isStopped': 'Le serveur de démo est arrêté.',
  'demo.action.unchanged':
    'Le serveur de démo n’a pas été modifié : il sert toujours <strong>{company}</strong> à <code>{url}</code>.',

  'demo.drop.title': 'Déposer pour ouvrir sur le serveur de démo',
  'demo.drop.body':
    'Un fichier de jeu de données Retail Inspector (.ridataset ou .json). Le serveur en marche reste tel quel si le fichier n’est pas valide.',

  'demo.faults.heading': 'Installation lente ou instable',
  'demo.faults.intro':
    'Fait attendre le serveur de démo avant chaque réponse, ou fait échouer une part des requêtes comme le font de vraies installations (un 500 JSON, un 502 HTML d’un proxy, un 503, une connexion coupée), pour montrer comment l’application s’en sort.',
  'demo.faults.legend': 'Pannes du serveur de démo',
  'demo.faults.presets': 'Préréglages',
  'demo.faults.normal': 'Normal',
  'demo.faults.slow': 'Lent (2 s)',
  'demo.faults.flaky': 'Instable (30 % d’échecs)',
  'demo.faults.latency': 'Latence (ms)',
  'demo.faults.rate': 'Taux d’échec (%)',
  'demo.faults.apply': 'Appliquer',
  'demo.faults.latencyRange': 'Saisissez un nombre entier de millisecondes de 0 à {max, number}.',
  'demo.faults.rateRange': 'Saisissez un pourcentage de 0 à 100.',
  'demo.faults.notRunning': 'Démarrez le serveur de démo pour le ralentir ou le faire échouer.',
  'demo.faults.notChanged': 'Les pannes n’ont pas pu être modifiées : {error}',
  'demo.faults.now': 'Le serveur de démo {latency} et {failures}.',
  'demo.faults.waits': 'attend {ms, number} ms avant chaque réponse',
  'demo.faults.atOnce': 'répond aussitôt',
  'demo.faults.fails': 'fait échouer {rate, number} % des requêtes',
  'demo.faults.neverFails': 'n’échoue jamais exprès',

  'demo.capture.heading': 'Enregistrer comme jeu de données hors ligne',
  'demo.capture.intro':
    'Enregistre la connexion active — ses paramètres, chaque catégorie et chaque image — dans un seul fichier de jeu de données que le serveur de démo peut servir sans réseau.',
  'demo.capture.connection': 'Connexion',
  'demo.capture.noneChosen': 'Aucune choisie pour l’instant',
  'demo.capture.fileName': 'Nom du fichier',
  'demo.capture.savedIn': 'Enregistré dans <code>{folder}</code>',
  'demo.capture.defaultFolder': 'le dossier des captures de l’application',
  'demo.capture.start':
    'Enregistrer la connexion active comme jeu de données hors ligne{dialog, select, yes {…} other {}}',
  'demo.capture.replaceTitle': 'Remplacer le fichier existant ?',
  'demo.capture.replace': 'Le remplacer',
  'demo.capture.keep': 'Le garder',
  'demo.capture.exists':
    '<code>{file}</code> existe déjà. Le remplacer capture de nouveau {connection} et écrase le fichier.',
  'demo.capture.needName': 'Nommez le fichier à enregistrer.',
  'demo.capture.badExtension': 'Le nom doit se terminer par .ridataset ou .json.',
  'demo.capture.step':
    'Capture de {connection} : {phase, select, categories {lecture des catégories…} images {téléchargement des images…} writing {écriture du fichier…} other {lecture des informations système…}}',
  'demo.capture.cancelling': 'Annulation de la capture…',
  'demo.capture.progress': 'Progression de la capture',
  'demo.capture.counts': '{done, number} sur {total, plural, one {# image} many {# images} other {# images}}',
  'demo.capture.countsFailed':
    '{done, number} sur {total, plural, one {# image} many {# images} other {# images}}, {failed, number} en échec',
  'demo.capture.saved': '{connection} enregistrée',
  'demo.capture.savedWithout':
    '{connection} enregistrée, sans {count, plural, one {# image} many {# images} other {# images}}',
  'demo.capture.savedViolations':
    '{connection} enregistrée telle qu’elle a répondu : {count, plural, one {# valeur enfreint} many {# valeurs enfreignent} other {# valeurs enfreignent}} la spécification',
  'demo.capture.categories': '{count, plural, one {# catégorie} many {# catégories} other {# catégories}}',
  'demo.capture.embedded':
    '{count, plural, one {# image intégrée} many {# images intégrées} other {# images intégrées}}',
  'demo.capture.failed':
    '{count, plural, one {# image en échec} many {# images en échec} other {# images en échec}}',
  'demo.capture.failedImages':
    'Ces images n’ont pas pu être capturées ; leurs catégories gardent l’adresse d’origine :',
  'demo.capture.failedLabel': 'Images non capturées',
  'demo.capture.more': '… et {count, number} de plus.',
  'demo.capture.openInDemo': 'Ouvrir dans le serveur de démo',
  'demo.capture.done': 'Terminé',
  'demo.capture.cancelled': 'La capture a été annulée. Rien n’a été écrit.',
  'demo.capture.failedTitle': 'La capture a échoué : {title}',
  'demo.capture.nothingWritten': '{advice} Rien n’a été écrit.',
  'demo.capture.violations':
    'Le fichier garde ce que l’installation a répondu, il enfreint donc lui aussi la spécification. Le serveur de démo n’ouvre que les fichiers qui la respectent ; rejouez celui-ci avec <code>retail-inspector serve --allow-violations --data FILE</code>.',
  'demo.capture.violationsLabel': 'Valeurs qui enfreignent la spécification',
  'demo.msg.notOpened': '{name} n’a pas pu être ouvert',
  'demo.msg.theDataset': 'Le jeu de données',
  'demo.msg.theDatasetLower': 'le jeu de données',
  'demo.msg.nowServing':
    'Sert maintenant {company} ({count, plural, one {# catégorie} many {# catégories} other {# catégories}}) depuis {from}.',
  'demo.msg.running': 'Le serveur de démo tourne à {url}.',
  'demo.msg.notStarted': 'Le serveur de démo n’a pas pu démarrer',
  'demo.msg.notStopped': 'Le serveur de démo n’a pas pu s’arrêter',
  'demo.msg.bundledNotStarted': 'La démo livrée n’a pas pu démarrer',
  'demo.msg.servingBundled': 'Sert maintenant la démo livrée, {company}.',
  'demo.capture.notWritten': 'Le fichier n’a pas pu être écrit',
  'demo.capture.notStarted': 'La capture n’a pas pu démarrer',
  'demo.capture.fixCause': 'Corrigez la cause ci-dessus, puis réessayez.',
};
